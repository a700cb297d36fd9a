/**
 * Finding one sample for a notebook's drill-down: the loaded sample (words, annotations, VAD
 * probabilities) and its per-sample row, by sample id. A missing id is an InputError naming it.
 */
import { inputError } from "../errors.js";
import type { SampleRow } from "../metrics/rows.js";
import type { LoadedTree } from "../tree/load.js";
import type { Sample } from "../tree/sample.js";

export function findSample(tree: LoadedTree, sampleId: string): Sample {
  for (const s of tree.subsets) {
    const x = s.samples.find((y) => y.sampleId === sampleId);
    if (x) return x;
  }
  throw inputError(sampleId, "no such sample in the tree's manifest.json");
}

export function findRow(rows: readonly SampleRow[], sampleId: string): SampleRow {
  const r = rows.find((y) => y.sample_id === sampleId);
  if (!r) throw inputError(sampleId, "no per-sample row with this id (not a scored subset, or not in the tree)");
  return r;
}
