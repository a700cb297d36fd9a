/**
 * "Same audio, different transcripts": two inputs whose every sample eligible in both has the
 * same output.wav (by sha256) but whose transcripts differ are one run transcribed twice (two
 * ASR systems, or two settings of one). The comparison then says so and lists the samples whose
 * row changes between the two, with the fields, and for every sample whose transcripts differ
 * the word-level difference (./word-diff.ts), so ASR sensitivity can be studied with `compare`
 * (docs/compare.md). The hashes are the loaded input's (src/input/load.ts
 * `inputOutputHashes`: a reference tree's manifest.json and asr.json as loaded, or the files of a
 * plain folder); `sameAudio` is pure.
 */
import type { OutputHashes } from "../input/tree/loaded-input.js";
import type { SampleRow } from "../unified/rows.js";
import { fieldChanges } from "../transcript-check/row-changes.js";
import { fixed3 } from "../metrics/format.js";
import { type DiffWord, type WordDiff, wordDiff } from "./word-diff.js";

export type { OutputHashes };

export interface SameAudioJson {
  /** Samples eligible in both inputs, all with the same output.wav. */
  samples: number;
  /** Of them, the samples whose transcripts differ. */
  different_transcripts: number;
  /** Samples whose row changes between A and B, in output order, with each changed field. */
  changed: { sample_id: string; fields: Record<string, { a: unknown; b: unknown }> }[];
  /** Every sample whose transcripts differ, in output order, with its word-level difference. */
  words: ({ sample_id: string } & WordDiff)[];
}

/** The words of each input's samples, by sample id, for the word-level difference. */
export interface InputWords {
  a: ReadonlyMap<string, readonly DiffWord[]>;
  b: ReadonlyMap<string, readonly DiffWord[]>;
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
  words: InputWords = { a: new Map(), b: new Map() },
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
  const diffs: SameAudioJson["words"] = [];
  for (const ra of rowsA) {
    const id = ra.sample_id;
    if (!inBoth.has(id)) continue;
    const rb = byId.get(id);
    const fields = rb && ra.eligible && rb.eligible ? fieldChanges(ra, rb, "a", "b") : {};
    if (Object.keys(fields).length > 0)
      changed.push({ sample_id: id, fields: fields as Record<string, { a: unknown; b: unknown }> });
    const [wa, wb] = [words.a.get(id), words.b.get(id)];
    if (a.transcript.get(id) !== b.transcript.get(id) && wa && wb) diffs.push({ sample_id: id, ...wordDiff(wa, wb) });
  }
  return { samples: both.length, different_transcripts: different, changed, words: diffs };
}

const wordText = (w: DiffWord) => `${JSON.stringify(w.text)} ${fixed3(w.start)}`;

/** One sample's word-level difference under the inputs' names, or null when its words are the same. */
function wordDiffLine(d: SameAudioJson["words"][number], names: readonly [string, string]): string | null {
  const parts = [
    ...(d.only_a.length > 0 ? [`only in ${names[0]}: ${d.only_a.map(wordText).join(", ")}`] : []),
    ...(d.only_b.length > 0 ? [`only in ${names[1]}: ${d.only_b.map(wordText).join(", ")}`] : []),
    ...(d.moved.length > 0
      ? [
          `moved: ${d.moved.map((m) => `${JSON.stringify(m.text)} ${fixed3(m.start_a)} → ${fixed3(m.start_b)}`).join(", ")}`,
        ]
      : []),
  ];
  return parts.length === 0 ? null : `  ${d.sample_id}: ${parts.join("; ")}`;
}

/** The console lines: the first line of the comparison, and the changed samples at its end (capped, with a count). */
export function sameAudioLines(
  s: SameAudioJson,
  names: readonly [string, string] = ["A", "B"],
  cap = 10,
): { first: string; changed: string[]; words: string[] } {
  const v = (x: unknown) => (typeof x === "number" ? String(x) : JSON.stringify(x));
  const first =
    `same audio, different transcripts: all ${s.samples} samples eligible in both have the ` +
    `same output.wav; ${s.different_transcripts} transcripts differ and ${s.changed.length} ` +
    `rows change`;
  const changed = s.changed.length === 0 ? [] : [`samples whose row changes between A and B (${s.changed.length}):`];
  const fields = (c: SameAudioJson["changed"][number]) =>
    Object.entries(c.fields).map(([k, f]) => `${k} ${v(f.a)} → ${v(f.b)}`);
  for (const c of s.changed.slice(0, cap)) changed.push(`  ${c.sample_id}: ${fields(c).join(", ")}`);
  if (s.changed.length > cap)
    changed.push(`  ... and ${s.changed.length - cap} more (compare.json same_audio.changed)`);
  const diffs = s.words.flatMap((d) => wordDiffLine(d, names) ?? []);
  const words =
    diffs.length === 0
      ? []
      : [
          `word-level difference of the ${diffs.length} samples whose words differ (paired by text, case and ` +
            `punctuation dropped, and nearest start; moved: start differs by more than 50 ms):`,
          ...diffs,
        ];
  return { first, changed, words };
}
