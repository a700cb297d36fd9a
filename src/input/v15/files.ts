/**
 * The reads of a v1.5 folder besides the load: the identities compare checks before any VAD
 * runs (input.wav and clean_input.wav by sha256, metadata.json by its parsed value, as a v1.0
 * annotation), the hashes of the transcripts and outputs (the same-audio check), and one file of
 * a loaded sample's folder for views. A loaded input's sample folders are remembered at load
 * time (or found again for an input built elsewhere).
 */
import { join } from "node:path";
import { inputError } from "../../errors.js";
import { inputExists, readInputFile } from "../../io/input.js";
import { jsonValueIdentity } from "../../io/json-canonical.js";
import { ProblemList } from "../../problems.js";
import { sha256Hex } from "../../sha256.js";
import type { AnnotationHashes, SampleFile } from "../tree/loaded-input.js";
import { readBytes } from "../tree/read.js";
import { discoverV15, V15_TRANSCRIPTS, type V15SubsetDir } from "./discover.js";
import type { LoadedMatchedInput, MatchedOutputHashes } from "./loaded.js";
import { MATCHED_SUBSETS } from "./subsets.js";

const foldersOf = new WeakMap<LoadedMatchedInput, ReadonlyMap<string, string>>();

/** Keep a loaded input's sample folders for `v15SampleFile`. */
export function remember(input: LoadedMatchedInput, found: readonly V15SubsetDir[]): void {
  foldersOf.set(input, new Map(found.flatMap((s) => s.samples.map((x) => [x.sampleId, x.folder] as const))));
}

/** The subsets found, the first problem thrown. */
function discovered(dir: string): V15SubsetDir[] {
  const problems = new ProblemList(MATCHED_SUBSETS);
  const found = discoverV15(dir, problems);
  problems.throwIfAny();
  return found;
}

function sampleFolder(input: LoadedMatchedInput, sampleId: string): string {
  let folders = foldersOf.get(input);
  if (folders === undefined) {
    remember(input, discovered(input.source.dir));
    folders = foldersOf.get(input)!;
  }
  const folder = folders.get(sampleId);
  if (folder === undefined) throw inputError(sampleId, "sample folder not found in the dataset");
  return folder;
}

/** A file of a v1.5 sample's folder, or null when the folder does not hold it. */
export function v15SampleFile(input: LoadedMatchedInput, sample: { sampleId: string }, file: string): SampleFile {
  const path = join(sampleFolder(input, sample.sampleId), file);
  return inputExists(path, sample.sampleId) ? { path, bytes: readBytes(path, sample.sampleId, file) } : null;
}

/** Per sample id, the identity of input.wav, clean_input.wav (sha256) and metadata.json (its value) where present. */
export function v15AnnotationHashes(dir: string): AnnotationHashes {
  const out = new Map<string, Record<string, string>>();
  for (const s of discovered(dir)) {
    for (const x of s.samples) {
      const files: Record<string, string> = {};
      for (const f of ["input.wav", "clean_input.wav", "metadata.json"]) {
        const path = join(x.folder, f);
        if (!inputExists(path, x.sampleId)) continue;
        const bytes = readInputFile(path, x.sampleId, f); // an identity: an empty file is the loader's to name
        files[f] = f.endsWith(".json") ? jsonValueIdentity(bytes) : sha256Hex(bytes);
      }
      out.set(x.sampleId, files);
    }
  }
  return out;
}

/** The transcripts' and (when asked) the outputs' sha256 of every eligible sample, null where absent. */
export function v15OutputHashes(input: LoadedMatchedInput): MatchedOutputHashes {
  const eligible = input.subsets.flatMap((s) => s.samples.filter((x) => x.eligible));
  const hashes = (files: readonly string[]) =>
    new Map(
      eligible.map((x) => [
        x.sampleId,
        Object.fromEntries(
          files.map((f) => {
            const file = v15SampleFile(input, x, f);
            return [f, file === null ? null : sha256Hex(file.bytes)];
          }),
        ),
      ]),
    );
  return { transcript: hashes(V15_TRANSCRIPTS), audio: () => hashes(["output.wav", "clean_output.wav"]) };
}
