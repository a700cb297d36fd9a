/**
 * What the loaders ask of the VAD edge, as types only (declared by the VAD port in
 * src/vad/analyzer.ts), so that the tree and dataset loaders stay free of onnxruntime.
 */
export type { AnalyzeWavs, WavAnalysis } from "../vad/analyzer.js";
