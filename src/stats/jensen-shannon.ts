/** The Jensen–Shannon distance of two distributions, as SciPy computes it. */
import { pairwiseSum } from "./pairwise-sum.js";

/** `scipy.special.rel_entr(x, y)`. */
function relEntr(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  if (x > 0 && y > 0) return x * Math.log(x / y);
  if (x === 0 && y >= 0) return 0;
  return Infinity;
}

/**
 * `scipy.spatial.distance.jensenshannon(p, q)` with the natural log: the Jensen–Shannon
 * *distance* of two distributions given as non-negative weights (each normalised to sum 1):
 *
 *   m = (p + q) / 2,   JS(p, q) = √((KL(p‖m) + KL(q‖m)) / 2),   KL(x‖y) = Σ x_i ln(x_i / y_i),
 *
 * with 0 · ln(0 / y) = 0 as in `scipy.special.rel_entr`, and sums by NumPy's pairwise rule. It
 * lies in [0, √ln 2]: 0 for identical distributions, √ln 2 for disjoint ones.
 *
 * @example
 * jensenShannon([0.2, 0.8], [2, 8]); // 0 (the same distribution once normalised)
 * jensenShannon([1, 0], [0, 1]); // 0.8325546111576977 (√ln 2)
 */
export function jensenShannon(p0: readonly number[], q0: readonly number[]): number {
  const sp = pairwiseSum(p0);
  const sq = pairwiseSum(q0);
  const p = p0.map((v) => v / sp);
  const q = q0.map((v) => v / sq);
  const m = p.map((v, i) => (v + q[i]!) / 2);
  const left = pairwiseSum(p.map((v, i) => relEntr(v, m[i]!)));
  const right = pairwiseSum(q.map((v, i) => relEntr(v, m[i]!)));
  return Math.sqrt((left + right) / 2);
}
