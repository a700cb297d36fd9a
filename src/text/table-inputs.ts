/**
 * The edge of a leaderboard: check every input before any VAD runs (distinct names, one
 * dataset by annotation hashes against the first input), then load and score each exactly as
 * `score` does (its family and every family attached to it), one after the other. A failure names
 * the input it came from, and the problems of every input that fails are reported together.
 */
import { inputsNoun } from "../compare/compare.js";
import { inputAnnotationHashes, inTree, loadEach, type TreeToCompare } from "../compare/trees.js";
import { UsageError } from "../errors.js";
import type { SettingValues } from "../metrics/family.js";
import { checkSameDataset } from "../metrics/same-dataset.js";
import { type AnyInput, scoreLoaded } from "../score/families.js";
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";
import type { ScoredSystem } from "./leaderboard.js";

/** Throw a UsageError when two inputs share a name (two bare folders with one name included). */
export function checkDistinctNames(inputs: readonly (TreeToCompare & { kind: "tree" | "dataset" })[]): void {
  const byName = new Map<string, TreeToCompare>();
  for (const x of inputs) {
    const other = byName.get(x.name);
    if (other) {
      throw new UsageError(
        `--${x.kind}: two inputs are named ${JSON.stringify(x.name)} (${other.dir} and ${x.dir}); ` +
          `name each one with NAME=DIR, e.g. --${x.kind} ${x.name}-2=${x.dir}`,
      );
    }
    byName.set(x.name, x);
  }
}

/** Check all inputs hold one dataset, then load each in order (every failing input reported), then score. */
export async function scoreInputs<T extends TreeToCompare & { kind: "tree" | "dataset" }>(
  inputs: readonly T[],
  load: (x: T) => Promise<AnyInput>,
  onInput?: (done: number, total: number, x: T) => void,
  values: SettingValues = {},
): Promise<ScoredSystem[]> {
  checkDistinctNames(inputs);
  const first = inputs[0]!;
  const hashesOf = (x: T) => inTree(x, () => inputAnnotationHashes(x));
  const hashes = await hashesOf(first);
  for (const x of inputs.slice(1))
    checkSameDataset(hashes, await hashesOf(x), [first.name, x.name], inputsNoun(first, x));
  let k = 0;
  const loaded = await loadEach(inputs, (x) => {
    onInput?.(k++, inputs.length, x);
    return load(x);
  });
  return inputs.map((x, j) => ({ name: x.name, scored: scoreLoaded(loaded[j]!, DEFAULT_VAD_SETTINGS, values) }));
}
