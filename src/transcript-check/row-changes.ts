/**
 * The fields of a per-sample row that differ between two rows of one sample, with both values
 * under the two given labels, in the row's own field order: the transcript check compares the
 * row from the transcript with the audio-checked one, `compare` the rows of two transcriptions
 * of the same audio. Pure.
 */
import type { SampleRow } from "../unified/rows.js";

export interface FieldChange {
  transcript: unknown;
  audio_checked: unknown;
}

/** Each differing field as `{[labelA]: value in a, [labelB]: value in b}`. */
export function fieldChanges<A extends string, B extends string>(
  a: SampleRow,
  b: SampleRow,
  labelA: A,
  labelB: B,
): Record<string, Record<A | B, unknown>> {
  const out: Record<string, Record<A | B, unknown>> = {};
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const k of Object.keys(x)) {
    if (JSON.stringify(x[k]) !== JSON.stringify(y[k]))
      out[k] = { [labelA]: x[k], [labelB]: y[k] } as Record<A | B, unknown>;
  }
  return out;
}

export function rowChanges(a: SampleRow, b: SampleRow): Record<string, FieldChange> {
  return fieldChanges(a, b, "transcript", "audio_checked");
}
