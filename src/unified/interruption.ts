/**
 * Per-sample user-interruption rules (docs/definitions.md "User interruption") from VAD segments:
 * speech at S (start <= S < end) and carried over R (start < R < end), then the outcome in the
 * order not_exercised, speaking_at_end, response, no_response; plus the stop time, the speech
 * inside [S, R] and the restarts inside (S, R). Segments are in samples at 16 kHz.
 */
import type { InterruptionSample } from "../input/tree/sample.js";
import { fromMicros, samplesToMicros } from "../time.js";
import { VAD_RATE } from "../vad/silero.js";
import { firstWord } from "./turn-taking.js";
import type { InterruptionOutcome, InterruptionRow } from "./rows.js";

export function interruptionRow(
  s: InterruptionSample,
  segmentsInSamples: readonly (readonly [number, number])[],
): InterruptionRow {
  const { S_us, R_us } = s;
  const segs = segmentsInSamples.map(([a, b]) => ({
    start_us: samplesToMicros(a, VAD_RATE),
    end_us: samplesToMicros(b, VAD_RATE),
    toT: b === s.nSamples,
  }));
  const covering = segs.find((g) => g.start_us <= S_us && S_us < g.end_us) ?? null;
  const speechAtOnset = covering !== null;
  const speechAtEnd = segs.some((g) => g.start_us < R_us && R_us < g.end_us);
  const first = firstWord(s.words);

  let outcome: InterruptionOutcome;
  if (!speechAtOnset) outcome = "not_exercised";
  else if (speechAtEnd) outcome = "speaking_at_end";
  else if (first !== null && first.start_us >= R_us) outcome = "response";
  else outcome = "no_response";

  const inside_us = segs.reduce(
    (sum, g) => sum + Math.max(0, Math.min(g.end_us, R_us) - Math.max(g.start_us, S_us)),
    0,
  );
  return {
    sample_id: s.sampleId,
    subset: "synthetic_user_interruption",
    task: s.task,
    eligible: true,
    T: fromMicros(s.T_us),
    S: fromMicros(S_us),
    R: fromMicros(R_us),
    segments: segs.map((g) => [fromMicros(g.start_us), fromMicros(g.end_us)]),
    speech_at_onset: speechAtOnset,
    speech_at_end: speechAtEnd,
    speech_before_onset: segs.some((g) => g.start_us < S_us),
    outcome,
    latency_s: outcome === "response" ? fromMicros(first!.start_us - R_us) : null,
    stop_s: covering === null || covering.toT ? null : fromMicros(covering.end_us - S_us),
    speech_in_interruption_s: fromMicros(inside_us),
    restarts: segs.filter((g) => g.start_us > S_us && g.start_us < R_us).length,
  };
}
