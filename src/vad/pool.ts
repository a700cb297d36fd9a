/**
 * Spreads uncached files over worker threads (one onnxruntime session with one intra-op thread
 * each). Files are assigned longest first to the least-loaded worker; each result comes back
 * as soon as its file is done. The worker script sits beside this module once compiled; when
 * it is absent (for example when sources are run through a CommonJS notebook kernel) the
 * caller computes in-process instead.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { MissFile } from "./compute.js";
import { thisModuleDir } from "./package-root.js";
import type { WorkerInput, WorkerMessage } from "./worker.js";

/** The compiled worker script, or null when it is not there. */
export function workerScript(): string | null {
  const f = join(thisModuleDir(), "worker.js");
  return existsSync(f) ? f : null;
}

/** Split files into `n` shares of about equal window count (longest first, to the lightest share). */
export function shareOut(files: MissFile[], n: number): MissFile[][] {
  const shares: MissFile[][] = Array.from({ length: n }, () => []);
  const load = new Array<number>(n).fill(0);
  const sorted = [...files].sort((a, b) => b.nSamples / b.sampleRate - a.nSamples / a.sampleRate || a.index - b.index);
  for (const f of sorted) {
    let k = 0;
    for (let j = 1; j < n; j++) if (load[j]! < load[k]!) k = j;
    shares[k]!.push(f);
    load[k]! += f.nSamples / f.sampleRate;
  }
  return shares.filter((s) => s.length > 0).map((s) => s.sort((a, b) => a.index - b.index));
}

export interface PoolOptions {
  script: string;
  modelPath: string;
  modelSha256: string;
  fast: boolean;
  /** A worker builds the fast graph only when its share has this many 16 kHz files. */
  fastMinStreams: number;
  batchSize: number;
  workers: number;
}

/** Compute all files on worker threads; `onResult` is called on the main thread per file. */
export async function computeOnWorkers(files: MissFile[], opts: PoolOptions, onResult: (index: number, probs: Float32Array) => void, onModel?: (kind: string) => void): Promise<void> {
  const shares = shareOut(files, Math.max(1, opts.workers));
  const running: Worker[] = [];
  try {
    await runAll();
  } catch (e) {
    for (const w of running) void w.terminate(); // one failure stops the others too
    throw e;
  }

  async function runAll(): Promise<void> {
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolvePromise, reject) => {
          const fast = opts.fast && share.filter((f) => f.sampleRate === 16000).length >= opts.fastMinStreams;
          const data: WorkerInput = { modelPath: opts.modelPath, modelSha256: opts.modelSha256, fast, batchSize: opts.batchSize, files: share };
          const w = new Worker(opts.script, { workerData: data });
          running.push(w);
          let settled = false;
          const finish = (err?: Error): void => {
            if (settled) return;
            settled = true;
            void w.terminate();
            if (err) reject(err);
            else resolvePromise();
          };
          w.on("message", (m: WorkerMessage) => {
            try {
              if (m.type === "result") onResult(m.index, m.probs);
              else if (m.type === "model") onModel?.(m.kind);
              else if (m.type === "done") finish();
              else if (m.type === "error") finish(new Error(m.message));
            } catch (e) {
              finish(e instanceof Error ? e : new Error(String(e)));
            }
          });
          w.on("error", (e) => finish(e));
          w.on("exit", (code) => finish(code === 0 ? new Error("VAD worker exited before finishing") : new Error(`VAD worker exited with code ${code}`)));
        }),
    ),
  );
  }
}
