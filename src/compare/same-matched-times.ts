/**
 * The same-dataset check on two loaded v1.5 folders, for callers without the files' hashes (a
 * notebook comparing two scores): every sample eligible in both must have the same overlap event
 * [s, e] and the same input lengths T and T_clean. Weaker than the hash check of input.wav,
 * clean_input.wav and metadata.json (`checkSameDataset` over the loader's hashes), never stricter.
 */
import { inputError } from "../errors.js";
import type { LoadedMatchedInput, MatchedEligibleSample } from "../matched/score.js";
import type { InputsNoun } from "./same-dataset.js";

const times = (s: MatchedEligibleSample) => JSON.stringify([s.s_us, s.e_us, s.T_us, s.T_clean_us]);

export function checkSameMatchedTimes(
  a: LoadedMatchedInput,
  b: LoadedMatchedInput,
  names: readonly [string, string] = ["A", "B"],
  noun: InputsNoun = "folders",
): void {
  const timesB = new Map<string, string>();
  for (const s of b.subsets.flatMap((x) => x.samples)) if (s.eligible) timesB.set(s.sampleId, times(s));
  for (const s of a.subsets.flatMap((x) => x.samples)) {
    if (!s.eligible) continue;
    const other = timesB.get(s.sampleId);
    if (other !== undefined && other !== times(s)) {
      throw inputError(
        s.sampleId,
        `the overlap times or input lengths differ between ${names[0]} and ${names[1]}: the ${noun} come from different datasets`,
      );
    }
  }
}
