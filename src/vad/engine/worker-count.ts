/**
 * How many VAD worker threads a run starts: none (the run computes in its own thread) until it
 * has found two workers' share of uncached audio (2 × AUDIO_PER_WORKER_S), then one per core
 * (or per `--jobs`), at most one per uncached file. A worker costs a fixed set-up (module load,
 * the onnxruntime add-on, loading the stored fast graph and its probe verdict, or building and
 * probing the graph when none is stored) on top of the messages it exchanges, which a small
 * run does not repay; a run found to have that much uncached audio
 * starts its workers at once, so they set up while the rest of its files are hashed.
 * The count never changes a result: every path computes the same bits.
 */

/**
 * Uncached audio (seconds) per worker: a run starts workers once it has found twice this. (On 2
 * idle cores two workers tied with one thread at about 240 s of audio in all.)
 */
export const AUDIO_PER_WORKER_S = 200;

/**
 * Workers for `missFiles` uncached files of `missAudioS` seconds in all when at most
 * `maxWorkers` may run (the cores, or `--jobs`): 0 (compute in the main thread) below two
 * shares of `perWorkerS` or when fewer than two would run.
 */
export function workerCount(
  missAudioS: number,
  missFiles: number,
  maxWorkers: number,
  perWorkerS: number = AUDIO_PER_WORKER_S,
): number {
  if (missAudioS < 2 * perWorkerS) return 0;
  const n = Math.min(Math.floor(maxWorkers), missFiles);
  return n >= 2 ? n : 0;
}
