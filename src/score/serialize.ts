/**
 * The bytes of a sweep: JSON (`{"settings": [...]}`, two-space indent, final newline; metric
 * objects exactly as unified.json holds them) or CSV: one line per point (and subset, for a
 * family that sweeps several), the VAD keys, the family's sweepable settings, the subset, the
 * counts its family names, then every metric of the swept subsets once as `<metric>.<column>` of
 * its kind's flat columns (docs/output.md), empty where a subset has no such metric. Cells by
 * src/csv.ts.
 */
import { csvText, type CsvValue } from "../csv.js";
import type { Family } from "../metrics/family.js";
import { columnsOf, flatOf } from "../metrics/kinds.js";
import type { AnyMetric } from "../metrics/metric.js";
import { VAD_SETTINGS } from "../vad/settings.js";
import type { SweepBlock, SweepResult, SweepSetting } from "./sweep.js";

export function sweepJsonText(r: SweepResult): string {
  return JSON.stringify(r, null, 2) + "\n";
}

/** One CSV column: its name and its number for a point and one of its subsets. */
export interface SweepColumn {
  name: string;
  get: (p: SweepSetting, subset: string, s: SweepBlock) => CsvValue;
}

/** The metrics of the swept subsets, each name once (its first record), in registry order. */
function sweptMetrics(family: Family): AnyMetric[] {
  const subsets = family.sweep!.subsets;
  const seen = new Set<string>();
  return family.registry.filter(
    (m) => m.subsets.some((s) => subsets.includes(s)) && !seen.has(m.name) && seen.add(m.name),
  );
}

/** The CSV columns of a family's sweep, in order (docs/report.md lists them). */
export function sweepCsvColumns(family: Family): SweepColumn[] {
  const decl = family.sweep!;
  const metricColumns = sweptMetrics(family).flatMap((m) =>
    columnsOf(family, m).map(
      (c): SweepColumn => ({
        name: `${m.name}.${c}`,
        get: (_p, _subset, s) => {
          const r = s.metrics[m.name];
          return r === undefined ? null : flatOf(family, m, r)[c];
        },
      }),
    ),
  );
  return [
    ...VAD_SETTINGS.map((v): SweepColumn => ({ name: v.json, get: (p) => p[v.json] })),
    ...family.settings
      .filter((s) => s.sweepable)
      .map((s): SweepColumn => ({ name: s.json, get: (p) => p[s.json] as number })),
    ...(decl.layout === "by-subset" ? [{ name: "subset", get: (_p, subset) => subset } as SweepColumn] : []),
    ...decl.countKeys.map((k): SweepColumn => ({ name: k, get: (_p, _s, s) => s.counts[k] as number })),
    ...metricColumns,
  ];
}

/** The rows of the sweep's CSV as records keyed by column name (a notebook's DataFrame), in CSV order. */
export function sweepCsvRecords(r: SweepResult): Record<string, CsvValue>[] {
  const cols = sweepCsvColumns(r.family!);
  return sweepCsvRows(r).map((row) => Object.fromEntries(cols.map((c, k) => [c.name, row[k]])));
}

/** The sweep as CSV: a row per point (per point and subset for a family that sweeps several). */
export function sweepCsvText(r: SweepResult): string {
  return csvText(
    sweepCsvColumns(r.family!).map((c) => c.name),
    sweepCsvRows(r),
  );
}

function sweepCsvRows(r: SweepResult): CsvValue[][] {
  const family = r.family!;
  const cols = sweepCsvColumns(family);
  const rows: CsvValue[][] = [];
  for (const p of r.settings) {
    if (family.sweep!.layout === "flat") rows.push(cols.map((c) => c.get(p, family.sweep!.subsets[0]!, p)));
    else
      for (const subset of family.subsets) {
        const s = p.subsets?.[subset];
        if (s) rows.push(cols.map((c) => c.get(p, subset, s)));
      }
  }
  return rows;
}
