/**
 * "Same audio, different transcripts": two inputs whose every sample eligible in both has the
 * same output.wav (by sha256) but whose transcripts differ are one run transcribed twice (two
 * ASR systems, or two settings of one). The comparison then says so and lists the samples whose
 * row changes between the two, with the fields, so ASR sensitivity can be studied with
 * `compare` (docs/compare.md). The hashes are the loaded input's (src/input/load.ts
 * `inputOutputHashes`: a reference tree's manifest.json and asr.json as loaded, or the files of a
 * plain folder); `sameAudio` is pure.
 */
import type { OutputHashes } from "../input/tree/loaded-input.js";
import type { SampleRow } from "../metrics/rows.js";
import { fieldChanges } from "../transcript-check/row-changes.js";

export type { OutputHashes };

export interface SameAudioJson {
  /** Samples eligible in both inputs, all with the same output.wav. */
  samples: number;
  /** Of them, the samples whose transcripts differ. */
  different_transcripts: number;
  /** Samples whose row changes between A and B, in output order, with each changed field. */
  changed: { sample_id: string; fields: Record<string, { a: unknown; b: unknown }> }[];
}

/**
 * The `same_audio` block, or null unless every sample eligible in both has one known output.wav
 * hash on both sides, there is at least one, and some transcript differs.
 */
export function sameAudio(
  a: OutputHashes,
  b: OutputHashes,
  rowsA: readonly SampleRow[],
  rowsB: readonly SampleRow[],
): SameAudioJson | null {
  const both = [...a.transcript.keys()].filter((id) => b.transcript.has(id));
  if (both.length === 0) return null;
  const different = both.filter((id) => a.transcript.get(id) !== b.transcript.get(id)).length;
  if (different === 0) return null;
  const [audioA, audioB] = [a.audio(), b.audio()];
  if (!both.every((id) => audioA.get(id) != null && audioA.get(id) === audioB.get(id))) return null;
  const byId = new Map(rowsB.map((r) => [r.sample_id, r]));
  const inBoth = new Set(both);
  const changed: SameAudioJson["changed"] = [];
  for (const ra of rowsA) {
    const rb = byId.get(ra.sample_id);
    if (!inBoth.has(ra.sample_id) || !rb || !ra.eligible || !rb.eligible) continue;
    const fields = fieldChanges(ra, rb, "a", "b");
    if (Object.keys(fields).length > 0)
      changed.push({ sample_id: ra.sample_id, fields: fields as Record<string, { a: unknown; b: unknown }> });
  }
  return { samples: both.length, different_transcripts: different, changed };
}

/** The console lines: the first line of the comparison, and the changed samples at its end (capped, with a count). */
export function sameAudioLines(s: SameAudioJson, cap = 10): { first: string; changed: string[] } {
  const v = (x: unknown) => (typeof x === "number" ? String(x) : JSON.stringify(x));
  const first =
    `same audio, different transcripts: all ${s.samples} samples eligible in both have the ` +
    `same output.wav; ${s.different_transcripts} transcripts differ and ${s.changed.length} ` +
    `rows change`;
  const changed = s.changed.length === 0 ? [] : [`samples whose row changes between A and B (${s.changed.length}):`];
  for (const c of s.changed.slice(0, cap))
    changed.push(
      `  ${c.sample_id}: ${Object.entries(c.fields)
        .map(([k, f]) => `${k} ${v(f.a)} → ${v(f.b)}`)
        .join(", ")}`,
    );
  if (s.changed.length > cap)
    changed.push(`  ... and ${s.changed.length - cap} more (compare.json same_audio.changed)`);
  return { first, changed };
}
