/**
 * The bytes of a sweep: JSON (`{"settings": [...]}`, two-space indent, final newline; metric
 * objects exactly as unified.json holds them) or CSV (one line per setting; nested metric fields
 * flattened to `<metric>.<field>` columns in registry order, numbers at full precision as JSON
 * writes them, null as an empty cell).
 */
import { VAD_SETTINGS } from "../vad/settings.js";
import type { LatencyResult, PooledResult, ShareResult } from "../metrics/aggregate.js";
import { metricsFor, type Metric } from "../metrics/registry.js";
import { SWEEP_SUBSET, type SweepResult, type SweepSetting } from "./sweep.js";

export function sweepJsonText(r: SweepResult): string {
  return JSON.stringify(r, null, 2) + "\n";
}

const COUNT_KEYS = ["exercised", "not_exercised", "speaking_at_end", "response", "no_response"] as const;

function metricColumns(m: Metric): { name: string; get: (s: SweepSetting) => number | null | undefined }[] {
  const col = (field: string, get: (r: never) => number | null | undefined) => ({
    name: `${m.name}.${field}`,
    get: (s: SweepSetting) => (get as (r: unknown) => number | null | undefined)(s.metrics[m.name]),
  });
  if (m.kind === "share") {
    return [
      col("value", (r: ShareResult) => r.value),
      col("count", (r: ShareResult) => r.count),
      col("n", (r: ShareResult) => r.n),
      col("interval_lo", (r: ShareResult) => r.interval?.[0]),
      col("interval_hi", (r: ShareResult) => r.interval?.[1]),
      col("selected_lo", (r: ShareResult) => r.selected_bounds?.[0]),
      col("selected_hi", (r: ShareResult) => r.selected_bounds?.[1]),
    ];
  }
  if (m.kind === "pooled") {
    return [
      col("value", (r: PooledResult) => r.value),
      col("numerator", (r: PooledResult) => r.numerator),
      col("denominator", (r: PooledResult) => r.denominator),
      col("interval_lo", (r: PooledResult) => r.interval?.[0]),
      col("interval_hi", (r: PooledResult) => r.interval?.[1]),
    ];
  }
  return [
    col("n", (r: LatencyResult) => r.n),
    col("median", (r: LatencyResult) => r.median),
    col("median_lo", (r: LatencyResult) => r.median_interval?.[0]),
    col("median_hi", (r: LatencyResult) => r.median_interval?.[1]),
    col("p90", (r: LatencyResult) => r.p90),
  ];
}

/** The CSV columns, in order (also documented in docs/report.md). */
export function sweepCsvColumns(): { name: string; get: (s: SweepSetting) => number | null | undefined }[] {
  return [
    ...VAD_SETTINGS.map((v) => ({ name: v.json, get: (s: SweepSetting) => s[v.json] })),
    ...COUNT_KEYS.map((k) => ({ name: k, get: (s: SweepSetting) => s.counts[k] })),
    ...metricsFor(SWEEP_SUBSET).flatMap(metricColumns),
  ];
}

export function sweepCsvText(r: SweepResult): string {
  const cols = sweepCsvColumns();
  const cell = (x: number | null | undefined) => (x === null || x === undefined ? "" : JSON.stringify(x));
  const lines = [cols.map((c) => c.name).join(",")];
  for (const s of r.settings) lines.push(cols.map((c) => cell(c.get(s))).join(","));
  return lines.join("\n") + "\n";
}
