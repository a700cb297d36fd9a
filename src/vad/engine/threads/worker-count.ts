/**
 * How many VAD worker threads a run starts, chosen from the work: the uncached audio and the
 * cores. A worker costs a fixed set-up (module load, the onnxruntime add-on, loading the stored
 * fast graph and its probe verdict: about a tenth of a second; building the graph when none is
 * stored costs more) on top of the messages it exchanges, and the main thread keeps a core
 * busy hashing while the workers set up; a single run in-process pays one set-up and no messages. So a run starts workers only
 * when each would get enough uncached audio (AUDIO_PER_WORKER_S) to repay its set-up, never
 * more than the idle cores (or `--jobs`), and none (in-process) when fewer than two would pay.
 * On a machine other work keeps busy, workers only compete with it (and with each other): the
 * cores counted are those other work leaves idle, measured over this run's own first moments
 * (src/cpu-load.ts), so neither the load of an earlier run nor this run's own start counts; the
 * one-minute load average stands in when that window is too short to tell.
 * The count never changes a result: every path computes the same bits.
 */
import { availableParallelism, loadavg } from "node:os";
import { otherLoad } from "../../../cpu-load.js";

/**
 * Uncached audio (seconds) each worker must have before a run starts workers. A worker that
 * loads its stored fast graph is ready in about a tenth of a second; at 1500-2000x real time
 * per core, 200 s of audio is a few times that. (Measured on 2 idle cores: two workers tie with
 * one thread at about 240 s of audio in all and gain about a quarter at 1660 s.)
 */
export const AUDIO_PER_WORKER_S = 200;

/**
 * Cores not kept busy by other work, at least 1: the cores less `load` (other work's cores, from
 * `otherLoad`, else the one-minute load average).
 */
export function idleCores(cores: number = availableParallelism(), load: number = otherLoad() ?? loadavg()[0] ?? 0): number {
  return Math.max(1, Math.min(cores, Math.round(cores - load)));
}

/**
 * The uncached audio (seconds) a run can expect in all, from the `missAudioS` found among the
 * first `seen` of `total` files: the same share of misses through the rest. Workers start on
 * this projection, so they set up while the rest is still being hashed.
 */
export function projectedMissAudio(missAudioS: number, seen: number, total: number): number {
  return seen <= 0 ? 0 : (missAudioS * Math.max(total, seen)) / seen;
}

/**
 * Workers for `missAudioS` seconds of uncached audio when at most `maxWorkers` may run (the
 * cores, or `--jobs`), each needing `perWorkerS` of it: 0 means compute in the main thread.
 */
export function workerCount(missAudioS: number, maxWorkers: number, perWorkerS: number = AUDIO_PER_WORKER_S): number {
  const n = Math.min(Math.floor(maxWorkers), Math.floor(missAudioS / perWorkerS));
  return n >= 2 ? n : 0;
}
