/**
 * What a paired difference B − A is, with its 95% paired percentile bootstrap interval, for the
 * three paired statistics (paired-share-difference.ts, paired-ratio-difference.ts,
 * paired-median-difference.ts). One resample draws whole paired samples (both systems' values of
 * a sample go together), with the same draws and rule as the single-system intervals:
 * `resampleIndices(n)` (a fresh generator seeded with 0, 2000 resamples) and the interval
 * [Q(1/40), Q(39/40)] of the resampled differences under the spec's quantile rule (the
 * ceil(q·N)-th smallest, no interpolation). The ratio and mean differences also carry the two-sided
 * p of the paired swap test (paired-swap-p.ts) of the same statistic (a share's test is McNemar's,
 * a latency's the sign test, both in the kinds). Shares and pooled ratios are computed from integer
 * sums (hits, counts, microseconds), so each resample's difference is exact up to the final
 * division(s). docs/compare.md explains the choices.
 */
import { BOOTSTRAP_LOWER, BOOTSTRAP_UPPER } from "./bootstrap.js";
import { quantile } from "./quantile.js";

export type Interval = [number | null, number | null];

/** The side of an infinite value: +∞ ("inf") or −∞ ("-inf"), spelled as in the CSV. */
export type InfiniteSide = "inf" | "-inf";

/**
 * Which nulls of a latency difference are infinite, and on which side: the point difference
 * when exactly one paired median is not reached, and each interval end that falls on ±∞. Only
 * the infinite parts are present.
 */
export interface InfiniteParts {
  difference?: InfiniteSide;
  low?: InfiniteSide;
  high?: InfiniteSide;
}

export interface PairedDifference {
  difference: number | null;
  interval: Interval | null;
  /** Present when a null above stands for ±∞ (latencies only). */
  infinite?: InfiniteParts;
  /** The two-sided paired swap-test p (paired-swap-p.ts), null when undefined; absent for a share (McNemar's instead). */
  p?: number | null;
}

/** The integer parts of one system's pooled ratio on the paired samples. */
export interface RatioParts {
  numerators: readonly number[];
  denominators: readonly number[];
}

/** Throws unless every value of `xs` is a safe integer (so its sums are exact). */
export function checkIntegers(name: string, xs: readonly number[]): void {
  for (const x of xs) if (!Number.isSafeInteger(x)) throw new RangeError(`${name} must be integers, got ${x}`);
}

/** The sum of `xs` in their order. */
export const sumOf = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

/** The resampled statistics' 95% percentile interval (all finite). Null when there are none. */
export function finiteInterval(stats: Float64Array): [number, number] | null {
  if (stats.length === 0) return null;
  return [quantile(stats, BOOTSTRAP_LOWER) as number, quantile(stats, BOOTSTRAP_UPPER) as number];
}
