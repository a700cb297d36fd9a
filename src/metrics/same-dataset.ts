/**
 * Whether two inputs can be compared: the same dataset and the same metric definitions. Two
 * inputs are of one dataset when every sample id they share has the same annotation in both:
 * the same parsed JSON value (keys in any order, numbers as doubles, src/io/json-canonical.ts), so
 * files that differ only in whitespace or key order are one annotation. A tree's manifest row
 * lists its annotation only when eligible, so a sample eligible in one input only is still
 * comparable. The input's loader reads the annotations (src/input/load.ts
 * `inputAnnotationHashes`, before any VAD runs); the checks are pure and throw an InputError
 * (exit 2) with one line naming the sample and the file.
 */
import { inputError } from "../errors.js";
import type { AnnotationHashes } from "../input/tree/loaded-input.js";
import { byString } from "../order.js";

export type { AnnotationHashes };

export type { InputsNoun } from "./family.js";
import type { Family, InputsNoun } from "./family.js";

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

/** What the times check reads of a loaded input of any family: its samples by subset. */
interface Samples {
  subsets: readonly { samples: readonly { sampleId: string; eligible: boolean }[] }[];
}

/**
 * The check on two loaded inputs of one family for callers without their files' hashes (a
 * notebook comparing two scores): every sample eligible in both must have the same times, as the
 * family reads them (`Family.sameTimes`). Weaker than the hash check, never stricter.
 */
export function checkSameTimes(
  family: Pick<Family, "sameTimes">,
  a: Samples,
  b: Samples,
  names: readonly [string, string] = ["A", "B"],
  noun: InputsNoun = "trees",
): void {
  const timesOf = family.sameTimes.of as (s: unknown) => string | null;
  const timesB = new Map<string, string | null>();
  for (const s of b.subsets.flatMap((x) => x.samples)) if (s.eligible) timesB.set(s.sampleId, timesOf(s));
  for (const s of a.subsets.flatMap((x) => x.samples)) {
    if (!s.eligible) continue;
    const mine = timesOf(s);
    const other = timesB.get(s.sampleId);
    if (mine !== null && other != null && other !== mine) {
      throw inputError(
        s.sampleId,
        `${family.sameTimes.what} differ between ${names[0]} and ${names[1]}: the ${noun} come from different datasets`,
      );
    }
  }
}
