/**
 * Which utterance each transcript word belongs to (docs/backchannel.md, rule 2): the one holding
 * its midpoint, both ends inclusive, tested in integers as 2a ≤ ws + we ≤ 2b. A word whose end is
 * null, or before its start, is a point at its start (we = ws), as in the v1.0 rules. A word in
 * no utterance is counted apart (the ASR heard a word the VAD did not, or invented one).
 */
import { toMicros } from "../time.js";
import type { SpanUs } from "./utterances.js";

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
