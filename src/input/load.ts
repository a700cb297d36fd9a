/**
 * The one loader of either input kind, for every command, the notebooks and comparisons: a
 * reference tree (src/input/tree/load.ts) or a plain Full-Duplex-Bench folder (src/input/plain/load.ts),
 * as the flag (or, in a notebook, the folder's content: kind.ts) says, read, checked and run
 * through the VAD once. Asked for the transcript check (`checkOutputs`), the same load reads the
 * pause and turn-taking outputs too, in the same VAD call, their problems reported with every
 * other before the model runs; without it they are never read.
 */
import { loadTree, type AnalyzeWavs, type LoadedTree, type LoadOptions } from "./tree/load.js";
import type { InputKind } from "./kind.js";

export interface InputToLoad {
  kind: InputKind;
  dir: string;
}

/** Load and check `input` (with `checkOutputs`, `outputs` holds what the transcript check reads). */
export async function loadInput(input: InputToLoad, analyze: AnalyzeWavs, opts: LoadOptions = {}): Promise<LoadedTree> {
  if (input.kind === "tree") return loadTree(input.dir, analyze, opts);
  // a plain folder's loader (and the audio decoder it carries) loads only for a plain folder
  const { loadDataset } = await import("./plain/load.js");
  return loadDataset(input.dir, analyze, opts);
}
