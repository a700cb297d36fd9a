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
 */
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

export type { InputToLoad };

/** The loader of each kind of input: a new kind is one more entry. */
const LOADERS: Readonly<Record<InputKind, InputLoader>> = { tree: treeLoader, dataset: plainLoader };

/** Load and check `input` (with `checkOutputs`, `outputs` holds what the transcript check reads). */
export function loadInput(input: InputToLoad, analyze: AnalyzeWavs, opts: LoadOptions = {}): Promise<LoadedInput> {
  return LOADERS[input.kind].load(input.dir, analyze, opts);
}

/** Before any VAD runs: the annotation identities of an input's samples (compare's same-dataset check). */
export function inputAnnotationHashes(input: InputToLoad): AnnotationHashes {
  return LOADERS[input.kind].annotationHashes(input.dir);
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
