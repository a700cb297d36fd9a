/**
 * The sample a view draws, by id: it must be in the input, eligible, and of a subset with a
 * per-sample rule to draw (pause, turn-taking, interruption). Anything else is an InputError
 * naming the id and the reason, which the CLI turns into exit 2 and a notebook shows as is.
 */
import { inputError } from "../errors.js";
import type { ViewableSample } from "../charts/sample-view.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";

export function viewableSample(tree: LoadedInput, sampleId: string, kind?: "tree" | "dataset"): ViewableSample {
  for (const s of tree.subsets) {
    const x = s.samples.find((y) => y.sampleId === sampleId);
    if (!x) continue;
    if (!x.eligible)
      throw inputError(
        sampleId,
        `ineligible, so there is nothing to draw (${x.reasons.join("; ") || "no reason recorded"})`,
      );
    if (x.task === "backchannel")
      throw inputError(
        sampleId,
        "a backchannel sample has no per-sample rule to draw; pick a pause, turn-taking or interruption sample",
      );
    return x;
  }
  const subset = sampleId.includes("/") ? sampleId.slice(0, sampleId.indexOf("/")) : "";
  const known = tree.subsets.some((s) => s.subset === subset);
  const where = kind === "tree" ? "the tree's manifest.json" : kind === "dataset" ? "the folder" : "the input";
  throw inputError(
    sampleId,
    known ? `no such sample in ${where}` : `no such sample in ${where} (ids look like synthetic_user_interruption/3)`,
  );
}
