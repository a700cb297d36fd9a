/** The pairwise summation NumPy uses, so a reduction here rounds as NumPy's does. */
/**
 * NumPy's pairwise summation of a float64 array, as `numpy.sum` reduces one: Σ a_i over
 * `a[from .. from + n)`, summed plainly below 8 values, with eight accumulators combined as
 * ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7)) up to 128, and above that as the sum of the
 * two halves (the first a multiple of 8 long), each summed the same way. The rounding error grows
 * as O(log n) instead of O(n), and the bits match NumPy's for the same order of additions.
 *
 * @example
 * pairwiseSum([0.1, 0.2, 0.3]); // 0.6000000000000001, as 0.1 + 0.2 + 0.3
 * pairwiseSum(new Array(1000).fill(1)); // 1000
 */
export function pairwiseSum(a: ArrayLike<number>, from = 0, n = a.length - from): number {
  if (n < 8) {
    let s = 0;
    for (let i = 0; i < n; i++) s += a[from + i]!;
    return s;
  }
  if (n <= 128) {
    const r = [0, 0, 0, 0, 0, 0, 0, 0].map((_, j) => a[from + j]!);
    let i = 8;
    for (; i < n - (n % 8); i += 8) for (let j = 0; j < 8; j++) r[j]! += a[from + i + j]!;
    let s = r[0]! + r[1]! + (r[2]! + r[3]!) + (r[4]! + r[5]! + (r[6]! + r[7]!));
    for (; i < n; i++) s += a[from + i]!;
    return s;
  }
  let n2 = Math.floor(n / 2);
  n2 -= n2 % 8;
  return pairwiseSum(a, from, n2) + pairwiseSum(a, from + n2, n - n2);
}
