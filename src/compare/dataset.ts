/**
 * Whether two trees can be compared: the same dataset and the same metric definitions. Two trees
 * are of one dataset when every sample id they share has the same annotation hash in both
 * manifests (a row lists its annotation's sha256 in `files` only when eligible, so a sample
 * eligible in one tree only is still comparable). `readAnnotationHashes` is the edge that reads
 * those hashes from a tree's manifest.json; the checks are pure and throw an InputError (exit 2)
 * with one line naming the sample and both hashes.
 */
import { join } from "node:path";
import { inputError } from "../errors.js";
import { parseWith, readBytes } from "../tree/read.js";
import { Manifest } from "../tree/schemas.js";
import type { LoadedTree } from "../tree/load.js";
import { ANNOTATION_FILE } from "../tree/subsets.js";

/** Per sample id, the sha256 of each annotation file its manifest row lists. */
export type AnnotationHashes = ReadonlyMap<string, Readonly<Record<string, string>>>;

const ANNOTATION_NAMES = new Set(Object.values(ANNOTATION_FILE).filter((f): f is string => f !== null));

/** The annotation hashes of a manifest's rows (only the annotation files, not output.wav). */
export function annotationHashes(manifest: Manifest): AnnotationHashes {
  const out = new Map<string, Record<string, string>>();
  for (const row of manifest.samples) {
    const files: Record<string, string> = {};
    for (const [name, sha] of Object.entries(row.files)) if (ANNOTATION_NAMES.has(name)) files[name] = sha;
    out.set(row.sample_id, files);
  }
  return out;
}

/** Read `manifest.json` of the tree in `dir` and return its annotation hashes. */
export function readAnnotationHashes(dir: string): AnnotationHashes {
  const bytes = readBytes(join(dir, "manifest.json"), "manifest.json", "manifest.json");
  return annotationHashes(parseWith(bytes, Manifest, "manifest.json", "manifest.json"));
}

const byString = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * Throw unless every sample id in both trees has the same hash for every annotation file both
 * rows list. The first mismatch in sample-id order is reported.
 */
export function checkSameDataset(a: AnnotationHashes, b: AnnotationHashes, names: readonly [string, string] = ["A", "B"]): void {
  for (const id of [...a.keys()].sort(byString)) {
    const fb = b.get(id);
    if (fb === undefined) continue;
    const fa = a.get(id)!;
    for (const file of Object.keys(fa).sort(byString)) {
      if (fb[file] !== undefined && fb[file] !== fa[file]) {
        throw inputError(
          id,
          `${file} sha256 ${fa[file]} in ${names[0]} differs from ${fb[file]} in ${names[1]}: the trees come from different datasets`,
        );
      }
    }
  }
}

/** Throw unless both sides were scored with the same definitions version. */
export function checkSameDefinitions(a: string, b: string, names: readonly [string, string] = ["A", "B"]): void {
  if (a !== b) {
    throw inputError("definitions", `${names[0]} was scored with ${a} and ${names[1]} with ${b}; compare scores of one definitions version`);
  }
}

/**
 * The same check on loaded trees, for callers without the manifests (a notebook comparing two
 * scored trees): every sample eligible in both must have the same window length T and the same
 * annotation times. Weaker than the hash check (it sees only the times), never stricter.
 */
export function checkSameAnnotationTimes(a: LoadedTree, b: LoadedTree, names: readonly [string, string] = ["A", "B"]): void {
  const timesB = new Map<string, string>();
  for (const s of b.subsets.flatMap((x) => x.samples)) {
    if (s.eligible && s.kind !== "backchannel") timesB.set(s.sampleId, JSON.stringify([s.T, s.raw.annotation]));
  }
  for (const s of a.subsets.flatMap((x) => x.samples)) {
    if (!s.eligible || s.kind === "backchannel") continue;
    const other = timesB.get(s.sampleId);
    if (other !== undefined && other !== JSON.stringify([s.T, s.raw.annotation])) {
      throw inputError(s.sampleId, `T or annotation times differ between ${names[0]} and ${names[1]}: the trees come from different datasets`);
    }
  }
}
