/**
 * The one reader of the inputs, for every command, the notebooks and comparisons: the loader of
 * each kind (a reference tree, src/input/tree/load.ts; a plain Full-Duplex-Bench folder,
 * src/input/plain/load.ts) implements one `InputLoader` (src/input/tree/loaded-input.ts) and is
 * chosen here, from the kind the flag (or, in a notebook, the folder's content: kind.ts) says. A
 * load reads, checks and runs the VAD once; asked for the transcript check (`checkOutputs`), the
 * same load reads the pause and turn-taking outputs too, in the same VAD call, their problems
 * reported with every other before the model runs. What compare and the sample view read of an
 * input besides is read here too, by the loader of its kind, so no other module opens an
 * input's files.
 *
 * A plain folder is v1.0 or v1.5, told by its subset folder names (kind.ts `datasetVersion`). A
 * v1.5 folder (src/input/v15/) loads into another shape, `LoadedMatchedInput`, so it comes back
 * only through `loadAnyInput` (a union discriminated by `version`); `loadInput` takes v1.0 inputs
 * and refuses a v1.5 folder before reading it, with one line saying what to use instead.
 */
import { inputError } from "../errors.js";
import { type DatasetVersion, datasetVersion } from "./kind.js";
import { plainLoader } from "./plain/load.js";
import { treeLoader } from "./tree/load.js";
import type {
  AnalyzeWavs,
  AnnotationHashes,
  InputKind,
  InputLoader,
  InputToLoad,
  LoadedInput,
  LoadOptions,
  OutputHashes,
  SampleFile,
} from "./tree/loaded-input.js";
import type { Sample } from "./tree/sample.js";
import type { LoadedMatchedInput, MatchedEligibleSample, MatchedOutputHashes } from "./v15/loaded.js";
import { type MatchedSampleAudio, matchedSampleAudio } from "./v15/sample-audio.js";
import { v15Loader } from "./v15/load.js";

export type { InputToLoad };

/** The loader of each kind of input: a new kind is one more entry. */
const LOADERS: Readonly<Record<InputKind, InputLoader>> = { tree: treeLoader, dataset: plainLoader };

/** A loaded input of either version: v1.0 (a tree or a plain folder) or a v1.5 folder (`version: "v1.5"`). */
export type AnyLoadedInput = LoadedInput | LoadedMatchedInput;

/** Whether a loaded input is a v1.5 folder. */
export function isMatchedInput(x: AnyLoadedInput): x is LoadedMatchedInput {
  return (x as { version?: string }).version === "v1.5";
}

/** The version an input holds: a tree is v1.0; a plain folder's is told by its subset folder names (mixing is refused). */
export function inputVersion(input: InputToLoad, ignore: readonly string[] = []): DatasetVersion {
  return input.kind === "tree" ? "v1.0" : datasetVersion(input.dir, ignore);
}

/** What the refusal of a v1.5 folder says by default: where it is scored instead. */
export function v15Instead(dir: string): string {
  return `this reads Full-Duplex-Bench v1.0 inputs only; score a v1.5 folder with fdb-unified score --dataset ${dir}`;
}

/** What the transcript check says of a v1.5 folder. */
export function v15TranscriptCheckInstead(dir: string): string {
  return (
    "the transcript check reads v1.0 transcripts only (a v1.5 folder's output.json and clean_output.json " +
    `are shown, never scored); leave the check out, and score it with fdb-unified score --dataset ${dir}`
  );
}

/** The one line refusing a v1.5 folder where only v1.0 is read; `instead` says what to use. */
export function v15Refusal(dir: string, instead: string): Error {
  return inputError(dir, `a Full-Duplex-Bench v1.5 folder (its subset folders have v1.5 names); ${instead}`);
}

/**
 * Load and check a v1.0 `input` (with `checkOutputs`, `outputs` holds what the transcript check
 * reads). A v1.5 folder is refused before anything is read, with `v15` (what to use instead).
 */
export function loadInput(
  input: InputToLoad,
  analyze: AnalyzeWavs,
  opts: LoadOptions & { v15?: string } = {},
): Promise<LoadedInput> {
  if (inputVersion(input, opts.ignore) === "v1.5") {
    const instead = opts.v15 ?? (opts.checkOutputs ? v15TranscriptCheckInstead : v15Instead)(input.dir);
    return Promise.reject(v15Refusal(input.dir, instead));
  }
  return LOADERS[input.kind].load(input.dir, analyze, opts);
}

/** Load and check an input of either version; the transcript check (`checkOutputs`) refuses a v1.5 folder. */
export function loadAnyInput(
  input: InputToLoad,
  analyze: AnalyzeWavs,
  opts: LoadOptions = {},
): Promise<AnyLoadedInput> {
  if (inputVersion(input, opts.ignore) !== "v1.5") return LOADERS[input.kind].load(input.dir, analyze, opts);
  if (opts.checkOutputs) return Promise.reject(v15Refusal(input.dir, v15TranscriptCheckInstead(input.dir)));
  return v15Loader.load(input.dir, analyze, opts);
}

/** Before any VAD runs: the annotation identities of an input's samples (compare's same-dataset check), either version. */
export function inputAnnotationHashes(input: InputToLoad): AnnotationHashes {
  if (inputVersion(input) === "v1.5") return v15Loader.annotationHashes(input.dir);
  return LOADERS[input.kind].annotationHashes(input.dir);
}

/** The transcript and output hashes of a loaded v1.5 folder's eligible samples (compare's same-audio check). */
export function matchedOutputHashes(input: LoadedMatchedInput): MatchedOutputHashes {
  return v15Loader.outputHashes(input);
}

/** One file of a loaded v1.5 sample's folder (input.wav, clean_output.json, ...), or null when it does not hold it. */
export function matchedSampleFile(input: LoadedMatchedInput, sample: { sampleId: string }, file: string): SampleFile {
  return v15Loader.sampleFile(input, sample, file);
}

/** The transcript and output.wav hashes of a loaded input's eligible samples (compare's same-audio check). */
export function inputOutputHashes(input: LoadedInput): OutputHashes {
  return LOADERS[input.source.kind].outputHashes(input);
}

/** One file of a loaded sample's folder, or null when the input does not hold it. */
export function sampleFile(
  input: LoadedInput,
  sample: Pick<Sample, "sampleId" | "subset" | "name">,
  file: string,
): SampleFile {
  return LOADERS[input.source.kind].sampleFile(input, sample, file);
}

/** Both outputs of an eligible v1.5 sample as the VAD saw them (the views' waveforms and players). */
export function matchedAudio(input: LoadedMatchedInput, sample: MatchedEligibleSample): MatchedSampleAudio {
  return matchedSampleAudio(input, sample);
}
