/**
 * Loading a notebook's Full-Duplex-Bench v1.5 folder with the real VAD edge, through the library's
 * `loadMatchedInput` (the CLI's one reader), as `loadInputWithVad` (tree.ts) does for v1.0 inputs;
 * and finding one of its samples by id for a drill-down, as the view does (an unknown id names the
 * closest ids of the folder). A v1.0 input is refused with one line saying what reads it.
 */
import { inputError } from "../errors.js";
import { inputKind } from "../input/kind.js";
import { inputVersion } from "../input/load.js";
import type { LoadedMatchedInput, MatchedEligibleSample } from "../input/v15/loaded.js";
import { pairedRunsSample } from "../view/paired-runs.js";
import { loadMatchedInput, type VadEngineOptions } from "../api/index.js";

/** What `loadMatchedWithVad` says of a v1.0 input. */
export const NOTEBOOK_V10 =
  "a Full-Duplex-Bench v1.0 input; notebook 08 reads v1.5 folders only: load it with loadInputWithVad (notebooks 00-07)";

/** Read and check a v1.5 folder, running the VAD once over both outputs of every sample. */
export async function loadMatchedWithVad(dir: string, opts: VadEngineOptions = {}): Promise<LoadedMatchedInput> {
  if (inputVersion({ kind: inputKind(dir), dir }) !== "v1.5") throw inputError(dir, NOTEBOOK_V10);
  return loadMatchedInput(dir, { vad: opts });
}

/**
 * The eligible sample of a loaded v1.5 folder with this id, as the view finds it: an unknown id is
 * an InputError naming the closest ids of the folder, an ineligible one its reasons.
 */
export function findMatchedSample(input: LoadedMatchedInput, sampleId: string): MatchedEligibleSample {
  return pairedRunsSample(input, sampleId);
}
