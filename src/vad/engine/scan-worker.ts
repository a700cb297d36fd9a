/**
 * Worker-thread entry of the parallel scan (../scan-files.ts): takes files from the queue it
 * shares with the main thread and scans each (layout and sha256, audio/wav-file.ts), then posts
 * what it scanned in one message. A file it cannot scan is left for the main thread, which scans
 * it again and throws the error itself, so errors are the same as in a scan on one thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { scanWavFile, type WavScan } from "../../audio/wav-file.js";
import { claimQueue } from "./claims.js";

export interface ScanWorkerInput {
  paths: string[];
  /** One shared counter: how many paths have been taken (claims.ts). */
  counter: Int32Array;
}

/** The scans the worker made, by path index; an index it could not scan is absent. */
export type ScanWorkerMessage = { scans: [number, WavScan][] };

const { paths, counter } = workerData as ScanWorkerInput;
const queue = claimQueue(
  paths.map((_, i) => i),
  counter,
  0,
);
const scans: [number, WavScan][] = [];
for (let i = queue.take(); i !== null; i = queue.take()) {
  try {
    scans.push([i, scanWavFile(paths[i]!)]);
  } catch {
    // left for the main thread, which throws the error itself
  }
}
parentPort!.postMessage({ scans } satisfies ScanWorkerMessage);
