/**
 * The constants of Silero VAD v6.2 that the rest of the code relies on, in one place: the two
 * sample rates the model takes, the window and context of each, the recurrent state's size, and
 * the rate the scorer runs it at (16 kHz: every interruption output is brought to it). The rates
 * are defined in src/audio/rates.ts, below the VAD, because the audio code reads at them.
 */

/** The analysis rate and the model's rates, kept with the audio code that reads at them. */
export { SILERO_RATES, VAD_RATE } from "../audio/rates.js";
/** Width of the LSTM state `[2, B, STATE_SIZE]`. */
export const STATE_SIZE = 128;

/** Samples per model window: 512 at 16 kHz, 256 at 8 kHz. */
export function windowSize(sampleRate: number): number {
  if (sampleRate === 16000) return 512;
  if (sampleRate === 8000) return 256;
  throw new RangeError(`Silero VAD supports 16000 and 8000 Hz, not ${sampleRate}`);
}

/** Samples of the previous window prepended to each window: 64 at 16 kHz, 32 at 8 kHz (an eighth of the window). */
export function contextSize(sampleRate: number): number {
  return windowSize(sampleRate) / 8;
}

/** Number of model windows for `nSamples` samples: ceil(nSamples / window). */
export function windowCount(nSamples: number, sampleRate: number): number {
  return Math.ceil(nSamples / windowSize(sampleRate));
}
