/**
 * The `output.wav` of a plain-dataset sample as the VAD must see it: 16 kHz mono PCM16 with
 * exactly the window's sample count. A file already in that form is used as is; any other
 * PCM16 file (another rate, several channels, another length) is converted with the documented
 * resampler of src/audio/resample.ts and zero-padded or cropped. Other encodings stop the run.
 */
import { to16kMono } from "../audio/resample.js";
import { parseSampleWav } from "./parse-wav.js";
import { inputError } from "../errors.js";

export interface OutputAudio {
  /** Rate, channels and frames of the file itself. */
  native: { rate: number; channels: number; frames: number };
  /** null when the file is already 16 kHz mono PCM16 of the right length. */
  converted: Int16Array | null;
}

export function outputAudio(sampleId: string, bytes: Uint8Array, nSamples: number): OutputAudio {
  const w = parseSampleWav(sampleId, "output.wav", bytes);
  const native = { rate: w.sampleRate, channels: w.channels, frames: w.nSamples };
  if (w.format !== "pcm" || w.bitDepth !== 16) {
    throw inputError(sampleId, `output.wav is ${w.bitDepth}-bit ${w.format} at ${w.sampleRate} Hz; only 16-bit PCM can be read`);
  }
  if (w.sampleRate === 16000 && w.channels === 1 && w.nSamples === nSamples) return { native, converted: null };
  return { native, converted: to16kMono(w.samples, w.channels, w.sampleRate, nSamples) };
}
