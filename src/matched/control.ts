/**
 * v1.0 user interruption with a control run (docs/matched-runs.md "User interruption with a
 * control run"): the v1.0 score of a loaded input, and for each synthetic_user_interruption
 * sample whose plain folder holds clean_output.wav a `control` object in its row, made by the
 * matched-runs rules (s = S, e = R) at the run's VAD setting and yield margin, and a `control`
 * block in the subset with the user_interruption metrics of the matched registry. An input
 * without control runs scores exactly as `scoreSamples` scores it: same objects, same bytes.
 */
import type { Audio16k, InterruptionSample, Sample } from "../input/tree/sample.js";
import type { SubsetResult } from "../metrics/aggregate.js";
import type { InterruptionRow, SampleRow } from "../metrics/rows.js";
import { type Scored, scoreSamples, type UnifiedJson } from "../metrics/score.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { SubsetName } from "../input/tree/subsets.js";
import { fromMicros } from "../time.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";
import { aggregateMatchedSubset, type MatchedCounts, type MatchedItem, type MatchedSubsetResult } from "./aggregate.js";
import { DEFAULT_YIELD_MARGIN_S } from "./constants.js";
import { type MatchedRow, matchedRow } from "./row.js";
import { segmentsOf } from "./score.js";

/** The v1.0 subset that can carry control runs. */
export const CONTROL_SUBSET = "synthetic_user_interruption";

/** A control row: a matched row, with `inputs_identical` null where the sample has no clean_input.wav. */
export type ControlRow = Omit<MatchedRow, "sample_id" | "subset" | "inputs_identical"> & {
  inputs_identical: boolean | null;
};
export type ControlResult = ControlRow | { eligible: false; reasons: string[] };

/** An interruption row with its control run. */
export type ControlledRow = InterruptionRow & { control: ControlResult };

/** The subset's `control` block: the matched aggregates, with the samples left out counted. */
export type ControlBlock = Omit<MatchedSubsetResult, "counts"> & {
  counts: MatchedCounts & { without_control: number };
};

export type ControlledUnifiedJson = Omit<UnifiedJson, "subsets"> & {
  subsets: Record<SubsetName, SubsetResult & { control?: ControlBlock }>;
};

export interface ControlledScored extends Scored {
  rows: (SampleRow | ControlledRow)[];
  unified: ControlledUnifiedJson;
}

export interface ControlOptions {
  /** The yield margin δ of the control rows (seconds ≥ 0; default 0.5). `score`'s margin flag sets it. */
  yieldMargin?: number;
}

/** The 16 kHz floats the identity test compares ([-1, 1) scale). */
function floats(a: Audio16k): ArrayLike<number> {
  return a instanceof Float32Array ? a : Float32Array.from(a, (v) => v / 32768);
}

/** Whether a loaded sample has a control run (read, or present but its sample ineligible). */
export function hasControlRun(x: Sample): boolean {
  return x.eligible ? x.task === "user_interruption" && x.control !== undefined : x.withControl === true;
}

/** The matched row of one sample's control run at a VAD setting and yield margin. */
export function controlRow(x: InterruptionSample, vad: VadSettings, yieldMargin: number): ControlResult {
  const c = x.control!;
  const b = c.before;
  const r = matchedRow(
    {
      sample_id: x.sampleId,
      subset: "user_interruption",
      s: fromMicros(x.S_us),
      e: fromMicros(x.R_us),
      T: fromMicros(x.T_us),
      T_clean: fromMicros(c.T_clean_us),
      segments: segmentsOf(x, vad),
      clean_segments: segmentsOf(c, vad),
      inputs: b.input === null || b.clean_input === null ? true : { a: floats(b.input), b: floats(b.clean_input) },
      outputs: { a: floats(b.output), b: floats(b.clean_output) },
    },
    yieldMargin,
  );
  if (!r.eligible) return { eligible: false, reasons: r.reasons };
  const { sample_id: _id, subset: _subset, ...rest } = r;
  return { ...rest, inputs_identical: b.clean_input === null ? null : r.inputs_identical };
}

/**
 * What aggregation reads of a control result. A sample without clean_input.wav is not known to
 * have different inputs: it stays in the identical-inputs selection and is not named as such.
 */
function item(x: Sample, r: ControlResult): MatchedItem {
  if (!r.eligible) return r;
  return { ...r, sample_id: x.sampleId, subset: "user_interruption", inputs_identical: r.inputs_identical ?? true };
}

/**
 * The v1.0 score of a loaded input with its control runs: `scoreSamples` unchanged, then the
 * `control` object of each row with a control run (the row's last key) and the subset's
 * `control` block (its last key), both only when some sample has a control run.
 */
export function scoreWithControl(
  tree: LoadedInput,
  vad: VadSettings = DEFAULT_VAD_SETTINGS,
  opts: ControlOptions = {},
): ControlledScored {
  const yieldMargin = opts.yieldMargin ?? DEFAULT_YIELD_MARGIN_S;
  const scored = scoreSamples(tree, vad);
  const subset = tree.subsets.find((s) => s.subset === CONTROL_SUBSET);
  const withControl = subset?.samples.filter(hasControlRun) ?? [];
  if (subset === undefined || withControl.length === 0) return scored;
  const results = new Map<string, ControlResult>();
  for (const x of withControl) {
    const r: ControlResult =
      x.eligible && x.task === "user_interruption"
        ? controlRow(x, vad, yieldMargin)
        : { eligible: false, reasons: x.eligible ? [] : x.reasons };
    results.set(x.sampleId, r);
  }
  const rows = scored.rows.map((row) => {
    const r = results.get(row.sample_id);
    return r === undefined ? row : ({ ...row, control: r } as ControlledRow);
  });
  const items = withControl.map((x) => item(x, results.get(x.sampleId)!));
  const block = aggregateMatchedSubset("user_interruption", withControl.length, items, yieldMargin);
  const control: ControlBlock = {
    ...block,
    counts: { ...block.counts, without_control: subset.samples.length - withControl.length },
  };
  const subsets = { ...scored.unified.subsets } as ControlledUnifiedJson["subsets"];
  subsets[CONTROL_SUBSET] = { ...subsets[CONTROL_SUBSET], control };
  return { ...scored, rows, unified: { ...scored.unified, subsets } };
}
