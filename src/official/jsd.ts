/**
 * The backchannel timing score of `eval_backchannel.py`, step by step as NumPy and SciPy compute
 * it: a 0.2 s histogram of the backchannel segments plus ε, normalised; the reference
 * distribution resampled with `interp1d(kind="linear", fill_value="extrapolate")` from
 * `linspace(0, 1, M)` to `linspace(0, 1, B)`; and `scipy.spatial.distance.jensenshannon` with the
 * natural log, which is the JS *distance* (the square root of the divergence), in
 * src/stats/jensen-shannon.ts. Sums use NumPy's pairwise summation (src/stats/pairwise-sum.ts);
 * any last-bit difference from NumPy's reduction is far below the 1e-9
 * tolerance used to compare with summary.json.
 */
import { jensenShannon } from "../stats/jensen-shannon.js";
import { pairwiseSum } from "../stats/pairwise-sum.js";

export const BIN_S = 0.2;
export const EPSILON = 1e-10;
/** The score of a sample without any backchannel segment. */
export const NO_BACKCHANNEL_JSD = 1;

/** `numpy.linspace(0, 1, num)`: i · (1 / (num − 1)), last point exactly 1; [0] for num = 1. */
export function linspace01(num: number): number[] {
  if (num === 1) return [0];
  const step = 1 / (num - 1);
  const y = Array.from({ length: num }, (_, i) => i * step);
  y[num - 1] = 1;
  return y;
}

/** `interp1d(x, y, kind="linear", fill_value="extrapolate")(xNew)` for increasing x. */
export function interp1dLinear(x: readonly number[], y: readonly number[], xNew: readonly number[]): number[] {
  const m = x.length;
  return xNew.map((v) => {
    // searchsorted(x, v, side="left"), clipped to [1, m - 1]
    let lo = 0;
    let hi = m;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (x[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    const k = Math.min(Math.max(lo, 1), m - 1);
    const slope = (y[k]! - y[k - 1]!) / (x[k]! - x[k - 1]!);
    return slope * (v - x[k - 1]!) + y[k - 1]!;
  });
}

/** The 0.2 s bin counts of the segments over an output of T seconds: ⌊T/0.2⌋ + 1 bins. */
export function binCounts(segments: readonly (readonly [number, number])[], T: number): number[] {
  const bins = new Array<number>(Math.trunc(T / BIN_S) + 1).fill(0);
  for (const [a, b] of segments) {
    const first = Math.trunc(a / BIN_S);
    const last = Math.trunc(b / BIN_S);
    for (let i = first; i <= last; i++) if (i < bins.length) bins[i]!++;
  }
  return bins;
}

/** The JSD of one sample's backchannel segments against its reference distribution. */
export function backchannelJsd(
  segments: readonly (readonly [number, number])[],
  T: number,
  reference: readonly number[],
): number {
  if (segments.length === 0) return NO_BACKCHANNEL_JSD;
  const h = binCounts(segments, T).map((c) => c + EPSILON);
  const total = pairwiseSum(h);
  const p = h.map((v) => v / total);
  const q = interp1dLinear(linspace01(reference.length), reference, linspace01(p.length));
  return jensenShannon(p, q);
}
