/**
 * How many VAD worker threads a run starts, chosen from the work: the uncached audio and the
 * cores. A worker costs a fixed set-up (module load, the onnxruntime add-on, building its fast
 * graph, about a quarter of a CPU-second even with a stored probe verdict) on top of the
 * messages it exchanges, and the main thread keeps a core busy hashing while the workers set
 * up; a single run in-process pays one set-up and no messages. So a run starts workers only
 * when each would get enough uncached audio (AUDIO_PER_WORKER_S) to repay its set-up, never
 * more than the idle cores (or `--jobs`), and none (in-process) when fewer than two would pay.
 * On a machine other work keeps busy, workers only compete with it (and with each other): the
 * cores counted are those the one-minute load average leaves idle.
 * The count never changes a result: every path computes the same bits.
 */
import { availableParallelism, loadavg } from "node:os";

/**
 * Uncached audio (seconds) each worker must have before a run starts workers: at about 1500x
 * real time per core, a second of computing each, several times its set-up. (Two workers on
 * 28 minutes of audio, about 830 s each, were no faster than one thread.)
 */
export const AUDIO_PER_WORKER_S = 1500;

/** Cores not kept busy by other work: the cores less the one-minute load average, at least 1. */
export function idleCores(cores: number = availableParallelism(), load: number = loadavg()[0] ?? 0): number {
  return Math.max(1, Math.min(cores, Math.round(cores - load)));
}

/**
 * Workers for `missAudioS` seconds of uncached audio when at most `maxWorkers` may run (the
 * cores, or `--jobs`), each needing `perWorkerS` of it: 0 means compute in the main thread.
 */
export function workerCount(missAudioS: number, maxWorkers: number, perWorkerS: number = AUDIO_PER_WORKER_S): number {
  const n = Math.min(Math.floor(maxWorkers), Math.floor(missAudioS / perWorkerS));
  return n >= 2 ? n : 0;
}
