/** The paired difference of two latency medians (+Infinity for "never"), with its paired bootstrap interval. */
import { fromMicros } from "../time.js";
import { BOOTSTRAP_LOWER, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED, BOOTSTRAP_UPPER } from "./bootstrap.js";
import { resampleIndices } from "./bootstrap-draws.js";
import type { InfiniteParts, InfiniteSide, PairedDifference } from "./paired-difference.js";
import { quantileRank } from "./quantile.js";

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
 * sample that never responds (or never stops). With med(x) the ceil(n/2)-th smallest value,
 *
 *   Δ = med(b) − med(a)   (in seconds),
 *
 * taken inside the bootstrap on the extended line: +Infinity when only B's median is not
 * reached, −Infinity when only A's is, and no difference (the resample is skipped, like a zero
 * denominator) when neither is. Null difference when either median is not reached, null
 * endpoints where the percentile falls on ±Infinity (`infinite` gives their sides, and the point
 * difference's when exactly one median is not reached), null interval when n = 0 or no resample
 * has a difference.
 *
 * @example
 * pairedMedianDifference([1_000_000, 2_000_000, 3_000_000], [1_500_000, 2_500_000, 3_500_000]).difference; // 0.5
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
