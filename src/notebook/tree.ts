/**
 * Loading and scoring a tree from a notebook, with the real VAD edge (Silero through
 * onnxruntime-node, probabilities cached outside the tree as the CLI does). The notebooks call
 * these instead of wiring the loader and the VAD themselves; the scoring is `src/score.ts`.
 */
import { scoreSamples, type Scored } from "../score.js";
import { loadTree, type AnalyzeWavs, type LoadedTree } from "../tree/load.js";
import { analyzeFiles, type VadEngineOptions } from "../vad/analyze.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/segments.js";

/** VAD engine options a notebook may set (model file, cache, worker count). */
export type NotebookVadOptions = Pick<VadEngineOptions, "modelPath" | "noCache" | "cacheDir" | "jobs">;

/** The VAD edge the loader calls, as the CLI builds it from its flags. */
export function vadEdge(opts: NotebookVadOptions = {}): AnalyzeWavs {
  return (paths, inputRoot, extra) => analyzeFiles(paths, { ...opts, inputRoot, anyEncoding: extra?.anyEncoding });
}

/** Read and check a tree, running the VAD on its interruption outputs. */
export function loadTreeWithVad(dir: string, opts: NotebookVadOptions = {}): Promise<LoadedTree> {
  return loadTree(dir, vadEdge(opts));
}

/** Read, check and score a tree: rows and `unified.json`, exactly as `fdb-unified score`. */
export async function scoreTreeWithVad(
  dir: string,
  settings: VadSettings = DEFAULT_VAD_SETTINGS,
  opts: NotebookVadOptions = {},
): Promise<Scored> {
  return scoreSamples(await loadTreeWithVad(dir, opts), settings);
}
