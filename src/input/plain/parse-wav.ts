/**
 * The header of a sample's WAV file for the plain-dataset loader (rate, channels, encoding,
 * frames), with an unreadable file or a non-positive sample rate reported as bad input naming
 * the sample and the file. Nothing is decoded here.
 */
import { WavError } from "../../errors.js";
import { wavLayout, type WavLayout } from "../../audio/wav.js";
import { inputError } from "../../errors.js";

export function sampleWavHeader(sampleId: string, file: string, bytes: Uint8Array): WavLayout {
  let w: WavLayout;
  try {
    w = wavLayout(bytes, bytes.length)!;
  } catch (e) {
    if (e instanceof WavError) throw inputError(sampleId, `${file} is not a readable WAV file (${e.message})`);
    throw e;
  }
  if (w.sampleRate < 1) throw inputError(sampleId, `${file} declares a sample rate of ${w.sampleRate} Hz`);
  return w;
}
