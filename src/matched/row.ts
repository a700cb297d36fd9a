/**
 * The per-sample rules of the matched runs (docs/matched-runs.md "Per sample"): from one
 * sample's times, the VAD segments of its output and of its clean output, and its audio (or the
 * identity flags already computed), the row with the outcome (onset_mismatch, not_exercised,
 * yielded, extended, ended_anyway, continued), the stop and after times of both runs, the
 * restart before the end, the triggers and the suppressed seconds; or the sample's ineligibility
 * when the clock ends inside the overlap. Every comparison is on the integer-microsecond grid.
 * Below them, the runs and activity they read (docs/matched-runs.md "Segments and runs"): VAD
 * segments cropped to the clock [0, H], joined into runs across gaps of at most the merge gap,
 * the run active at the onset (decided from speech before it only), speech at an instant, the
 * agreement of two outputs before the onset, speech seconds inside a span, and the identity test
 * of two 16 kHz signals up to 10 ms short of the onset. Pure functions.
 */
import type { MatchedOutputAudio, MatchedSample } from "../input/v15/loaded.js";
import { VAD_RATE } from "../audio/rates.js";
import { speechSegments } from "../vad/segments.js";
import type { VadSettings } from "../vad/settings.js";
import { CLOCK_INSIDE_OVERLAP, clockEndsInsideOverlap, samplesIdentical } from "../input/v15/sample-rules.js";
import { fromMicros, samplesToMicros, toMicros } from "../time.js";
import {
  AGREEMENT_GUARD_S,
  AGREEMENT_TOLERANCE_S,
  DEFAULT_YIELD_MARGIN_S,
  MERGE_GAP_S,
  TRIGGER_TOLERANCE_S,
  TRIGGER_WINDOW_S,
  type MatchedSubset,
} from "./constants.js";

/** Two 16 kHz mono signals to compare before the onset, or the result of that test. */
export type Identity = boolean | { a: ArrayLike<number>; b: ArrayLike<number> };

/** What the rules need of one sample (times in seconds). */
export interface MatchedInput {
  sample_id: string;
  subset: MatchedSubset;
  /** The overlap event's start and end in input.wav. */
  s: number;
  e: number;
  /** The lengths of input.wav and clean_input.wav. */
  T: number;
  T_clean: number;
  /** VAD segments of output.wav and clean_output.wav. */
  segments: readonly Segment[];
  clean_segments: readonly Segment[];
  /** input.wav against clean_input.wav, and output.wav against clean_output.wav. */
  inputs: Identity;
  outputs: Identity;
}

export type MatchedOutcome = "onset_mismatch" | "not_exercised" | "yielded" | "extended" | "ended_anyway" | "continued";
export const MATCHED_OUTCOMES: readonly MatchedOutcome[] = [
  "onset_mismatch",
  "not_exercised",
  "yielded",
  "extended",
  "ended_anyway",
  "continued",
];

/** One eligible sample's row; fields that do not apply to its outcome or subset are null. */
export interface MatchedRow {
  sample_id: string;
  subset: MatchedSubset;
  eligible: true;
  s: number;
  e: number;
  T: number;
  T_clean: number;
  runs: [number, number][];
  clean_runs: [number, number][];
  inputs_identical: boolean;
  outputs_identical: boolean;
  agree_before_onset: boolean;
  outcome: MatchedOutcome;
  stop_s: number | null;
  clean_stop_s: number | null;
  after_s: number | null;
  clean_after_s: number | null;
  restart_before_end: boolean | null;
  triggered: boolean | null;
  clean_triggered: boolean | null;
  suppressed_s: number | null;
}

/** The reason of a sample whose clock [0, min(T, T_clean)] ends before the overlap's end e (the loader's too). */
export { CLOCK_INSIDE_OVERLAP };

export type MatchedResult =
  | MatchedRow
  | { sample_id: string; subset: MatchedSubset; eligible: false; reasons: string[] };

/** The clock's end H = min(T, T_clean), in microseconds. */
export function clockMicros(row: Pick<MatchedRow, "T" | "T_clean">): number {
  return Math.min(toMicros(row.T), toMicros(row.T_clean));
}

function identical(x: Identity, s_us: number): boolean {
  return typeof x === "boolean" ? x : samplesIdentical(x.a, x.b, s_us);
}

const seconds = (runs: readonly Span[]): [number, number][] =>
  runs.map((r) => [fromMicros(r.start_us), fromMicros(r.end_us)]);

/** The start of the first run starting at or after `from_us`, minus e; null if none. */
function after(runs: readonly Span[], from_us: number, e_us: number): number | null {
  const next = runs.find((r) => r.start_us >= from_us);
  return next === undefined ? null : fromMicros(next.start_us - e_us);
}

/** Some run of `x` starts at t in [s, e + G] where `y` has no speech and no run of `y` starts within κ of t. */
function triggers(x: readonly Span[], y: readonly Span[], s_us: number, e_us: number): boolean {
  const g_us = toMicros(TRIGGER_WINDOW_S);
  const k_us = toMicros(TRIGGER_TOLERANCE_S);
  return x.some(
    (r) =>
      r.start_us >= s_us &&
      r.start_us <= e_us + g_us &&
      !speechAt(y, r.start_us) &&
      !y.some((q) => Math.abs(q.start_us - r.start_us) <= k_us),
  );
}

/** The row of one sample under yield margin δ (seconds ≥ 0, default 0.5). */
export function matchedRow(x: MatchedInput, delta_s: number = DEFAULT_YIELD_MARGIN_S): MatchedResult {
  if (!(Number.isFinite(delta_s) && delta_s >= 0)) throw new RangeError(`δ must be a number ≥ 0, got ${delta_s}`);
  const s_us = toMicros(x.s);
  const e_us = toMicros(x.e);
  const H_us = Math.min(toMicros(x.T), toMicros(x.T_clean));
  if (clockEndsInsideOverlap(toMicros(x.T), toMicros(x.T_clean), e_us))
    return { sample_id: x.sample_id, subset: x.subset, eligible: false, reasons: [CLOCK_INSIDE_OVERLAP] };
  const m_us = toMicros(MERGE_GAP_S);
  const d_us = toMicros(delta_s);
  const oSegs = cropToClock(x.segments, H_us);
  const cSegs = cropToClock(x.clean_segments, H_us);
  const O = mergeRuns(oSegs, m_us);
  const C = mergeRuns(cSegs, m_us);
  const oActive = activeRun(oSegs, O, s_us, m_us);
  const cActive = activeRun(cSegs, C, s_us, m_us);

  const row: MatchedRow = {
    sample_id: x.sample_id,
    subset: x.subset,
    eligible: true,
    s: fromMicros(s_us),
    e: fromMicros(e_us),
    T: fromMicros(toMicros(x.T)),
    T_clean: fromMicros(toMicros(x.T_clean)),
    runs: seconds(O),
    clean_runs: seconds(C),
    inputs_identical: identical(x.inputs, s_us),
    outputs_identical: identical(x.outputs, s_us),
    agree_before_onset: agreeBefore(O, C, s_us - toMicros(AGREEMENT_GUARD_S), toMicros(AGREEMENT_TOLERANCE_S)),
    outcome: "not_exercised",
    stop_s: null,
    clean_stop_s: null,
    after_s: null,
    clean_after_s: null,
    restart_before_end: null,
    triggered: null,
    clean_triggered: null,
    suppressed_s: null,
  };

  if ((oActive === null) !== (cActive === null)) {
    row.outcome = "onset_mismatch";
    return row;
  }
  if (oActive === null || cActive === null) {
    if (x.subset !== "user_interruption") {
      row.triggered = triggers(O, C, s_us, e_us);
      row.clean_triggered = triggers(C, O, s_us, e_us);
    }
    return row;
  }
  // A run that reaches H has no observed end: its end counts as H.
  const oSeen = oActive.end_us < H_us;
  const cSeen = cActive.end_us < H_us;
  const o_end = oActive.end_us;
  const c_end = cActive.end_us;
  if (c_end - o_end > d_us) row.outcome = "yielded";
  else if (o_end - c_end > d_us) row.outcome = "extended";
  else if (oSeen && cSeen && Math.max(o_end, c_end) - s_us <= d_us) row.outcome = "ended_anyway";
  else row.outcome = "continued";
  row.stop_s = oSeen ? fromMicros(Math.max(0, o_end - s_us)) : null;
  row.clean_stop_s = cSeen ? fromMicros(Math.max(0, c_end - s_us)) : null;
  row.after_s = after(O, Math.max(e_us, o_end), e_us);
  row.clean_after_s = after(C, Math.max(e_us, c_end), e_us);
  row.restart_before_end = O.some((r) => r.start_us > o_end && r.start_us < e_us);
  row.suppressed_s = fromMicros(microsInside(cSegs, s_us, e_us) - microsInside(oSegs, s_us, e_us));
  return row;
}

/** An output's Silero segments at a VAD setting, in seconds on the microsecond grid. */
export function segmentsOf(audio: MatchedOutputAudio, vad: VadSettings): Segment[] {
  return speechSegments(audio.probs, audio.nSamples, VAD_RATE, vad).map(([a, b]) => ({
    start: fromMicros(samplesToMicros(a, VAD_RATE)),
    end: fromMicros(samplesToMicros(b, VAD_RATE)),
  }));
}

/** The row of one sample at a VAD setting and yield margin. */
export function matchedSampleRow(x: MatchedSample, vad: VadSettings, yieldMargin: number): MatchedResult {
  if (!x.eligible) return { sample_id: x.sampleId, subset: x.subset, eligible: false, reasons: x.reasons };
  return matchedRow(
    {
      sample_id: x.sampleId,
      subset: x.subset,
      s: fromMicros(x.s_us),
      e: fromMicros(x.e_us),
      T: fromMicros(x.T_us),
      T_clean: fromMicros(x.T_clean_us),
      segments: segmentsOf(x.output, vad),
      clean_segments: segmentsOf(x.clean_output, vad),
      inputs: x.inputs_identical,
      outputs: x.outputs_identical,
    },
    yieldMargin,
  );
}

/** A VAD segment in seconds, as the segmenter gives it. */
export interface Segment {
  start: number;
  end: number;
}

/** A segment or run in integer microseconds, `[start_us, end_us)`. */
export interface Span {
  start_us: number;
  end_us: number;
}

const byStart = (a: Span, b: Span) => a.start_us - b.start_us || a.end_us - b.end_us;

/** Segments on the microsecond grid, cropped to [0, H], empty pieces dropped, sorted by start. */
export function cropToClock(segments: readonly Segment[], H_us: number): Span[] {
  const out: Span[] = [];
  for (const g of segments) {
    const start_us = Math.max(0, toMicros(g.start));
    const end_us = Math.min(H_us, toMicros(g.end));
    if (end_us > start_us) out.push({ start_us, end_us });
  }
  return out.sort(byStart);
}

/** Sorted spans joined across every gap of at most `gap_us` (inclusive; overlapping spans join too). */
export function mergeRuns(spans: readonly Span[], gap_us: number): Span[] {
  const out: Span[] = [];
  for (const g of [...spans].sort(byStart)) {
    const last = out[out.length - 1];
    if (last !== undefined && g.start_us - last.end_us <= gap_us) last.end_us = Math.max(last.end_us, g.end_us);
    else out.push({ ...g });
  }
  return out;
}

/**
 * The run active at `s_us`, or null: the last segment that starts at or before s must end at or
 * after s − m; the run that holds it is active (its end may lie before s, when the model stopped
 * in a pause that spans the onset). Nothing after s is looked at.
 */
export function activeRun(segments: readonly Span[], runs: readonly Span[], s_us: number, m_us: number): Span | null {
  let last: Span | null = null;
  for (const g of segments) if (g.start_us <= s_us && (last === null || byStart(last, g) <= 0)) last = g;
  if (last === null || last.end_us < s_us - m_us) return null;
  const seg = last;
  return runs.find((r) => r.start_us <= seg.start_us && seg.end_us <= r.end_us) ?? null;
}

/** Speech at t: a span with start ≤ t < end. */
export function speechAt(spans: readonly Span[], t_us: number): boolean {
  return spans.some((r) => r.start_us <= t_us && t_us < r.end_us);
}

/** Microseconds of the spans inside [a, b] (spans do not overlap, as VAD segments do not). */
export function microsInside(spans: readonly Span[], a_us: number, b_us: number): number {
  return spans.reduce((sum, g) => sum + Math.max(0, Math.min(g.end_us, b_us) - Math.max(g.start_us, a_us)), 0);
}

/**
 * Whether two run lists agree before the onset: each cropped to [0, limit] with pieces shorter
 * than τ dropped, the same number of pieces, and every start and end within τ of its partner.
 * True when limit ≤ 0 (nothing to compare).
 */
export function agreeBefore(o: readonly Span[], c: readonly Span[], limit_us: number, tau_us: number): boolean {
  if (limit_us <= 0) return true;
  const crop = (runs: readonly Span[]) =>
    runs
      .map((r) => ({ start_us: r.start_us, end_us: Math.min(r.end_us, limit_us) }))
      .filter((r) => r.end_us - r.start_us >= tau_us);
  const a = crop(o);
  const b = crop(c);
  return (
    a.length === b.length &&
    a.every((r, i) => Math.abs(r.start_us - b[i]!.start_us) <= tau_us && Math.abs(r.end_us - b[i]!.end_us) <= tau_us)
  );
}

/** The identity test, which the loader runs on the audio it reads (src/input/v15/sample-rules.ts). */
export { identityLength, samplesIdentical } from "../input/v15/sample-rules.js";
