/**
 * The window [0, T] of a plain-dataset sample, from its `input.wav` (or another input of it,
 * `clean_input.wav`; the v1.0 and the v1.5 loaders both read inputs here): T = frames / rate as a
 * double, on the microsecond grid. The VAD sees `nSamples` samples at 16 kHz: the frame count
 * itself for a 16 kHz input, otherwise ceil(frames · 16000 / rate) (the length `resample_poly`
 * gives when the input is brought to 16 kHz, as the reference-tree exporter does). An input with
 * no samples (a header and an empty data chunk) is a problem of its own, named with its file: it
 * would make T = 0 and every time of the sample "past T", blaming the annotation for the input.
 */
import { samplesAt16k, sampleWavHeader } from "../../audio/vad-audio.js";
import { fail } from "../../problems.js";
import { checkedTime } from "../tree/checks.js";

export interface InputWindow {
  /** T in integer microseconds. */
  T_us: number;
  /** Samples of the window at 16 kHz. */
  nSamples: number;
  rate: number;
  frames: number;
}

/** The window of `bytes`, the sample's input.wav (or another input of it, `file`). */
export function inputWindow(sampleId: string, bytes: Uint8Array, file = "input.wav"): InputWindow {
  const w = sampleWavHeader(sampleId, file, bytes);
  if (w.nSamples === 0)
    fail(sampleId, {
      file,
      check: `${file} holds no samples`,
      message: `${file} holds no samples (a WAV header with an empty data chunk), so the sample has no length T`,
      fix: "the copy or the recording that made it was cut short: make it again",
    });
  const T_us = checkedTime(sampleId, { label: "T", kind: "T" }, w.nSamples / w.sampleRate, Infinity);
  return { T_us, nSamples: samplesAt16k(w.nSamples, w.sampleRate), rate: w.sampleRate, frames: w.nSamples };
}
