/**
 * The fields of a per-sample row that differ between two rows of one sample (the row from the
 * transcript and the audio-checked one), with both values, in the row's own field order. Pure.
 */
import type { SampleRow } from "../metrics/rows.js";

export interface FieldChange {
  transcript: unknown;
  audio_checked: unknown;
}

export function rowChanges(a: SampleRow, b: SampleRow): Record<string, FieldChange> {
  const out: Record<string, FieldChange> = {};
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const k of Object.keys(x)) {
    if (JSON.stringify(x[k]) !== JSON.stringify(y[k])) out[k] = { transcript: x[k], audio_checked: y[k] };
  }
  return out;
}
