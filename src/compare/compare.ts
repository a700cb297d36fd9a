/**
 * Compare two scored systems paired by sample (docs/compare.md), for every family: for each subset
 * and each of its blocks (its own, then the attached ones), the samples eligible in both, and for
 * each metric its paired set (in its denominator in both, by the family's own rule), each side's
 * value over it, the paired difference B − A (|B| − |A| for a "closer to 0" metric) with its
 * bootstrap interval, and what the metric's kind adds (a share's discordant counts and exact
 * McNemar p, a latency's sign test p, another kind's swap test p); then each side's own value from
 * its aggregates. A subset neither input selects a sample of is left out (named in
 * `empty_subsets`). Hits and values are read through the kinds, so no metric is re-implemented
 * here. Pure: the same two scores always give the same comparison.
 */
import { inputError } from "../errors.js";
import { blocksOf, subsetPlan } from "../metrics/blocks.js";
import type { Block } from "../metrics/family.js";
import type { PairedMetricJson } from "../metrics/kind.js";
import { kindOf } from "../metrics/kinds.js";
import {
  checkSameDataset,
  checkSameDefinitions,
  checkSameTimes,
  type AnnotationHashes,
  type InputsNoun,
} from "../metrics/same-dataset.js";
import type { Score } from "../metrics/score.js";
import { signature } from "../metrics/signature.js";
import type { SubsetChoice } from "../metrics/subset-choice.js";
import { eligiblePairs, metricPairs, type RowPair } from "./pair.js";
import type { Comparison, ComparedInputsJson, PairedBlockJson, SubsetComparisonJson } from "./types.js";

export interface CompareOptions {
  /** Names of the two systems (default "A" and "B"). */
  names?: readonly [string, string];
  /** Annotation hashes of both inputs (the loader's), for the dataset check. */
  annotations?: readonly [AnnotationHashes, AnnotationHashes];
  /** What messages call the two inputs (default "trees"). */
  noun?: InputsNoun;
  /** The subsets to compare (`--subsets`; default all). A subset neither input selects a sample of is left out. */
  subsets?: SubsetChoice;
}

/** A block of a subset in either score (the own block first), with each side's (one may be missing). */
export interface BlockPair {
  key: string | null;
  block: Block;
  a: Block | undefined;
  b: Block | undefined;
}

/** The blocks of a subset in either of two scores, paired by key. */
export function blockPairs(a: Pick<Score, "blocks">, b: Pick<Score, "blocks">, subset: string): BlockPair[] {
  const [blocksA, blocksB] = [blocksOf(a, subset), blocksOf(b, subset)];
  return [...new Set([...blocksA, ...blocksB].map((x) => x.key))].map((key) => {
    const [ba, bb] = [blocksA.find((x) => x.key === key), blocksB.find((x) => x.key === key)];
    return { key, block: (ba ?? bb)!, a: ba, b: bb };
  });
}

/** The paired numbers of a block of a compared subset: its own block's, or an attached one's under its key. */
export function pairedBlock(sc: SubsetComparisonJson, key: string | null): PairedBlockJson {
  return (key === null ? sc : sc[key]) as PairedBlockJson;
}

/**
 * One block compared over the samples eligible in both: each metric over its own paired set, and
 * each side's own value (null for a side without the block).
 */
function compareBlock({ block, a, b }: BlockPair): { paired: PairedBlockJson; pairs: RowPair[] } {
  const pairs = eligiblePairs(a?.items ?? [], b?.items ?? []);
  const metrics: Record<string, PairedMetricJson> = {};
  for (const m of block.metrics) {
    const kind = kindOf(block.family, m);
    const absolute = m.better === "closer to 0";
    const own = (x: Block | undefined) => {
      const r = x?.result.metrics[m.name];
      return r === undefined ? null : kind.value(r);
    };
    const mp = metricPairs(block.family, m, pairs);
    const [as, bs] = [mp.map((p) => p.a), mp.map((p) => p.b)];
    metrics[m.name] = {
      n: mp.length,
      paired_a: kind.pairedValue(m, as),
      paired_b: kind.pairedValue(m, bs),
      ...kind.paired(m, as, bs, absolute),
      ...(absolute ? { absolute: true as const } : {}),
      own_a: own(a),
      own_b: own(b),
    };
  }
  return { paired: { paired_n: pairs.length, metrics }, pairs };
}

function compareSubset(subset: string, a: Score, b: Score): SubsetComparisonJson {
  let out: SubsetComparisonJson | null = null;
  for (const x of blockPairs(a, b, subset)) {
    const { paired, pairs } = compareBlock(x);
    if (x.key === null) out = { ...paired, ...(a.family.pairedExtras?.(subset, pairs) ?? {}) };
    else out = { ...(out ?? { paired_n: 0, metrics: {} }), [x.key]: paired };
  }
  return out!;
}

/** "trees" for two reference trees, "folders" for two plain folders, "inputs" for one of each (no kind: a tree). */
export function inputsNoun(a: { kind?: string }, b: { kind?: string }): InputsNoun {
  const [ka, kb] = [a.kind ?? "tree", b.kind ?? "tree"];
  return ka !== kb ? "inputs" : ka === "dataset" ? "folders" : "trees";
}

/** Throws unless both scores were made with the same setting values. */
function checkSameSettings(a: Score, b: Score, names: readonly [string, string]): void {
  for (const s of [a.family, ...a.attached, ...b.attached].flatMap((f) => f.settings)) {
    const [x, y] = [a.values[s.json], b.values[s.json]];
    if (x !== undefined && y !== undefined && x !== y)
      throw inputError(
        `--${s.flag}`,
        `${names[0]} was scored with a ${s.label} of ${x} ${s.unit} and ${names[1]} with ${y} ${s.unit}; ` +
          `compare scores made with one ${s.label}`,
      );
  }
}

/** What was compared: both sides, the definitions and tool, the setting values, how the difference reads. */
function comparedInputs(
  a: Score,
  b: Score,
  names: readonly [string, string],
  subsets: readonly string[],
): ComparedInputsJson {
  const side = (name: string, s: Score) => ({ name, inputs: s.unified.inputs, signature: signature(s) });
  const settings: Record<string, number> = {};
  for (const s of [a.family, ...a.attached, ...b.attached].flatMap((f) => f.settings))
    settings[s.json] = a.values[s.json] ?? b.values[s.json]!;
  const closer = [a, b].some((x) =>
    subsets.some((s) => blocksOf(x, s).some((bl) => bl.metrics.some((m) => m.better === "closer to 0"))),
  );
  return {
    a: side(names[0], a),
    b: side(names[1], b),
    definitions: a.unified.definitions,
    tool: a.unified.tool,
    ...settings,
    difference: closer ? "B - A, paired by sample_id; |B| - |A| for closer to 0" : "B - A, paired by sample_id",
  };
}

/**
 * Compare system B with system A. Throws an InputError when they were scored with different
 * definitions versions or settings, or come from different datasets (annotation hashes when
 * given, and always the times of the samples eligible in both, by the family's own check).
 */
export function compareScored(a: Score, b: Score, options: CompareOptions = {}): Comparison {
  const names = options.names ?? (["A", "B"] as const);
  checkSameDefinitions(a.unified.definitions, b.unified.definitions, names);
  checkSameSettings(a, b, names);
  const source = (x: unknown) => (x as { source?: { kind?: string } }).source ?? {};
  const noun = options.noun ?? inputsNoun(source(a.input), source(b.input));
  if (options.annotations) checkSameDataset(options.annotations[0], options.annotations[1], names, noun);
  checkSameTimes(a.family, a.input as never, b.input as never, names, noun);
  const plan = subsetPlan([a, b], options.subsets ?? null, true);
  const subsets: Comparison["subsets"] = {};
  for (const subset of plan.shown) subsets[subset] = compareSubset(subset, a, b);
  return {
    a: { name: names[0], unified: a.unified, score: a },
    b: { name: names[1], unified: b.unified, score: b },
    compared: comparedInputs(a, b, names, plan.shown),
    subsets,
    ...(plan.empty.length > 0 ? { empty_subsets: plan.empty } : {}),
  };
}
