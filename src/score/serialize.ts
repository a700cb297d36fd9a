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
import { carriedFamilies, type SweepBlock, type SweepResult, type SweepSetting } from "./sweep.js";

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

/** A block's metric columns `<prefix><metric>.<column>`, read from the block `at` finds (null where it has none). */
function metricColumns(
  f: Family,
  metrics: readonly AnyMetric[],
  prefix: string,
  at: (p: SweepSetting, s: SweepBlock) => SweepBlock | undefined,
): SweepColumn[] {
  return metrics.flatMap((m) =>
    columnsOf(f, m).map(
      (c): SweepColumn => ({
        name: `${prefix}${m.name}.${c}`,
        get: (p, _subset, s) => {
          const r = at(p, s)?.metrics[m.name];
          return r === undefined ? null : flatOf(f, m, r)[c];
        },
      }),
    ),
  );
}

/**
 * The CSV columns of a family's sweep, in order (docs/report.md lists them); `carried`, the
 * attached families whose blocks the points hold, add their settings after the family's and their
 * counts and metrics (`<key>.<count>`, `<key>.<metric>.<column>`) last.
 */
export function sweepCsvColumns(family: Family, carried: readonly CarriedBlock[] = []): SweepColumn[] {
  const decl = family.sweep!;
  const blockOf = (f: Family) => (p: SweepSetting) => p[f.attach!.key] as SweepBlock | undefined;
  return [
    ...VAD_SETTINGS.map((v): SweepColumn => ({ name: v.json, get: (p) => p[v.json] })),
    ...[family, ...carried.map((c) => c.family)]
      .flatMap((f) => f.settings)
      .filter((s) => s.sweepable)
      .map((s): SweepColumn => ({ name: s.json, get: (p) => p[s.json] as number })),
    ...(decl.layout === "by-subset" ? [{ name: "subset", get: (_p, subset) => subset } as SweepColumn] : []),
    ...decl.countKeys.map((k): SweepColumn => ({ name: k, get: (_p, _s, s) => s.counts[k] as number })),
    ...metricColumns(family, sweptMetrics(family), "", (_p, s) => s),
    ...carried.flatMap(({ family: f, counts, metrics }) => {
      const key = f.attach!.key;
      const count = (k: string): SweepColumn => ({
        name: `${key}.${k}`,
        get: (p) => (blockOf(f)(p)?.counts[k] as CsvValue) ?? null,
      });
      return [...counts.map(count), ...metricColumns(f, metrics, `${key}.`, (p) => blockOf(f)(p))];
    }),
  ];
}

/** An attached family whose block a sweep's points hold: its count keys and the metrics they hold. */
export interface CarriedBlock {
  family: Family;
  counts: string[];
  metrics: AnyMetric[];
}

/** The carried blocks a sweep's points hold, in registration order. */
export function carriedBlocks(r: SweepResult): CarriedBlock[] {
  return carriedFamilies(r.family!).flatMap((f) => {
    const blocks = r.settings.flatMap((p) => (p[f.attach!.key] as SweepBlock | undefined) ?? []);
    if (blocks.length === 0) return [];
    const counts = Object.keys(blocks[0]!.counts);
    const metrics = f.registry.filter((m) => blocks.some((b) => b.metrics[m.name] !== undefined));
    return [{ family: f, counts, metrics }];
  });
}

/** The rows of the sweep's CSV as records keyed by column name (a notebook's DataFrame), in CSV order. */
export function sweepCsvRecords(r: SweepResult): Record<string, CsvValue>[] {
  const cols = sweepCsvColumns(r.family!, carriedBlocks(r));
  return sweepCsvRows(r).map((row) => Object.fromEntries(cols.map((c, k) => [c.name, row[k]])));
}

/** The sweep as CSV: a row per point (per point and subset for a family that sweeps several). */
export function sweepCsvText(r: SweepResult): string {
  return csvText(
    sweepCsvColumns(r.family!, carriedBlocks(r)).map((c) => c.name),
    sweepCsvRows(r),
  );
}

function sweepCsvRows(r: SweepResult): CsvValue[][] {
  const family = r.family!;
  const cols = sweepCsvColumns(family, carriedBlocks(r));
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
