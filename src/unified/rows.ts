/**
 * Per-sample rows, shaped exactly as the lines of `unified-samples.jsonl` (docs/output.md):
 * times in seconds that are integer microseconds divided by 1e6. Rows are the one source of truth
 * downstream: aggregates, sweeps, comparisons and notebooks all read them.
 */
import type { ScoredSubset, Task } from "../input/tree/subsets.js";

interface RowBase {
  /** The sample's id, `subset/name` (as in manifest.json or the plain folder). */
  sample_id: string;
  /** The subset the sample belongs to. */
  subset: ScoredSubset;
  /** The dataset task of the subset. */
  task: Task;
}

/** The row of a sample that failed a check: its id and why. */
export interface IneligibleRow extends RowBase {
  /** False: the sample failed a check and is left out of every metric. */
  eligible: false;
  /** Why the sample is ineligible, one reason per failed check. */
  reasons: string[];
}

/** The row of an eligible pause-handling sample (synthetic_pause_handling, candor_pause_handling). */
export interface PauseRow extends RowBase {
  /** True: the sample passed every check and is scored. */
  eligible: true;
  /** The input window's length in seconds (every time lies in [0, T]). */
  T: number;
  /** The number of annotated pauses [a, b] in pause.json. */
  pauses: number;
  /** The summed length b − a of the annotated pauses, in seconds. */
  pause_s: number;
  /** a₁, the start of the first pause, in seconds. */
  first_pause_start: number;
  /** A word starts at or after a₁ (up to T): the sample counts in pause_intrusion_rate. */
  pause_intrusion: boolean;
  /** The number of word onsets at or after a₁ (onsets, not utterances). */
  intrusion_words: number;
  /** The number of pauses whose owned time [aᵢ, aᵢ₊₁) holds a word onset. */
  intruded_pauses: number;
  /** Seconds of pause time [a, b] covered by word spans (overlapping words count once). */
  intrusion_s: number;
  /** A word starts inside a pause [a, b). */
  inside_pause_onset: boolean;
  /** A word starts before a₁. */
  pre_pause_speech: boolean;
  /** A word starts before a₁ and ends strictly after a₁. */
  carry_in: boolean;
  /** The transcript has at least one word. */
  any_speech: boolean;
}

/** The outcome of a turn-taking sample. */
export type TurnTakingOutcome = "early_start" | "response" | "no_response";

/** The row of an eligible candor_turn_taking sample. */
export interface TurnTakingRow extends RowBase {
  /** True: the sample passed every check and is scored. */
  eligible: true;
  /** The input window's length in seconds (every time lies in [0, T]). */
  T: number;
  /** The end of the user's turn, turn_taking.json[0].timestamp[0], in seconds. */
  E: number;
  /** early_start (a word before E), response (the first word at or after E) or no_response (no word). */
  outcome: TurnTakingOutcome;
  /** The response word's start minus E, in seconds; null unless the outcome is response. */
  latency_s: number | null;
  /** The start of the first word (smallest start), in seconds; null without words. */
  first_word_s: number | null;
}

/** The outcome of an interruption sample, decided in this order. */
export type InterruptionOutcome = "not_exercised" | "speaking_at_end" | "response" | "no_response";

/** The row of an eligible synthetic_user_interruption sample; filled for not_exercised samples too. */
export interface InterruptionRow extends RowBase {
  /** True: the sample passed every check and is scored. */
  eligible: true;
  /** The input window's length in seconds (every time lies in [0, T]). */
  T: number;
  /** The onset of the user's interruption, interrupt.json[0].timestamp[0], in seconds. */
  S: number;
  /** The end of the user's interruption, interrupt.json[0].timestamp[1], in seconds. */
  R: number;
  /** Silero VAD speech segments [start_s, end_s) of the whole output.wav. */
  segments: [number, number][];
  /** A segment has start ≤ S < end: the sample is exercised. */
  speech_at_onset: boolean;
  /** A segment has start < R < end: speech from before R carried over it. */
  speech_at_end: boolean;
  /** A segment starts before S. */
  speech_before_onset: boolean;
  /** not_exercised (no speech at S), speaking_at_end, response (a word after R) or no_response. */
  outcome: InterruptionOutcome;
  /** The response word's start minus R, in seconds; null unless the outcome is response. */
  latency_s: number | null;
  /** The end of the segment covering S minus S, in seconds; null when none covers S or it runs to T. */
  stop_s: number | null;
  /** Seconds of detected speech inside [S, R]. */
  speech_in_interruption_s: number;
  /** The number of segments starting inside (S, R). */
  restarts: number;
}

/** The row of any eligible sample. */
export type EligibleRow = PauseRow | TurnTakingRow | InterruptionRow;
/** Any per-sample row, as one line of unified-samples.jsonl. */
export type SampleRow = IneligibleRow | EligibleRow;

/** The row of an ineligible sample. */
export function ineligibleRow(sample: {
  sampleId: string;
  subset: ScoredSubset;
  task: Task;
  reasons: string[];
}): IneligibleRow {
  return {
    sample_id: sample.sampleId,
    subset: sample.subset,
    task: sample.task,
    eligible: false,
    reasons: sample.reasons,
  };
}
