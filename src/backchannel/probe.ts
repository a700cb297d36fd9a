/**
 * The probe of a normalised list p of length L: q[w] = (p[w] + … + p[w + P − 1]) / P for
 * w = 0 … L − P, the mean over the P = 3 windows (0.6 s) from an onset window on, since the
 * ground truth counts coverage and a human response covers the windows after its onset; and the
 * lift table q[w] / mean(q[0 … n − 1]) over a sample's n scored windows. Sums are plain
 * left-to-right double sums.
 */
import { PROBE_WINDOWS } from "./constants.js";

/** q[0 … L − P] of p (empty when L < P). */
export function probeMeans(p: ArrayLike<number>, P: number = PROBE_WINDOWS): Float64Array {
  const n = Math.max(0, p.length - P + 1);
  const q = new Float64Array(n);
  for (let w = 0; w < n; w++) {
    let s = 0;
    for (let k = 0; k < P; k++) s += p[w + k]!;
    q[w] = s / P;
  }
  return q;
}

/** The mean of the first n values of q (plain sum / n); NaN for n = 0. */
export function headMean(q: ArrayLike<number>, n: number): number {
  let s = 0;
  for (let w = 0; w < n; w++) s += q[w]!;
  return s / n;
}

/** q[w] / mean(q[0 … n − 1]) for w = 0 … n − 1: the lift of an onset in window w. */
export function liftTable(q: ArrayLike<number>, n: number): Float64Array {
  const mean = headMean(q, n);
  const out = new Float64Array(n);
  for (let w = 0; w < n; w++) out[w] = q[w]! / mean;
  return out;
}
