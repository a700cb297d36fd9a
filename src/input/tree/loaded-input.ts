/**
 * The one shape of a loaded input, whatever its kind, and the one interface every kind's loader
 * implements (src/input/load.ts chooses the loader from the kind): the validated samples, what
 * identifies the files read, the pinned manifest and receipt where the kind has them, and the
 * file reads compare and the sample view need, done by the loader of the kind. Also what the
 * loaders ask of the VAD edge (src/vad/engine/analyze.ts), as types only, so that the loaders
 * stay free of onnxruntime: the command line passes the real analyzer in.
 */
import type { AnalyzeWavs } from "../../vad/analyzer.js";
import type { FileConversion } from "./conversions.js";
import type { IccDistribution } from "./icc-distribution.js";
import type { AsrReceipt, Manifest } from "./file-shapes.js";
import type { Sample, SubsetSamples } from "./sample.js";
import type { ReferenceStatus } from "./summary.js";

/** A reference tree (`--tree`) or a plain Full-Duplex-Bench folder (`--dataset`). */
export type InputKind = "tree" | "dataset";

/** An input to load: its kind and its folder. */
export interface InputToLoad {
  kind: InputKind;
  dir: string;
}

/** What the loaders ask of the VAD edge, declared by the VAD port (src/vad/analyzer.ts). */
export type { AnalyzeWavs, WavAnalysis } from "../../vad/analyzer.js";

/** What the transcript check needs of one output.wav: its length in 16 kHz samples and its probabilities. */
export interface OutputProbabilities {
  nSamples: number;
  probs: Float32Array;
}

/** One output the VAD saw padded (zeros after the file's own audio) or cropped to the window, in seconds. */
export interface PaddedOrCropped {
  /** The file's own length (frames / rate). */
  audio_s: number;
  padded_s?: number;
  cropped_s?: number;
}

/**
 * What a plain folder's load records of every output the transcript check reads (interruption
 * ones too), keyed by sample id in sample order: the ids whose audio the VAD saw changed, what
 * each file not read as it is was, and each output padded or cropped to the window.
 */
export interface OutputRecords {
  resampled: string[];
  converted_from: Record<string, { encoding: string; rate: number; channels: number }>;
  padded_or_cropped: Record<string, PaddedOrCropped>;
}

/** The pause and turn-taking outputs a load read for the transcript check. */
export interface CheckOutputs {
  /** Each eligible pause or turn-taking sample's output, or why it cannot be checked, by sample id. */
  audio: ReadonlyMap<string, OutputProbabilities | { reason: string }>;
  /** sha256 of each analysed output.wav that the input does not pin, by sample id (sorted). */
  unpinned: Record<string, string>;
  /** Where each output's own audio ends (frames / rate, in microseconds); T where absent (a tree's outputs are T long). */
  audioEnd_us: ReadonlyMap<string, number>;
  /** A plain folder's records of every output the check reads (a tree's outputs are never converted). */
  records?: OutputRecords;
}

export interface LoadedInput {
  /** The kind and folder it was loaded from. */
  source: InputToLoad;
  /** The `inputs` block of unified.json: what identifies the scored inputs. */
  inputs: Record<string, unknown>;
  /** sha256 of manifest.json and asr.json ("" for a kind that has none). */
  manifestSha256: string;
  asrSha256: string;
  /** manifest.json and asr.json as loaded (the bytes those hashes are of), where the kind has them. */
  receipts?: { manifest: Manifest; asr: AsrReceipt };
  reference: ReferenceStatus;
  /** All five subsets in the order of SUBSETS. */
  subsets: SubsetSamples[];
  vad: { modelSha256: string; runtime: string };
  /** Folders that looked like a subset and were skipped as asked (`--ignore`), for a warning. */
  ignored?: string[];
  /** The pause and turn-taking outputs, read only when the load is asked to (`checkOutputs`). */
  outputs?: CheckOutputs;
  /**
   * A plain folder's record of what the audio path did to each WAV file it read as audio and did
   * not use as it is, in sample order (src/input/tree/conversions.ts), for the command line's note.
   */
  conversions?: readonly FileConversion[];
  /** The backchannel ground truth, when the load was given its file (`LoadOptions.iccDistribution`). */
  iccDistribution?: IccDistribution;
}

/**
 * What a loader may be told: root folders to skip although they look like a subset (`--ignore`),
 * who hears of each one skipped as soon as it is (so the warning is printed in a run that then
 * fails on other problems too), and whether to read the pause and turn-taking outputs for the
 * transcript check.
 */
export interface LoadOptions {
  ignore?: readonly string[];
  onIgnored?: (folder: string) => void;
  checkOutputs?: boolean;
  /** The backchannel ground truth's file (`--icc-distribution`), read and checked with the samples. */
  iccDistribution?: string;
}

/** Per sample id, the identity (a sha256) of each annotation file, for the check that two inputs hold one dataset. */
export type AnnotationHashes = ReadonlyMap<string, Readonly<Record<string, string>>>;

/**
 * Per eligible sample id, the sha256 of its transcript and (read only when asked, since a plain
 * folder's audio must be hashed for it) of its output.wav, null when the input does not pin or
 * hold one.
 */
export interface OutputHashes {
  transcript: ReadonlyMap<string, string | null>;
  audio: () => ReadonlyMap<string, string | null>;
}

/** A sample's file as read by its loader: its path and bytes, or null when the sample folder does not hold it. */
export type SampleFile = { path: string; bytes: Buffer } | null;

/** The loader of one kind of input: every file of such an input is opened here. */
export interface InputLoader {
  /** Read, check and run the VAD once (with `checkOutputs`, the transcript check's outputs too). */
  load(dir: string, analyze: AnalyzeWavs, opts: LoadOptions): Promise<LoadedInput>;
  /** Before any VAD runs: the annotation identity of each sample (compare's same-dataset check). */
  annotationHashes(dir: string): AnnotationHashes;
  /** The transcript and output.wav hashes of the eligible samples (compare's same-audio check). */
  outputHashes(input: LoadedInput): OutputHashes;
  /** One of a sample's files (input.wav, output.wav), for the sample view and the official backchannel part. */
  sampleFile(input: LoadedInput, sample: Pick<Sample, "sampleId" | "subset" | "name">, file: string): SampleFile;
}
