/**
 * The text of a transcript check's cells, shared by the console, the report section, the view's
 * subtitle and the notebooks: a metric's value with its count, the flips, one changed field.
 * Pure: it formats the check's results and computes nothing.
 */
import type { MetricResult } from "../metrics/kind.js";
import { cellsOf } from "../metrics/kinds.js";
import type { AnyMetric } from "../metrics/metric.js";
import { UNIFIED } from "../unified/family.js";
import type { MetricCheck } from "./check.js";

/** "0.333 (2/6)" for a share or a pooled ratio, the median and p90 for a latency. */
export function valueText(m: AnyMetric, r: MetricResult): string {
  const c = cellsOf(UNIFIED, m, r);
  return m.kind === "latency" ? c.value : `${c.value} (${c.count})`;
}

/** "+1 / -2" for a share (samples flipping to yes / to no), "3 changed" otherwise. */
export function flipsText(f: MetricCheck["flips"]): string {
  return "to_yes" in f ? `+${f.to_yes} / -${f.to_no}` : `${f.changed} changed`;
}

/** One changed field as "name a → b". */
export function changeText(field: string, c: { transcript: unknown; audio_checked: unknown }): string {
  const v = (x: unknown) => (typeof x === "number" ? String(x) : JSON.stringify(x));
  return `${field} ${v(c.transcript)} → ${v(c.audio_checked)}`;
}

/** Whether a metric's value moves between the two columns: a share's or ratio's value, a latency's median or p90. */
export function metricMoves(r: MetricCheck): boolean {
  const pick = (r: MetricResult) => {
    const x = r as { median?: unknown; p90?: unknown; value?: unknown };
    return "median" in x ? [x.median, x.p90] : [x.value];
  };
  return JSON.stringify(pick(r.transcript)) !== JSON.stringify(pick(r.audio_checked));
}
