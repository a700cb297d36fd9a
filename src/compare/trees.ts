/**
 * The edge of a comparison for notebooks and the CLI: check that two inputs hold one dataset
 * (before any VAD runs), load and score both with the core, and compare them. An input is a
 * reference tree (`--tree`, annotation hashes from its manifest.json) or a plain Full-Duplex-Bench
 * folder (`--dataset`, annotation hashes of the files themselves), in any mix.
 */
import { loadDataset } from "../dataset/load.js";
import { datasetAnnotationHashes } from "../dataset/annotations.js";
import { InputError } from "../errors.js";
import { withInputName } from "../problems/problem.js";
import { scoreSamples } from "../score.js";
import { loadTree, type AnalyzeWavs, type LoadedTree } from "../tree/load.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";
import type { SubsetChoice } from "../output/subset-choice.js";
import { compareScored } from "./compare.js";
import { outputHashes, sameAudio } from "./same-audio.js";
import { checkSameDataset, readAnnotationHashes, type AnnotationHashes, type InputsNoun } from "./same-dataset.js";
import type { Comparison } from "./types.js";

export interface TreeToCompare {
  name: string;
  dir: string;
  /** A reference tree (the default) or a plain folder. */
  kind?: "tree" | "dataset";
}

/** Run `f`, prefixing the one line of an InputError with the input's name. */
export async function inTree<T>(tree: TreeToCompare, f: () => T | Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof InputError) throw withInputName(e, tree.name);
    throw e;
  }
}

/** The annotation hashes of an input: its manifest's rows, or a plain folder's annotation files. */
export function inputAnnotationHashes(x: TreeToCompare): AnnotationHashes {
  return x.kind === "dataset" ? datasetAnnotationHashes(x.dir) : readAnnotationHashes(x.dir);
}

/** "trees" for two reference trees, "folders" for two plain folders, "inputs" for one of each. */
export function inputsNoun(a: TreeToCompare, b: TreeToCompare): InputsNoun {
  const ka = a.kind ?? "tree";
  const kb = b.kind ?? "tree";
  return ka !== kb ? "inputs" : ka === "dataset" ? "folders" : "trees";
}

/**
 * Check that A and B hold one dataset, then load both with `load` (in that order), score and
 * compare them; B − A. `load` is where a caller puts its VAD edge, progress notes or a tree it
 * has already loaded; `subsets` is the `--subsets` choice (null: every subset).
 */
export async function compareInputs<T extends TreeToCompare>(
  a: T,
  b: T,
  load: (x: T) => Promise<LoadedTree>,
  vad: VadSettings = DEFAULT_VAD_SETTINGS,
  subsets: SubsetChoice = null,
): Promise<Comparison> {
  const names = [a.name, b.name] as const;
  const noun = inputsNoun(a, b);
  const annotations = [await inTree(a, () => inputAnnotationHashes(a)), await inTree(b, () => inputAnnotationHashes(b))] as const;
  checkSameDataset(annotations[0], annotations[1], names, noun);
  const scoredA = scoreSamples(await inTree(a, () => load(a)), vad);
  const scoredB = scoreSamples(await inTree(b, () => load(b)), vad);
  const comparison = compareScored(scoredA, scoredB, { names, annotations, noun, subsets });
  const same = sameAudio(await inTree(a, () => outputHashes(a, scoredA.tree)), await inTree(b, () => outputHashes(b, scoredB.tree)), scoredA.rows, scoredB.rows);
  return same === null ? comparison : { ...comparison, same_audio: same };
}

/** Check, load, score and compare two inputs (reference trees unless `kind` says otherwise); B − A. */
export async function compareTrees(a: TreeToCompare, b: TreeToCompare, analyze: AnalyzeWavs, vad: VadSettings = DEFAULT_VAD_SETTINGS): Promise<Comparison> {
  return compareInputs(a, b, (x) => (x.kind === "dataset" ? loadDataset(x.dir, analyze) : loadTree(x.dir, analyze)), vad);
}
