/**
 * The sample a view draws, by id: it must be in the input, eligible, and of a subset with a
 * per-sample rule to draw (pause, turn-taking, interruption). Anything else is an InputError
 * naming the id and the reason, which the CLI turns into exit 2 and a notebook shows as is; an
 * unknown id is answered with the closest ids of this input, closest first.
 */

import { closestText } from "../closest.js";
import { inputError } from "../errors.js";
import type { ViewableSample } from "../charts/sample-view.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { EligibleSample } from "../input/tree/sample.js";

/** At most this many ids suggested for an unknown one. */
const CLOSEST_IDS = 3;

export function viewableSample(tree: LoadedInput, sampleId: string, kind?: "tree" | "dataset"): ViewableSample;
export function viewableSample(
  tree: LoadedInput,
  sampleId: string,
  kind: "tree" | "dataset" | undefined,
  anyTask: true,
): EligibleSample;
/** The eligible sample `sampleId` (with `anyTask`, of any subset, a backchannel sample too). */
export function viewableSample(
  tree: LoadedInput,
  sampleId: string,
  kind?: "tree" | "dataset",
  anyTask = false,
): ViewableSample | EligibleSample {
  for (const s of tree.subsets) {
    const x = s.samples.find((y) => y.sampleId === sampleId);
    if (!x) continue;
    if (!x.eligible)
      throw inputError(
        sampleId,
        `ineligible, so there is nothing to draw (${x.reasons.join("; ") || "no reason recorded"})`,
      );
    if (x.task === "backchannel" && !anyTask)
      throw inputError(
        sampleId,
        "a backchannel sample has no per-sample rule to draw; pick a pause, turn-taking or interruption sample",
      );
    return x;
  }
  const where = kind === "tree" ? "the tree's manifest.json" : kind === "dataset" ? "the folder" : "the input";
  const ids = tree.subsets.flatMap((s) => s.samples.map((y) => y.sampleId));
  throw inputError(
    sampleId,
    `no such sample in ${where}; closest ids in it: ${closestText(sampleId, ids, CLOSEST_IDS)}`,
  );
}
