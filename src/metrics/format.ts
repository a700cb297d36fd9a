/**
 * How numbers are shown in the console, the report and the notebooks (docs/output.md):
 * shares, rates and seconds with three decimals, counts as integers, a latency value that falls
 * on a sample without a response as "not reached". `unified.json` keeps full precision.
 */
import type { LatencyResult, MetricResult, PooledResult, ShareResult } from "./aggregate.js";
import { betterLabel, type Metric } from "./registry.js";

export const NOT_REACHED = "not reached";
export const NONE = "n/a";
/**
 * How views mark a metric whose better is "closer to 0" (the smallest absolute value) beside its
 * name or label, and explain in a legend; never "lower is better".
 */
export const CLOSER_TO_0_MARK = "→0";
export const CLOSER_TO_0_LEGEND = "→0 = better closer to 0 (the smallest absolute value is best)";

export function fixed3(x: number | null | undefined): string {
  return x === null || x === undefined ? NONE : x.toFixed(3);
}

export function interval3(iv: readonly [number | null, number | null] | null | undefined, missing = NONE): string {
  if (!iv) return NONE;
  const f = (x: number | null) => (x === null ? missing : x.toFixed(3));
  return `[${f(iv[0])}, ${f(iv[1])}]`;
}

/** A latency quantile in seconds, or "not reached". */
export function latency3(x: number | null, n: number | null): string {
  if (!n) return NONE;
  return x === null ? NOT_REACHED : x.toFixed(3);
}

/** The cells of one metric row, shared by the console table and the report tables. */
export interface MetricCells {
  value: string;
  interval: string;
  count: string;
  bounds: string;
  better: string;
}

export function metricCells(m: Metric, r: MetricResult): MetricCells {
  const better = betterLabel(m);
  if (m.kind === "share") {
    const s = r as ShareResult;
    return {
      value: fixed3(s.value),
      interval: interval3(s.interval),
      count: `${s.count}/${s.n}`,
      bounds: interval3(s.selected_bounds),
      better,
    };
  }
  if (m.kind === "pooled") {
    const p = r as PooledResult;
    const part = (x: number) => (m.unit === "s" ? x.toFixed(3) : String(x));
    const unit = m.unit === "s" ? " s" : " pauses";
    return {
      value: fixed3(p.value),
      interval: interval3(p.interval),
      count: `${part(p.numerator)}/${part(p.denominator)}${unit}`,
      bounds: "",
      better,
    };
  }
  const l = r as LatencyResult;
  return {
    value: `median ${latency3(l.median, l.n)}, p90 ${latency3(l.p90, l.n)}`,
    interval: l.n ? interval3(l.median_interval, NOT_REACHED) : NONE,
    count: `n=${l.n ?? 0}`,
    bounds: "",
    better,
  };
}
