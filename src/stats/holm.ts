/**
 * Holm's step-down correction of a family of p-values (Holm 1979): sort the m p-values
 * ascending, p_(0) ≤ … ≤ p_(m−1), and adjust the i-th smallest to
 *
 *   p̃_(i) = min(1, max_{j ≤ i} (m − j) · p_(j)),
 *
 * the running maximum keeping the adjusted values in the order of the raw ones. Controls the
 * family-wise error rate under any dependence. Returns the adjusted values in the input order;
 * ties keep their input order, which does not change the result.
 *
 * @example
 * holmAdjust([0.01, 0.04, 0.03]); // [0.03, 0.06, 0.06]: 3 · 0.01, max(0.06, 2 · 0.03), 1 · 0.04 raised to 0.06
 */
export function holmAdjust(ps: readonly number[]): number[] {
  for (const p of ps) if (!(p >= 0 && p <= 1)) throw new RangeError(`p-values must lie in [0, 1], got ${p}`);
  const m = ps.length;
  const order = ps.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
  const out = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    out[i] = running;
  });
  return out;
}
