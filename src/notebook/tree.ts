/**
 * Loading and scoring a notebook's input, with the real VAD edge (Silero through
 * onnxruntime-node, probabilities cached outside the input as the CLI does). The input is a
 * reference tree (it holds manifest.json) or a plain Full-Duplex-Bench folder (subset folders,
 * no manifest.json), told apart by what the folder holds, so a notebook's TREE parameter takes
 * either. The notebooks call these instead of wiring the loaders and the VAD themselves; the
 * scoring is `src/score.ts`.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { inputAnnotationHashes } from "../compare/trees.js";
import type { AnnotationHashes } from "../compare/same-dataset.js";
import { loadDataset } from "../dataset/load.js";
import { inputError } from "../errors.js";
import { scoreSamples, type Scored } from "../score.js";
import { SUBSETS } from "../tree/subsets.js";
import { loadTree, type AnalyzeWavs, type LoadedTree } from "../tree/load.js";
import { analyzeFiles, type VadEngineOptions } from "../vad/analyze.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";

/** VAD engine options a notebook may set (model file, cache, worker count). */
export type NotebookVadOptions = Pick<VadEngineOptions, "modelPath" | "noCache" | "cacheDir" | "jobs">;

/** The VAD edge the loader calls, as the CLI builds it from its flags. */
export function vadEdge(opts: NotebookVadOptions = {}): AnalyzeWavs {
  return (paths, inputRoot, extra) => analyzeFiles(paths, { ...opts, inputRoot, anyEncoding: extra?.anyEncoding });
}

/**
 * What `dir` is: "tree" when it holds manifest.json, "dataset" when it holds a subset folder.
 * Anything else is an InputError naming the folder and what to give instead.
 */
export function inputKind(dir: string): "tree" | "dataset" {
  let entries: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new Error("not a folder");
    entries = readdirSync(dir);
  } catch {
    throw inputError(dir, "no such folder (give a reference tree or a plain Full-Duplex-Bench folder)");
  }
  if (existsSync(join(dir, "manifest.json"))) return "tree";
  if (entries.some((e) => (SUBSETS as readonly string[]).includes(e))) return "dataset";
  throw inputError(dir, "neither a reference tree (no manifest.json) nor a plain Full-Duplex-Bench folder (no subset folder such as candor_turn_taking/)");
}

/** Read and check a tree or a plain folder, running the VAD on its interruption outputs. */
export function loadTreeWithVad(dir: string, opts: NotebookVadOptions = {}): Promise<LoadedTree> {
  return inputKind(dir) === "tree" ? loadTree(dir, vadEdge(opts)) : loadDataset(dir, vadEdge(opts));
}

/** The annotation identities `compareScored` checks two inputs with, for a tree or a plain folder. */
export function annotationHashesOf(dir: string): AnnotationHashes {
  return inputAnnotationHashes({ name: dir, dir, kind: inputKind(dir) });
}

/** Read, check and score a tree or a plain folder: rows and `unified.json`, exactly as `fdb-unified score`. */
export async function scoreTreeWithVad(
  dir: string,
  settings: VadSettings = DEFAULT_VAD_SETTINGS,
  opts: NotebookVadOptions = {},
): Promise<Scored> {
  return scoreSamples(await loadTreeWithVad(dir, opts), settings);
}
