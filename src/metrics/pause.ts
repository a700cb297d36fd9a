/**
 * Per-sample pause-handling rules (docs/definitions.md "Pause handling"): onsets at or after the
 * first pause start intrude; pause i owns [a_i, a_(i+1)) and the last pause owns [a_n, T];
 * intrusion seconds are the union of word spans intersected with the union of pauses.
 */
import type { PauseSample } from "../tree/sample.js";
import { intersectionLength, mergeSpans } from "./intervals.js";
import type { PauseRow } from "./rows.js";

export function pauseRow(s: PauseSample): PauseRow {
  const { words, pauses, T } = s;
  const first = pauses[0]![0];
  const starts = words.map((w) => w.start);

  const intruded = pauses.filter(([a], i) => {
    const next = pauses[i + 1];
    return next ? starts.some((t) => t >= a && t < next[0]) : starts.some((t) => t >= a && t <= T);
  }).length;

  const wordSpans = mergeSpans(words.map((w) => [w.start, w.end] as const));
  const pauseSpans = mergeSpans(pauses);
  const pauseUs = pauses.reduce((sum, [a, b]) => sum + (b - a), 0);

  return {
    sample_id: s.sampleId,
    subset: s.subset as PauseRow["subset"],
    task: s.task,
    eligible: true,
    T: T / 1e6,
    pauses: pauses.length,
    pause_s: pauseUs / 1e6,
    first_pause_start: first / 1e6,
    pause_intrusion: starts.some((t) => t >= first),
    intrusion_words: starts.filter((t) => t >= first).length,
    intruded_pauses: intruded,
    intrusion_s: intersectionLength(wordSpans, pauseSpans) / 1e6,
    inside_pause_onset: starts.some((t) => pauses.some(([a, b]) => t >= a && t < b)),
    pre_pause_speech: starts.some((t) => t < first),
    carry_in: words.some((w) => w.start < first && w.end > first),
    any_speech: words.length > 0,
  };
}
