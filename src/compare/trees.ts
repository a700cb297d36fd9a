/**
 * The edge of a comparison for notebooks and the CLI: check that two tree folders hold one
 * dataset (before any VAD runs), load and score both with the core, and compare them.
 */
import { InputError } from "../errors.js";
import { scoreSamples } from "../score.js";
import { loadTree, type AnalyzeWavs } from "../tree/load.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/segments.js";
import { compareScored } from "./compare.js";
import { checkSameDataset, readAnnotationHashes } from "./dataset.js";
import type { Comparison } from "./types.js";

export interface TreeToCompare {
  name: string;
  dir: string;
}

/** Run `f`, prefixing the one line of an InputError with the tree's name. */
async function inTree<T>(tree: TreeToCompare, f: () => T | Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof InputError) throw new InputError(`${tree.name}: ${e.message}`);
    throw e;
  }
}

/** Check, load, score and compare two trees; B − A. */
export async function compareTrees(a: TreeToCompare, b: TreeToCompare, analyze: AnalyzeWavs, vad: VadSettings = DEFAULT_VAD_SETTINGS): Promise<Comparison> {
  const names = [a.name, b.name] as const;
  const annotations = [await inTree(a, () => readAnnotationHashes(a.dir)), await inTree(b, () => readAnnotationHashes(b.dir))] as const;
  checkSameDataset(annotations[0], annotations[1], names);
  const scoredA = scoreSamples(await inTree(a, () => loadTree(a.dir, analyze)), vad);
  const scoredB = scoreSamples(await inTree(b, () => loadTree(b.dir, analyze)), vad);
  return compareScored(scoredA, scoredB, { names, annotations });
}
