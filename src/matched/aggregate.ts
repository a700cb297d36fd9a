/**
 * The aggregates of one v1.5 subset from its per-sample results (docs/matched-runs.md
 * "Metrics"): counts per outcome, the smallest observable horizon, and every registry metric
 * over its population with its unknowns u: shares with a Wilson interval and selected bounds,
 * differences of two shares with a bootstrap interval of the mean of d, bounds and the sign
 * test, pooled ratios and latencies with the v1.0 bootstrap; the differences again over the
 * samples with identical inputs; and the samples that break the exchangeability assumption.
 */
import { byString } from "../order.js";
import { bootstrapMedianInterval } from "../stats/bootstrap-median.js";
import { bootstrapRatioInterval } from "../stats/bootstrap-ratio.js";
import { selectedBounds } from "../stats/bounds.js";
import { quantile } from "../stats/quantile.js";
import { signTestP } from "../stats/sign-test.js";
import { wilsonInterval } from "../stats/wilson.js";
import { fromMicros, toMicros } from "../time.js";
import { IDENTITY_RATE, MATCHED_CONSTANTS, MATCHED_DEFINITIONS, type MatchedSubset } from "./constants.js";
import { matchedMetricsFor, type MatchedMetric } from "./registry.js";
import { clockMicros, MATCHED_OUTCOMES, type MatchedOutcome, type MatchedRow } from "./row.js";

/** What aggregation needs of every selected sample: its row, or its reasons for being ineligible. */
export type MatchedItem = MatchedRow | { eligible: false; reasons: readonly string[] };

export interface MatchedShareResult {
  value: number | null;
  count: number;
  n: number;
  u: number;
  interval: [number, number] | null;
  selected_bounds: [number, number] | null;
}
export interface MatchedDifferenceResult {
  value: number | null;
  /** Samples with the first event alone, and with the second alone (the discordant ones). */
  a: number;
  b: number;
  n: number;
  u: number;
  interval: [number, number] | null;
  selected_bounds: [number, number] | null;
  sign_test_p: number;
}
export interface MatchedPooledResult {
  value: number | null;
  numerator: number;
  denominator: number;
  n: number;
  u: number;
  interval: [number, number] | null;
}
export interface MatchedLatencyResult {
  n: number;
  u: number;
  median: number | null;
  median_interval: [number | null, number | null] | null;
  p90: number | null;
}
export type MatchedMetricResult =
  | MatchedShareResult
  | MatchedDifferenceResult
  | MatchedPooledResult
  | MatchedLatencyResult;

export type MatchedCounts = {
  declared: number;
  selected: number;
  eligible: number;
  ineligible: number;
  ineligible_reasons: Record<string, number>;
} & Record<MatchedOutcome, number>;

export interface MatchedSubsetResult {
  definitions: typeof MATCHED_DEFINITIONS;
  constants: typeof MATCHED_CONSTANTS;
  yield_margin_s: number;
  counts: MatchedCounts;
  /** eligible / selected (null when nothing is selected), as in v1.0. */
  coverage: number | null;
  min_observable_s: number | null;
  metrics: Record<string, MatchedMetricResult>;
  /** The difference metrics over the samples whose inputs are identical before s (and the unknown ones). */
  identical_inputs: Record<string, MatchedDifferenceResult>;
  /** Samples scored under a broken assumption: inputs that differ before s, lengths that differ by over one sample. */
  assumption: { inputs_not_identical: string[]; lengths_differ: string[] };
}

/** Whether an eligible row is in a population. */
function inPopulation(over: MatchedMetric["over"], r: MatchedRow): boolean {
  if (r.outcome === "onset_mismatch") return false;
  if (over === "not_mismatched") return true;
  if (over === "not_exercised") return r.outcome === "not_exercised";
  if (over === "yielded") return r.outcome === "yielded";
  if (over === "extended") return r.outcome === "extended";
  return r.outcome !== "not_exercised";
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

function differenceResult(
  m: Extract<MatchedMetric, { kind: "difference" }>,
  over: MatchedRow[],
  u: number,
): MatchedDifferenceResult {
  const d = over.map((r) => (m.first(r) ? 1 : 0) - (m.second(r) ? 1 : 0));
  const a = d.filter((x) => x === 1).length;
  const b = d.filter((x) => x === -1).length;
  const n = over.length;
  const all = n + u;
  return {
    value: n === 0 ? null : (a - b) / n,
    a,
    b,
    n,
    u,
    interval:
      n === 0
        ? null
        : bootstrapRatioInterval(
            d,
            d.map(() => 1),
          ),
    selected_bounds: all === 0 ? null : [(a - b - u) / all, (a - b + u) / all],
    sign_test_p: signTestP(a, b),
  };
}

function metricResult(m: MatchedMetric, items: readonly MatchedItem[]): MatchedMetricResult {
  const { over, u } = population(m, items);
  const n = over.length;
  if (m.kind === "share") {
    const count = over.filter(m.hit).length;
    return {
      value: n === 0 ? null : count / n,
      count,
      n,
      u,
      interval: wilsonInterval(count, n),
      selected_bounds: selectedBounds(count, u, n + u),
    };
  }
  if (m.kind === "difference") return differenceResult(m, over, u);
  if (m.kind === "pooled") {
    const nums = over.map(m.numerator);
    const dens = over.map(m.denominator);
    const num = nums.reduce((x, y) => x + y, 0);
    const den = dens.reduce((x, y) => x + y, 0);
    return {
      value: den === 0 ? null : num / den,
      numerator: fromMicros(num),
      denominator: fromMicros(den),
      n,
      u,
      interval: den === 0 ? null : bootstrapRatioInterval(nums, dens),
    };
  }
  if (n === 0) return { n: 0, u, median: null, median_interval: null, p90: null };
  const values = over.map(m.value);
  const seconds = (v: number | null) => (v === null ? null : fromMicros(v));
  const interval = bootstrapMedianInterval(values);
  return {
    n,
    u,
    median: seconds(quantile(values, 0.5)),
    median_interval: interval === null ? null : [seconds(interval[0]), seconds(interval[1])],
    p90: seconds(quantile(values, 0.9)),
  };
}

function reasonCounts(items: readonly MatchedItem[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const it of items) {
    if (it.eligible) continue;
    for (const r of new Set(it.reasons)) counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  return Object.fromEntries([...counts.keys()].sort(byString).map((k) => [k, counts.get(k)!]));
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
  const metrics: Record<string, MatchedMetricResult> = {};
  const identical_inputs: Record<string, MatchedDifferenceResult> = {};
  // A symmetric selection: samples known to have different inputs leave; unknown ones stay unknown.
  const identicalItems = items.filter((it) => !it.eligible || it.inputs_identical);
  for (const m of matchedMetricsFor(subset)) {
    metrics[m.name] = metricResult(m, items);
    if (m.kind === "difference") {
      const { over, u } = population(m, identicalItems);
      identical_inputs[m.name] = differenceResult(m, over, u);
    }
  }
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
    coverage: items.length === 0 ? null : rows.length / items.length,
    min_observable_s: horizons.length === 0 ? null : fromMicros(Math.min(...horizons)),
    metrics,
    identical_inputs,
    assumption: { inputs_not_identical: ids((r) => !r.inputs_identical), lengths_differ: ids(lengthsDiffer) },
  };
}
