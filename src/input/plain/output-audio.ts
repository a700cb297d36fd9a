/**
 * The `output.wav` of a plain-dataset sample as the VAD must see it: 16 kHz mono with exactly
 * the window's sample count.
 *   - Mono 16 kHz PCM16 of the right length is used as is, by the streaming reader; of another
 *     length it is zero-padded or cropped.
 *   - Any other file is decoded through wavefile (src/audio/decode.ts). Mono 16 kHz floats go to
 *     the VAD as they are (the file itself when its length is right, else padded or cropped
 *     float32), with no int16 round trip.
 *   - Other rates and channel counts are mixed and resampled from the decoded floats in int16
 *     units (x · 32768) with the documented resampler of src/audio/resample.ts, which rounds to
 *     PCM16: a PCM16 file gives exactly what it gave before, a 24-bit or float file the nearest
 *     PCM16 values of its converted samples.
 * An encoding that cannot be decoded, a NaN or infinite float sample and a file that is not
 * RIFF/WAVE stop the run with one line naming the sample.
 */
import { decodeWav, type DecodedWav } from "../../audio/decode.js";
import type { Encoding } from "../../audio/encoding.js";
import { fitLength, to16kMono } from "../../audio/resample.js";
import { WavError } from "../../errors.js";
import { isPcm16, parseWav } from "../../audio/wav.js";
import { inputError } from "../../errors.js";
import { sampleWavHeader } from "./parse-wav.js";
import { VAD_RATE } from "../../vad/silero.js";

/** What a converted file was: its encoding, rate and channel count. */
export interface NativeAudio {
  encoding: Encoding;
  rate: number;
  channels: number;
}

export interface OutputAudio {
  /** Encoding, rate, channels and frames of the file itself. */
  native: NativeAudio & { frames: number };
  /**
   * The samples the VAD must see instead of the file: PCM16 (converted) or float32 on the
   * [-1, 1) scale (a 16 kHz mono file padded or cropped); null when the file itself is analysed.
   */
  converted: Int16Array | Float32Array | null;
  /** True when the file is not mono 16 kHz PCM16 (it was decoded through wavefile). */
  decoded: boolean;
}

/** Decode a sample's WAV file, naming the sample and the file in any problem. */
export function decodeSampleWav(sampleId: string, file: string, bytes: Uint8Array): DecodedWav {
  try {
    return decodeWav(bytes);
  } catch (e) {
    if (e instanceof WavError) throw inputError(sampleId, `${file}: ${e.message}`);
    throw e;
  }
}

/** Decoded floats (the [-1, 1) scale) to int16 units, exactly (× 2^15), in place. */
function toInt16Units(x: Float64Array): Float64Array {
  for (let i = 0; i < x.length; i++) x[i] = x[i]! * 32768;
  return x;
}

export function outputAudio(sampleId: string, bytes: Uint8Array, nSamples: number): OutputAudio {
  const h = sampleWavHeader(sampleId, "output.wav", bytes);
  if (isPcm16(h) && h.channels === 1 && h.sampleRate === VAD_RATE) {
    const native = { encoding: "pcm16" as const, rate: VAD_RATE, channels: 1, frames: h.nSamples };
    if (h.nSamples === nSamples) return { native, converted: null, decoded: false };
    return { native, converted: fitLength(parseWav(bytes).samples, nSamples), decoded: false };
  }
  const d = decodeSampleWav(sampleId, "output.wav", bytes);
  const native = { encoding: d.encoding, rate: d.sampleRate, channels: d.channels, frames: d.frames };
  if (d.sampleRate === VAD_RATE && d.channels === 1) {
    if (d.frames === nSamples) return { native, converted: null, decoded: true };
    const fitted = new Float32Array(nSamples);
    fitted.set(d.samples.subarray(0, Math.min(nSamples, d.frames)));
    return { native, converted: fitted, decoded: true };
  }
  return { native, converted: to16kMono(toInt16Units(d.samples), d.channels, d.sampleRate, nSamples), decoded: true };
}
