/**
 * Worker for `npm run bench:vad`: loads and verifies the models like the tool's own workers,
 * then computes probabilities for streams handed over in memory (no files, no hashing), so the
 * two-thread figure is measured on the same footing as the one-core figure.
 */
import { parentPort, workerData } from "node:worker_threads";
import { modelsFor } from "../src/vad/engine.js";
import { loadModelFile } from "../src/vad/model.js";
import { probabilitiesOfAll } from "../src/vad/streams.js";

export interface BenchWorkerRequest {
  streams: Int16Array[];
  batchSize: number;
}
export type BenchWorkerMessage = { type: "ready"; kind: string } | { type: "done"; probs: Float32Array[] };

const port = parentPort!;
const file = loadModelFile((workerData as { modelPath: string }).modelPath);
const models = await modelsFor(file.bytes, file.sha256, { fast: true });
const model = models.fast ?? models.shipped;
port.postMessage({ type: "ready", kind: model.kind } satisfies BenchWorkerMessage);

port.on("message", (req: BenchWorkerRequest) => {
  void (async () => {
    const probs = await probabilitiesOfAll(model, req.streams, 16000, req.batchSize);
    port.postMessage({ type: "done", probs } satisfies BenchWorkerMessage, probs.map((p) => p.buffer as ArrayBuffer));
  })();
});
