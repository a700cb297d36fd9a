/**
 * The exact (binomial) McNemar test for two paired sample shares: of the b + c discordant pairs,
 * how surprising is a split at least as uneven as min(b, c) if either system were equally likely
 * to be the one that hits? p = min(1, 2 · P(X <= min(b, c))) with X ~ Bin(b + c, 1/2), and p = 1
 * when there is no discordant pair. The tail is summed in exact integers (BigInt), so the only
 * rounding is the final conversion to a double.
 */
import { checkCount } from "./check-count.js";

/** num / 2^n as a double, for any n (num is a non-negative integer). */
function overPowerOfTwo(num: bigint, n: number): number {
  const bits = num.toString(2).length;
  const shift = Math.max(0, bits - 64);
  // The top 64 bits of num carry far more precision than a double keeps.
  const top = Number(num >> BigInt(shift));
  const exponent = shift - n;
  // Split the power so that neither factor overflows or underflows before the product does.
  const half = Math.trunc(exponent / 2);
  return top * 2 ** half * 2 ** (exponent - half);
}

/**
 * Two-sided exact McNemar p-value from the discordant counts: `b` pairs where only A hits and
 * `c` where only B hits (the test is symmetric in them). With n = b + c and k = min(b, c):
 *
 *   p = min(1, 2 · Σ_{i=0..k} C(n, i) / 2^n),   p = 1 when n = 0.
 *
 * @example
 * mcnemarExactP(1, 5); // 0.21875 = 2 · (1 + 6) / 64
 * mcnemarExactP(0, 0); // 1 (no discordant pair)
 */
export function mcnemarExactP(b: number, c: number): number {
  checkCount("b", b);
  checkCount("c", c);
  const n = b + c;
  if (n === 0) return 1;
  const k = Math.min(b, c);
  // sum_{i <= k} C(n, i), each binomial coefficient from the previous one exactly.
  let term = BigInt(1);
  let tail = BigInt(1);
  for (let i = 1; i <= k; i++) {
    term = (term * BigInt(n - i + 1)) / BigInt(i);
    tail += term;
  }
  return Math.min(1, overPowerOfTwo(BigInt(2) * tail, n));
}
