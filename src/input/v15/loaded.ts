/**
 * The shape of a loaded Full-Duplex-Bench v1.5 folder (docs/matched-runs.md): every sample with
 * its overlap event, both inputs' lengths, both outputs as the VAD saw them (length and
 * probabilities), the identity flags, and the transcripts views show; and the interface of the
 * v1.5 loader, the counterpart of `InputLoader` (src/input/tree/loaded-input.ts) for this shape.
 * The scoring pipeline (src/matched/family.ts) and every v1.5 view read these types.
 */
import type { AnalyzeWavs } from "../../vad/analyzer.js";
import type { FileConversion } from "../tree/conversions.js";
import type { Word } from "../tree/checks.js";
import type { AnnotationHashes, LoadOptions, SampleFile } from "../tree/loaded-input.js";
import type { MatchedSubset } from "./subsets.js";

/** One output of a v1.5 sample as the VAD saw it: its length in 16 kHz samples and its probabilities. */
export interface MatchedOutputAudio {
  nSamples: number;
  /** Silero speech probability per 512-sample window. */
  probs: Float32Array;
}

interface MatchedSampleBase {
  /** `<subset>/<ID>`. */
  sampleId: string;
  subset: MatchedSubset;
  /** The sample folder's name, `<ID>`. */
  name: string;
}

/** A transcript of one output (output.json or clean_output.json), checked, for views; never scored. */
export interface MatchedTranscript {
  /** The words as the file holds them (seconds, a null end is zero-length). */
  chunks: { text: string; start: number; end: number | null }[];
  /** The same on the microsecond grid. */
  words: Word[];
}

/** A v1.5 sample with every needed file read and checked. Times are integer microseconds. */
export interface MatchedEligibleSample extends MatchedSampleBase {
  eligible: true;
  /** The overlap event [s, e] in input.wav. */
  s_us: number;
  e_us: number;
  /** The lengths of input.wav and clean_input.wav. */
  T_us: number;
  T_clean_us: number;
  /** output.wav and clean_output.wav, converted and padded or cropped to their input's length. */
  output: MatchedOutputAudio;
  clean_output: MatchedOutputAudio;
  /** The identity tests before the onset (docs/matched-runs.md), done by the loader on the audio it read. */
  inputs_identical: boolean;
  outputs_identical: boolean;
  /** output.json and clean_output.json where the folder holds them (null where not); set by the loader. */
  transcripts?: { output: MatchedTranscript | null; clean_output: MatchedTranscript | null };
}

/** A v1.5 sample that cannot be scored: each reason names a missing file or the clock's end. */
export interface MatchedIneligibleSample extends MatchedSampleBase {
  eligible: false;
  reasons: string[];
}

export type MatchedSample = MatchedEligibleSample | MatchedIneligibleSample;

/** One v1.5 subset as found: the number of sample folders and every sample, sorted by sample id. */
export interface MatchedSubsetSamples {
  subset: MatchedSubset;
  declared: number;
  samples: MatchedSample[];
}

/** A loaded v1.5 folder: what `score --dataset DIR` scores when DIR holds v1.5 subsets. */
export interface LoadedMatchedInput {
  version: "v1.5";
  source: { kind: "dataset"; dir: string };
  /** The `inputs` block of unified.json: what identifies the scored inputs. */
  inputs: Record<string, unknown>;
  /** The subsets present in the folder, in the order of MATCHED_SUBSETS. */
  subsets: MatchedSubsetSamples[];
  vad: { modelSha256: string; runtime: string };
  /** Folders that looked like a subset and were skipped as asked (`--ignore`), for a warning. */
  ignored?: string[];
  /** What the audio path did to each WAV file it did not use as it is, in sample order (the command line's note). */
  conversions?: readonly FileConversion[];
}

/**
 * Per eligible sample id, the sha256 of each output's transcript (output.json, clean_output.json)
 * and, read only when asked, of each output (output.wav, clean_output.wav); null where absent.
 */
export interface MatchedOutputHashes {
  transcript: ReadonlyMap<string, Readonly<Record<string, string | null>>>;
  audio: () => ReadonlyMap<string, Readonly<Record<string, string | null>>>;
}

/** The loader of a v1.5 folder: every file of one is opened here. */
export interface MatchedInputLoader {
  /** Read, check and run the VAD once over every output. */
  load(dir: string, analyze: AnalyzeWavs, opts: LoadOptions): Promise<LoadedMatchedInput>;
  /** Before any VAD runs: input.wav, clean_input.wav and metadata.json of each sample (compare's same-dataset check). */
  annotationHashes(dir: string): AnnotationHashes;
  /** The transcript and output hashes of the eligible samples (compare's same-audio check). */
  outputHashes(input: LoadedMatchedInput): MatchedOutputHashes;
  /** One of a sample's files (input.wav, clean_output.wav, ...), for views. */
  sampleFile(input: LoadedMatchedInput, sample: Pick<MatchedSampleBase, "sampleId">, file: string): SampleFile;
}
