/**
 * Loading and scoring a notebook's input, with the real VAD edge (Silero through
 * onnxruntime-node, probabilities cached outside the input as the CLI does). The input is a
 * reference tree (it holds manifest.json) or a plain Full-Duplex-Bench folder (subset folders,
 * no manifest.json), told apart by what the folder holds (src/input/kind.ts), so a notebook's
 * TREE parameter takes either. Both go through the library's public entry (`loadInput`,
 * `scoreInput`, src/api/), which loads through the CLI's one loader and scores with
 * the family of the input (src/score/families.ts); the notebooks call these instead of wiring the loaders and the VAD.
 */
import { loadInput, type Scored, scoreInput, type VadEngineOptions } from "../api/index.js";
import { inputAnnotationHashes } from "../compare/trees.js";
import type { AnnotationHashes } from "../metrics/same-dataset.js";
import { inputKind } from "../input/kind.js";
import { inputVersion, v15Refusal } from "../input/load.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";

/** What notebooks 00–07 say of a Full-Duplex-Bench v1.5 folder, which they do not read. */
export const NOTEBOOK_V15 =
  "notebooks 00-07 read Full-Duplex-Bench v1.0 inputs only; open 08-matched-runs for a v1.5 folder, " +
  "or score it with fdb-unified score --dataset";

/** A v1.5 folder is refused with one line saying where it is read (before anything is loaded). */
export function refuseV15(dir: string): void {
  if (inputVersion({ kind: inputKind(dir), dir }) === "v1.5") throw v15Refusal(dir, `${NOTEBOOK_V15} ${dir}`);
}

/**
 * Read and check a tree or a plain folder, running the VAD on its interruption and backchannel
 * outputs; `iccDistribution` names the backchannel ground truth's file, read with the samples.
 */
export async function loadInputWithVad(
  dir: string,
  opts: VadEngineOptions & { iccDistribution?: string } = {},
): Promise<LoadedInput> {
  refuseV15(dir);
  const { iccDistribution, ...vad } = opts;
  return loadInput(dir, { vad, ...(iccDistribution !== undefined ? { iccDistribution } : {}) });
}

/** The annotation identities `compareScored` checks two inputs with, for a tree or a plain folder. */
export function annotationHashesOf(dir: string): AnnotationHashes {
  return inputAnnotationHashes({ name: dir, dir, kind: inputKind(dir) });
}

/** Read, check and score a tree or a plain folder: rows and `unified.json`, exactly as `fdb-unified score`. */
export async function scoreInputWithVad(
  dir: string,
  settings: VadSettings = DEFAULT_VAD_SETTINGS,
  opts: VadEngineOptions = {},
): Promise<Scored> {
  return scoreInput(await loadInputWithVad(dir, opts), { vad: settings });
}
