/**
 * The exact two-sided sign test (a binomial test at one half), for a paired difference of two
 * shares: of the samples where exactly one of two events happened, `a` had the first and `b` the
 * second; under no difference each such discordant sample is the first kind with probability 1/2.
 *
 * p = min(1, 2 · Σ_{k=0}^{min(a,b)} C(a+b, k) / 2^(a+b)), and p = 1 when a + b = 0. Because the
 * null distribution is symmetric, this equals the sum of the probabilities of every outcome no
 * more likely than the one observed. The sum is exact (BigInt); the quotient is rounded once
 * from its leading 64 bits, so the result is the same on every machine.
 *
 * @example
 * signTestP(0, 0); // 1
 * signTestP(5, 0); // 2 / 32 = 0.0625
 * signTestP(3, 1); // 2 · (1 + 4) / 16 = 0.625
 */

/** An exact non-negative BigInt ratio as a double, from the numerator's leading 64 bits. */
function ratioToDouble(num: bigint, log2Den: number): number {
  if (num === 0n) return 0;
  const bits = num.toString(2).length;
  const shift = Math.max(0, bits - 64);
  const top = Number(num >> BigInt(shift));
  return top * 2 ** (shift - log2Den);
}

/** The exact two-sided sign-test p-value of `a` first-kind among `a + b` discordant samples. */
export function signTestP(a: number, b: number): number {
  for (const [name, v] of [
    ["a", a],
    ["b", b],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be a non-negative integer, got ${v}`);
  }
  const n = a + b;
  if (n === 0) return 1;
  const small = Math.min(a, b);
  let term = 1n; // C(n, 0)
  let sum = 0n;
  for (let k = 0; k <= small; k++) {
    sum += term;
    term = (term * BigInt(n - k)) / BigInt(k + 1);
  }
  return Math.min(1, ratioToDouble(2n * sum, n));
}
