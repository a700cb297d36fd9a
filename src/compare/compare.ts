/**
 * Compare two scored systems paired by sample (docs/definitions.md, "Denominators, bounds and
 * intervals"): for each scored subset and each registry metric, each side's own value from its
 * aggregates, the metric's paired set, the paired difference B − A with its bootstrap interval,
 * and for sample shares the discordant counts and the exact McNemar p-value; for interruption
 * the exercised cross-table. A subset with no selected sample in either input is left out (and
 * named in `empty_subsets`). Hits and values are read through the registry's accessors, so no
 * metric is re-implemented here. Pure: the same two scores always give the same comparison.
 */
import type { LatencyResult, MetricResult, PooledResult, ShareResult } from "../metrics/aggregate.js";
import { quantile } from "../stats/index.js";
import { fromMicros } from "../time.js";
import { isExercised } from "../metrics/registry.js";
import { metricsFor, splitsExercised, type Metric } from "../metrics/registry.js";
import type { Scored } from "../metrics/score.js";
import { SCORED_SUBSETS, type ScoredSubset } from "../input/tree/subsets.js";
import {
  checkSameAnnotationTimes,
  checkSameDataset,
  checkSameDefinitions,
  type AnnotationHashes,
  type InputsNoun,
} from "./same-dataset.js";
import { mcnemarExactP } from "../stats/mcnemar.js";
import { eligiblePairs, metricPairs, type RowPair } from "./pair.js";
import { pairedMedianDifference } from "../stats/paired-median-difference.js";
import { pairedRatioDifference } from "../stats/paired-ratio-difference.js";
import { pairedShareDifference } from "../stats/paired-share-difference.js";
import { signature } from "../metrics/signature.js";
import { planSubsets, type SubsetChoice } from "../metrics/subset-choice.js";
import type {
  ComparedInputsJson,
  Comparison,
  ExercisedTable,
  PairedMetricJson,
  SubsetComparisonJson,
} from "./types.js";

export interface CompareOptions {
  /** Names of the two systems (default "A" and "B"). */
  names?: readonly [string, string];
  /** Annotation hashes of both manifests (`readAnnotationHashes`), for the dataset check. */
  annotations?: readonly [AnnotationHashes, AnnotationHashes];
  /** What messages call the two inputs (default "trees"). */
  noun?: InputsNoun;
  /** The subsets to compare (`--subsets`; default all). A subset neither input selects a sample of is left out. */
  subsets?: SubsetChoice;
}

/** A side's own value of a metric, straight from its aggregates (a latency's median). */
function ownValue(m: Metric, r: MetricResult): number | null {
  if (m.kind === "latency") return (r as LatencyResult).median;
  return (r as ShareResult | PooledResult).value;
}

/**
 * One side's value over the paired set, by the same rules as its own value in unified.json: a
 * share's hits over n, a pooled ratio's summed integer parts, a latency's spec median (null when
 * not reached). Null when the paired set is empty (or a pooled denominator sums to 0).
 */
function pairedValue(m: Metric, pairs: RowPair[], side: "a" | "b"): number | null {
  const rows = pairs.map((p) => p[side]);
  if (rows.length === 0) return null;
  if (m.kind === "share") return rows.filter(m.hit).length / rows.length;
  if (m.kind === "pooled") {
    const den = rows.reduce((s, r) => s + m.denominator(r), 0);
    return den === 0 ? null : rows.reduce((s, r) => s + m.numerator(r), 0) / den;
  }
  const median = quantile(rows.map(m.value), 0.5);
  return median === null ? null : fromMicros(median);
}

function pairedMetric(m: Metric, pairs: RowPair[], ra: MetricResult, rb: MetricResult): PairedMetricJson {
  const base = { n: pairs.length, paired_a: pairedValue(m, pairs, "a"), paired_b: pairedValue(m, pairs, "b") };
  const own = { own_a: ownValue(m, ra), own_b: ownValue(m, rb) };
  if (m.kind === "share") {
    const ha = pairs.map((p) => m.hit(p.a));
    const hb = pairs.map((p) => m.hit(p.b));
    const aOnly = ha.filter((x, i) => x && !hb[i]).length;
    const bOnly = hb.filter((x, i) => x && !ha[i]).length;
    return {
      ...base,
      ...pairedShareDifference(ha, hb),
      discordant: { a_only: aOnly, b_only: bOnly },
      mcnemar_p: mcnemarExactP(aOnly, bOnly),
      ...own,
    };
  }
  if (m.kind === "pooled") {
    const parts = (side: "a" | "b") => ({
      numerators: pairs.map((p) => m.numerator(p[side])),
      denominators: pairs.map((p) => m.denominator(p[side])),
    });
    return { ...base, ...pairedRatioDifference(parts("a"), parts("b")), ...own };
  }
  return {
    ...base,
    ...pairedMedianDifference(
      pairs.map((p) => m.value(p.a)),
      pairs.map((p) => m.value(p.b)),
    ),
    ...own,
  };
}

function exercisedTable(pairs: RowPair[]): ExercisedTable {
  const t: ExercisedTable = { both: 0, only_a: 0, only_b: 0, neither: 0 };
  for (const p of pairs) {
    const ea = isExercised(p.a);
    const eb = isExercised(p.b);
    if (ea && eb) t.both++;
    else if (ea) t.only_a++;
    else if (eb) t.only_b++;
    else t.neither++;
  }
  return t;
}

function compareSubset(subset: ScoredSubset, a: Scored, b: Scored): SubsetComparisonJson {
  const pairs = eligiblePairs(a.rows, b.rows, subset);
  const metrics: Record<string, PairedMetricJson> = {};
  for (const m of metricsFor(subset)) {
    metrics[m.name] = pairedMetric(
      m,
      metricPairs(m, pairs),
      a.unified.subsets[subset].metrics[m.name]!,
      b.unified.subsets[subset].metrics[m.name]!,
    );
  }
  const out: SubsetComparisonJson = { paired_n: pairs.length, metrics };
  if (splitsExercised(subset)) out.exercised = exercisedTable(pairs);
  return out;
}

/**
 * Compare system B with system A. Throws an InputError when they were scored with different
 * definitions versions or come from different datasets (annotation hashes when given, and
 * always the window lengths and annotation times of the samples eligible in both).
 */
export function compareScored(a: Scored, b: Scored, options: CompareOptions = {}): Comparison {
  const names = options.names ?? (["A", "B"] as const);
  checkSameDefinitions(a.unified.definitions, b.unified.definitions, names);
  if (options.annotations) checkSameDataset(options.annotations[0], options.annotations[1], names, options.noun);
  checkSameAnnotationTimes(a.tree, b.tree, names, options.noun);
  const plan = planSubsets(SCORED_SUBSETS, [a.unified, b.unified], options.subsets ?? null);
  const subsets: Comparison["subsets"] = {};
  for (const subset of plan.shown) subsets[subset] = compareSubset(subset, a, b);
  const compared: ComparedInputsJson = {
    a: { name: names[0], inputs: a.unified.inputs, signature: signature(a.unified) },
    b: { name: names[1], inputs: b.unified.inputs, signature: signature(b.unified) },
    definitions: a.unified.definitions,
    tool: a.unified.tool,
    difference: "B - A, paired by sample_id",
  };
  return {
    a: { name: names[0], unified: a.unified },
    b: { name: names[1], unified: b.unified },
    compared,
    subsets,
    ...(plan.empty.length > 0 ? { empty_subsets: plan.empty } : {}),
  };
}
