/**
 * Finding one sample for a notebook's drill-down: the loaded sample (words, annotations, VAD
 * probabilities) and its per-sample row, by sample id. A bad id is an InputError in the command
 * line's form: one line naming the id, the problem, where it was looked for (the tree's
 * manifest.json or the plain folder) and the closest valid ids of that input, closest first, so the
 * user can correct SAMPLE.
 */
import { closestText } from "../closest.js";
import { inputError } from "../errors.js";
import type { SampleRow } from "../unified/rows.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { InterruptionSample, PauseSample, Sample, TurnTakingSample } from "../input/tree/sample.js";
import type { ScoredSubset } from "../input/tree/subsets.js";
import { eligibleRows, type RowOf } from "./rows.js";

/** At most this many valid ids are listed in a message. */
const LISTED_IDS = 8;

/** Where the input's samples are listed, for messages. */
function listedIn(tree: LoadedInput): string {
  return tree.inputs["layout"] === "plain" ? "the plain folder" : "the tree's manifest.json";
}

/**
 * The loaded sample with this id, eligible or not. An unknown id is an InputError listing the
 * ids of its subset (or, for an id of no subset in the input, the first id of each subset).
 */
export function findSample(tree: LoadedInput, sampleId: string): Sample {
  for (const s of tree.subsets) {
    const x = s.samples.find((y) => y.sampleId === sampleId);
    if (x) return x;
  }
  const ids = tree.subsets.flatMap((s) => s.samples.map((y) => y.sampleId));
  throw inputError(
    sampleId,
    `no such sample in ${listedIn(tree)}; closest ids: ${closestText(sampleId, ids, LISTED_IDS)}`,
  );
}

/** The per-sample row with this id; an unknown id is an InputError listing the row ids of its subset. */
export function findRow(rows: readonly SampleRow[], sampleId: string): SampleRow {
  const r = rows.find((y) => y.sample_id === sampleId);
  if (r) return r;
  const ids = rows.map((y) => y.sample_id);
  throw inputError(
    sampleId,
    `no per-sample row with this id (not a scored subset, or not in the input); closest row ids: ${closestText(sampleId, ids, LISTED_IDS)}`,
  );
}

/** The loaded sample type of each scored subset's eligible samples. */
interface SubsetSample {
  synthetic_pause_handling: PauseSample;
  candor_pause_handling: PauseSample;
  candor_turn_taking: TurnTakingSample;
  synthetic_user_interruption: InterruptionSample;
}

/** A drill-down: one eligible sample and its row, both typed for its subset. */
export interface DrillDown<S extends ScoredSubset> {
  sample: SubsetSample[S];
  row: RowOf<S>;
}

/**
 * The drill-down sample `sampleId`, which must be an eligible sample of `subsets` (one subset or
 * several), with its row. Otherwise an InputError naming the id and why, with the eligible ids
 * of `subsets` to choose from.
 */
export function drillDown<S extends ScoredSubset>(
  tree: LoadedInput,
  rows: readonly SampleRow[],
  sampleId: string,
  subsets: S | readonly S[],
): DrillDown<S> {
  const wanted: readonly S[] = typeof subsets === "string" ? [subsets] : subsets;
  const valid = wanted.flatMap((s) => (eligibleRows(rows, s) as readonly SampleRow[]).map((r) => r.sample_id));
  const closest = closestText(sampleId, valid, LISTED_IDS);
  const fix = `closest eligible ids of ${wanted.join(" and ")}: ${closest} (set SAMPLE to one, or to "" to pick one)`;
  const sample = tree.subsets.flatMap((s) => s.samples).find((y) => y.sampleId === sampleId);
  if (!sample) throw inputError(sampleId, `no such sample in ${listedIn(tree)}; ${fix}`);
  if (!(wanted as readonly string[]).includes(sample.subset))
    throw inputError(sampleId, `a ${sample.subset} sample, not one of ${wanted.join(" or ")}; ${fix}`);
  const row = rows.find((y) => y.sample_id === sampleId);
  if (!sample.eligible || !row?.eligible) {
    const why = sample.eligible ? "no eligible row" : sample.reasons.join("; ") || "no reason recorded";
    throw inputError(sampleId, `ineligible (${why}), so there is nothing to draw; ${fix}`);
  }
  return { sample: sample as SubsetSample[S], row: row as RowOf<S> };
}
