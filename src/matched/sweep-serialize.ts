/**
 * The bytes of a v1.5 sweep: JSON (`{"settings": [...]}`, two-space indent, final newline;
 * metric objects exactly as unified.json holds them) or CSV: one line per (point, subset) with
 * the four VAD keys, `yield_margin_s`, `subset`, the counts (selected, eligible, ineligible and
 * one per outcome), then every metric of the matched registry (each name once, in registry
 * order) as `<metric>.<column>` of its kind's matched flat columns, empty where the subset has
 * no such metric. Cells by src/csv.ts.
 */
import { csvText, type CsvValue } from "../csv.js";
import { VAD_SETTINGS } from "../vad/settings.js";
import { MATCHED_SUBSETS } from "./constants.js";
import { MATCHED_FLAT_COLUMNS_OF, matchedFlatResult } from "./flat-result.js";
import { MATCHED_METRICS } from "./registry.js";
import { MATCHED_OUTCOMES } from "./row.js";
import type { MatchedSweepResult, MatchedSweepSetting, MatchedSweepSubset } from "./sweep.js";

export function matchedSweepJsonText(r: MatchedSweepResult): string {
  return JSON.stringify(r, null, 2) + "\n";
}

const COUNT_KEYS = ["selected", "eligible", "ineligible", ...MATCHED_OUTCOMES] as const;

interface Column {
  name: string;
  get: (p: MatchedSweepSetting, subset: string, s: MatchedSweepSubset) => CsvValue;
}

/** The CSV columns, in order. */
export function matchedSweepCsvColumns(): Column[] {
  const names = [...new Set(MATCHED_METRICS.map((m) => m.name))];
  const metricColumns = names.flatMap((name) => {
    const kind = MATCHED_METRICS.find((m) => m.name === name)!.kind;
    return MATCHED_FLAT_COLUMNS_OF[kind].map(
      (c): Column => ({
        name: `${name}.${c}`,
        get: (_p, _subset, s) => {
          const r = s.metrics[name];
          return r === undefined ? null : matchedFlatResult(kind, r)[c];
        },
      }),
    );
  });
  return [
    ...VAD_SETTINGS.map((v): Column => ({ name: v.json, get: (p) => p[v.json] })),
    { name: "yield_margin_s", get: (p) => p.yield_margin_s },
    { name: "subset", get: (_p, subset) => subset },
    ...COUNT_KEYS.map((k): Column => ({ name: k, get: (_p, _s, s) => s.counts[k] })),
    ...metricColumns,
  ];
}

export function matchedSweepCsvText(r: MatchedSweepResult): string {
  const cols = matchedSweepCsvColumns();
  const rows: CsvValue[][] = [];
  for (const p of r.settings) {
    for (const subset of MATCHED_SUBSETS) {
      const s = p.subsets[subset];
      if (s) rows.push(cols.map((c) => c.get(p, subset, s)));
    }
  }
  return csvText(
    cols.map((c) => c.name),
    rows,
  );
}
