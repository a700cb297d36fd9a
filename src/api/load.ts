/**
 * `loadInput`: read and check one input folder through the one reader of src/input/, with the
 * real VAD edge (Silero in onnxruntime-node, started only when the input's audio needs it, its
 * probabilities cached outside the input as the command line caches them). The kind is the one
 * given, or told from what the folder holds, as the notebooks tell it (src/input/kind.ts).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "../errors.js";
import { inputKind as kindOfFolder } from "../input/kind.js";
import { inputVersion, loadInput as loadKind } from "../input/load.js";
import { inLibraryWords, knownName } from "./options.js";
import type { InputKind, LoadedInput } from "../input/tree/loaded-input.js";
import { vadEdge } from "../vad/engine/edge.js";

/**
 * Each kind of input `loadInput` reads, with what it is. A new kind of input is one more entry
 * (the compiler asks for it when src/input/ gains a kind).
 *
 * @example
 * ```ts
 * import { INPUT_KINDS } from "fdb-unified";
 * console.log(Object.keys(INPUT_KINDS)); // [ 'tree', 'dataset' ]
 * ```
 */
export const INPUT_KINDS: Readonly<Record<InputKind, string>> = Object.freeze({
  tree: "a reference tree (manifest.json, docs/reference-tree.md)",
  dataset: "a plain Full-Duplex-Bench v1.0 folder (subset folders, docs/plain-dataset.md)",
});

/**
 * Where the VAD runs and keeps its cache: the same choices as the command line's `--vad-model`,
 * `--no-cache` and `--jobs`, plus the cache folder (by default `$FDB_UNIFIED_CACHE`, else
 * `$XDG_CACHE_HOME/fdb-unified/vad`, else `~/.cache/fdb-unified/vad`).
 *
 * @example
 * ```ts
 * import { loadInput, type VadEngineOptions } from "fdb-unified";
 * const vad: VadEngineOptions = { noCache: true, jobs: 1 };
 * const input = await loadInput("fixtures/tree", { vad });
 * ```
 */
export interface VadEngineOptions {
  /** Another Silero ONNX file (its sha256 is recorded in every output). */
  modelPath?: string;
  /** Compute every probability again, reading and writing no cache. */
  noCache?: boolean;
  /** The cache folder (never inside an input). */
  cacheDir?: string;
  /** At most this many VAD worker threads. */
  jobs?: number;
}

/**
 * What `loadInput` may be told.
 *
 * @example
 * ```ts
 * import { loadInput, type LoadInputOptions } from "fdb-unified";
 * const options: LoadInputOptions = { kind: "tree", checkOutputs: true };
 * const input = await loadInput("fixtures/tree", options);
 * ```
 */
export interface LoadInputOptions {
  /** The kind of input (`INPUT_KINDS`); by default told from the folder: manifest.json makes a tree, subset folders a plain folder. */
  kind?: InputKind;
  /** Root folders to skip although they look like a subset (the command line's `--ignore`). */
  ignore?: readonly string[];
  /** Also read the pause and turn-taking outputs, which `checkTranscripts` needs (in the same VAD run). */
  checkOutputs?: boolean;
  /** Where the VAD runs and keeps its cache. */
  vad?: VadEngineOptions;
  /**
   * The backchannel ground truth (`icc_gt_distribution.json`, the command line's
   * `--icc-distribution`), read and checked with the samples: the timing metrics need it.
   */
  iccDistribution?: string;
}

/**
 * Read and check the input folder `dir`, and run the VAD on the outputs it scores, exactly as
 * `fdb-unified score --tree|--dataset` loads it (no notes are printed: what they say is in the
 * result, e.g. `inputs.converted_from` and `ignored`). Every problem of every sample is found
 * before the VAD runs and thrown as one `InputError` whose message has one line per problem.
 *
 * @example
 * ```ts
 * import { loadInput } from "fdb-unified";
 * const input = await loadInput("fixtures/tree");
 * console.log(input.source.kind, input.subsets.map((s) => `${s.subset}: ${s.samples.length}`));
 * ```
 */
export async function loadInput(dir: string, options: LoadInputOptions = {}): Promise<LoadedInput> {
  if (typeof dir !== "string" || dir === "")
    throw new UsageError("loadInput dir: give the folder of a reference tree or a plain folder");
  const kind = knownName(
    "loadInput options.kind",
    "kind of input",
    options.kind ?? kindOfFolder(dir),
    INPUT_KIND_NAMES,
  );
  if (kind === "dataset" && existsSync(join(dir, "manifest.json")))
    throw new UsageError(
      `loadInput options.kind: ${dir} holds manifest.json, a reference tree; give kind "tree" or leave it out`,
    );
  if (inputVersion({ kind, dir }, options.ignore) === "v1.5")
    throw new UsageError(`loadInput dir: ${dir} is a Full-Duplex-Bench v1.5 folder; load it with loadMatchedInput`);
  try {
    return await loadKind({ kind, dir }, vadEdge(options.vad), {
      ignore: options.ignore ?? [],
      ...(options.checkOutputs ? { checkOutputs: true } : {}),
      ...(options.iccDistribution !== undefined ? { iccDistribution: options.iccDistribution } : {}),
    });
  } catch (e) {
    throw inLibraryWords("loadInput", e);
  }
}

const INPUT_KIND_NAMES = Object.keys(INPUT_KINDS) as InputKind[];

/**
 * The kind of the folder `dir` as `loadInput` tells it when no kind is given: `"tree"` when it
 * holds manifest.json, `"dataset"` when it holds a subset folder; an `InputError` otherwise.
 *
 * @example
 * ```ts
 * import { inputKind } from "fdb-unified";
 * console.log(inputKind("fixtures/tree")); // "tree"
 * ```
 */
export const inputKind: (dir: string) => InputKind = kindOfFolder;
