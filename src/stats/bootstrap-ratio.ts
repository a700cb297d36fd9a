/**
 * 95% percentile bootstrap interval of a pooled ratio (a rate over all the samples' pauses, a
 * share of time): the spec's bootstrap (bootstrap.ts) with each resample's statistic
 * sum(numerators) / sum(denominators) over its samples.
 */
import {
  BOOTSTRAP_LOWER,
  BOOTSTRAP_RESAMPLES,
  BOOTSTRAP_SEED,
  BOOTSTRAP_UPPER,
  type BootstrapOptions,
} from "./bootstrap.js";
import { sharedIndices } from "./bootstrap-draws.js";
import { quantileSorted } from "./quantile.js";

/**
 * When every term is an integer, sums of up to n terms are exact in doubles as long as
 * n * max|x| <= 2^53 - 1 (every partial sum is then a safe integer); throw if that fails, rather
 * than round silently. Non-integer inputs are left to float summation.
 */
function guardIntegerSums(xs: readonly number[], name: string): void {
  let maxAbs = 0;
  for (const x of xs) {
    if (!Number.isInteger(x)) return;
    maxAbs = Math.max(maxAbs, Math.abs(x));
  }
  if (maxAbs * xs.length > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`${name}: integer sums could exceed 2^53 and lose precision`);
  }
}

/**
 * 95% percentile bootstrap interval of a pooled ratio sum(numerators) / sum(denominators) over
 * whole samples (sample i contributes numerators[i] and denominators[i]). A resample whose
 * denominator sum is 0 has no ratio and is skipped; the interval is [Q(0.025), Q(0.975)] of the
 * kept ratios, with ranks ceil(q * kept). Null when n = 0 or no resample is kept.
 *
 * Integer inputs (counts, microseconds) are summed exactly, so each resample's ratio is the
 * correctly rounded quotient of its exact sums, whatever the order of the terms. Non-integer
 * inputs are summed in draw order, deterministic but subject to float rounding; pass integer
 * units for exact results. Denominators must be non-negative, all values finite.
 */
export function bootstrapRatioInterval(
  numerators: readonly number[],
  denominators: readonly number[],
  opts: BootstrapOptions = {},
): [number, number] | null {
  const n = numerators.length;
  if (denominators.length !== n) {
    throw new RangeError(`numerators and denominators differ in length (${n} vs ${denominators.length})`);
  }
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(numerators[i])) {
      throw new RangeError(`numerators must be finite, got ${numerators[i]} at ${i}`);
    }
    if (!Number.isFinite(denominators[i]) || denominators[i] < 0) {
      throw new RangeError(`denominators must be finite and non-negative, got ${denominators[i]} at ${i}`);
    }
  }
  guardIntegerSums(numerators, "numerators");
  guardIntegerSums(denominators, "denominators");
  const resamples = opts.resamples ?? BOOTSTRAP_RESAMPLES;
  const seed = opts.seed ?? BOOTSTRAP_SEED;
  const draws = sharedIndices(n, resamples, seed);
  if (n === 0 || resamples === 0) return null;

  const ratios = new Float64Array(resamples);
  let kept = 0;
  for (let r = 0, base = 0; r < resamples; r++, base += n) {
    let num = 0;
    let den = 0;
    for (let i = 0; i < n; i++) {
      const j = draws[base + i];
      num += numerators[j];
      den += denominators[j];
    }
    if (den === 0) continue;
    ratios[kept++] = num / den;
  }
  if (kept === 0) return null;
  const keptRatios = ratios.subarray(0, kept).sort();
  const lo = quantileSorted(keptRatios, BOOTSTRAP_LOWER);
  const hi = quantileSorted(keptRatios, BOOTSTRAP_UPPER);
  // Ratios are finite, so neither endpoint is null here.
  return [lo as number, hi as number];
}
