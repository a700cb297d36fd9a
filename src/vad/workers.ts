/**
 * How many VAD worker threads a run starts, chosen from the work: the uncached audio and the
 * cores. A worker costs a fixed set-up (module load, the onnxruntime add-on, building its fast
 * graph, about a quarter of a CPU-second even with a stored probe verdict) on top of the
 * messages it exchanges, and the main thread keeps a core busy hashing while the workers set
 * up; a single run in-process pays one set-up and no messages. So a run starts workers only
 * when each would get enough uncached audio (AUDIO_PER_WORKER_S) to repay its set-up, never
 * more than the cores (or `--jobs`), and none (in-process) when fewer than two would pay.
 * The count never changes a result: every path computes the same bits.
 */

/**
 * Uncached audio (seconds) each worker must have before a run starts workers: at about 1500x
 * real time per core, about two seconds of computing each, several times its set-up.
 */
export const AUDIO_PER_WORKER_S = 3000;

/**
 * Workers for `missAudioS` seconds of uncached audio when at most `maxWorkers` may run (the
 * cores, or `--jobs`), each needing `perWorkerS` of it: 0 means compute in the main thread.
 */
export function workerCount(missAudioS: number, maxWorkers: number, perWorkerS: number = AUDIO_PER_WORKER_S): number {
  const n = Math.min(Math.floor(maxWorkers), Math.floor(missAudioS / perWorkerS));
  return n >= 2 ? n : 0;
}
