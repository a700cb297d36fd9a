/** Statistics used by the unified scorer: generator, quantile rule, intervals and bounds. */

export {
  BOOTSTRAP_GENERATOR_NAME,
  Xoshiro128StarStar,
  createRng,
  splitmix32State,
  uniformInt,
  type Uint32Source,
} from "./rng.js";
export { Z95, wilsonInterval } from "./wilson.js";
export {
  probabilityToRational,
  quantile,
  quantileRank,
  quantileSorted,
  type Probability,
  type Rational,
} from "./quantile.js";
export {
  BOOTSTRAP_LOWER,
  BOOTSTRAP_RESAMPLES,
  BOOTSTRAP_SEED,
  BOOTSTRAP_UPPER,
  type BootstrapOptions,
} from "./bootstrap.js";
export { resampleIndices, type IndexArray } from "./bootstrap-draws.js";
export { bootstrapMedianInterval } from "./bootstrap-median.js";
export { bootstrapRatioInterval } from "./bootstrap-ratio.js";
export { selectedBounds } from "./bounds.js";
