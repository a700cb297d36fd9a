/**
 * The sample a view draws, by id: it must be in the input, eligible, and of a subset with a
 * per-sample rule to draw (pause, turn-taking, interruption). Anything else is an InputError
 * naming the id and the reason, which the CLI turns into exit 2 and a notebook shows as is; an
 * unknown id is answered with the closest ids of this input, closest first.
 */

import { closestText } from "../closest.js";
import { type InputError, inputError } from "../errors.js";
import type { ViewableSample } from "../charts/sample-view.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { EligibleSample } from "../input/tree/sample.js";

/** At most this many ids suggested for an unknown one. */
const CLOSEST_IDS = 3;

export function viewableSample(tree: LoadedInput, sampleId: string, kind?: "tree" | "dataset"): ViewableSample {
  const x = eligibleSample(tree, sampleId, kind);
  if (x.task === "backchannel")
    throw inputError(
      sampleId,
      "a backchannel sample has no per-sample rule to draw; pick a pause, turn-taking or interruption sample",
    );
  return x;
}

/** The eligible sample of that id, of any subset (a backchannel sample's view draws its utterances). */
export function eligibleSample(tree: LoadedInput, sampleId: string, kind?: "tree" | "dataset"): EligibleSample {
  const where = kind === "tree" ? "the tree's manifest.json" : kind === "dataset" ? "the folder" : "the input";
  const x = sampleById(tree.subsets, sampleId, where);
  if (!x.eligible) throw nothingToDraw(sampleId, x.reasons);
  return x;
}

/** The sample of that id in an input's `subsets` (said to be in `where`), or an InputError naming its closest ids. */
export function sampleById<S extends { sampleId: string }>(
  subsets: readonly { samples: readonly S[] }[],
  sampleId: string,
  where: string,
): S {
  const samples = subsets.flatMap((s) => s.samples);
  const x = samples.find((y) => y.sampleId === sampleId);
  if (x !== undefined) return x;
  const ids = samples.map((y) => y.sampleId);
  throw inputError(
    sampleId,
    `no such sample in ${where}; closest ids in it: ${closestText(sampleId, ids, CLOSEST_IDS)}`,
  );
}

/** The InputError of an ineligible sample: nothing to draw, and why. */
export function nothingToDraw(sampleId: string, reasons: readonly string[]): InputError {
  const why = reasons.join("; ") || "no reason recorded";
  return inputError(sampleId, `ineligible, so there is nothing to draw (${why})`);
}
