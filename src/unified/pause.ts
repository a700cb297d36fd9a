/**
 * Per-sample pause-handling rules (docs/definitions.md "Pause handling"): onsets at or after the
 * first pause start intrude; pause i owns [a_i, a_(i+1)) and the last pause owns [a_n, T];
 * intrusion seconds are the union of word spans intersected with the union of pauses.
 */
import { fromMicros } from "../time.js";
import type { PauseSample } from "../input/tree/sample.js";
import { intersectionLength, mergeSpans } from "./time-spans.js";
import type { PauseRow } from "./rows.js";

export function pauseRow(s: PauseSample): PauseRow {
  const { words, pauses_us, T_us } = s;
  const first_us = pauses_us[0]![0];
  const starts_us = words.map((w) => w.start_us);

  const intruded = pauses_us.filter(([a], i) => {
    const next = pauses_us[i + 1];
    return next ? starts_us.some((t) => t >= a && t < next[0]) : starts_us.some((t) => t >= a && t <= T_us);
  }).length;

  const wordSpans = mergeSpans(words.map((w) => [w.start_us, w.end_us] as const));
  const pauseSpans = mergeSpans(pauses_us);
  const totalPause_us = pauses_us.reduce((sum, [a, b]) => sum + (b - a), 0);

  return {
    sample_id: s.sampleId,
    subset: s.subset as PauseRow["subset"],
    task: s.task,
    eligible: true,
    T: fromMicros(T_us),
    pauses: pauses_us.length,
    pause_s: fromMicros(totalPause_us),
    first_pause_start: fromMicros(first_us),
    pause_intrusion: starts_us.some((t) => t >= first_us),
    intrusion_words: starts_us.filter((t) => t >= first_us).length,
    intruded_pauses: intruded,
    intrusion_s: fromMicros(intersectionLength(wordSpans, pauseSpans)),
    inside_pause_onset: starts_us.some((t) => pauses_us.some(([a, b]) => t >= a && t < b)),
    pre_pause_speech: starts_us.some((t) => t < first_us),
    carry_in: words.some((w) => w.start_us < first_us && w.end_us > first_us),
    any_speech: words.length > 0,
  };
}
