/**
 * Runs the model over the files whose probabilities were not cached, grouped by sample rate,
 * many files per model call. A file is read only when its stream enters a batch slot, and its
 * audio hash is checked again so a file changed mid-run is an error rather than a wrong entry.
 * The fast graph is used for 16 kHz when there are enough streams to fill its batches.
 * Shared by the main thread and the worker threads.
 */
import { readFileSync } from "node:fs";
import { parseWav } from "../audio/wav.js";
import { audioSha256 } from "./cache.js";
import { pickModel, type VadModels } from "./engine.js";
import { runStreams, type StreamJob } from "./streams.js";

export interface MissFile {
  index: number;
  path: string;
  sampleRate: number;
  nSamples: number;
  audioSha256: string;
}

export const DEFAULT_BATCH = 64;

export async function computeMisses(
  models: VadModels,
  files: MissFile[],
  onResult: (index: number, probs: Float32Array) => void | Promise<void>,
  batchSize: number = DEFAULT_BATCH,
): Promise<void> {
  const rates = [...new Set(files.map((f) => f.sampleRate))];
  for (const rate of rates) {
    const jobs: StreamJob[] = files
      .filter((f) => f.sampleRate === rate)
      .map((f) => ({
        load: () => {
          const w = parseWav(readFileSync(f.path));
          if (w.sampleRate !== rate || w.nSamples !== f.nSamples || audioSha256(w.samples) !== f.audioSha256) {
            throw new Error(`${f.path}: the file changed while it was being analyzed`);
          }
          return w.samples;
        },
        done: (probs) => onResult(f.index, probs),
      }));
    await runStreams(pickModel(models, rate, jobs.length), rate, jobs, { batchSize });
  }
}
