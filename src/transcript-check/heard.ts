/**
 * The two segmentations of the transcript check and its overlap rules (docs/transcript-check.md),
 * on the integer-microsecond grid: the segments at the run's VAD settings, the heard-test
 * segments at the same settings with no minimum speech duration, a word heard when it overlaps a
 * heard-test segment, and a segment transcribed when a heard word overlaps it. Then the lead
 * rule: in a transcribed segment whose first heard word starts more than L after the segment's
 * start, the span from the segment's start to that word's start is an untranscribed lead. A word
 * that starts before the segment (spanning into it) leaves no lead; a lead of exactly L is not
 * one. Pure.
 */
import type { Word } from "../input/tree/checks.js";
import type { OutputProbabilities } from "../input/tree/loaded-input.js";
import { samplesToMicros } from "../time.js";
import { speechSegments } from "../vad/segments.js";
import type { VadSettings } from "../vad/settings.js";
import { VAD_RATE } from "../vad/silero.js";

/** A span `[start, end)` in microseconds. */
export type Span = readonly [number, number];

/** Silero segments of the whole output, in microseconds, cropped to [0, T]. */
export function segmentSpans(audio: OutputProbabilities, T_us: number, vad: VadSettings): Span[] {
  const out: Span[] = [];
  for (const [a, b] of speechSegments(audio.probs, audio.nSamples, VAD_RATE, vad)) {
    const start = Math.min(samplesToMicros(a, VAD_RATE), T_us);
    const end = Math.min(samplesToMicros(b, VAD_RATE), T_us);
    if (end > start) out.push([start, end]);
  }
  return out;
}

/** The heard-test settings: the run's, with minimum speech 0 ms (any stretch over the threshold). */
export function heardTestSettings(vad: VadSettings): VadSettings {
  return { ...vad, minSpeechDurationMs: 0 };
}

/** Whether a word is zero-length: a null end (stored as end = start) or an end at or before its start. */
export function isZeroLength(w: Word): boolean {
  return w.end_us <= w.start_us;
}

/**
 * Whether a word meets a span: its `[start, end)` overlaps the span by more than 0, or, for a
 * zero-length word, its start lies in `[span start, span end)`.
 */
export function wordMeets(w: Word, s: Span): boolean {
  if (isZeroLength(w)) return w.start_us >= s[0] && w.start_us < s[1];
  return Math.min(w.end_us, s[1]) - Math.max(w.start_us, s[0]) > 0;
}

/** Whether a word overlaps any heard-test segment. */
export function isHeard(w: Word, heardTest: readonly Span[]): boolean {
  return heardTest.some((s) => wordMeets(w, s));
}

/**
 * The judged part of each segment: all of it, or for an interruption sample (`from_us` = R) only
 * segments that end after R, from R on. A segment ending exactly at R is not judged.
 */
export function judgedSpans(segments: readonly Span[], from_us: number): Span[] {
  return segments.filter((s) => s[1] > from_us).map((s): Span => [Math.max(s[0], from_us), s[1]]);
}

/** Whether a heard word overlaps the span (the word rule of `wordMeets`). */
export function isTranscribed(s: Span, heardWords: readonly Word[]): boolean {
  return heardWords.some((w) => wordMeets(w, s));
}

/** L by default, in seconds: above the alignment error of word timestamps against the VAD's 32 ms windows. */
export const DEFAULT_LEAD_S = 0.3;

/** The leads L of the report's table, in seconds. */
export const LEAD_TABLE_S = [0.2, 0.3, 0.5] as const;

/** The start of the earliest heard word meeting the span, or null when none meets it. */
export function firstWordStart(s: Span, heardWords: readonly Word[]): number | null {
  let first: number | null = null;
  for (const w of heardWords) if (wordMeets(w, s) && (first === null || w.start_us < first)) first = w.start_us;
  return first;
}

/** The untranscribed lead of each transcribed span (`lead_us` = L): `[span start, first word start)` when longer than L. */
export function untranscribedLeads(spans: readonly Span[], heardWords: readonly Word[], lead_us: number): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    const first = firstWordStart(s, heardWords);
    if (first !== null && first - s[0] > lead_us) out.push([s[0], first]);
  }
  return out;
}
