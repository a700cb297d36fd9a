/**
 * Per-sample rows, shaped exactly as the lines of `unified-samples.jsonl` (docs/output.md):
 * times in seconds that are integer microseconds divided by 1e6. Rows are the one source of truth
 * downstream: aggregates, sweeps, comparisons and notebooks all read them.
 */
import type { ScoredSubset, Task } from "../tree/subsets.js";

interface RowBase {
  sample_id: string;
  subset: ScoredSubset;
  task: Task;
}

export interface IneligibleRow extends RowBase {
  eligible: false;
  reasons: string[];
}

export interface PauseRow extends RowBase {
  eligible: true;
  T: number;
  pauses: number;
  pause_s: number;
  first_pause_start: number;
  pause_intrusion: boolean;
  intrusion_words: number;
  intruded_pauses: number;
  intrusion_s: number;
  inside_pause_onset: boolean;
  pre_pause_speech: boolean;
  carry_in: boolean;
  any_speech: boolean;
}

export type TurnTakingOutcome = "early_start" | "response" | "no_response";

export interface TurnTakingRow extends RowBase {
  eligible: true;
  T: number;
  E: number;
  outcome: TurnTakingOutcome;
  latency_s: number | null;
  first_word_s: number | null;
}

export type InterruptionOutcome = "not_exercised" | "speaking_at_end" | "response" | "no_response";

export interface InterruptionRow extends RowBase {
  eligible: true;
  T: number;
  S: number;
  R: number;
  segments: [number, number][];
  speech_at_onset: boolean;
  speech_at_end: boolean;
  speech_before_onset: boolean;
  outcome: InterruptionOutcome;
  latency_s: number | null;
  stop_s: number | null;
  speech_in_interruption_s: number;
  restarts: number;
}

export type EligibleRow = PauseRow | TurnTakingRow | InterruptionRow;
export type SampleRow = IneligibleRow | EligibleRow;

export function ineligibleRow(sample: { sampleId: string; subset: ScoredSubset; task: Task; reasons: string[] }): IneligibleRow {
  return { sample_id: sample.sampleId, subset: sample.subset, task: sample.task, eligible: false, reasons: sample.reasons };
}
