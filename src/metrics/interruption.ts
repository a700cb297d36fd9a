/**
 * Per-sample user-interruption rules (docs/definitions.md "User interruption") from VAD segments:
 * speech at S (start <= S < end) and carried over R (start < R < end), then the outcome in the
 * order not_exercised, speaking_at_end, response, no_response; plus the stop time, the speech
 * inside [S, R] and the restarts inside (S, R). Segments are in samples at 16 kHz.
 */
import type { InterruptionSample } from "../tree/sample.js";
import { samplesToMicros } from "../time.js";
import { VAD_RATE } from "../vad/silero.js";
import { firstWord } from "./turn-taking.js";
import type { InterruptionOutcome, InterruptionRow } from "./rows.js";

export function interruptionRow(s: InterruptionSample, segmentsInSamples: readonly (readonly [number, number])[]): InterruptionRow {
  const { S, R } = s;
  const segs = segmentsInSamples.map(([a, b]) => ({
    start: samplesToMicros(a, VAD_RATE),
    end: samplesToMicros(b, VAD_RATE),
    toT: b === s.nSamples,
  }));
  const covering = segs.find((g) => g.start <= S && S < g.end) ?? null;
  const speechAtOnset = covering !== null;
  const speechAtEnd = segs.some((g) => g.start < R && R < g.end);
  const first = firstWord(s.words);

  let outcome: InterruptionOutcome;
  if (!speechAtOnset) outcome = "not_exercised";
  else if (speechAtEnd) outcome = "speaking_at_end";
  else if (first !== null && first.start >= R) outcome = "response";
  else outcome = "no_response";

  const inside = segs.reduce((sum, g) => sum + Math.max(0, Math.min(g.end, R) - Math.max(g.start, S)), 0);
  return {
    sample_id: s.sampleId,
    subset: "synthetic_user_interruption",
    task: s.task,
    eligible: true,
    T: s.T / 1e6,
    S: S / 1e6,
    R: R / 1e6,
    segments: segs.map((g) => [g.start / 1e6, g.end / 1e6]),
    speech_at_onset: speechAtOnset,
    speech_at_end: speechAtEnd,
    speech_before_onset: segs.some((g) => g.start < S),
    outcome,
    latency_s: outcome === "response" ? (first!.start - R) / 1e6 : null,
    stop_s: covering === null || covering.toT ? null : (covering.end - S) / 1e6,
    speech_in_interruption_s: inside / 1e6,
    restarts: segs.filter((g) => g.start > S && g.start < R).length,
  };
}
