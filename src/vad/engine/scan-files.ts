/**
 * The scan of many WAV files (layout and sha256, audio/wav-file.ts) on two threads: reading and
 * hashing every byte is most of a warm run, and one worker thread beside the main one takes
 * about half of it. Both threads take files from one shared queue; the worker posts its scans at
 * the end. Below `MIN_FILES` files, or with one thread allowed, the main thread scans alone (a
 * worker's start would cost more than it saves). A file the worker could not scan comes back as
 * null, for the caller to scan again and report.
 */
import { Worker } from "node:worker_threads";
import { scanWavFile, type WavScan } from "../../audio/wav-file.js";
import { sharedCounters } from "./claims.js";
import { workerScript } from "./pool.js";
import type { ScanWorkerInput, ScanWorkerMessage } from "./scan-worker.js";

/** Fewer files than this are scanned on the main thread alone. */
export const MIN_FILES = 64;

/**
 * The scan of each path, in order, on up to `threads` threads (at most two); null where a scan
 * failed (the caller scans that path again itself, to throw its error).
 */
export async function scanFiles(paths: readonly string[], threads: number): Promise<(WavScan | null)[]> {
  const out: (WavScan | null)[] = new Array(paths.length).fill(null);
  const script = threads > 1 && paths.length >= MIN_FILES ? workerScript("scan-worker.js") : null;
  const counter = sharedCounters(1);
  let worker: Worker | null = null;
  let posted: Promise<ScanWorkerMessage> | null = null;
  if (script) {
    // by variable: the compiled scan-worker.js beside this module (workerScript); a Worker takes a file path
    const w = new Worker(script, { workerData: { paths: [...paths], counter } satisfies ScanWorkerInput });
    worker = w;
    posted = new Promise((resolve, reject) => {
      w.once("message", resolve);
      w.once("error", reject);
      w.once("exit", (code) =>
        reject(new Error(`the scan worker stopped (exit code ${code}) before posting its scans`)),
      );
    });
    posted.catch(() => undefined); // awaited below, or not needed when the main thread took every file
  }
  let mine = 0;
  try {
    for (let i = Atomics.add(counter, 0, 1); i < paths.length; i = Atomics.add(counter, 0, 1)) {
      mine++;
      try {
        out[i] = scanWavFile(paths[i]!);
      } catch {
        out[i] = null;
      }
    }
    if (posted && mine < paths.length) for (const [i, scan] of (await posted).scans) out[i] = scan;
  } finally {
    await worker?.terminate();
  }
  return out;
}
