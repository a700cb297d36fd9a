/**
 * What the VAD engine (src/vad/engine/analyze.ts) gives, declared by the port so that the
 * dependency runs engine → port: the result for one file, and the analyze function the loaders
 * are handed. The loaders see only these types and stay free of onnxruntime; the command line
 * passes the real analyzer in.
 */
import type { Encoding } from "../audio/encoding.js";

/** The engine's result for one file: its hash, format, length and (for scoring audio) its probabilities. */
export interface VadFileResult {
  path: string;
  fileSha256: string;
  sampleRate: number;
  channels: number;
  bitDepth: number;
  /** The sample encoding, or null when it cannot be decoded. */
  encoding: Encoding | null;
  nSamples: number;
  /** null when the format is not 16 kHz or 8 kHz mono PCM16 (nor, with `anyEncoding`, 16 kHz mono) */
  probs: Float32Array | null;
  cached: boolean;
}

/** What the loaders read of one file's result: its hash, format, length and probabilities. */
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
