/**
 * Worker for `npm run bench:vad`: loads and verifies the models like the tool's own workers,
 * then computes probabilities for streams handed over in memory (no files, no hashing), taking
 * them from a queue shared with the other bench worker as the tool's workers do (claims.ts), so
 * the two-thread figure is measured on the same footing as the one-core figure.
 */
import { parentPort, workerData } from "node:worker_threads";
import { claimQueue } from "../src/vad/engine/claims.js";
import { modelsFor } from "../src/vad/engine/pick-model.js";
import { loadModelFile } from "../src/vad/model-file.js";
import { runStreams, type StreamJob } from "../src/vad/engine/run-streams.js";

export interface BenchWorkerRequest {
  /** Every stream of the run (in shared memory); this worker computes those it takes. */
  streams: Int16Array[];
  claims: Int32Array;
  batchSize: number;
}
export type BenchWorkerMessage =
  | { type: "ready"; kind: string }
  | { type: "done"; results: [index: number, probs: Float32Array][] };

const port = parentPort!;
const data = workerData as { modelPath: string; verdictDir?: string };
const file = loadModelFile(data.modelPath);
// with the tool's cache folder the worker sets up as the tool's do (stored graph and verdict)
const models = await modelsFor(file.bytes, file.sha256, { fast: true, verdictDir: data.verdictDir ?? null });
const model = models.fast ?? models.shipped;
port.postMessage({ type: "ready", kind: model.kind } satisfies BenchWorkerMessage);

port.on("message", (req: BenchWorkerRequest) => {
  void (async () => {
    const results: [number, Float32Array][] = [];
    const jobs: StreamJob[] = req.streams.map((x, index) => ({
      load: () => x,
      done: (p) => void results.push([index, p]),
    }));
    await runStreams(model, 16000, claimQueue(jobs, req.claims, 0), { batchSize: req.batchSize });
    port.postMessage(
      { type: "done", results } satisfies BenchWorkerMessage,
      results.map(([, p]) => p.buffer as ArrayBuffer),
    );
  })();
});
