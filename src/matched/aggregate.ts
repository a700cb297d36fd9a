/**
 * The aggregates of one v1.5 subset from its per-sample results (docs/matched-runs.md
 * "Metrics"): counts per outcome, the smallest observable horizon, and every registry metric
 * over its population with its unknowns u (the kinds of src/metrics/ compute each); the
 * differences again over the samples with identical inputs; and the samples that break the
 * exchangeability assumption. The population rule is here, once, for aggregation and pairing.
 */
import { coverageOf, reasonCounts } from "../metrics/aggregate.js";
import type { SubsetBlock } from "../metrics/family.js";
import { DIFFERENCE, type DifferenceResult } from "../metrics/kind-difference.js";
import type { MetricResult } from "../metrics/kind.js";
import { blockMetrics } from "../metrics/kinds.js";
import { metricsOf } from "../metrics/metric.js";
import { byString } from "../order.js";
import { fromMicros, toMicros } from "../time.js";
import { IDENTITY_RATE, MATCHED_CONSTANTS, MATCHED_DEFINITIONS, type MatchedSubset } from "./constants.js";
import { MATCHED_METRICS, type MatchedMetric } from "./registry.js";
import { clockMicros, MATCHED_OUTCOMES, type MatchedOutcome, type MatchedRow } from "./row.js";

/** What aggregation needs of every selected sample: its row, or its reasons for being ineligible. */
export type MatchedItem = MatchedRow | { sample_id?: string; eligible: false; reasons: readonly string[] };

export type MatchedCounts = {
  declared: number;
  selected: number;
  eligible: number;
  ineligible: number;
  ineligible_reasons: Record<string, number>;
} & Record<MatchedOutcome, number>;

export interface MatchedSubsetResult extends SubsetBlock {
  definitions: typeof MATCHED_DEFINITIONS;
  constants: typeof MATCHED_CONSTANTS;
  yield_margin_s: number;
  counts: MatchedCounts;
  /** eligible / selected (null when nothing is selected), as in v1.0. */
  coverage: number | null;
  min_observable_s: number | null;
  metrics: Record<string, MetricResult>;
  /** The difference metrics over the samples whose inputs are identical before s (and the unknown ones). */
  identical_inputs: Record<string, DifferenceResult>;
  /** Samples scored under a broken assumption: inputs that differ before s, lengths that differ by over one sample. */
  assumption: { inputs_not_identical: string[]; lengths_differ: string[] };
}

/** Whether an eligible row is in a population: every row but an onset mismatch, the exercised ones, or one outcome. */
function inPopulation(over: MatchedMetric["over"], r: MatchedRow): boolean {
  if (r.outcome === "onset_mismatch") return false;
  if (over === "not_mismatched") return true;
  return over === "exercised" ? r.outcome !== "not_exercised" : r.outcome === over;
}

/** Whether a row of the population was not observed long enough for the metric. */
function tooShort(m: MatchedMetric, r: MatchedRow): boolean {
  if (m.horizon === undefined) return false;
  const from_us = toMicros(m.horizon.from === "s" ? r.s : r.e);
  return clockMicros(r) < from_us + toMicros(m.horizon.k);
}

/**
 * A metric's samples and unknowns: ineligible ones and onset mismatches are unknown; so are the
 * not-exercised ones for a metric over exercised, yielded or extended samples, and the samples
 * of the population not observed long enough.
 */
export function population(m: MatchedMetric, items: readonly MatchedItem[]): { over: MatchedRow[]; u: number } {
  const over: MatchedRow[] = [];
  let u = 0;
  const overSpeech = m.over === "exercised" || m.over === "yielded" || m.over === "extended";
  for (const it of items) {
    if (!it.eligible || it.outcome === "onset_mismatch") u++;
    else if (overSpeech && it.outcome === "not_exercised") u++;
    else if (!inPopulation(m.over, it)) continue;
    else if (tooShort(m, it)) u++;
    else over.push(it);
  }
  return { over, u };
}

/** Whether the two inputs differ in length by more than one 16 kHz sample. */
export function lengthsDiffer(r: Pick<MatchedRow, "T" | "T_clean">): boolean {
  return Math.abs(toMicros(r.T) - toMicros(r.T_clean)) * IDENTITY_RATE > 1e6;
}

/**
 * Aggregate one subset. `items` are all selected samples in sample-id order; `declared` is the
 * number of sample folders found; `yieldMargin` the δ the rows were made with (recorded).
 */
export function aggregateMatchedSubset(
  subset: MatchedSubset,
  declared: number,
  items: readonly MatchedItem[],
  yieldMargin: number,
): MatchedSubsetResult {
  const rows = items.filter((it): it is MatchedRow => it.eligible);
  const counts = {
    declared,
    selected: items.length,
    eligible: rows.length,
    ineligible: items.length - rows.length,
    ineligible_reasons: reasonCounts(items),
  } as MatchedCounts;
  for (const o of MATCHED_OUTCOMES) counts[o] = rows.filter((r) => r.outcome === o).length;
  const horizons = rows.map((r) => clockMicros(r) - toMicros(r.e));
  const identical_inputs: Record<string, DifferenceResult> = {};
  // A symmetric selection: samples known to have different inputs leave; unknown ones stay unknown.
  const identicalItems = items.filter((it) => !it.eligible || it.inputs_identical);
  for (const m of metricsOf(MATCHED_METRICS, subset).filter((x) => x.kind === "difference"))
    identical_inputs[m.name] = DIFFERENCE.result(m, population(m, identicalItems), true) as DifferenceResult;
  const ids = (f: (r: MatchedRow) => boolean) =>
    rows
      .filter(f)
      .map((r) => r.sample_id)
      .sort(byString);
  return {
    definitions: MATCHED_DEFINITIONS,
    constants: MATCHED_CONSTANTS,
    yield_margin_s: yieldMargin,
    counts,
    coverage: coverageOf(items.length, rows.length),
    min_observable_s: horizons.length === 0 ? null : fromMicros(Math.min(...horizons)),
    metrics: blockMetrics(MATCHED_RULES, subset, items),
    identical_inputs,
    assumption: { inputs_not_identical: ids((r) => !r.inputs_identical), lengths_differ: ids(lengthsDiffer) },
  };
}

/** What the kinds need of the family to aggregate: its registry, its population rule, its unknowns. */
export const MATCHED_RULES = {
  registry: MATCHED_METRICS,
  unknowns: true,
  population: (m: MatchedMetric | { name: string }, items: readonly unknown[]) =>
    population(m as MatchedMetric, items as readonly MatchedItem[]),
} as const;
