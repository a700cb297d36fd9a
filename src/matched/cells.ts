/**
 * The printed cells of one matched-runs metric, shared by the console table, the report and the
 * notebooks, so every view spells a value, its interval, its count and its bounds the same way
 * (the v1.0 rules of src/metrics/format.ts: three decimals, "not reached", "n/a"). A difference
 * of two shares also shows its discordant samples and its sign test.
 */
import { betterLabel } from "../metrics/registry.js";
import { fixed3, interval3, latency3, NONE, NOT_REACHED } from "../metrics/format.js";
import type {
  MatchedDifferenceResult,
  MatchedLatencyResult,
  MatchedMetricResult,
  MatchedPooledResult,
  MatchedShareResult,
} from "./aggregate.js";
import type { MatchedMetric } from "./registry.js";

export interface MatchedCells {
  value: string;
  interval: string;
  /** `count/n` of a share, `a−b/n` of a difference, seconds of a pooled ratio, `n=` of a latency. */
  count: string;
  /** Unknown samples (u). */
  unknown: string;
  bounds: string;
  /** The sign test's p-value of a difference; "" otherwise. */
  p: string;
  better: string;
}

/** A p-value with three significant decimals, "<0.001" below that. */
export function pValue3(p: number): string {
  return p < 0.001 ? "<0.001" : p.toFixed(3);
}

export function matchedCells(m: MatchedMetric, r: MatchedMetricResult): MatchedCells {
  const better = betterLabel(m);
  if (m.kind === "share") {
    const s = r as MatchedShareResult;
    const bounds = interval3(s.selected_bounds);
    return {
      value: fixed3(s.value),
      interval: interval3(s.interval),
      count: `${s.count}/${s.n}`,
      unknown: String(s.u),
      bounds,
      p: "",
      better,
    };
  }
  if (m.kind === "difference") {
    const d = r as MatchedDifferenceResult;
    return {
      value: fixed3(d.value),
      interval: interval3(d.interval),
      count: `${d.a}−${d.b}/${d.n}`,
      unknown: String(d.u),
      bounds: interval3(d.selected_bounds),
      p: d.n === 0 ? NONE : pValue3(d.sign_test_p),
      better,
    };
  }
  if (m.kind === "pooled") {
    const x = r as MatchedPooledResult;
    const count = `${x.numerator.toFixed(3)}/${x.denominator.toFixed(3)} s`;
    return {
      value: fixed3(x.value),
      interval: interval3(x.interval),
      count,
      unknown: String(x.u),
      bounds: "",
      p: "",
      better,
    };
  }
  const l = r as MatchedLatencyResult;
  return {
    value: `median ${latency3(l.median, l.n)}, p90 ${latency3(l.p90, l.n)}`,
    interval: l.n ? interval3(l.median_interval, NOT_REACHED) : NONE,
    count: `n=${l.n}`,
    unknown: String(l.u),
    bounds: "",
    p: "",
    better,
  };
}
