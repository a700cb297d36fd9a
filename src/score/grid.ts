/**
 * The grid of VAD settings a sweep covers: every combination of the listed values of the four
 * recorded settings (src/vad/settings.ts), keyed by their fields. The default grid is the hand
 * study the spec quotes: threshold 0.3–0.7 × minimum silence 50–500 ms, minimum speech 250 ms,
 * no padding (20 settings, the scoring default among them).
 */
import { VAD_SETTINGS, type RecordedField, type VadSettings } from "../vad/settings.js";

export type SweepGrid = Record<RecordedField, number[]>;

export const DEFAULT_SWEEP_GRID: Readonly<SweepGrid> = Object.freeze({
  threshold: [0.3, 0.4, 0.5, 0.6, 0.7],
  minSpeechDurationMs: [250],
  minSilenceDurationMs: [50, 100, 200, 500],
  speechPadMs: [0],
});

/** The settings of a grid in the table's order: threshold outermost, then minimum speech, minimum silence, padding. */
export function gridSettings(grid: SweepGrid): VadSettings[] {
  let out: Partial<VadSettings>[] = [{}];
  for (const s of VAD_SETTINGS)
    out = out.flatMap((partial) => grid[s.field].map((x) => ({ ...partial, [s.field]: x })));
  return out as VadSettings[];
}
