/**
 * The exercised rule, in one place: an eligible interruption sample is exercised when the VAD
 * finds speech at the interruption onset S (the row's `speech_at_onset`). `exercised_rate` is
 * its share; the metrics `over: "exercised"` take only these samples; the subset counts,
 * the sweep and the paired comparison count them with this function.
 */
import type { EligibleRow, InterruptionRow } from "./rows.js";

export function isExercised(row: EligibleRow): boolean {
  return (row as InterruptionRow).speech_at_onset === true;
}
