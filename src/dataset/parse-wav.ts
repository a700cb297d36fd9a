/**
 * A sample's WAV file parsed for the plain-dataset loader, with an unreadable file or a
 * non-positive sample rate reported as bad input naming the sample and the file.
 */
import { parseWav, WavError, type WavInfo } from "../audio/wav.js";
import { inputError } from "../errors.js";

export function parseSampleWav(sampleId: string, file: string, bytes: Uint8Array): WavInfo {
  let w: WavInfo;
  try {
    w = parseWav(bytes);
  } catch (e) {
    if (e instanceof WavError) throw inputError(sampleId, `${file} is not a readable WAV file (${e.message})`);
    throw e;
  }
  if (w.sampleRate < 1) throw inputError(sampleId, `${file} declares a sample rate of ${w.sampleRate} Hz`);
  return w;
}
