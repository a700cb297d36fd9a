/**
 * Finding one sample of a notebook's Full-Duplex-Bench v1.5 folder (loaded with the library's
 * `loadMatchedInput`) by id for a drill-down, as the view does: an unknown id names the closest
 * ids of the folder.
 */
import type { LoadedMatchedInput, MatchedEligibleSample } from "../input/v15/loaded.js";
import { pairedRunsSample } from "../view/paired-runs.js";

/**
 * The eligible sample of a loaded v1.5 folder with this id, as the view finds it: an unknown id is
 * an InputError naming the closest ids of the folder, an ineligible one its reasons.
 */
export function findMatchedSample(input: LoadedMatchedInput, sampleId: string): MatchedEligibleSample {
  return pairedRunsSample(input, sampleId);
}
