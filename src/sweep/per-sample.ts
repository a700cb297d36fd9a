/**
 * The sweep per sample: one row per (eligible interruption sample, setting) with the four setting
 * keys and the row's own fields (outcome, speech flags, latency, stop, restarts), taken from the
 * rows the sweep already built for its aggregates, so counting outcomes per setting gives the
 * sweep's counts exactly. Written as CSV (cells by src/csv.ts: numbers at full precision,
 * booleans as true/false, null as an empty cell) or as JSON Lines, both in sweep order then
 * sample-id order.
 */
import { csvText } from "../csv.js";
import type { InterruptionRow, SampleRow } from "../metrics/rows.js";
import { VAD_SETTINGS, vadSettingsJson, type VadSettings, type VadSettingsJson } from "../vad/settings.js";
import { SWEEP_SUBSET } from "./sweep.js";

export interface PerSampleRow extends VadSettingsJson {
  sample_id: string;
  outcome: InterruptionRow["outcome"];
  speech_at_onset: boolean;
  speech_at_end: boolean;
  latency_s: number | null;
  stop_s: number | null;
  restarts: number;
}

const PER_SAMPLE_COLUMNS: readonly (keyof PerSampleRow)[] = [
  ...VAD_SETTINGS.map((s) => s.json),
  "sample_id",
  "outcome",
  "speech_at_onset",
  "speech_at_end",
  "latency_s",
  "stop_s",
  "restarts",
];

/** The per-sample rows of one setting from that setting's interruption rows. */
export function perSampleRows(v: VadSettings, rows: readonly SampleRow[]): PerSampleRow[] {
  return rows
    .filter((r): r is InterruptionRow => r.subset === SWEEP_SUBSET && r.eligible)
    .map((r) => ({
      ...vadSettingsJson(v),
      sample_id: r.sample_id,
      outcome: r.outcome,
      speech_at_onset: r.speech_at_onset,
      speech_at_end: r.speech_at_end,
      latency_s: r.latency_s,
      stop_s: r.stop_s,
      restarts: r.restarts,
    }));
}

function perSampleCsvText(rows: readonly PerSampleRow[]): string {
  return csvText(
    PER_SAMPLE_COLUMNS,
    rows.map((r) => PER_SAMPLE_COLUMNS.map((c) => r[c])),
  );
}

function perSampleJsonlText(rows: readonly PerSampleRow[]): string {
  return (
    rows.map((r) => JSON.stringify(Object.fromEntries(PER_SAMPLE_COLUMNS.map((c) => [c, r[c]])))).join("\n") +
    (rows.length ? "\n" : "")
  );
}

/** CSV when the file name ends in `.csv`, JSON Lines otherwise. */
export function perSampleText(file: string, rows: readonly PerSampleRow[]): string {
  return /\.csv$/i.test(file) ? perSampleCsvText(rows) : perSampleJsonlText(rows);
}
