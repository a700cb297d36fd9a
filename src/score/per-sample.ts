/**
 * The sweep per sample: one row per (eligible sample of a swept subset, point) with the VAD keys,
 * the family's sweepable settings, the sample's id (and subset, for a family that sweeps several)
 * and the row fields its family names (an interruption sample's outcome, speech flags, latency,
 * stop and restarts; a v1.5 sample's outcome, stop and after times of both runs), taken from the
 * rows the sweep built its aggregates from, so counting outcomes per point gives the sweep's
 * counts exactly. Written as CSV (cells by src/csv.ts) or JSON Lines, in sweep order then row order.
 */
import { csvText, type CsvValue } from "../csv.js";
import type { Family } from "../metrics/family.js";
import { VAD_SETTINGS, vadSettingsJson } from "../vad/settings.js";
import type { SweepPoint } from "./sweep.js";

export type PerSampleRow = Record<string, CsvValue>;

/** The columns of a family's per-sample rows, in order. */
export function perSampleColumns(family: Family): string[] {
  const decl = family.sweep!;
  return [
    ...VAD_SETTINGS.map((s) => s.json),
    ...family.settings.filter((s) => s.sweepable).map((s) => s.json),
    "sample_id",
    ...(decl.layout === "by-subset" ? ["subset"] : []),
    ...decl.perSample,
  ];
}

/** The per-sample rows of one point from that point's rows. */
export function perSampleRows(family: Family, point: SweepPoint, rows: readonly object[]): PerSampleRow[] {
  const cols = perSampleColumns(family);
  const subsets = family.sweep!.subsets;
  const head: Record<string, unknown> = { ...vadSettingsJson(point.vad), ...point.values };
  return rows
    .filter((r) => {
      const x = r as { subset?: string; eligible?: boolean };
      return x.eligible === true && subsets.includes(x.subset!);
    })
    .map((r) =>
      Object.fromEntries(cols.map((c) => [c, (c in head ? head[c] : (r as Record<string, unknown>)[c]) as CsvValue])),
    );
}

/** CSV when the file name ends in `.csv`, JSON Lines otherwise. */
export function perSampleText(family: Family, file: string, rows: readonly PerSampleRow[]): string {
  const cols = perSampleColumns(family);
  if (/\.csv$/i.test(file))
    return csvText(
      cols,
      rows.map((r) => cols.map((c) => r[c])),
    );
  return rows.map((r) => JSON.stringify(r)).join("\n") + (rows.length ? "\n" : "");
}
