/** Statistics used by the unified scorer: generator, quantile rule, intervals and bounds. */

export {
  BOOTSTRAP_GENERATOR_NAME,
  Xoshiro128StarStar,
  createRng,
  splitmix32State,
  uniformInt,
  type Uint32Source,
} from "./rng.js";
export { uniformIntDraws } from "./uniform-draws.js";
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
  bootstrapMedianInterval,
  bootstrapRatioInterval,
  resampleIndices,
  type BootstrapOptions,
  type IndexArray,
} from "./bootstrap.js";
export { selectedBounds } from "./bounds.js";
