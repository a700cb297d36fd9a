/**
 * Whether two inputs can be compared: the same dataset and the same metric definitions. Two
 * inputs are of one dataset when every sample id they share has the same annotation in both:
 * the same parsed JSON value (keys in any order, numbers as doubles, src/json/canonical.ts), so
 * files that differ only in whitespace or key order are one annotation. A tree's manifest row
 * lists its annotation only when eligible, so a sample eligible in one input only is still
 * comparable. `readAnnotationHashes` is the edge that reads a tree's annotations; the checks are
 * pure and throw an InputError (exit 2) with one line naming the sample and the file.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { inputError } from "../errors.js";
import { jsonValueIdentity } from "../json/canonical.js";
import { parseManifest } from "../input/tree/manifest.js";
import { readBytes } from "../input/tree/read.js";
import type { Manifest } from "../input/tree/file-shapes.js";
import type { LoadedTree } from "../input/tree/load.js";
import { ANNOTATION_FILE } from "../input/tree/subsets.js";
import { byString } from "../order.js";

/** Per sample id, the identity (a sha256) of each annotation file its manifest row lists. */
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

/**
 * Read `manifest.json` of the tree in `dir` and return the identity of each annotation its rows
 * list: the parsed value of the file in the sample's folder where it is there (every eligible
 * row), else the manifest's sha256 of the bytes.
 */
export function readAnnotationHashes(dir: string): AnnotationHashes {
  const bytes = readBytes(join(dir, "manifest.json"), "manifest.json", "manifest.json");
  const listed = annotationHashes(parseManifest(bytes));
  const out = new Map<string, Record<string, string>>();
  for (const [id, files] of listed) {
    const own: Record<string, string> = {};
    for (const [file, sha] of Object.entries(files)) {
      const path = join(dir, id, file);
      own[file] = existsSync(path) ? jsonValueIdentity(readBytes(path, id, file)) : sha;
    }
    out.set(id, own);
  }
  return out;
}

/** What to call the two inputs in a message: "trees", "folders" (plain ones) or "inputs" (one of each). */
export type InputsNoun = "trees" | "folders" | "inputs";

/**
 * Throw unless every sample id in both trees has the same hash for every annotation file both
 * rows list. The first mismatch in sample-id order is reported.
 */
export function checkSameDataset(
  a: AnnotationHashes,
  b: AnnotationHashes,
  names: readonly [string, string] = ["A", "B"],
  noun: InputsNoun = "trees",
): void {
  for (const id of [...a.keys()].sort(byString)) {
    const fb = b.get(id);
    if (fb === undefined) continue;
    const fa = a.get(id)!;
    for (const file of Object.keys(fa).sort(byString)) {
      if (fb[file] !== undefined && fb[file] !== fa[file]) {
        throw inputError(
          id,
          `${file} in ${names[0]} differs from ${file} in ${names[1]}: the ${noun} come from different datasets`,
        );
      }
    }
  }
}

/** Throw unless both sides were scored with the same definitions version. */
export function checkSameDefinitions(a: string, b: string, names: readonly [string, string] = ["A", "B"]): void {
  if (a !== b) {
    throw inputError(
      "definitions",
      `${names[0]} was scored with ${a} and ${names[1]} with ${b}; compare scores of one definitions version`,
    );
  }
}

/**
 * The same check on loaded trees, for callers without the manifests (a notebook comparing two
 * scored trees): every sample eligible in both must have the same window length T and the same
 * annotation times. Weaker than the hash check (it sees only the times), never stricter.
 */
export function checkSameAnnotationTimes(
  a: LoadedTree,
  b: LoadedTree,
  names: readonly [string, string] = ["A", "B"],
  noun: InputsNoun = "trees",
): void {
  const timesB = new Map<string, string>();
  for (const s of b.subsets.flatMap((x) => x.samples)) {
    if (s.eligible && s.task !== "backchannel") timesB.set(s.sampleId, JSON.stringify([s.T_us, s.raw.annotation]));
  }
  for (const s of a.subsets.flatMap((x) => x.samples)) {
    if (!s.eligible || s.task === "backchannel") continue;
    const other = timesB.get(s.sampleId);
    if (other !== undefined && other !== JSON.stringify([s.T_us, s.raw.annotation])) {
      throw inputError(
        s.sampleId,
        `T or annotation times differ between ${names[0]} and ${names[1]}: the ${noun} come from different datasets`,
      );
    }
  }
}
