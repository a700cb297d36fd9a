/**
 * The bounds a WAV file's header must keep for the file to be read as audio: a header that
 * declares an absurd rate or length is bad input, named with its reason, before anything is
 * decoded or converted. The bounds, and why (docs/faults.md says the same):
 *   - a sample rate from 4000 Hz to 384000 Hz. Speech is recorded at 8 kHz (telephony) and up;
 *     384 kHz is the highest rate audio interfaces and WAV writers offer. Outside it the header
 *     is damaged or the file is not audio to score, and a rate such as 100000007 Hz would ask the
 *     resampler for a filter of two billion taps (its length is 20·max(up, down) + 1 for
 *     up/down = 16000/rate reduced): within the bounds it has at most 7.7 million, built once
 *     per rate;
 *   - a length (frames / rate) of at most one hour. A Full-Duplex-Bench sample lasts seconds to a
 *     few minutes; a window is as long as its input, and every output is padded or cropped to it
 *     at 16 kHz in memory, so the bound keeps a window under 57.6 million samples.
 * The size of a file, whatever it declares, is bounded where it is read (src/input/tree/read.ts).
 */
import type { WavLayout } from "./wav.js";

/** The lowest sample rate a WAV file may declare, in Hz: half the 8 kHz of telephone speech. */
export const MIN_WAV_RATE = 4000;
/** The highest sample rate a WAV file may declare, in Hz: the highest audio hardware offers. */
export const MAX_WAV_RATE = 384000;
/** The longest a WAV file may last, in seconds (frames / rate): an hour. */
export const MAX_WAV_SECONDS = 3600;

/** Why a header is implausible: the problem without its values (`check`) and with them (`message`), or null. */
export function implausibleWav(
  w: Pick<WavLayout, "sampleRate" | "nSamples">,
): { check: string; message: string } | null {
  if (!(w.sampleRate >= MIN_WAV_RATE && w.sampleRate <= MAX_WAV_RATE))
    return {
      check: `declares a sample rate outside ${MIN_WAV_RATE} to ${MAX_WAV_RATE} Hz`,
      message: `declares a sample rate of ${w.sampleRate} Hz, outside the ${MIN_WAV_RATE} to ${MAX_WAV_RATE} Hz of recorded audio`,
    };
  const seconds = w.nSamples / w.sampleRate;
  if (seconds > MAX_WAV_SECONDS)
    return {
      check: `lasts more than ${MAX_WAV_SECONDS} s by its header`,
      message:
        `lasts ${Math.round(seconds)} s by its header (${w.nSamples} frames at ${w.sampleRate} Hz), ` +
        `more than the ${MAX_WAV_SECONDS} s (an hour) a sample's audio may last`,
    };
  return null;
}
