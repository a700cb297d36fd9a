/**
 * Loading and scoring a notebook's input, with the real VAD edge (Silero through
 * onnxruntime-node, probabilities cached outside the input as the CLI does). The input is a
 * reference tree (it holds manifest.json) or a plain Full-Duplex-Bench folder (subset folders,
 * no manifest.json), told apart by what the folder holds (src/input/kind.ts), so a notebook's
 * TREE parameter takes either; both load through the CLI's one loader (src/input/load.ts). The
 * notebooks call these instead of wiring the loaders and the VAD themselves; the scoring is
 * `src/metrics/score.ts`.
 */
import { inputAnnotationHashes } from "../compare/trees.js";
import type { AnnotationHashes } from "../compare/same-dataset.js";
import { inputKind } from "../input/kind.js";
import { loadInput } from "../input/load.js";
import { scoreSamples, type Scored } from "../metrics/score.js";
import type { AnalyzeWavs, LoadedInput } from "../input/tree/loaded-input.js";
import { analyzeFiles, type VadEngineOptions } from "../vad/engine/analyze.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";

/** What notebooks 00–07 say of a Full-Duplex-Bench v1.5 folder, which they do not read. */
export const NOTEBOOK_V15 =
  "notebooks 00-07 read Full-Duplex-Bench v1.0 inputs only; open a v1.5 folder in notebook 08-matched-runs " +
  "(loadMatchedWithVad), or score it with fdb-unified score --dataset";

/** VAD engine options a notebook may set (model file, cache, worker count). */
export type NotebookVadOptions = Pick<VadEngineOptions, "modelPath" | "noCache" | "cacheDir" | "jobs">;

/** The VAD edge the loader calls, as the CLI builds it from its flags. */
export function vadEdge(opts: NotebookVadOptions = {}): AnalyzeWavs {
  return (paths, inputRoot, extra) =>
    analyzeFiles(paths, { ...opts, inputRoot, anyEncoding: extra?.anyEncoding, beforeCompute: extra?.beforeCompute });
}

/** Read and check a tree or a plain folder, running the VAD on its interruption outputs. */
export function loadInputWithVad(dir: string, opts: NotebookVadOptions = {}): Promise<LoadedInput> {
  return loadInput({ kind: inputKind(dir), dir }, vadEdge(opts), { v15: NOTEBOOK_V15 });
}

/** The annotation identities `compareScored` checks two inputs with, for a tree or a plain folder. */
export function annotationHashesOf(dir: string): AnnotationHashes {
  return inputAnnotationHashes({ name: dir, dir, kind: inputKind(dir) });
}

/** Read, check and score a tree or a plain folder: rows and `unified.json`, exactly as `fdb-unified score`. */
export async function scoreInputWithVad(
  dir: string,
  settings: VadSettings = DEFAULT_VAD_SETTINGS,
  opts: NotebookVadOptions = {},
): Promise<Scored> {
  return scoreSamples(await loadInputWithVad(dir, opts), settings);
}
