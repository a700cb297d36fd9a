/**
 * The edge of a comparison for notebooks and the CLI: check that two inputs hold one dataset
 * (before any VAD runs), load and score both with the core, and compare them. An input is a
 * reference tree (`--tree`, annotation hashes from its manifest.json) or a plain Full-Duplex-Bench
 * folder (`--dataset`, annotation hashes of the files themselves), in any mix.
 */
import { InputError } from "../errors.js";
import { ProblemError, ProblemsError, withInputName, type Problem } from "../problems.js";
import type { SettingValues } from "../metrics/family.js";
import { type AnyInput, scoreLoaded } from "../score/families.js";
import type { SampleRow } from "../unified/rows.js";
import type { InputKind } from "../input/kind.js";
import { inputAnnotationHashes as loadedAnnotationHashes, inputOutputHashes } from "../input/load.js";
import type { AnnotationHashes, LoadedInput } from "../input/tree/loaded-input.js";
import { SUBSETS } from "../input/tree/subsets.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";
import type { SubsetChoice } from "../metrics/subset-choice.js";
import { compareScored, inputsNoun } from "./compare.js";
import { sameAudio } from "./same-audio.js";
import type { DiffWord } from "./word-diff.js";
import { checkSameDataset } from "../metrics/same-dataset.js";
import type { Comparison } from "./types.js";

export interface TreeToCompare {
  name: string;
  dir: string;
  /** A reference tree (the default) or a plain folder. */
  kind?: InputKind;
}

/** Run `f`, prefixing the one line of an InputError with the input's name. */
export async function inTree<T>(tree: TreeToCompare, f: () => T | Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof InputError) throw withInputName(e, tree.name);
    throw e;
  }
}

/** The problems of an input error, each named with the input (a one-line error becomes one problem). */
function namedProblems(e: InputError, input: string): Problem[] {
  if (e instanceof ProblemsError) return e.problems.map((p) => ({ ...p, input }));
  if (e instanceof ProblemError) return [{ ...e.problem, input }];
  const line = e.message.split("\n")[0]!;
  const colon = line.indexOf(": ");
  const where = colon > 0 ? line.slice(0, colon) : input;
  const message = colon > 0 ? line.slice(colon + 2) : line;
  return [{ input, where, check: message, message }];
}

/**
 * Load every input with `f`, one after the other, and report the problems of all of them at once:
 * when one input fails, its error as `inTree` names it; when several do, one line per problem,
 * each starting with its input's name. An input that passes may already have had its VAD run
 * (its probabilities are cached, so a run after the fix costs it nothing).
 */
export async function loadEach<T extends TreeToCompare, R>(
  inputs: readonly T[],
  f: (x: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  const failed: { x: T; e: InputError }[] = [];
  for (const x of inputs) {
    try {
      out.push(await f(x));
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      failed.push({ x, e });
    }
  }
  if (failed.length === 1) throw withInputName(failed[0]!.e, failed[0]!.x.name);
  const problems = failed.flatMap(({ x, e }) => namedProblems(e, x.name));
  if (failed.length > 1) throw new ProblemsError(problems, SUBSETS);
  return out;
}

/** The annotation hashes of an input, read by its kind's loader: a tree's manifest rows, or a plain folder's annotation files. */
export function inputAnnotationHashes(x: TreeToCompare): AnnotationHashes {
  return loadedAnnotationHashes({ kind: x.kind ?? "tree", dir: x.dir });
}

/** The transcript words of every eligible sample that has them, by sample id, as the files hold them. */
function inputWords(tree: LoadedInput): Map<string, DiffWord[]> {
  return new Map(
    tree.subsets.flatMap((s) =>
      s.samples.flatMap((x) => (x.eligible && "raw" in x ? [[x.sampleId, x.raw.chunks]] : [])),
    ),
  );
}

/**
 * Check that A and B hold one dataset, then load both with `load` (in that order; the problems
 * of both are reported together), score each with its family and every family attached to it,
 * and compare them; B − A. `load` is where a caller puts its VAD edge, progress notes or an input
 * it has already loaded; `subsets` is the `--subsets` choice (null: every subset); `values` the
 * families' settings.
 */
export async function compareInputs<T extends TreeToCompare>(
  a: T,
  b: T,
  load: (x: T) => Promise<AnyInput>,
  vad: VadSettings = DEFAULT_VAD_SETTINGS,
  subsets: SubsetChoice = null,
  values: SettingValues = {},
): Promise<Comparison> {
  const names = [a.name, b.name] as const;
  const noun = inputsNoun(a, b);
  const hashesOf = (x: T) => inTree(x, () => inputAnnotationHashes(x));
  const annotations = [await hashesOf(a), await hashesOf(b)] as const;
  checkSameDataset(annotations[0], annotations[1], names, noun);
  const [inputA, inputB] = (await loadEach([a, b], load)) as [AnyInput, AnyInput];
  const scoredA = scoreLoaded(inputA, vad, values);
  const scoredB = scoreLoaded(inputB, vad, values);
  const comparison = compareScored(scoredA, scoredB, { names, annotations, noun, subsets });
  return withSameAudio(comparison, [a, inputA as LoadedInput], [b, inputB as LoadedInput]);
}

/**
 * The comparison with its `same_audio` block when A and B are one run transcribed twice
 * (./same-audio.ts; a family that checks transcripts only), as `compare` and `report` with two
 * inputs both give it.
 */
export async function withSameAudio(
  comparison: Comparison,
  [a, treeA]: readonly [TreeToCompare, LoadedInput],
  [b, treeB]: readonly [TreeToCompare, LoadedInput],
): Promise<Comparison> {
  const [scoredA, scoredB] = [comparison.a.score, comparison.b.score];
  if (scoredA.family.checksTranscripts !== true) return comparison;
  const same = sameAudio(
    await inTree(a, () => inputOutputHashes(treeA)),
    await inTree(b, () => inputOutputHashes(treeB)),
    scoredA.rows as SampleRow[],
    scoredB.rows as SampleRow[],
    { a: inputWords(treeA), b: inputWords(treeB) },
  );
  return same === null ? comparison : { ...comparison, same_audio: same };
}
