/**
 * Discovery of the official Full-Duplex-Bench v1.0 layout: `<DIR>/<subset>/<ID>/`, or the
 * `<DIR>/<subset>/<subset>/<ID>/` that the dataset zips unpack to. Every folder inside a subset
 * folder is a sample (hidden names and `__MACOSX` are skipped; a name that is not valid UTF-8 is a
 * problem, shown by its bytes, never a folder lost without a word); other entries at the root are
 * ignored, but for a folder that looks like a subset under another name (stray-subsets.ts),
 * which is a problem unless `--ignore` names it. Each sample lists the needed files it lacks (a
 * sample missing one is ineligible with the reason "<file> missing", one per missing file, in the
 * order `neededFiles` lists them).
 */
import { join } from "node:path";
import { inputError } from "../../errors.js";
import { ProblemError, ProblemList } from "../../problems.js";
import { straySubsets } from "../tree/stray-subsets.js";
import { checkNotAFile, inputExists, isInputFolder, listFolder, nonUtf8Folders } from "../../io/input.js";
import { checkSampleName, isDirectory, nonUtf8Sample } from "../tree/folders.js";
import { ANNOTATION_FILE, SUBSET_TASK, SUBSETS, type SubsetName, type Task } from "../tree/subsets.js";
import { byString } from "../../order.js";

/** Files whose absence makes the sample ineligible, in the order the reasons are listed. */
export function neededFiles(task: Task): string[] {
  const annotation = ANNOTATION_FILE[task];
  return ["input.wav", ...(annotation ? [annotation] : []), "output.wav", "output.json"];
}

/** The reason an ineligible sample lists for a missing file. */
export function missingReason(file: string): string {
  return `${file} missing`;
}

export interface PlainSampleDir {
  sampleId: string;
  subset: SubsetName;
  task: Task;
  name: string;
  folder: string;
  /** Needed files that are absent, in `neededFiles` order. */
  missing: string[];
}

export interface PlainSubsetDir {
  subset: SubsetName;
  task: Task;
  /** `"flat"` for `<subset>/<ID>/`, `"nested"` for `<subset>/<subset>/<ID>/`, `"absent"` without a folder. */
  layout: "flat" | "nested" | "absent";
  /** Sorted by name as strings. */
  samples: PlainSampleDir[];
}

/** Sample folder names inside `root`, sorted. */
function sampleFolders(root: string): string[] {
  return listFolder(root)
    .map((e) => e.name)
    .filter((n) => !n.startsWith(".") && n !== "__MACOSX" && isInputFolder(join(root, n)))
    .sort(byString);
}

function subsetDir(dir: string, subset: SubsetName): { layout: PlainSubsetDir["layout"]; root: string | null } {
  const outer = join(dir, subset);
  if (!isDirectory(outer)) return { layout: "absent", root: null };
  const inner = join(outer, subset);
  if (!isDirectory(inner)) return { layout: "flat", root: outer };
  const beside = sampleFolders(outer).filter((n) => n !== subset);
  if (beside.length > 0) {
    throw inputError(
      `${subset}/`,
      `holds both the nested folder ${subset}/${subset}/ and sample folders ` +
        `(${beside[0]}${beside.length > 1 ? ", ..." : ""}); keep one layout`,
    );
  }
  return { layout: "nested", root: inner };
}

export interface DiscoverOptions {
  /** Where problems go; without it the first one is thrown. */
  problems?: ProblemList;
  /** Look for folders that look like a subset under another name (stray-subsets.ts). */
  strays?: boolean;
  /** Such folders to skip (`--ignore`), as `NAME` or `<subset>/NAME`. */
  ignore?: readonly string[];
  /** Receives the folders skipped because `ignore` names them. */
  ignored?: string[];
}

/** The samples of one subset's folder; an inner folder that looks like a misnamed nested subset is a problem (or ignored). */
function subsetSamples(
  dir: string,
  subset: SubsetName,
  task: Task,
  opts: DiscoverOptions,
  problems: ProblemList,
): PlainSubsetDir {
  const found = problems.attempt(`${subset}/`, () => subsetDir(dir, subset), subset);
  if (found === undefined) return { subset, task, layout: "flat", samples: [] };
  const { layout, root } = found;
  const samples: PlainSampleDir[] = [];
  const empty: string[] = [];
  if (root !== null) {
    for (const shown of problems.attempt(`${subset}/`, () => nonUtf8Folders(root), subset) ?? [])
      problems.add(nonUtf8Sample(subset, shown));
    for (const name of problems.attempt(`${subset}/`, () => sampleFolders(root), subset) ?? []) {
      const sampleId = `${subset}/${name}`;
      const sample = problems.attempt(
        sampleId,
        (): PlainSampleDir => {
          checkSampleName(sampleId, name);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the check rejects control characters in a folder name
          if (/[\u0000-\u001f\u007f]/.test(name))
            throw inputError(sampleId, "sample folder name holds a control character");
          const folder = join(root, name);
          const missing = neededFiles(task).filter((f) => !inputExists(join(folder, f), sampleId));
          return { sampleId, subset, task, name, folder, missing };
        },
        subset,
      );
      if (sample === undefined) continue;
      if (opts.strays && layout === "flat" && sample.missing.length === neededFiles(task).length) empty.push(name);
      samples.push(sample);
    }
  }
  if (empty.length > 0) {
    // a folder with none of a sample's files that holds sample folders: a nested subset named otherwise
    const stray = straySubsets(root!, empty, {
      prefix: `${subset}/`,
      ignore: opts.ignore,
      kind: "the inner folder of a nested subset",
      rename: () => [subset],
    });
    for (const p of stray.problems) problems.add({ ...p, subset });
    opts.ignored?.push(...stray.ignored);
    const skip = new Set([
      ...stray.problems.map((p) => p.where.slice(subset.length + 1, -1)),
      ...stray.ignored.map((x) => x.slice(subset.length + 1)),
    ]);
    return { subset, task, layout, samples: samples.filter((x) => !skip.has(x.name)) };
  }
  return { subset, task, layout, samples };
}

/** The five subsets in order, each with its sample folders; fails when none is found. */
export function discoverDataset(dir: string, opts: DiscoverOptions = {}): PlainSubsetDir[] {
  checkNotAFile(dir, "dataset folder");
  if (!isDirectory(dir)) throw inputError(dir, "dataset folder does not exist");
  if (inputExists(join(dir, "manifest.json"))) {
    throw inputError(dir, "holds manifest.json: this is a reference tree, score it with --tree");
  }
  const problems = opts.problems ?? new ProblemList(SUBSETS);
  const before = problems.size;
  let strays = 0;
  if (opts.strays) {
    const stray = straySubsets(
      dir,
      listFolder(dir).map((e) => e.name),
      { ignore: opts.ignore },
    );
    for (const p of stray.problems) problems.add(p);
    opts.ignored?.push(...stray.ignored);
    strays = stray.problems.length;
  }
  const subsets = SUBSETS.map((subset) => subsetSamples(dir, subset, SUBSET_TASK[subset], opts, problems));
  if (strays === 0 && subsets.every((s) => s.layout === "absent")) {
    throw inputError(
      dir,
      `no Full-Duplex-Bench v1.0 subset folder found (expected ${SUBSETS.map((s) => `${s}/`).join(", ")})`,
    );
  }
  if (opts.problems === undefined && problems.size > before) {
    const first = problems.items[0]!;
    throw new ProblemError(first);
  }
  return subsets;
}
