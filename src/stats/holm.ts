/**
 * Holm's step-down correction of a family of p-values (Holm 1979): sort the m p-values
 * ascending, multiply the i-th smallest (i from 0) by m − i, carry the running maximum so the
 * adjusted values keep the order of the raw ones, and cap at 1. Controls the family-wise error
 * rate under any dependence. Returns the adjusted values in the input order; ties keep their
 * input order, which does not change the result.
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
