/**
 * From validated samples to per-sample rows: the one place that applies the per-sample rules.
 * Interruption rows take their segments from the cached probabilities with the given VAD
 * settings, so a sweep only re-runs this step.
 */
import type { Sample } from "../input/tree/sample.js";
import type { ScoredSubset } from "../input/tree/subsets.js";
import { speechSegments } from "../vad/segments.js";
import type { VadSettings } from "../vad/settings.js";
import { interruptionRow } from "./interruption.js";
import { VAD_RATE } from "../vad/silero.js";
import { pauseRow } from "./pause.js";
import { ineligibleRow, type SampleRow } from "./rows.js";
import { turnTakingRow } from "./turn-taking.js";

export function sampleRow(s: Sample, vad: VadSettings): SampleRow | null {
  if (!s.eligible) {
    if (s.subset === "icc_backchannel") return null;
    return ineligibleRow({ sampleId: s.sampleId, subset: s.subset as ScoredSubset, task: s.task, reasons: s.reasons });
  }
  switch (s.task) {
    case "pause_handling":
      return pauseRow(s);
    case "turn_taking":
      return turnTakingRow(s);
    case "user_interruption":
      return interruptionRow(s, speechSegments(s.probs, s.nSamples, VAD_RATE, vad));
    case "backchannel":
      return null;
  }
}
