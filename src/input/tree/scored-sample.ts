/**
 * One sample's transcript (and annotation, where its task has one) checked, and the step that
 * completes a sample whose output the VAD reads (interruption, backchannel) once it has run. Both
 * loaders (the reference tree and the plain folder) use these, so that they apply the same checks.
 */
import { checkedInterruption, checkedPauses, checkedTime, checkedWords, checkWordsFromR } from "./checks.js";
import { parseWith } from "./read.js";
import type {
  BackchannelSample,
  IneligibleSample,
  InterruptionSample,
  PauseSample,
  TurnTakingSample,
} from "./sample.js";
import type { Transcript } from "./file-shapes.js";
import { InterruptAnnotation, PauseAnnotation, TurnTakingAnnotation } from "./schemas.js";
import { ANNOTATION_FILE } from "./subsets.js";
import type { WavAnalysis } from "./loaded-input.js";
import { VAD_RATE } from "../../vad/silero.js";

/** An interruption sample before the VAD has run (no `nSamples`, no `probs`). */
export type PendingInterruption = Omit<InterruptionSample, "nSamples" | "probs">;
/** A sample whose output the VAD reads, before it has run. */
export type PendingAudio = PendingInterruption | Omit<BackchannelSample, "nSamples" | "probs">;

/** Whether a checked sample waits for the VAD (its output's probabilities). */
export function isPendingAudio(x: PauseSample | TurnTakingSample | PendingAudio): x is PendingAudio {
  return x.task === "user_interruption" || x.task === "backchannel";
}

/**
 * Parse and check one sample's transcript words against its window and its annotation against the
 * transcript, exactly as the loaders do; a backchannel sample has no annotation (`annotationBytes`
 * null).
 */
export function checkedScoredSample(
  base: Pick<IneligibleSample, "sampleId" | "subset" | "name" | "task">,
  T_us: number,
  transcript: Transcript,
  annotationBytes: Uint8Array | null,
): PauseSample | TurnTakingSample | PendingAudio {
  const id = base.sampleId;
  const annotationFile = ANNOTATION_FILE[base.task];
  const words = checkedWords(id, transcript.chunks, T_us);
  const chunks = transcript.chunks.map((c) => ({ text: c.text ?? "", start: c.timestamp[0], end: c.timestamp[1] }));
  if (base.task === "backchannel" || annotationFile === null || annotationBytes === null)
    return { ...base, eligible: true, task: "backchannel", T_us, raw: { chunks, annotation: [] }, words };
  if (base.task === "pause_handling") {
    const spans = parseWith(annotationBytes, PauseAnnotation, id, annotationFile);
    const pauses_us = checkedPauses(id, spans, T_us);
    const raw = { chunks, annotation: spans.map((x) => x.timestamp) };
    return { ...base, eligible: true, task: "pause_handling", T_us, raw, words, pauses_us };
  }
  if (base.task === "turn_taking") {
    const spans = parseWith(annotationBytes, TurnTakingAnnotation, id, annotationFile);
    const E_us = checkedTime(
      id,
      { file: annotationFile, label: "turn end E", kind: "the turn end E" },
      spans[0]!.timestamp[0],
      T_us,
    );
    const raw = { chunks, annotation: spans.map((x) => x.timestamp) };
    return { ...base, eligible: true, task: "turn_taking", T_us, raw, words, E_us };
  }
  const spans = parseWith(annotationBytes, InterruptAnnotation, id, annotationFile);
  const { S_us, R_us } = checkedInterruption(id, spans[0]!.timestamp, T_us);
  checkWordsFromR(
    id,
    words,
    R_us,
    transcript.chunks.map((c) => c.text),
  );
  const raw = { chunks, annotation: spans.map((x) => x.timestamp) };
  return { ...base, eligible: true, task: "user_interruption", T_us, raw, words, S_us, R_us };
}

/** Whether the VAD analysed this output as the scorer needs it: 16 kHz mono, with probabilities. */
export function isScoringAudio(a: WavAnalysis): a is WavAnalysis & { probs: Float32Array } {
  return a.sampleRate === VAD_RATE && a.channels === 1 && a.probs !== null;
}

/** A pending sample with its output's length and probabilities. */
export function withProbabilities(
  p: PendingAudio,
  a: WavAnalysis & { probs: Float32Array },
): InterruptionSample | BackchannelSample {
  return { ...p, nSamples: a.nSamples, probs: a.probs } as InterruptionSample | BackchannelSample;
}
