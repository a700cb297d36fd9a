/**
 * Worker threads for uncached files, one onnxruntime session (one intra-op thread) each. The
 * workers are started as soon as enough uncached audio is known, so they load and verify their
 * models while the main thread is still hashing the other inputs; `run` then assigns the files
 * longest first to the least-loaded worker and delivers each result as soon as it is done.
 * The worker script sits beside this module once compiled; when it is absent (for example
 * when sources are run through a CommonJS notebook kernel) callers compute in-process.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { MissFile } from "./compute.js";
import { thisModuleDir } from "./package-root.js";
import type { WorkerInput, WorkerMessage, WorkerRequest } from "./worker.js";

/** The compiled worker script, or null when it is not there. */
export function workerScript(): string | null {
  const f = join(thisModuleDir(), "worker.js");
  return existsSync(f) ? f : null;
}

/** Split items into `n` shares of about equal duration (longest first, to the lightest share; ties by index). */
export function shareOut<T extends { index: number }>(items: T[], n: number, seconds: (item: T) => number): T[][] {
  const shares: T[][] = Array.from({ length: n }, () => []);
  const load = new Array<number>(n).fill(0);
  const sorted = [...items].sort((a, b) => seconds(b) - seconds(a) || a.index - b.index);
  for (const item of sorted) {
    let k = 0;
    for (let j = 1; j < n; j++) if (load[j]! < load[k]!) k = j;
    shares[k]!.push(item);
    load[k]! += seconds(item);
  }
  return shares;
}

export interface PoolOptions extends WorkerInput {
  script: string;
  workers: number;
}

export class WorkerPool {
  private readonly workers: Worker[];
  /** Model kind each worker reported ("fast" or "shipped"), once known. */
  readonly kinds: string[] = [];

  constructor(opts: PoolOptions) {
    const data: WorkerInput = { modelPath: opts.modelPath, modelSha256: opts.modelSha256, fast: opts.fast, batchSize: opts.batchSize };
    this.workers = Array.from({ length: Math.max(1, opts.workers) }, () => new Worker(opts.script, { workerData: data }));
    this.workers.forEach((w, k) => w.on("message", (m: WorkerMessage) => void (m.type === "model" && (this.kinds[k] = m.kind))));
  }

  /** Compute all files; `onResult` is called on the main thread per file. Terminates the workers. */
  async run(files: MissFile[], onResult: (index: number, probs: Float32Array) => void): Promise<void> {
    const shares = shareOut(files, this.workers.length, (f) => f.nSamples / f.sampleRate);
    try {
      await Promise.all(this.workers.map((w, k) => this.runOne(w, shares[k]!, onResult)));
    } finally {
      this.terminate();
    }
  }

  terminate(): void {
    for (const w of this.workers) void w.terminate();
  }

  private runOne(w: Worker, share: MissFile[], onResult: (index: number, probs: Float32Array) => void): Promise<void> {
    if (share.length === 0) return Promise.resolve();
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
      w.postMessage({ type: "run", files: share } satisfies WorkerRequest);
    });
  }
}
