/** Statistics used by the unified scorer: generator, quantile rule, intervals and bounds. */

export * from "./rng.js";
export * from "./wilson.js";
export * from "./quantile.js";
export * from "./bootstrap.js";
export { resampleIndices, type IndexArray } from "./bootstrap-draws.js";
export * from "./bootstrap-median.js";
export * from "./bootstrap-ratio.js";
export * from "./bounds.js";
