/** The paired difference of two sample shares, with its paired bootstrap interval. */
import { BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED } from "./bootstrap.js";
import { resampleIndices } from "./bootstrap-draws.js";
import { finiteInterval, type PairedDifference, sumOf } from "./paired-difference.js";

/**
 * Paired difference of two sample shares: `a[i]`, `b[i]` are the two systems' hits on paired
 * sample i. With d_i = b_i − a_i (each −1, 0 or 1), the difference is
 *
 *   Δ = (Σ b_i − Σ a_i) / n = (1/n) Σ d_i,
 *
 * and each of the 2000 resamples takes the mean of d over n paired samples drawn with
 * replacement; the interval is [Q(1/40), Q(39/40)] of those means. Null difference and interval
 * when n = 0.
 *
 * @example
 * pairedShareDifference([false, false, true, true], [true, true, true, false]).difference; // 0.25
 */
export function pairedShareDifference(a: readonly boolean[], b: readonly boolean[]): PairedDifference {
  const n = a.length;
  if (b.length !== n) throw new RangeError(`paired arrays differ in length (${n} vs ${b.length})`);
  if (n === 0) return { difference: null, interval: null };
  const d = a.map((x, i) => Number(b[i]) - Number(x));
  const draws = resampleIndices(n, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED);
  const stats = new Float64Array(BOOTSTRAP_RESAMPLES);
  for (let r = 0, base = 0; r < BOOTSTRAP_RESAMPLES; r++, base += n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += d[draws[base + i]!]!;
    stats[r] = sum / n;
  }
  return { difference: sumOf(d) / n, interval: finiteInterval(stats) };
}
