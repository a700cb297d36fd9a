/**
 * Validated samples: what the loader hands to the per-sample rules. All times are integer
 * microseconds on the input window [0, T], in fields that end in `_us` (the per-sample rows
 * carry seconds, converted by src/time.ts). Interruption and backchannel samples carry the VAD
 * probabilities of their output.wav, so that any VAD setting can be applied later without running
 * the model.
 */
import type { Word } from "./checks.js";
import type { SubsetName, Task } from "./subsets.js";

interface Base {
  sampleId: string;
  subset: SubsetName;
  name: string;
  task: Task;
}

export interface IneligibleSample extends Base {
  eligible: false;
  reasons: string[];
  /** A plain folder's interruption sample whose folder holds clean_output.wav (a control run it cannot score). */
  withControl?: true;
}

/** 16 kHz mono audio as the one audio path gives it: PCM16 units, or floats on the [-1, 1) scale. */
export type Audio16k = Int16Array | Float32Array;

/**
 * The control run of a plain folder's interruption sample (docs/matched-runs.md "User
 * interruption with a control run"): clean_output.wav as the VAD saw it, the length of
 * clean_input.wav, and the audio before S that the identity tests compare.
 */
export interface ControlRun {
  /** The length of clean_input.wav, or T when the sample has none (microseconds). */
  T_clean_us: number;
  /** Samples of clean_output.wav at 16 kHz (the clean input's window). */
  nSamples: number;
  /** Silero speech probability per 512-sample window of clean_output.wav. */
  probs: Float32Array;
  /**
   * The first ⌈S · 16000⌉ samples (fewer when the file is shorter) of output.wav and
   * clean_output.wav, and of input.wav and clean_input.wav (null without clean_input.wav).
   */
  before: { output: Audio16k; clean_output: Audio16k; input: Audio16k | null; clean_input: Audio16k | null };
}

/** The transcript and reference times exactly as the files hold them (doubles, null ends), for
 * views that must reproduce another tool's arithmetic (the official evaluator). */
export interface RawTimes {
  chunks: { text: string; start: number; end: number | null }[];
  /** The annotation's timestamps ([a, b] pairs, first entry first). */
  annotation: [number, number][];
}

export interface PauseSample extends Base {
  eligible: true;
  task: "pause_handling";
  T_us: number;
  raw: RawTimes;
  words: Word[];
  pauses_us: [number, number][];
}

export interface TurnTakingSample extends Base {
  eligible: true;
  task: "turn_taking";
  T_us: number;
  raw: RawTimes;
  words: Word[];
  E_us: number;
}

export interface InterruptionSample extends Base {
  eligible: true;
  task: "user_interruption";
  T_us: number;
  raw: RawTimes;
  words: Word[];
  S_us: number;
  R_us: number;
  /** Samples in output.wav (= input.samples), at 16 kHz. */
  nSamples: number;
  /** Silero speech probability per 512-sample window of output.wav. */
  probs: Float32Array;
  /** The control run, in a plain folder whose sample holds clean_output.wav. */
  control?: ControlRun;
}

/** A backchannel sample: its transcript words and the VAD probabilities of its whole output (docs/backchannel.md). */
export interface BackchannelSample extends Base {
  eligible: true;
  task: "backchannel";
  T_us: number;
  /** The transcript as the file holds it (no annotation: `annotation` is empty). */
  raw: RawTimes;
  words: Word[];
  /** Samples in output.wav (= input.samples), at 16 kHz. */
  nSamples: number;
  /** Silero speech probability per 512-sample window of output.wav. */
  probs: Float32Array;
}

export type EligibleSample = PauseSample | TurnTakingSample | InterruptionSample | BackchannelSample;
export type Sample = IneligibleSample | EligibleSample;

export interface SubsetSamples {
  subset: SubsetName;
  task: Task;
  /** Every manifest row of the subset (the selected samples), sorted by sample id as strings. */
  samples: Sample[];
}
