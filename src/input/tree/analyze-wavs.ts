/**
 * What the loaders ask of the VAD edge (src/vad/engine/analyze.ts), as types only, so that the tree
 * and dataset loaders stay free of onnxruntime: the command line passes the real analyzer in.
 */
import type { VadFileResult } from "../../vad/engine/analyze.js";

/** What the loaders read of the VAD edge's result for one file: its hash, format, length and probabilities. */
export type WavAnalysis = Pick<
  VadFileResult,
  "fileSha256" | "sampleRate" | "channels" | "bitDepth" | "nSamples" | "probs"
>;

/**
 * Runs the VAD on `paths`, files of the input folder `inputRoot` (which no cache may enter);
 * with `anyEncoding`, 16 kHz mono files in any decodable encoding are analysed too. An analyzer
 * that can calls `beforeCompute` once every file is hashed and its header read, before the model
 * runs, so that a loader can stop then (by throwing) on a hash or format that does not check
 * out; one that does not is checked by the loader afterwards, with the same function.
 */
export type AnalyzeWavs = (
  paths: string[],
  inputRoot: string,
  opts?: { anyEncoding?: boolean; beforeCompute?: (files: readonly Omit<WavAnalysis, "probs">[]) => void },
) => Promise<{ modelSha256: string; runtime: string; results: WavAnalysis[] }>;
