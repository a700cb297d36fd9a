/**
 * The v1.5 sweep per sample: one row per (eligible sample, VAD setting, yield margin) with the
 * four setting keys, `yield_margin_s`, the sample's id and subset, and its outcome, stop and
 * after times of both runs, taken from the rows the sweep built its aggregates from (so counting
 * outcomes per point gives the sweep's counts exactly). CSV (src/csv.ts cells) or JSON Lines, in
 * sweep order then the rows' order.
 */
import { csvText } from "../csv.js";
import { VAD_SETTINGS, vadSettingsJson, type VadSettings, type VadSettingsJson } from "../vad/settings.js";
import type { MatchedSubset } from "./constants.js";
import type { MatchedOutcome, MatchedResult } from "./row.js";

export interface MatchedPerSampleRow extends VadSettingsJson {
  yield_margin_s: number;
  sample_id: string;
  subset: MatchedSubset;
  outcome: MatchedOutcome;
  stop_s: number | null;
  clean_stop_s: number | null;
  after_s: number | null;
  clean_after_s: number | null;
}

const COLUMNS: readonly (keyof MatchedPerSampleRow)[] = [
  ...VAD_SETTINGS.map((s) => s.json),
  "yield_margin_s",
  "sample_id",
  "subset",
  "outcome",
  "stop_s",
  "clean_stop_s",
  "after_s",
  "clean_after_s",
];

/** The per-sample rows of one point from its rows. */
export function matchedPerSampleRows(
  vad: VadSettings,
  margin: number,
  rows: readonly MatchedResult[],
): MatchedPerSampleRow[] {
  return rows.flatMap((r) =>
    r.eligible
      ? [
          {
            ...vadSettingsJson(vad),
            yield_margin_s: margin,
            sample_id: r.sample_id,
            subset: r.subset,
            outcome: r.outcome,
            stop_s: r.stop_s,
            clean_stop_s: r.clean_stop_s,
            after_s: r.after_s,
            clean_after_s: r.clean_after_s,
          },
        ]
      : [],
  );
}

/** CSV when the file name ends in `.csv`, JSON Lines otherwise. */
export function matchedPerSampleText(file: string, rows: readonly MatchedPerSampleRow[]): string {
  if (/\.csv$/i.test(file))
    return csvText(
      COLUMNS,
      rows.map((r) => COLUMNS.map((c) => r[c])),
    );
  return (
    rows.map((r) => JSON.stringify(Object.fromEntries(COLUMNS.map((c) => [c, r[c]])))).join("\n") +
    (rows.length ? "\n" : "")
  );
}
