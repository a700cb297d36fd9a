/**
 * Runs the model over the files whose probabilities were not cached, grouped by sample rate,
 * many files per model call. Each file is read block by block while its stream sits in a
 * batch slot, and its hash is checked again at its end, so a file changed mid-run is an error
 * rather than a wrong cache entry.
 * Files in another encoding than PCM16 (16 kHz mono only) are decoded whole when their stream
 * enters a slot. The fast graph, when it was built and verified, is used for 16 kHz.
 * Shared by the main thread and the worker threads; workers given shared counters take files
 * from one queue per sample rate (claims.ts) instead of computing them all.
 */
import { isPcm16, type WavFormat } from "../../audio/wav.js";
import { decodedMonoSamples, WavSampleReader } from "../../audio/wav-file.js";
import { pickModel, type VadModels } from "./pick-model.js";
import { claimQueue, ratesOf } from "./claims.js";
import { DEFAULT_BATCH, runStreams, type StreamJob } from "./run-streams.js";

export interface MissFile {
  index: number;
  path: string;
  sampleRate: number;
  nSamples: number;
  /** sha256 of the whole file, as the scan saw it: the cache key, checked again once it is read. */
  fileSha256: string;
  fileSize: number;
  /** Where the samples start in the file (mono PCM16; other encodings are decoded whole). */
  dataStart: number;
  channels: number;
  bitDepth: number;
  format: WavFormat;
}

/** Where a file's samples come from when its stream enters a slot (mono PCM16 streams; others decode). */
export function sourceFor(f: MissFile): WavSampleReader | Promise<Float32Array> {
  return isPcm16(f)
    ? new WavSampleReader(f.path, f, f.fileSha256)
    : decodedMonoSamples(f.path, f.fileSha256, f.nSamples);
}

/**
 * Compute `files`, or with `claims` (one shared counter per rate of `ratesOf(files)`, the same
 * `files` in every thread) only those this thread takes first.
 */
export async function computeMisses(
  models: VadModels,
  files: MissFile[],
  onResult: (index: number, probs: Float32Array) => void | Promise<void>,
  batchSize: number = DEFAULT_BATCH,
  claims?: Int32Array,
): Promise<void> {
  const rates = ratesOf(files);
  for (const [r, rate] of rates.entries()) {
    const jobs: StreamJob[] = files
      .filter((f) => f.sampleRate === rate)
      .sort((a, b) => b.nSamples - a.nSamples || a.index - b.index) // longest first: a short tail
      .map((f) => ({
        load: () => sourceFor(f),
        done: (probs) => onResult(f.index, probs),
      }));
    await runStreams(pickModel(models, rate), rate, claims ? claimQueue(jobs, claims, r) : jobs, { batchSize });
  }
}
