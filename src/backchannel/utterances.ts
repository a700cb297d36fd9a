/**
 * Utterances from Silero segments (docs/backchannel.md, rule 1): the segments of the whole output
 * cropped to the window [0, T], then joined across every gap of at most j (inclusive, on the
 * integer-microsecond grid), so that a pause inside a sentence does not split it into short
 * pieces that look like backchannels. All times are integer microseconds.
 */
import { samplesToMicros } from "../time.js";

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
