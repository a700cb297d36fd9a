/**
 * What the loaders ask of the VAD edge (src/vad/analyze.ts), as types only, so that the tree
 * and dataset loaders stay free of onnxruntime: the command line passes the real analyzer in.
 */

/** What the VAD edge returns for one file. */
export interface WavAnalysis {
  fileSha256: string;
  sampleRate: number;
  channels: number;
  bitDepth: number;
  nSamples: number;
  probs: Float32Array | null;
}
/**
 * Runs the VAD on `paths`, files of the input folder `inputRoot` (which no cache may enter);
 * with `anyEncoding`, 16 kHz mono files in any decodable encoding are analysed too.
 */
export type AnalyzeWavs = (
  paths: string[],
  inputRoot: string,
  opts?: { anyEncoding?: boolean },
) => Promise<{ modelSha256: string; runtime: string; results: WavAnalysis[] }>;
