/**
 * Worker-thread entry: loads the model file at once (checking it is the file the main thread
 * hashed) and builds its sessions while the main thread is still hashing inputs; then, for each
 * `run` message, computes the files it takes from the queues it shares with the other workers
 * and posts each result back as soon as it is done (the buffer is transferred, not copied).
 */
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { sha256Hex } from "../../sha256.js";
import { computeMisses, type MissFile } from "./compute-misses.js";
import { modelsFor, type VadModels } from "./pick-model.js";

export interface WorkerInput {
  modelPath: string;
  modelSha256: string;
  fast: boolean;
  /** Folder of stored probe verdicts, or null (see pick-model.ts). */
  verdictDir: string | null;
}

/** All files of the run, the shared counters of their queues (claims.ts), streams in flight. */
export type WorkerRequest = { type: "run"; files: MissFile[]; claims: Int32Array; batchSize: number };

export type WorkerMessage =
  | { type: "result"; index: number; probs: Float32Array }
  | { type: "model"; kind: string }
  | { type: "done" }
  | { type: "error"; message: string };

const input = workerData as WorkerInput;
const port = parentPort!;
const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

async function setup(): Promise<VadModels> {
  const bytes = readFileSync(input.modelPath);
  const sha = sha256Hex(bytes);
  if (sha !== input.modelSha256) throw new Error(`${input.modelPath}: the model file changed during the run`);
  const models = await modelsFor(bytes, sha, { fast: input.fast, verdictDir: input.verdictDir });
  port.postMessage({ type: "model", kind: models.fast ? "fast" : "shipped" } satisfies WorkerMessage);
  return models;
}

const ready = setup();
ready.catch(() => undefined); // reported when work arrives

port.on("message", (req: WorkerRequest) => {
  void (async () => {
    try {
      const models = await ready;
      await computeMisses(
        models,
        req.files,
        (index, probs) =>
          port.postMessage({ type: "result", index, probs } satisfies WorkerMessage, [probs.buffer as ArrayBuffer]),
        req.batchSize,
        req.claims,
      );
      port.postMessage({ type: "done" } satisfies WorkerMessage);
    } catch (e) {
      port.postMessage({ type: "error", message: message(e) } satisfies WorkerMessage);
    }
  })();
});
