/**
 * The sample rates of a list of files, ascending: the VAD computes one rate at a time and the
 * worker threads share one queue per rate. Apart from compute-misses.ts so the worker pool can be
 * loaded without the model code.
 */

/** The sample rates of `files`, ascending: one shared queue each. */
export function ratesOf(files: readonly { sampleRate: number }[]): number[] {
  return [...new Set(files.map((f) => f.sampleRate))].sort((a, b) => a - b);
}
