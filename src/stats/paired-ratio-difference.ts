/** The paired difference of two pooled ratios, with its paired bootstrap interval. */
import { BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED } from "./bootstrap.js";
import { resampleIndices } from "./bootstrap-draws.js";
import { checkIntegers, finiteInterval, sumOf, type PairedDifference, type RatioParts } from "./paired-difference.js";
import { pairedSwapP } from "./paired-swap-p.js";

/**
 * Paired difference of two pooled ratios over the paired samples (integer parts: counts or
 * microseconds; with `reals`, any finite parts, summed in sample order, as a mean of per-item
 * values is: the lifts of a sample's backchannels over their count):
 *
 *   Δ = Σ num_B / Σ den_B − Σ num_A / Σ den_A,
 *
 * each resample summing both systems' numerators and denominators over the same drawn samples.
 * A resample in which either denominator sums to 0 has no difference and is skipped (the
 * quantile ranks are taken over the resamples kept), as for a single system. Null when either
 * denominator sum is 0; the interval is null when no resample is kept. With `absolute` the
 * difference is |ratio_B| − |ratio_A| at every step ("closer to 0" compared). `p` is the two-sided
 * swap-test p of Δ (paired-swap-p.ts: a pattern with a zero denominator is left out), null with Δ.
 *
 * @example
 * const a = { numerators: [1, 0], denominators: [2, 2] };
 * const b = { numerators: [2, 1], denominators: [2, 2] };
 * pairedRatioDifference(a, b).difference; // 0.5 (3/4 − 1/4)
 */
export function pairedRatioDifference(a: RatioParts, b: RatioParts, absolute = false, reals = false): PairedDifference {
  const f = absolute ? Math.abs : (x: number) => x;
  const n = a.numerators.length;
  for (const [name, xs] of [
    ["A numerators", a.numerators],
    ["A denominators", a.denominators],
    ["B numerators", b.numerators],
    ["B denominators", b.denominators],
  ] as const) {
    if (xs.length !== n) throw new RangeError(`${name}: expected ${n} values, got ${xs.length}`);
    if (!reals) checkIntegers(name, xs);
    else if (xs.some((x) => !Number.isFinite(x))) throw new RangeError(`${name} must be finite`);
  }
  if (n === 0) return { difference: null, interval: null, p: null };
  const [numA, denA, numB, denB] = [a.numerators, a.denominators, b.numerators, b.denominators].map(sumOf);
  const difference = denA === 0 || denB === 0 ? null : f(numB / denB) - f(numA / denA);
  const draws = resampleIndices(n, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED);
  const stats = new Float64Array(BOOTSTRAP_RESAMPLES);
  let kept = 0;
  for (let r = 0, base = 0; r < BOOTSTRAP_RESAMPLES; r++, base += n) {
    let na = 0,
      da = 0,
      nb = 0,
      db = 0;
    for (let i = 0; i < n; i++) {
      const j = draws[base + i]!;
      na += a.numerators[j]!;
      da += a.denominators[j]!;
      nb += b.numerators[j]!;
      db += b.denominators[j]!;
    }
    if (da === 0 || db === 0) continue;
    stats[kept++] = f(nb / db) - f(na / da);
  }
  const p = pairedSwapP(n, (s) => {
    let na = 0,
      da = 0,
      nb = 0,
      db = 0;
    for (let i = 0; i < n; i++) {
      const x = s[i] ? b : a;
      const y = s[i] ? a : b;
      na += x.numerators[i]!;
      da += x.denominators[i]!;
      nb += y.numerators[i]!;
      db += y.denominators[i]!;
    }
    return da === 0 || db === 0 ? NaN : f(nb / db) - f(na / da);
  });
  return { difference, interval: finiteInterval(stats.subarray(0, kept)), p };
}
