/**
 * The constants of Silero VAD v6.2 that the rest of the code relies on, in one place: the two
 * sample rates the model takes, the window and context of each, the recurrent state's size, and
 * the rate the scorer runs it at (16 kHz: every interruption output is brought to it).
 */

/** The rate every scored output is analysed at; segments are counted in samples at this rate. */
export const VAD_RATE = 16000;
/** The rates the model itself accepts. */
export const SILERO_RATES: readonly number[] = [16000, 8000];
/** Width of the LSTM state `[2, B, STATE_SIZE]`. */
export const STATE_SIZE = 128;

/** Samples per model window: 512 at 16 kHz, 256 at 8 kHz. */
export function windowSize(sampleRate: number): number {
  if (sampleRate === 16000) return 512;
  if (sampleRate === 8000) return 256;
  throw new RangeError(`Silero VAD supports 16000 and 8000 Hz, not ${sampleRate}`);
}

/** Samples of the previous window prepended to each window: 64 at 16 kHz, 32 at 8 kHz. */
export function contextSize(sampleRate: number): number {
  if (sampleRate === 16000) return 64;
  if (sampleRate === 8000) return 32;
  throw new RangeError(`Silero VAD supports 16000 and 8000 Hz, not ${sampleRate}`);
}

/** Number of model windows for `nSamples` samples: ceil(nSamples / window). */
export function windowCount(nSamples: number, sampleRate: number): number {
  return Math.ceil(nSamples / windowSize(sampleRate));
}
