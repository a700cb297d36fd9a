/**
 * The grid of VAD settings a sweep covers: every combination of the listed thresholds, minimum
 * speech, minimum silence and padding values. The default grid is the hand study the spec
 * quotes: threshold 0.3–0.7 × minimum silence 50–500 ms, minimum speech 250 ms, no padding
 * (20 settings, the scoring default among them).
 */
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/segments.js";

export interface SweepGrid {
  thresholds: number[];
  minSpeechMs: number[];
  minSilenceMs: number[];
  speechPadMs: number[];
}

export const DEFAULT_SWEEP_GRID: Readonly<SweepGrid> = Object.freeze({
  thresholds: [0.3, 0.4, 0.5, 0.6, 0.7],
  minSpeechMs: [250],
  minSilenceMs: [50, 100, 200, 500],
  speechPadMs: [0],
});

/** The settings of a grid: threshold outermost, then minimum speech, minimum silence, padding. */
export function gridSettings(grid: SweepGrid): VadSettings[] {
  const out: VadSettings[] = [];
  for (const threshold of grid.thresholds)
    for (const minSpeechDurationMs of grid.minSpeechMs)
      for (const minSilenceDurationMs of grid.minSilenceMs)
        for (const speechPadMs of grid.speechPadMs) out.push({ threshold, minSpeechDurationMs, minSilenceDurationMs, speechPadMs });
  return out;
}

/** Whether a setting is the scoring default (threshold 0.5, 250 ms, 100 ms, no padding). */
export function isDefaultSetting(v: VadSettings): boolean {
  const d = DEFAULT_VAD_SETTINGS;
  return (
    v.threshold === d.threshold &&
    v.minSpeechDurationMs === d.minSpeechDurationMs &&
    v.minSilenceDurationMs === d.minSilenceDurationMs &&
    v.speechPadMs === d.speechPadMs &&
    (v.maxSpeechDurationS ?? Infinity) === Infinity
  );
}
