/**
 * Discovery of a Full-Duplex-Bench v1.5 folder: `<DIR>/<subset>/<ID>/`, or the nested
 * `<DIR>/<subset>/<subset>/<ID>/` the archives unpack to, for the four v1.5 subsets. Every folder
 * inside a subset folder is a sample (hidden names and `__MACOSX` skipped; a name that is not valid
 * UTF-8 is a problem, shown by its bytes); `declared` is their
 * number. Each sample lists the needed files it lacks, in the order of `V15_NEEDED` (a missing one
 * makes it ineligible with "<file> missing"). A root folder that looks like a subset under another
 * name is the misnamed-subset problem of a v1.0 folder, with the v1.5 names.
 */
import { join } from "node:path";
import { inputError } from "../../errors.js";
import { inputExists, isInputFolder, listFolder, nonUtf8Folders } from "../../io/input.js";
import { byString } from "../../order.js";
import type { ProblemList } from "../../problems.js";
import { checkSampleName, nonUtf8Sample } from "../tree/folders.js";
import { straySubsets } from "../tree/stray-subsets.js";
import { MATCHED_SUBSETS, type MatchedSubset } from "./subsets.js";

/** The files a v1.5 sample needs, in the order their reasons are listed. */
export const V15_NEEDED = ["input.wav", "clean_input.wav", "metadata.json", "output.wav", "clean_output.wav"] as const;
/** The transcripts a sample may hold: shown in views, never scored. */
export const V15_TRANSCRIPTS = ["output.json", "clean_output.json"] as const;

export interface V15SampleDir {
  sampleId: string;
  subset: MatchedSubset;
  name: string;
  folder: string;
  /** Needed files that are absent, in `V15_NEEDED` order. */
  missing: string[];
}

export interface V15SubsetDir {
  subset: MatchedSubset;
  /** Sorted by name as strings. */
  samples: V15SampleDir[];
}

const skipped = (n: string): boolean => n.startsWith(".") || n === "__MACOSX";

function sampleFolders(root: string): string[] {
  return listFolder(root)
    .map((e) => e.name)
    .filter((n) => !skipped(n) && isInputFolder(join(root, n)))
    .sort(byString);
}

/** The folder holding a subset's sample folders (the nested one when there is one), or null when absent. */
function subsetRoot(dir: string, subset: MatchedSubset): string | null {
  const outer = join(dir, subset);
  if (!isInputFolder(outer)) return null;
  const inner = join(outer, subset);
  if (!isInputFolder(inner)) return outer;
  const beside = sampleFolders(outer).filter((n) => n !== subset);
  if (beside.length > 0) {
    throw inputError(
      `${subset}/`,
      `holds both the nested folder ${subset}/${subset}/ and sample folders ` +
        `(${beside[0]}${beside.length > 1 ? ", ..." : ""}); keep one layout`,
    );
  }
  return inner;
}

function sampleDir(subset: MatchedSubset, root: string, name: string): V15SampleDir {
  const sampleId = `${subset}/${name}`;
  checkSampleName(sampleId, name);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the check rejects control characters in a folder name
  if (/[\u0000-\u001f\u007f]/.test(name)) throw inputError(sampleId, "sample folder name holds a control character");
  const folder = join(root, name);
  const missing = V15_NEEDED.filter((f) => !inputExists(join(folder, f), sampleId));
  return { sampleId, subset, name, folder, missing };
}

/**
 * The v1.5 subsets present in `dir`, in MATCHED_SUBSETS order, each with its sample folders.
 * Problems go to `problems` (with `strays`, also the misnamed folders at the root, unless
 * `ignore` names them; those skipped are pushed to `ignored`).
 */
export function discoverV15(
  dir: string,
  problems: ProblemList,
  opts: { strays?: boolean; ignore?: readonly string[]; ignored?: string[] } = {},
): V15SubsetDir[] {
  if (opts.strays) {
    const names = listFolder(dir).map((e) => e.name);
    const stray = straySubsets(dir, names, {
      ignore: opts.ignore,
      subsets: { names: MATCHED_SUBSETS, words: "the four v1.5 subsets" },
    });
    for (const p of stray.problems) problems.add(p);
    opts.ignored?.push(...stray.ignored);
  }
  const out: V15SubsetDir[] = [];
  for (const subset of MATCHED_SUBSETS) {
    const root = problems.attempt(`${subset}/`, () => subsetRoot(dir, subset), subset);
    if (root === null || root === undefined) continue;
    for (const shown of problems.attempt(`${subset}/`, () => nonUtf8Folders(root), subset) ?? [])
      problems.add(nonUtf8Sample(subset, shown));
    const names = problems.attempt(`${subset}/`, () => sampleFolders(root), subset) ?? [];
    const samples = names.flatMap(
      (n) => problems.attempt(`${subset}/${n}`, () => sampleDir(subset, root, n), subset) ?? [],
    );
    out.push({ subset, samples });
  }
  return out;
}
