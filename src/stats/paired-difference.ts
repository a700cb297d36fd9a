/**
 * Paired differences B − A with a 95% paired percentile bootstrap interval. One resample draws
 * whole paired samples (both systems' values of a sample go together), with the same draws and
 * rule as the single-system intervals: `resampleIndices(n)` (a fresh generator seeded with 0,
 * 2000 resamples) and the interval [Q(1/40), Q(39/40)] of the resampled differences under the
 * spec's quantile rule (the ceil(q·N)-th smallest, no interpolation).
 *
 * - Sample share: the difference of the two shares, (hits_B − hits_A) / n.
 * - Pooled ratio: ratio_B − ratio_A, numerators and denominators resampled jointly; a resample in
 *   which either denominator sums to 0 has no difference and is skipped (the quantile ranks are
 *   taken over the resamples kept), as for a single system.
 * - Latency: median_B − median_A of the paired values, +Infinity standing for "never". A median
 *   that is not reached gives no point difference (null). Inside the bootstrap a resample's
 *   difference is taken on the extended line: +Infinity when only B's median is not reached,
 *   −Infinity when only A's is, and a resample where neither median is reached has no difference
 *   and is skipped like a zero denominator. An interval endpoint that falls on ±Infinity is null
 *   (not reached). docs/compare.md explains the choice.
 *
 * Shares and pooled ratios are computed from integer sums (hits, counts, microseconds), so each
 * resample's difference is exact up to the final division(s).
 */
import {
  BOOTSTRAP_LOWER,
  BOOTSTRAP_RESAMPLES,
  BOOTSTRAP_SEED,
  BOOTSTRAP_UPPER,
  quantile,
  quantileRank,
  resampleIndices,
} from "./index.js";
import { fromMicros } from "../time.js";

export type Interval = [number | null, number | null];

/** The side of an infinite value: +∞ ("inf") or −∞ ("-inf"), spelled as in the CSV. */
export type InfiniteSide = "inf" | "-inf";

/**
 * Which nulls of a latency difference are infinite, and on which side: the point difference
 * when exactly one paired median is not reached, and each interval end that falls on ±∞. Only
 * the infinite parts are present.
 */
export interface InfiniteParts {
  difference?: InfiniteSide;
  low?: InfiniteSide;
  high?: InfiniteSide;
}

export interface PairedDifference {
  difference: number | null;
  interval: Interval | null;
  /** Present when a null above stands for ±∞ (latencies only). */
  infinite?: InfiniteParts;
}

/** The resampled statistics' 95% percentile interval (all finite). Null when there are none. */
function finiteInterval(stats: Float64Array): [number, number] | null {
  if (stats.length === 0) return null;
  return [quantile(stats, BOOTSTRAP_LOWER) as number, quantile(stats, BOOTSTRAP_UPPER) as number];
}

function checkIntegers(name: string, xs: readonly number[]): void {
  for (const x of xs) if (!Number.isSafeInteger(x)) throw new RangeError(`${name} must be integers, got ${x}`);
}

/**
 * Paired difference of two sample shares: `a[i]`, `b[i]` are the two systems' hits on paired
 * sample i. Null difference and interval when n = 0.
 */
export function pairedShareDifference(a: readonly boolean[], b: readonly boolean[]): PairedDifference {
  const n = a.length;
  if (b.length !== n) throw new RangeError(`paired arrays differ in length (${n} vs ${b.length})`);
  if (n === 0) return { difference: null, interval: null };
  const d = a.map((x, i) => Number(b[i]) - Number(x));
  const draws = resampleIndices(n, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED);
  const stats = new Float64Array(BOOTSTRAP_RESAMPLES);
  for (let r = 0, base = 0; r < BOOTSTRAP_RESAMPLES; r++, base += n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += d[draws[base + i]!]!;
    stats[r] = sum / n;
  }
  return { difference: d.reduce((s, x) => s + x, 0) / n, interval: finiteInterval(stats) };
}

/** The integer parts of one system's pooled ratio on the paired samples. */
export interface RatioParts {
  numerators: readonly number[];
  denominators: readonly number[];
}

/**
 * Paired difference of two pooled ratios, sum(num_B)/sum(den_B) − sum(num_A)/sum(den_A), over
 * the paired samples (integer parts: counts or microseconds). Null when either denominator sum
 * is 0; the interval is null when no resample is kept.
 */
export function pairedRatioDifference(a: RatioParts, b: RatioParts): PairedDifference {
  const n = a.numerators.length;
  for (const [name, xs] of [
    ["A numerators", a.numerators],
    ["A denominators", a.denominators],
    ["B numerators", b.numerators],
    ["B denominators", b.denominators],
  ] as const) {
    if (xs.length !== n) throw new RangeError(`${name}: expected ${n} values, got ${xs.length}`);
    checkIntegers(name, xs);
  }
  if (n === 0) return { difference: null, interval: null };
  const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
  const [numA, denA, numB, denB] = [sum(a.numerators), sum(a.denominators), sum(b.numerators), sum(b.denominators)];
  const difference = denA === 0 || denB === 0 ? null : numB / denB - numA / denA;
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
    stats[kept++] = nb / db - na / da;
  }
  return { difference, interval: finiteInterval(stats.subarray(0, kept)) };
}

/** The ceil(n/2)-th smallest of the values at `idx` (the spec's median), +Infinity if not reached. */
function medianAt(values: readonly number[], idx: ArrayLike<number>, scratch: Float64Array): number {
  for (let i = 0; i < idx.length; i++) scratch[i] = values[idx[i]!]!;
  scratch.sort();
  return scratch[quantileRank({ numerator: 1, denominator: 2 }, idx.length) - 1]!;
}

/** B − A on the extended line; NaN when neither median is reached (no difference). */
function extendedDifference(ma: number, mb: number): number {
  if (ma === Infinity && mb === Infinity) return NaN;
  if (mb === Infinity) return Infinity;
  if (ma === Infinity) return -Infinity;
  return mb - ma;
}

/** The ceil(q·N)-th smallest of sorted values on the extended line (possibly ±Infinity). */
function extendedQuantile(sorted: Float64Array, q: typeof BOOTSTRAP_LOWER): number {
  return sorted[quantileRank(q, sorted.length) - 1]!;
}

const side = (v: number): InfiniteSide | undefined => (v === Infinity ? "inf" : v === -Infinity ? "-inf" : undefined);

/** `infinite` for the extended values (NaN and finite ones have no side), or nothing. */
function infiniteParts(parts: { difference: number; low?: number; high?: number }): { infinite?: InfiniteParts } {
  const out: InfiniteParts = {};
  for (const k of ["difference", "low", "high"] as const) {
    const v = parts[k];
    const s = v === undefined ? undefined : side(v);
    if (s !== undefined) out[k] = s;
  }
  return Object.keys(out).length > 0 ? { infinite: out } : {};
}

/**
 * Paired difference of two latency medians: `a[i]`, `b[i]` are microseconds, or +Infinity for a
 * sample that never responds (or never stops). Returned in seconds: null difference when either
 * median is not reached, null endpoints where the percentile falls on ±Infinity (`infinite`
 * gives their sides, and the point difference's when exactly one median is not reached), null
 * interval when n = 0 or no resample has a difference.
 */
export function pairedMedianDifference(a: readonly number[], b: readonly number[]): PairedDifference {
  const n = a.length;
  if (b.length !== n) throw new RangeError(`paired arrays differ in length (${n} vs ${b.length})`);
  for (const v of [...a, ...b]) {
    if (Number.isNaN(v) || v === -Infinity)
      throw new RangeError(`latency values must be finite or +Infinity, got ${v}`);
  }
  if (n === 0) return { difference: null, interval: null };
  const all = Array.from({ length: n }, (_, i) => i);
  const scratch = new Float64Array(n);
  const ma = medianAt(a, all, scratch);
  const mb = medianAt(b, all, scratch);
  const point = extendedDifference(ma, mb);
  const difference = Number.isFinite(point) ? fromMicros(point) : null;

  const draws = resampleIndices(n, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED);
  const stats = new Float64Array(BOOTSTRAP_RESAMPLES);
  let kept = 0;
  for (let r = 0; r < BOOTSTRAP_RESAMPLES; r++) {
    const idx = draws.subarray(r * n, (r + 1) * n);
    const d = extendedDifference(medianAt(a, idx, scratch), medianAt(b, idx, scratch));
    if (!Number.isNaN(d)) stats[kept++] = d;
  }
  if (kept === 0) return { difference, interval: null, ...infiniteParts({ difference: point }) };
  const sorted = stats.subarray(0, kept).sort();
  const [low, high] = [extendedQuantile(sorted, BOOTSTRAP_LOWER), extendedQuantile(sorted, BOOTSTRAP_UPPER)];
  const seconds = (v: number) => (Number.isFinite(v) ? fromMicros(v) : null);
  return { difference, interval: [seconds(low), seconds(high)], ...infiniteParts({ difference: point, low, high }) };
}
