/**
 * The exact two-sided sign test (a binomial test at one half), for a paired difference of two
 * shares: of the samples where exactly one of two events happened, `a` had the first and `b` the
 * second; under no difference each such discordant sample is the first kind with probability 1/2.
 *
 * p = min(1, 2 · Σ_{k=0}^{min(a,b)} C(a+b, k) / 2^(a+b)), and p = 1 when a + b = 0. Because the
 * null distribution is symmetric, this equals the sum of the probabilities of every outcome no
 * more likely than the one observed. It is the exact McNemar test on the discordant counts
 * (mcnemar.ts computes it: the sum exact in BigInt, rounded once to a double), so the result is
 * the same on every machine.
 *
 * @example
 * signTestP(0, 0); // 1
 * signTestP(5, 0); // 2 / 32 = 0.0625
 * signTestP(3, 1); // 2 · (1 + 4) / 16 = 0.625
 */

/** The exact two-sided sign-test p-value of `a` first-kind among `a + b` discordant samples. */
export { mcnemarExactP as signTestP } from "./mcnemar.js";
