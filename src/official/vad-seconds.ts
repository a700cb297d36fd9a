/**
 * The speech segments `eval_backchannel.py` gets from Silero: `get_speech_timestamps` with the
 * library defaults (threshold 0.5, minimum speech 250 ms, minimum silence 100 ms, 30 ms padding)
 * and `return_seconds=True`, whose times are `max(round(start / sr, 1), 0)` and
 * `min(round(end / sr, 1), n / sr)` with Python's round (ties to even on the exact binary value,
 * src/official/py-round.ts), so a last end that would round past the audio stays unrounded.
 */
import { speechSegments } from "../vad/segments.js";
import type { VadSettings } from "../vad/settings.js";
import { pyRound } from "./py-round.js";

export const OFFICIAL_BACKCHANNEL_VAD: Readonly<VadSettings> = Object.freeze({
  threshold: 0.5,
  minSpeechDurationMs: 250,
  minSilenceDurationMs: 100,
  speechPadMs: 30,
});

/** Segments in samples to Silero's one-decimal seconds. */
export function segmentsToSeconds(
  segments: readonly (readonly [number, number])[],
  nSamples: number,
  sampleRate: number,
): [number, number][] {
  const length = nSamples / sampleRate;
  return segments.map(([a, b]) => [
    Math.max(pyRound(a / sampleRate, 1), 0),
    Math.min(pyRound(b / sampleRate, 1), length),
  ]);
}

/**
 * The official segments in seconds, from Silero probabilities of `nSamples` samples analysed at
 * `sampleRate` (the rate the VAD was told, which the --backchannel-sr switch decides).
 */
export function officialSegmentsSeconds(
  probs: ArrayLike<number>,
  nSamples: number,
  sampleRate: number,
): [number, number][] {
  return segmentsToSeconds(speechSegments(probs, nSamples, sampleRate, OFFICIAL_BACKCHANNEL_VAD), nSamples, sampleRate);
}
