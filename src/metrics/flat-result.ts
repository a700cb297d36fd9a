/**
 * One metric result as named columns, the only flattening of a result: the table's long CSV, the
 * sweep's CSV and the notebooks' frames all take their columns from here, so an interval end is
 * `lo`/`hi` wherever a result is flat (docs/output.md, "Flat columns"). The columns:
 * - `value`: a share or pooled ratio; a latency's median;
 * - `lo`, `hi`: its 95% interval (a latency's median interval);
 * - `p90`: a latency's 90th percentile;
 * - `count`, `n`: a share's hits and samples, a pooled ratio's numerator and denominator, a
 *   latency's n (no count);
 * - `bounds_lo`, `bounds_hi`: a share's selected bounds.
 * A column that does not apply to the kind, or whose number is null in the result, is null. A
 * latency quantity that is null with samples ("not reached") is +Infinity, so it sorts last and
 * stays apart from a missing value. Values are copied from the result, never computed.
 */
import type { LatencyResult, MetricResult, PooledResult, ShareResult } from "./aggregate.js";
import type { MetricKind } from "./registry.js";

/** The flat columns, in order. */
export const FLAT_COLUMNS = ["value", "lo", "hi", "p90", "count", "n", "bounds_lo", "bounds_hi"] as const;

export type FlatColumn = (typeof FLAT_COLUMNS)[number];
export type FlatResult = Record<FlatColumn, number | null>;

/** The columns that can hold a number for a kind, in FLAT_COLUMNS order (the others are always null). */
export const FLAT_COLUMNS_OF: Readonly<Record<MetricKind, readonly FlatColumn[]>> = {
  share: ["value", "lo", "hi", "count", "n", "bounds_lo", "bounds_hi"],
  pooled: ["value", "lo", "hi", "count", "n"],
  latency: ["value", "lo", "hi", "p90", "n"],
};

/** A latency quantity: null with samples is "not reached" (+Infinity), without samples it is null. */
const reached = (x: number | null, n: number | null): number | null => (x === null ? (n ? Infinity : null) : x);

/** The flat columns of one result of a metric of the given kind. */
export function flatResult(kind: MetricKind, r: MetricResult): FlatResult {
  const none = { value: null, lo: null, hi: null, p90: null, count: null, n: null, bounds_lo: null, bounds_hi: null };
  if (kind === "share") {
    const s = r as ShareResult;
    const [lo, hi] = s.interval ?? [null, null];
    const [bounds_lo, bounds_hi] = s.selected_bounds ?? [null, null];
    return { ...none, value: s.value, lo, hi, count: s.count, n: s.n, bounds_lo, bounds_hi };
  }
  if (kind === "pooled") {
    const p = r as PooledResult;
    const [lo, hi] = p.interval ?? [null, null];
    return { ...none, value: p.value, lo, hi, count: p.numerator, n: p.denominator };
  }
  const l = r as LatencyResult;
  const iv = l.median_interval;
  return {
    ...none,
    value: reached(l.median, l.n),
    lo: iv ? reached(iv[0], l.n) : null,
    hi: iv ? reached(iv[1], l.n) : null,
    p90: reached(l.p90, l.n),
    n: l.n,
  };
}
