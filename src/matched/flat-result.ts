/**
 * One matched-runs metric result as named columns, for the table's long CSV and the sweep's CSV
 * of a v1.5 input: the v1.0 flat columns (src/metrics/flat-result.ts: `value`, `lo`, `hi`, `p90`,
 * `count`, `n`, `bounds_lo`, `bounds_hi`, with the same meanings and the same +Infinity for a
 * latency quantity that is not reached) and the matched ones: `u` (the unknowns), `a` and `b`
 * (a difference's discordant samples) and `sign_test_p`. A column that does not apply to the
 * kind is null. Values are copied from the result, never computed.
 */
import { FLAT_COLUMNS } from "../metrics/flat-result.js";
import type {
  MatchedDifferenceResult,
  MatchedLatencyResult,
  MatchedMetricResult,
  MatchedPooledResult,
  MatchedShareResult,
} from "./aggregate.js";
import type { MatchedKind } from "./registry.js";

/** The flat columns of a matched result, in order. */
export const MATCHED_FLAT_COLUMNS = [...FLAT_COLUMNS, "u", "a", "b", "sign_test_p"] as const;

export type MatchedFlatColumn = (typeof MATCHED_FLAT_COLUMNS)[number];
export type MatchedFlatResult = Record<MatchedFlatColumn, number | null>;

/** The columns that can hold a number for a kind, in MATCHED_FLAT_COLUMNS order. */
export const MATCHED_FLAT_COLUMNS_OF: Readonly<Record<MatchedKind, readonly MatchedFlatColumn[]>> = {
  share: ["value", "lo", "hi", "count", "n", "bounds_lo", "bounds_hi", "u"],
  difference: ["value", "lo", "hi", "n", "bounds_lo", "bounds_hi", "u", "a", "b", "sign_test_p"],
  pooled: ["value", "lo", "hi", "count", "n", "u"],
  latency: ["value", "lo", "hi", "p90", "n", "u"],
};

const reached = (x: number | null, n: number): number | null => (x === null ? (n ? Infinity : null) : x);

export function matchedFlatResult(kind: MatchedKind, r: MatchedMetricResult): MatchedFlatResult {
  const out = Object.fromEntries(MATCHED_FLAT_COLUMNS.map((c) => [c, null])) as MatchedFlatResult;
  if (kind === "latency") {
    const l = r as MatchedLatencyResult;
    const iv = l.median_interval;
    return {
      ...out,
      value: reached(l.median, l.n),
      lo: iv ? reached(iv[0], l.n) : null,
      hi: iv ? reached(iv[1], l.n) : null,
      p90: reached(l.p90, l.n),
      n: l.n,
      u: l.u,
    };
  }
  const v = r as MatchedShareResult | MatchedDifferenceResult | MatchedPooledResult;
  const [lo, hi] = v.interval ?? [null, null];
  const common = { ...out, value: v.value, lo, hi, n: v.n, u: v.u };
  if (kind === "pooled") {
    const p = v as MatchedPooledResult;
    return { ...common, count: p.numerator, n: p.denominator };
  }
  const b = (v as MatchedShareResult | MatchedDifferenceResult).selected_bounds ?? [null, null];
  if (kind === "share") return { ...common, count: (v as MatchedShareResult).count, bounds_lo: b[0], bounds_hi: b[1] };
  const d = v as MatchedDifferenceResult;
  return { ...common, bounds_lo: b[0], bounds_hi: b[1], a: d.a, b: d.b, sign_test_p: d.sign_test_p };
}
