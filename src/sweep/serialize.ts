/**
 * The bytes of a sweep: JSON (`{"settings": [...]}`, two-space indent, final newline; metric
 * objects exactly as unified.json holds them) or CSV (one line per setting; each metric's result
 * flattened to `<metric>.<column>` columns in registry order, the columns of its kind from
 * src/metrics/flat-result.ts, the names the table's CSV uses; cells written by src/csv.ts).
 */
import { csvText } from "../csv.js";
import { FLAT_COLUMNS_OF, flatResult } from "../metrics/flat-result.js";
import { metricsFor, type Metric } from "../metrics/registry.js";
import { VAD_SETTINGS } from "../vad/settings.js";
import { SWEEP_SUBSET, type SweepResult, type SweepSetting } from "./sweep.js";

export function sweepJsonText(r: SweepResult): string {
  return JSON.stringify(r, null, 2) + "\n";
}

const COUNT_KEYS = ["exercised", "not_exercised", "speaking_at_end", "response", "no_response"] as const;

/** One CSV column: its name and its number for a setting. */
export interface SweepColumn {
  name: string;
  get: (s: SweepSetting) => number | null | undefined;
}

function metricColumns(m: Metric): SweepColumn[] {
  return FLAT_COLUMNS_OF[m.kind].map((c) => ({
    name: `${m.name}.${c}`,
    get: (s: SweepSetting) => flatResult(m.kind, s.metrics[m.name]!)[c],
  }));
}

/** The CSV columns, in order (docs/report.md lists them, docs/output.md names the flat ones). */
export function sweepCsvColumns(): SweepColumn[] {
  return [
    ...VAD_SETTINGS.map((v) => ({ name: v.json, get: (s: SweepSetting) => s[v.json] })),
    ...COUNT_KEYS.map((k) => ({ name: k, get: (s: SweepSetting) => s.counts[k] })),
    ...metricsFor(SWEEP_SUBSET).flatMap(metricColumns),
  ];
}

export function sweepCsvText(r: SweepResult): string {
  const cols = sweepCsvColumns();
  return csvText(
    cols.map((c) => c.name),
    r.settings.map((s) => cols.map((c) => c.get(s))),
  );
}
