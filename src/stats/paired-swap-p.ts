/**
 * The two-sided p-value of a paired randomization test (the swap test): the paired test of the
 * pooled ratios and the means of a difference (a share has McNemar's, a latency the sign test).
 * Under no difference between systems A and B, a sample's two values are exchangeable, so
 * swapping them is as likely as not. With T(s) the paired difference B − A recomputed after
 * swapping the samples where s holds a 1 (T(0) is the observed difference), the p-value is the
 * share of swap patterns whose |T| reaches |T(0)|:
 *
 *   - exact when 2^n ≤ 2000 (n ≤ 10): p = #{s : |T(s)| ≥ |T(0)| − tol} / #{s}, over all 2^n patterns;
 *   - else over 2000 random patterns r (a fresh generator seeded with 0; pattern r's sample i is
 *     bit i mod 32 of the generator's ⌈n/32⌉ outputs for r, low bit first):
 *     p = (1 + #{r : |T(s_r)| ≥ |T(0)| − tol}) / (#{r} + 1).
 *
 * tol is permutation-p.ts's 1e-12 (a tie summed in another order still counts). A pattern whose
 * statistic is undefined (NaN: a zero denominator) is left out of both
 * counts; |T| = ∞ reaches ∞. Null when T(0) is undefined or no pattern is defined. For a share,
 * the exact swap test is the exact McNemar (sign) test, which mcnemar.ts computes in closed form:
 * swapping a concordant sample changes nothing, swapping a discordant one moves it to the other side.
 *
 * @example
 * // B − A of the means of 3 pairs, each B one above A: only the patterns swapping none or all reach |1|
 * const a = [0, 1, 2], b = [1, 2, 3];
 * pairedSwapP(3, (s) => a.reduce((t, x, i) => t + (s[i] ? x - b[i]! : b[i]! - x), 0) / 3); // 2 / 8 = 0.25
 */
import { BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED } from "./bootstrap.js";
import { PERMUTATION_TOLERANCE } from "./permutation-p.js";
import { createRng } from "./rng.js";

/** The largest n whose 2^n swap patterns are all enumerated (2^10 = 1024 ≤ 2000 < 2^11). */
export const SWAP_EXACT_MAX_N = Math.floor(Math.log2(BOOTSTRAP_RESAMPLES));

/** The two-sided swap-test p of the statistic over n pairs (see the file's comment). */
export function pairedSwapP(n: number, statistic: (swapped: Uint8Array) => number): number | null {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`n must be an integer >= 0, got ${n}`);
  const s = new Uint8Array(n);
  const observed = Math.abs(statistic(s));
  if (Number.isNaN(observed)) return null;
  let reach = 0;
  let defined = 0;
  const count = () => {
    const t = Math.abs(statistic(s));
    if (Number.isNaN(t)) return;
    defined++;
    if (t >= observed - PERMUTATION_TOLERANCE) reach++;
  };
  if (n <= SWAP_EXACT_MAX_N) {
    for (let pattern = 0; pattern < 2 ** n; pattern++) {
      for (let i = 0; i < n; i++) s[i] = (pattern >>> i) & 1;
      count();
    }
    return defined === 0 ? null : reach / defined;
  }
  const rng = createRng(BOOTSTRAP_SEED);
  for (let r = 0; r < BOOTSTRAP_RESAMPLES; r++) {
    let word = 0;
    for (let i = 0; i < n; i++) {
      if (i % 32 === 0) word = rng.nextUint32();
      s[i] = (word >>> (i % 32)) & 1;
    }
    count();
  }
  return (1 + reach) / (defined + 1);
}
