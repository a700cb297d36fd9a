/**
 * A sample's output as utterances (docs/backchannel.md, rules 1 to 3): the Silero segments of the
 * whole output cropped to the window [0, T] and joined across every gap of at most j (inclusive,
 * on the integer-microsecond grid), so that a pause inside a sentence does not split it into
 * short pieces that look like backchannels; each transcript word counted in the utterance that
 * holds its midpoint (both ends inclusive, tested in integers as 2a ≤ ws + we ≤ 2b; a word whose
 * end is null or before its start is a point at its start, as in the v1.0 rules; a word in none
 * is counted apart); and each utterance's kind: a backchannel when it is shorter than D and holds
 * at most W words (the official per-segment rule's thresholds, without its bugs), else a
 * take-over. A backchannel without words is also nonlexical (an "mm" the ASR dropped, or a VAD
 * false alarm). All times are integer microseconds.
 */
import { samplesToMicros, toMicros } from "../time.js";
import type { GridSettings } from "./settings.js";

/** A span [start, end] in integer microseconds. */
export type SpanUs = readonly [number, number];

/** Segments in samples at `rate` (as src/vad/segments.ts gives them) in microseconds (`samples / rate`, rounded). */
export function segmentsInMicros(segments: readonly (readonly [number, number])[], rate: number): [number, number][] {
  return segments.map(([a, b]) => [samplesToMicros(a, rate), samplesToMicros(b, rate)]);
}

/**
 * The utterances of `segments` (any order; each start ≤ end): cropped to [0, T] and dropped when
 * nothing of them is left (end ≤ start after cropping), sorted by start, and joined whenever the
 * next one starts at most `j_us` after the end of the utterance so far.
 */
export function utterancesOf(segments: readonly SpanUs[], T_us: number, j_us: number): [number, number][] {
  for (const [a, b] of segments) {
    if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a > b) {
      throw new RangeError(
        `a segment must be [start, end] in integer microseconds with start <= end, got [${a}, ${b}]`,
      );
    }
  }
  const cropped = segments
    .map(([a, b]): [number, number] => [Math.max(0, a), Math.min(T_us, b)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: [number, number][] = [];
  for (const [a, b] of cropped) {
    const last = out[out.length - 1];
    if (last !== undefined && a - last[1] <= j_us) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** A word as output.json holds it: seconds, the end possibly null. */
export interface TranscriptWord {
  start: number;
  end: number | null;
}

/** [ws, we] in microseconds, we = ws for a null end or an end before the start. */
export function wordMicros(w: TranscriptWord): [number, number] {
  const ws = toMicros(w.start);
  if (w.end === null) return [ws, ws];
  const we = toMicros(w.end);
  return [ws, Math.max(ws, we)];
}

/** The words in each utterance (the utterances disjoint, in time order) and the words in none. */
export function wordsPerUtterance(
  utterances: readonly SpanUs[],
  words: readonly TranscriptWord[],
): { counts: number[]; unsegmented: number } {
  const counts = utterances.map(() => 0);
  let unsegmented = 0;
  for (const w of words) {
    const [ws, we] = wordMicros(w);
    const mid2 = ws + we;
    const k = utterances.findIndex(([a, b]) => 2 * a <= mid2 && mid2 <= 2 * b);
    if (k < 0) unsegmented++;
    else counts[k]!++;
  }
  return { counts, unsegmented };
}

export type UtteranceKind = "backchannel" | "takeover";

/** "backchannel" when b − a < D and words ≤ W, else "takeover" (times in microseconds). */
export function utteranceKind(a_us: number, b_us: number, words: number, g: GridSettings): UtteranceKind {
  return b_us - a_us < g.D_us && words <= g.W ? "backchannel" : "takeover";
}
