/**
 * The files of a plain Full-Duplex-Bench folder once discovered (discover.ts): how every file
 * read is hashed into `dataset_sha256`, and the reads compare and the sample view make of a plain
 * folder (annotation identities, output hashes, a sample's file).
 *
 * `dataset_sha256`: one hash over every file the scorer read from a plain dataset folder. Each
 * read file gives the line `<sample_id> <file> <sha256>\n` (sample id `<subset>/<ID>`, the file's
 * name inside its sample folder, the lowercase hex sha256 of its bytes, one space between, a
 * line feed after each line including the last). The lines are sorted by UTF-16 code units
 * (byte order for ASCII names), concatenated and hashed as UTF-8. No file read gives the sha256
 * of the empty string.
 */
import { join } from "node:path";
import { inputError } from "../../errors.js";
import { inputExists, readInputFile } from "../../io/input.js";
import { jsonValueIdentity } from "../../io/json-canonical.js";
import { byString } from "../../order.js";
import { sha256Hex } from "../../sha256.js";
import type { AnnotationHashes, LoadedInput, OutputHashes, SampleFile } from "../tree/loaded-input.js";
import { readBytes } from "../tree/read.js";
import { ANNOTATION_FILE } from "../tree/subsets.js";
import { discoverDataset } from "./discover.js";

export function hashLine(sampleId: string, file: string, sha256: string): string {
  return `${sampleId} ${file} ${sha256}\n`;
}

export function datasetSha256(lines: readonly string[]): string {
  const sorted = [...lines].sort(byString);
  return sha256Hex(Buffer.from(sorted.join(""), "utf8"));
}

/**
 * The annotation identities of a plain folder: per sample id, the identity of its annotation
 * file's parsed JSON value (src/io/json-canonical.ts) when the file exists (eligible or not).
 * Backchannel samples have none.
 */
export function datasetAnnotationHashes(dir: string): AnnotationHashes {
  const out = new Map<string, Record<string, string>>();
  for (const s of discoverDataset(dir)) {
    const file = ANNOTATION_FILE[s.task];
    for (const x of s.samples) {
      const files: Record<string, string> = {};
      if (file !== null && inputExists(join(x.folder, file), x.sampleId))
        files[file] = jsonValueIdentity(readInputFile(join(x.folder, file), x.sampleId, file));
      out.set(x.sampleId, files);
    }
  }
  return out;
}

/** Each loaded plain folder's sample folders by sample id, discovered once. */
const foldersOf = new WeakMap<LoadedInput, ReadonlyMap<string, string>>();

function sampleFolder(input: LoadedInput, sampleId: string): string {
  let folders = foldersOf.get(input);
  if (folders === undefined) {
    folders = new Map(
      discoverDataset(input.source.dir).flatMap((s) => s.samples.map((y) => [y.sampleId, y.folder] as const)),
    );
    foldersOf.set(input, folders);
  }
  const folder = folders.get(sampleId);
  if (folder === undefined) throw inputError(sampleId, "sample folder not found in the dataset");
  return folder;
}

/** A file of a plain sample's folder, or null when the folder does not hold it. */
export function datasetSampleFile(input: LoadedInput, sample: { sampleId: string }, file: string): SampleFile {
  const path = join(sampleFolder(input, sample.sampleId), file);
  return inputExists(path, sample.sampleId) ? { path, bytes: readBytes(path, sample.sampleId, file) } : null;
}

/** A plain folder pins nothing: the hashes are of the files themselves, output.wav's read only when asked. */
export function datasetOutputHashes(input: LoadedInput): OutputHashes {
  const eligible = input.subsets.flatMap((s) => s.samples.filter((y) => y.eligible));
  const hashOf = (y: { sampleId: string }, file: string): string | null => {
    const f = datasetSampleFile(input, y, file);
    return f === null ? null : sha256Hex(f.bytes);
  };
  const transcript = new Map(eligible.map((y) => [y.sampleId, hashOf(y, "output.json")]));
  return { transcript, audio: () => new Map(eligible.map((y) => [y.sampleId, hashOf(y, "output.wav")])) };
}
