/**
 * "Same audio, different transcripts": two inputs whose every sample eligible in both has the
 * same output.wav (by sha256) but whose transcripts differ are one run transcribed twice (two
 * ASR systems, or two settings of one). The comparison then says so and lists the samples whose
 * row changes between the two, with the fields, so ASR sensitivity can be studied with
 * `compare` (docs/compare.md). `outputHashes` is the edge that reads the hashes (a reference
 * tree's manifest.json and asr.json, or the files of a plain folder); `sameAudio` is pure.
 */
import { join } from "node:path";
import type { SampleRow } from "../metrics/rows.js";
import { inputExists } from "../io/input.js";
import { sha256Hex } from "../sha256.js";
import type { LoadedTree } from "../input/tree/load.js";
import { parseManifest } from "../input/tree/manifest.js";
import { parseWith, readBytes } from "../input/tree/read.js";
import { AsrReceiptSchema } from "../input/tree/schemas.js";
import { fieldChanges } from "../transcript-check/row-changes.js";

/**
 * Per eligible sample id, the sha256 of its transcript and (read only when asked, since a plain
 * folder's audio must be hashed for it) of its output.wav, null when the input does not pin or
 * hold one.
 */
export interface OutputHashes {
  transcript: ReadonlyMap<string, string | null>;
  audio: () => ReadonlyMap<string, string | null>;
}

export interface SameAudioJson {
  /** Samples eligible in both inputs, all with the same output.wav. */
  samples: number;
  /** Of them, the samples whose transcripts differ. */
  different_transcripts: number;
  /** Samples whose row changes between A and B, in output order, with each changed field. */
  changed: { sample_id: string; fields: Record<string, { a: unknown; b: unknown }> }[];
}

/** The hashes of an input's eligible samples, as its own files give them. */
export async function outputHashes(
  x: { kind?: "tree" | "dataset"; dir: string },
  tree: LoadedTree,
): Promise<OutputHashes> {
  const transcript = new Map<string, string | null>();
  const eligible = tree.subsets.flatMap((s) => s.samples.filter((y) => y.eligible));
  const audio = new Map<string, string | null>();
  if (x.kind === "dataset") {
    const { discoverDataset } = await import("../input/plain/discover.js");
    const folders = new Map(
      discoverDataset(x.dir).flatMap((s) => s.samples.map((y) => [y.sampleId, y.folder] as const)),
    );
    const hashOf = (id: string, file: string) => {
      const path = join(folders.get(id)!, file);
      return inputExists(path, id) ? sha256Hex(readBytes(path, id, file)) : null;
    };
    for (const y of eligible) transcript.set(y.sampleId, hashOf(y.sampleId, "output.json"));
    return { transcript, audio: () => new Map(eligible.map((y) => [y.sampleId, hashOf(y.sampleId, "output.wav")])) };
  }
  const rows = new Map(
    parseManifest(readBytes(join(x.dir, "manifest.json"), "manifest.json", "manifest.json")).samples.map((r) => [
      r.sample_id,
      r,
    ]),
  );
  const asr = parseWith(
    readBytes(join(x.dir, "asr.json"), "asr.json", "asr.json"),
    AsrReceiptSchema,
    "asr.json",
    "asr.json",
  );
  for (const y of eligible) {
    audio.set(y.sampleId, rows.get(y.sampleId)?.files["output.wav"] ?? null);
    transcript.set(y.sampleId, asr.subsets[y.subset]?.transcripts[y.name] ?? null);
  }
  return { transcript, audio: () => audio };
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
  const first = `same audio, different transcripts: all ${s.samples} samples eligible in both have the same output.wav; ${s.different_transcripts} transcripts differ and ${s.changed.length} rows change`;
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
