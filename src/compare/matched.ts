/**
 * Compare two systems scored on one Full-Duplex-Bench v1.5 dataset (matched runs), paired by
 * sample: for each subset and each metric of the matched registry, the samples in the metric's
 * denominator in both systems (eligible, not an onset mismatch, in its population and observed
 * long enough in both), each side's value over them and its own value from its aggregates, and
 * B − A with the 95% paired bootstrap interval (the v1.0 conventions: 2000 resamples, a fresh
 * seed-0 generator per metric). A difference metric compares the paired per-sample d values
 * (mean of d_B minus mean of d_A), a share the paired share difference with McNemar's p, a
 * latency the paired median difference, a pooled ratio the paired ratio difference. For a
 * "closer to 0" metric the difference is of absolute values, |B| − |A|: negative when B is
 * closer to 0. Pure; values and populations are read through the registry and the aggregation's
 * own population rule, so no metric is re-implemented here.
 */
import { inputError } from "../errors.js";
import { byString } from "../order.js";
import { population, type MatchedMetricResult } from "../matched/aggregate.js";
import { MATCHED_SUBSETS, type MatchedSubset } from "../matched/constants.js";
import { matchedMetricsFor, type MatchedMetric } from "../matched/registry.js";
import type { MatchedResult, MatchedRow } from "../matched/row.js";
import type { MatchedScored, MatchedUnifiedJson } from "../matched/score.js";
import { signature } from "../metrics/signature.js";
import { mcnemarExactP } from "../stats/mcnemar.js";
import { pairedMeanDifference } from "../stats/paired-mean-difference.js";
import { pairedMedianDifference } from "../stats/paired-median-difference.js";
import { pairedRatioDifference } from "../stats/paired-ratio-difference.js";
import { pairedShareDifference } from "../stats/paired-share-difference.js";
import { quantile } from "../stats/quantile.js";
import { fromMicros } from "../time.js";
import { checkSameDataset, checkSameDefinitions, type AnnotationHashes, type InputsNoun } from "./same-dataset.js";
import { checkSameMatchedTimes } from "./same-matched-times.js";
import type { PairedMetricJson } from "./types.js";

/** Two rows of one sample, eligible in both systems. */
export interface MatchedPair {
  sample_id: string;
  a: MatchedRow;
  b: MatchedRow;
}

export interface MatchedSubsetComparison {
  /** Samples eligible in both. */
  paired_n: number;
  metrics: Record<string, PairedMetricJson>;
}

export interface MatchedComparisonJson {
  compared: {
    a: { name: string; inputs: Record<string, unknown>; signature: string };
    b: { name: string; inputs: Record<string, unknown>; signature: string };
    definitions: string;
    tool: { name: string; version: string };
    yield_margin_s: number;
    difference: "B - A, paired by sample_id; |B| - |A| for closer to 0";
  };
  subsets: Partial<Record<MatchedSubset, MatchedSubsetComparison>>;
  /** Chosen subsets that neither input selects a sample of (absent when none). */
  empty_subsets?: MatchedSubset[];
}

export interface MatchedComparison extends MatchedComparisonJson {
  a: { name: string; unified: MatchedUnifiedJson };
  b: { name: string; unified: MatchedUnifiedJson };
}

export interface MatchedCompareOptions {
  names?: readonly [string, string];
  /** Per sample id, the hashes of input.wav, clean_input.wav and metadata.json of each side (the loader's). */
  annotations?: readonly [AnnotationHashes, AnnotationHashes];
  noun?: InputsNoun;
  /** The subsets to compare (null or absent: every subset). */
  subsets?: readonly MatchedSubset[] | null;
}

/** Whether a row is in a metric's denominator: counted in its n by the aggregation's own rule. */
export function inDenominator(m: MatchedMetric, r: MatchedRow): boolean {
  return population(m, [r]).over.length === 1;
}

function eligibleRows(rows: readonly MatchedResult[], subset: MatchedSubset): Map<string, MatchedRow> {
  const out = new Map<string, MatchedRow>();
  for (const r of rows) if (r.subset === subset && r.eligible) out.set(r.sample_id, r);
  return out;
}

/** Samples of `subset` eligible in both, in sample-id order. */
export function matchedPairs(
  rowsA: readonly MatchedResult[],
  rowsB: readonly MatchedResult[],
  subset: MatchedSubset,
): MatchedPair[] {
  const a = eligibleRows(rowsA, subset);
  const b = eligibleRows(rowsB, subset);
  return [...a.keys()]
    .sort(byString)
    .filter((id) => b.has(id))
    .map((id) => ({ sample_id: id, a: a.get(id)!, b: b.get(id)! }));
}

/** The pairs in a metric's denominator in both systems. */
export function matchedMetricPairs(m: MatchedMetric, pairs: readonly MatchedPair[]): MatchedPair[] {
  return pairs.filter((p) => inDenominator(m, p.a) && inDenominator(m, p.b));
}

/** A difference metric's d of one row: +1 for the first event alone, −1 for the second alone, else 0. */
function dOf(m: Extract<MatchedMetric, { kind: "difference" }>, r: MatchedRow): number {
  return (m.first(r) ? 1 : 0) - (m.second(r) ? 1 : 0);
}

/** A side's own value: a latency's median, else the value; null for a subset the side does not hold. */
function ownValue(r: MatchedMetricResult | undefined): number | null {
  if (r === undefined) return null;
  return "median" in r ? r.median : r.value;
}

/** A side's value over the pairs, by the metric's own rule (null with no pair or a zero denominator). */
function pairedValue(m: MatchedMetric, rows: readonly MatchedRow[]): number | null {
  if (rows.length === 0) return null;
  if (m.kind === "share") return rows.filter(m.hit).length / rows.length;
  if (m.kind === "difference") return rows.reduce((s, r) => s + dOf(m, r), 0) / rows.length;
  if (m.kind === "pooled") {
    const den = rows.reduce((s, r) => s + m.denominator(r), 0);
    return den === 0 ? null : rows.reduce((s, r) => s + m.numerator(r), 0) / den;
  }
  const median = quantile(rows.map(m.value), 0.5);
  return median === null ? null : fromMicros(median);
}

function pairedMetric(
  m: MatchedMetric,
  pairs: readonly MatchedPair[],
  ra: MatchedMetricResult | undefined,
  rb: MatchedMetricResult | undefined,
): PairedMetricJson {
  const absolute = m.better === "closer to 0";
  const as = pairs.map((p) => p.a);
  const bs = pairs.map((p) => p.b);
  const base = { n: pairs.length, paired_a: pairedValue(m, as), paired_b: pairedValue(m, bs) };
  const own = { ...(absolute ? { absolute: true as const } : {}), own_a: ownValue(ra), own_b: ownValue(rb) };
  if (m.kind === "difference") {
    const d = pairedMeanDifference(
      as.map((r) => dOf(m, r)),
      bs.map((r) => dOf(m, r)),
      absolute,
    );
    return { ...base, ...d, ...own };
  }
  if (m.kind === "share") {
    const ha = as.map(m.hit);
    const hb = bs.map(m.hit);
    const aOnly = ha.filter((x, i) => x && !hb[i]).length;
    const bOnly = hb.filter((x, i) => x && !ha[i]).length;
    // No share of the matched registry is "closer to 0"; a share has one direction.
    return {
      ...base,
      ...pairedShareDifference(ha, hb),
      discordant: { a_only: aOnly, b_only: bOnly },
      mcnemar_p: mcnemarExactP(aOnly, bOnly),
      ...own,
    };
  }
  if (m.kind === "pooled") {
    const parts = (rows: readonly MatchedRow[]) => ({
      numerators: rows.map(m.numerator),
      denominators: rows.map(m.denominator),
    });
    return { ...base, ...pairedRatioDifference(parts(as), parts(bs), absolute), ...own };
  }
  return { ...base, ...pairedMedianDifference(as.map(m.value), bs.map(m.value)), ...own };
}

function compareSubset(subset: MatchedSubset, a: MatchedScored, b: MatchedScored): MatchedSubsetComparison {
  const pairs = matchedPairs(a.rows, b.rows, subset);
  const ua = a.unified.subsets[subset];
  const ub = b.unified.subsets[subset];
  const metrics: Record<string, PairedMetricJson> = {};
  for (const m of matchedMetricsFor(subset)) {
    metrics[m.name] = pairedMetric(m, matchedMetricPairs(m, pairs), ua?.metrics[m.name], ub?.metrics[m.name]);
  }
  return { paired_n: pairs.length, metrics };
}

/**
 * The subsets to compare: without a choice, those either side holds; with one, the chosen ones.
 * A subset no side selects a sample of is left out and named empty (a folder without a subset's
 * folder simply does not hold it, so without a choice it is not named).
 */
export function planMatchedSubsets(
  inputs: readonly MatchedUnifiedJson[],
  choice: readonly MatchedSubset[] | null = null,
): { shown: MatchedSubset[]; empty: MatchedSubset[] } {
  const plan = { shown: [] as MatchedSubset[], empty: [] as MatchedSubset[] };
  for (const s of MATCHED_SUBSETS) {
    if (choice === null ? !inputs.some((u) => u.subsets[s] !== undefined) : !choice.includes(s)) continue;
    const any = inputs.some((u) => (u.subsets[s]?.counts.selected ?? 0) > 0);
    (any ? plan.shown : plan.empty).push(s);
  }
  return plan;
}

/**
 * Compare system B with system A. Throws an InputError when they were scored with different
 * definitions versions or yield margins, or come from different datasets (the annotation hashes
 * when given, and always the times s, e, T and T_clean of the samples eligible in both).
 */
export function compareMatched(
  a: MatchedScored,
  b: MatchedScored,
  options: MatchedCompareOptions = {},
): MatchedComparison {
  const names = options.names ?? (["A", "B"] as const);
  checkSameDefinitions(a.unified.definitions, b.unified.definitions, names);
  if (a.unified.yield_margin_s !== b.unified.yield_margin_s)
    throw inputError(
      "--yield-margin-s",
      `${names[0]} was scored with a yield margin of ${a.unified.yield_margin_s} s and ${names[1]} with ` +
        `${b.unified.yield_margin_s} s; compare scores made with one margin`,
    );
  if (options.annotations)
    checkSameDataset(options.annotations[0], options.annotations[1], names, options.noun ?? "folders");
  checkSameMatchedTimes(a.input, b.input, names, options.noun);
  const plan = planMatchedSubsets([a.unified, b.unified], options.subsets ?? null);
  const subsets: MatchedComparisonJson["subsets"] = {};
  for (const s of plan.shown) subsets[s] = compareSubset(s, a, b);
  const side = (name: string, u: MatchedUnifiedJson) => ({ name, inputs: u.inputs, signature: signature(u) });
  return {
    a: { name: names[0], unified: a.unified },
    b: { name: names[1], unified: b.unified },
    compared: {
      a: side(names[0], a.unified),
      b: side(names[1], b.unified),
      definitions: a.unified.definitions,
      tool: a.unified.tool,
      yield_margin_s: a.unified.yield_margin_s,
      difference: "B - A, paired by sample_id; |B| - |A| for closer to 0",
    },
    subsets,
    ...(plan.empty.length > 0 ? { empty_subsets: plan.empty } : {}),
  };
}

/** The `--json` object of a matched comparison (what was compared, then the paired numbers). */
export function matchedComparisonJson(c: MatchedComparison): MatchedComparisonJson {
  return { compared: c.compared, subsets: c.subsets, ...(c.empty_subsets ? { empty_subsets: c.empty_subsets } : {}) };
}

/** Its bytes: two-space indent, final newline (construction order, so deterministic). */
export function matchedComparisonText(c: MatchedComparison): string {
  return JSON.stringify(matchedComparisonJson(c), null, 2) + "\n";
}
