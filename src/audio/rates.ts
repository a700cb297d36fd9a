/**
 * The sample rates audio is read, converted and written at: the rate every scored output is
 * analysed at, and the rates the VAD model (Silero v6.2) takes as they are. They live here,
 * below the VAD, because reading and resampling audio needs them and must not import the VAD;
 * src/vad/silero.ts re-exports them among the model's constants.
 */

/** The rate every scored output is analysed at; segments are counted in samples at this rate. */
export const VAD_RATE = 16000;
/** The rates the model itself accepts. */
export const SILERO_RATES: readonly number[] = [16000, 8000];
