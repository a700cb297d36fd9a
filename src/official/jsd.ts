/**
 * The backchannel timing score of `eval_backchannel.py`, step by step as NumPy and SciPy compute
 * it: a 0.2 s histogram of the backchannel segments plus ε, normalised; the reference
 * distribution resampled with `interp1d(kind="linear", fill_value="extrapolate")` from
 * `linspace(0, 1, M)` to `linspace(0, 1, B)`; and `scipy.spatial.distance.jensenshannon` with the
 * natural log, which is the JS *distance* (the square root of the divergence). Sums use NumPy's
 * pairwise summation; any last-bit difference from NumPy's reduction is far below the 1e-9
 * tolerance used to compare with summary.json.
 */

export const BIN_S = 0.2;
export const EPSILON = 1e-10;
/** The score of a sample without any backchannel segment. */
export const NO_BACKCHANNEL_JSD = 1;

/** NumPy's pairwise summation of a float64 array (blocks of 128, eight accumulators). */
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

/** `scipy.special.rel_entr(x, y)`. */
function relEntr(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  if (x > 0 && y > 0) return x * Math.log(x / y);
  if (x === 0 && y >= 0) return 0;
  return Infinity;
}

/** `scipy.spatial.distance.jensenshannon(p, q)` (natural log): √((KL(p‖m) + KL(q‖m)) / 2). */
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
