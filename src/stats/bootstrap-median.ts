/**
 * 95% percentile bootstrap interval of a median (latencies, stop times): the spec's bootstrap
 * (bootstrap.ts) with each resample's statistic the ceil(0.5 * n)-th smallest value.
 */
import {
  BOOTSTRAP_LOWER,
  BOOTSTRAP_RESAMPLES,
  BOOTSTRAP_SEED,
  BOOTSTRAP_UPPER,
  type BootstrapOptions,
} from "./bootstrap.js";
import { sharedIndices, sharedMultiplicities } from "./bootstrap-draws.js";
import { quantileRank, quantileSorted } from "./quantile.js";

/**
 * 95% percentile bootstrap interval of the median of `values` (finite numbers or +Infinity for
 * "not reached"). Each resample's median is its ceil(0.5 * n)-th smallest value; the interval is
 * [Q(0.025), Q(0.975)] of the resampled medians, each the ceil(q * resamples)-th smallest. An
 * endpoint that is +Infinity is null. Null when n = 0 or there are no resamples.
 *
 * The values are sorted once; a resample walks the sorted values, adding how often each one's
 * sample occurs in it (shared by every median interval over n values: bootstrap-draws.ts), up to
 * the median rank, so no resample is sorted.
 */
export function bootstrapMedianInterval(
  values: readonly number[],
  opts: BootstrapOptions = {},
): [number | null, number | null] | null {
  const resamples = opts.resamples ?? BOOTSTRAP_RESAMPLES;
  const seed = opts.seed ?? BOOTSTRAP_SEED;
  for (const v of values) {
    if (Number.isNaN(v) || v === -Infinity) {
      throw new RangeError(`values must be finite or +Infinity, got ${v}`);
    }
  }
  const n = values.length;
  const draws = sharedIndices(n, resamples, seed);
  if (n === 0 || resamples === 0) return null;

  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    const x = values[a];
    const y = values[b];
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  const sorted = new Float64Array(n);
  const position = new Uint32Array(n);
  for (let p = 0; p < n; p++) {
    sorted[p] = values[order[p]];
    position[order[p]] = p;
  }

  const rank = quantileRank({ numerator: 1, denominator: 2 }, n);
  const medians = new Float64Array(resamples);
  const counts = sharedMultiplicities(n, resamples, seed);
  if (counts !== null) {
    // walk the sorted values, adding how often each one's sample occurs in the resample
    for (let r = 0, base = 0; r < resamples; r++, base += n) {
      let p = 0;
      let seen = counts[base + order[0]];
      while (seen < rank) seen += counts[base + order[++p]];
      medians[r] = sorted[p];
    }
  } else {
    const hits = new Uint32Array(n);
    for (let r = 0, base = 0; r < resamples; r++, base += n) {
      hits.fill(0);
      for (let i = 0; i < n; i++) hits[position[draws[base + i]]]++;
      let p = 0;
      let seen = hits[0];
      while (seen < rank) seen += hits[++p];
      medians[r] = sorted[p];
    }
  }
  medians.sort();
  return [quantileSorted(medians, BOOTSTRAP_LOWER), quantileSorted(medians, BOOTSTRAP_UPPER)];
}
