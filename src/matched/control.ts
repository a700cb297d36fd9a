/**
 * The matched runs attached to v1.0 user interruption (docs/matched-runs.md "User interruption
 * with a control run"): for each synthetic_user_interruption sample whose plain folder holds
 * clean_output.wav, a `control` object for its row, made by the matched-runs rules (s = S, e = R)
 * at the run's VAD setting and yield margin, and the subset's `control` block with the
 * user_interruption metrics of the registry; nothing for an input without control runs, which
 * then scores as the v1.0 family alone scores it. Also the console's heading of such a block.
 */
import type { Audio16k, InterruptionSample, Sample } from "../input/tree/sample.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { AttachedScore, SubsetBlock } from "../metrics/family.js";
import { fixed3 } from "../metrics/format.js";
import { fromMicros } from "../time.js";
import type { VadSettings } from "../vad/settings.js";
import { aggregateMatchedSubset, type MatchedItem, type MatchedSubsetResult } from "./aggregate.js";
import { MATCHED_OUTCOMES, type MatchedRow, matchedRow, segmentsOf } from "./row.js";

/** The v1.0 subset that can carry control runs. */
export const CONTROL_SUBSET = "synthetic_user_interruption";

/** A control row: a matched row, with `inputs_identical` null where the sample has no clean_input.wav. */
export type ControlRow = Omit<MatchedRow, "sample_id" | "subset" | "inputs_identical"> & {
  inputs_identical: boolean | null;
};
export type ControlResult = ControlRow | { eligible: false; reasons: string[] };

/** A v1.0 interruption row with its control run (the `control` object, the row's last key). */
export type ControlledRow = { sample_id: string; subset: string; control: ControlResult } & Record<string, unknown>;

/** The subset's `control` block: the matched aggregates, with the samples left out counted. */
export type ControlBlock = Omit<MatchedSubsetResult, "counts"> & {
  counts: MatchedSubsetResult["counts"] & { without_control: number };
};

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
  if (!r.eligible) return { sample_id: x.sampleId, ...r };
  return { ...r, sample_id: x.sampleId, subset: "user_interruption", inputs_identical: r.inputs_identical ?? true };
}

/** The control objects and block of a loaded v1.0 input at a VAD setting and yield margin; null without control runs. */
export function controlAttached(input: unknown, vad: VadSettings, yieldMargin: number): AttachedScore | null {
  const tree = input as LoadedInput;
  const subset = tree.subsets.find((s) => s.subset === CONTROL_SUBSET);
  const withControl = subset?.samples.filter(hasControlRun) ?? [];
  if (subset === undefined || withControl.length === 0) return null;
  const objects = new Map<string, ControlResult>();
  for (const x of withControl) {
    const r: ControlResult =
      x.eligible && x.task === "user_interruption"
        ? controlRow(x, vad, yieldMargin)
        : { eligible: false, reasons: x.eligible ? [] : x.reasons };
    objects.set(x.sampleId, r);
  }
  const items = withControl.map((x) => item(x, objects.get(x.sampleId)!));
  const block = aggregateMatchedSubset("user_interruption", withControl.length, items, yieldMargin);
  const control: ControlBlock = {
    ...block,
    counts: { ...block.counts, without_control: subset.samples.length - withControl.length },
  };
  return { objects, block: control, items };
}

/** The console's heading of a control block: the run's definitions, margin and counts. */
export function controlLines(block: SubsetBlock): string[] {
  const b = block as ControlBlock;
  const c = b.counts;
  const outcomes = MATCHED_OUTCOMES.map((o) => `${o.replace(/_/g, " ")} ${c[o]}`).join(" · ");
  return [
    `  control run (${b.definitions}, yield margin ${fixed3(b.yield_margin_s)} s): with control ${c.selected} · ` +
      `without control ${c.without_control} · eligible ${c.eligible} · ineligible ${c.ineligible} · ${outcomes}`,
  ];
}
