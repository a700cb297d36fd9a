/**
 * The paired difference of two means of per-sample values (a difference metric's d = +1, −1 or
 * 0 of the matched runs), with its paired bootstrap interval; with `absolute`, the difference of
 * their absolute values, which is how "closer to 0" compares two systems.
 */
import { BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED } from "./bootstrap.js";
import { resampleIndices } from "./bootstrap-draws.js";
import { checkIntegers, finiteInterval, sumOf, type PairedDifference } from "./paired-difference.js";
import { pairedSwapP } from "./paired-swap-p.js";

/**
 * Paired difference of two means over n paired samples, `a[i]`, `b[i]` integers (so sums are
 * exact until the final division):
 *
 *   Δ = f(Σ b_i / n) − f(Σ a_i / n),   f(x) = |x| with `absolute`, else x,
 *
 * and each of the 2000 resamples (a fresh seed-0 generator, whole paired samples drawn with
 * replacement) takes the same statistic over the drawn samples; the interval is
 * [Q(1/40), Q(39/40)] of them; `p` is the two-sided swap-test p of Δ (paired-swap-p.ts). Null
 * difference, interval and p when n = 0.
 *
 * @example
 * pairedMeanDifference([1, 1, 0, -1], [1, 0, 0, 0], true).difference; // 0 (|1/4| − |1/4|)
 */
export function pairedMeanDifference(a: readonly number[], b: readonly number[], absolute = false): PairedDifference {
  const n = a.length;
  if (b.length !== n) throw new RangeError(`paired arrays differ in length (${n} vs ${b.length})`);
  checkIntegers("A values", a);
  checkIntegers("B values", b);
  if (n === 0) return { difference: null, interval: null, p: null };
  const f = absolute ? Math.abs : (x: number) => x;
  const stat = (sa: number, sb: number) => f(sb / n) - f(sa / n);
  const draws = resampleIndices(n, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED);
  const stats = new Float64Array(BOOTSTRAP_RESAMPLES);
  for (let r = 0, base = 0; r < BOOTSTRAP_RESAMPLES; r++, base += n) {
    let sa = 0;
    let sb = 0;
    for (let i = 0; i < n; i++) {
      const j = draws[base + i]!;
      sa += a[j]!;
      sb += b[j]!;
    }
    stats[r] = stat(sa, sb);
  }
  const p = pairedSwapP(n, (s) => {
    let sa = 0;
    let sb = 0;
    for (let i = 0; i < n; i++) {
      sa += s[i] ? b[i]! : a[i]!;
      sb += s[i] ? a[i]! : b[i]!;
    }
    return stat(sa, sb);
  });
  return { difference: stat(sumOf(a), sumOf(b)), interval: finiteInterval(stats), p };
}
