/**
 * The percentile bootstrap's settings, as the spec fixes them: for each metric a fresh generator
 * seeded with 0 draws 2000 resamples of the sample indices with replacement (bootstrap-draws.ts);
 * each resample's statistic uses the spec's quantile rule, and the interval is
 * [Q(0.025), Q(0.975)] of the resampled statistics under the same rule (bootstrap-median.ts,
 * bootstrap-ratio.ts). Resampling whole samples keeps the pauses of one sample together, since
 * they are not independent.
 */
import type { Rational } from "./quantile.js";

/** Resamples per interval, fixed by the spec. */
export const BOOTSTRAP_RESAMPLES = 2000;
/** Seed of the fresh generator each metric starts from, fixed by the spec. */
export const BOOTSTRAP_SEED = 0;
/** Lower percentile of the 95% interval, 0.025, as an exact rational. */
export const BOOTSTRAP_LOWER: Readonly<Rational> = Object.freeze({
  numerator: 1,
  denominator: 40,
});
/** Upper percentile of the 95% interval, 0.975, as an exact rational. */
export const BOOTSTRAP_UPPER: Readonly<Rational> = Object.freeze({
  numerator: 39,
  denominator: 40,
});

/** Options of the bootstrap intervals; the defaults are the spec's. */
export interface BootstrapOptions {
  /** Number of resamples (default 2000). */
  resamples?: number;
  /** Seed of the fresh generator (default 0). */
  seed?: number;
}
