/**
 * Worker threads for uncached files, one onnxruntime session (one intra-op thread) each, and how
 * many a run starts: none (the run computes in its own thread) until it has found two workers'
 * share of uncached audio (2 × AUDIO_PER_WORKER_S), then one per core (or per `--jobs`), at most
 * one per uncached file. A worker costs a fixed set-up (module load, the onnxruntime add-on,
 * loading the stored fast graph and its probe verdict, or building and probing the graph when
 * none is stored) on top of the messages it exchanges, which a small run does not repay. The count
 * never changes a result: every path computes the same bits.
 * The workers are started as soon as enough uncached audio is known, so they load and verify their
 * models while the main thread is still hashing the other inputs; `run` then hands every worker
 * the whole list and one shared queue per sample rate (claims.ts): each worker keeps a few
 * streams in flight and takes the next file (longest first) whenever one finishes, so a faster
 * or earlier-ready core takes more. Each result is delivered as soon as it is done.
 * The worker script sits beside this module once compiled; when it is absent (for example
 * when sources are run through a CommonJS notebook kernel) callers compute in-process.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { ratesOf, sharedCounters } from "./claims.js";
import type { MissFile } from "./compute-misses.js";
import { thisModuleDir } from "../../package-root.js";
import type { WorkerInput, WorkerMessage, WorkerRequest } from "./worker.js";

/** The compiled worker script `name` of this folder (the VAD's, or the scan's), or null when it is not there. */
export function workerScript(name = "worker.js"): string | null {
  const f = join(thisModuleDir(), "vad", "engine", name);
  return existsSync(f) ? f : null;
}

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

/**
 * Streams in flight per worker when `workers` share `files`: a worker takes a new file whenever
 * one of its streams ends, so with about two rounds of files each (at least 16 streams, at most
 * `max`) a worker that is ready earlier or runs faster takes more of them. The fast graph loses
 * little with few streams in flight (it takes more steps per call instead); the shipped graph
 * (8 kHz) runs small batches only when there are few files anyway.
 */
export function sharedBatch(files: number, workers: number, max: number): number {
  return Math.max(1, Math.min(max, Math.max(16, Math.ceil(files / (2 * workers)))));
}

export interface PoolOptions extends WorkerInput {
  script: string;
  workers: number;
  /** Most streams in flight per worker. */
  batchSize: number;
}

export class WorkerPool {
  private readonly workers: Worker[];
  private readonly batchSize: number;
  private readonly data: WorkerInput;
  private readonly script: string;
  /** Model kind each worker reported ("fast" or "shipped"), once known. */
  readonly kinds: string[] = [];

  constructor(opts: PoolOptions) {
    const { script, workers, batchSize, ...data } = opts;
    this.batchSize = batchSize;
    this.data = data;
    this.script = script;
    this.workers = [];
    this.grow(Math.max(1, workers));
  }

  /** Start workers until there are `workers` (before `run`). */
  grow(workers: number): void {
    while (this.workers.length < workers) {
      const k = this.workers.length;
      // by variable: the compiled worker.js beside this module (workerScript), or a test's script
      const w = new Worker(this.script, { workerData: this.data });
      w.on("message", (m: WorkerMessage) => {
        if (m.type === "model") this.kinds[k] = m.kind;
      });
      this.workers.push(w);
    }
  }

  /** Compute all files; `onResult` is called on the main thread per file. Terminates the workers. */
  async run(files: MissFile[], onResult: (index: number, probs: Float32Array) => void): Promise<void> {
    const request: WorkerRequest = {
      type: "run",
      files,
      claims: sharedCounters(ratesOf(files).length),
      batchSize: sharedBatch(files.length, this.workers.length, this.batchSize),
    };
    try {
      await Promise.all(this.workers.map((w) => this.runOne(w, request, onResult)));
    } finally {
      this.terminate();
    }
  }

  terminate(): void {
    for (const w of this.workers) void w.terminate();
  }

  private runOne(
    w: Worker,
    request: WorkerRequest,
    onResult: (index: number, probs: Float32Array) => void,
  ): Promise<void> {
    if (request.files.length === 0) return Promise.resolve();
    return new Promise<void>((resolvePromise, reject) => {
      let settled = false;
      const finish = (err?: Error): void => {
        if (settled) return;
        settled = true;
        w.off("message", onMessage);
        if (err) reject(err);
        else resolvePromise();
      };
      const onMessage = (m: WorkerMessage): void => {
        try {
          if (m.type === "result") onResult(m.index, m.probs);
          else if (m.type === "done") finish();
          else if (m.type === "error") finish(new Error(m.message));
        } catch (e) {
          finish(e instanceof Error ? e : new Error(String(e)));
        }
      };
      w.on("message", onMessage);
      w.once("error", (e) => finish(e));
      w.once("exit", (code) => finish(new Error(`VAD worker exited (code ${code}) before finishing`)));
      w.postMessage(request);
    });
  }
}
