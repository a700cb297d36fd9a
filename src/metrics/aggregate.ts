/**
 * Aggregates of one subset from its per-sample rows (the pyannote.metrics way: components per
 * item, then the aggregate from the components): counts, coverage, every registry metric with
 * its interval, selected bounds for shares, and the smallest observable horizon.
 */
import {
  bootstrapMedianInterval,
  bootstrapRatioInterval,
  quantile,
  selectedBounds,
  wilsonInterval,
} from "../stats/index.js";
import { byString } from "../order.js";
import { fromMicros, toMicros } from "../time.js";
import type { SubsetName, Task } from "../input/tree/subsets.js";
import {
  isExercised,
  isOver,
  metricsFor,
  splitsExercised,
  type LatencyMetric,
  type Metric,
  type PooledMetric,
  type ShareMetric,
} from "./registry.js";
import type { EligibleRow, InterruptionRow, TurnTakingRow } from "./rows.js";

export interface ShareResult {
  value: number | null;
  count: number;
  n: number;
  interval: [number, number] | null;
  selected_bounds: [number, number] | null;
}
export interface PooledResult {
  value: number | null;
  numerator: number;
  denominator: number;
  interval: [number, number] | null;
}
export interface LatencyResult {
  n: number | null;
  median: number | null;
  median_interval: [number | null, number | null] | null;
  p90: number | null;
}
export type MetricResult = ShareResult | PooledResult | LatencyResult;

export interface SubsetCounts {
  declared: number;
  selected: number;
  eligible: number;
  ineligible: number;
  ineligible_reasons: Record<string, number>;
  exercised?: number;
  not_exercised?: number;
}

export interface SubsetResult {
  task: Task;
  counts: SubsetCounts;
  coverage: number | null;
  metrics: Record<string, MetricResult>;
  min_observable_s?: number | null;
}

/** What aggregation needs of every selected sample: eligibility, reasons, and the row if eligible. */
export type SelectedItem = { eligible: false; reasons: string[] } | { eligible: true; row: EligibleRow | null };

function shareResult(m: ShareMetric, over: EligibleRow[], selected: number): ShareResult {
  const n = over.length;
  const count = over.filter(m.hit).length;
  return {
    value: n === 0 ? null : count / n,
    count,
    n,
    interval: wilsonInterval(count, n),
    selected_bounds: selectedBounds(count, selected - n, selected),
  };
}

function pooledResult(m: PooledMetric, over: EligibleRow[]): PooledResult {
  const nums = over.map(m.numerator);
  const dens = over.map(m.denominator);
  const num = nums.reduce((a, b) => a + b, 0);
  const den = dens.reduce((a, b) => a + b, 0);
  const inUnit = (x: number) => (m.unit === "s" ? fromMicros(x) : x);
  return {
    value: den === 0 ? null : num / den,
    numerator: inUnit(num),
    denominator: inUnit(den),
    interval: den === 0 ? null : bootstrapRatioInterval(nums, dens),
  };
}

function latencyResult(m: LatencyMetric, over: EligibleRow[]): LatencyResult {
  if (over.length === 0) return { n: 0, median: null, median_interval: null, p90: null };
  const values = over.map(m.value);
  const seconds = (v: number | null) => (v === null ? null : fromMicros(v));
  const interval = bootstrapMedianInterval(values);
  return {
    n: over.length,
    median: seconds(quantile(values, 0.5)),
    median_interval: interval === null ? null : [seconds(interval[0]), seconds(interval[1])],
    p90: seconds(quantile(values, 0.9)),
  };
}

/** One metric over the eligible rows it is over. */
function metricResult(m: Metric, eligibleRows: EligibleRow[], selected: number): MetricResult {
  const over = eligibleRows.filter((r) => isOver(m, r));
  if (m.kind === "share") return shareResult(m, over, selected);
  if (m.kind === "pooled") return pooledResult(m, over);
  return latencyResult(m, over);
}

function reasonCounts(items: SelectedItem[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const it of items) {
    if (it.eligible) continue;
    for (const r of new Set(it.reasons)) counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  // fromEntries defines own keys: a reason such as "__proto__" is an ordinary key, not the prototype
  return Object.fromEntries([...counts.keys()].sort(byString).map((k) => [k, counts.get(k)!]));
}

/** Aggregate one subset. `items` are all selected samples in sample-id order. */
export function aggregateSubset(subset: SubsetName, task: Task, declared: number, items: SelectedItem[]): SubsetResult {
  const rows = items.flatMap((it) => (it.eligible && it.row ? [it.row] : []));
  const selected = items.length;
  const eligible = items.filter((it) => it.eligible).length;
  const counts: SubsetCounts = {
    declared,
    selected,
    eligible,
    ineligible: selected - eligible,
    ineligible_reasons: reasonCounts(items),
  };
  if (splitsExercised(subset)) {
    const exercised = rows.filter(isExercised).length;
    counts.exercised = exercised;
    counts.not_exercised = eligible - exercised;
  }
  const metrics: Record<string, MetricResult> = {};
  for (const m of metricsFor(subset)) metrics[m.name] = metricResult(m, rows, selected);

  const result: SubsetResult = { task, counts, coverage: selected === 0 ? null : eligible / selected, metrics };
  if (subset === "candor_turn_taking" || subset === "synthetic_user_interruption") {
    const horizons_us = rows.map((r) => {
      const ref = subset === "candor_turn_taking" ? (r as TurnTakingRow).E : (r as InterruptionRow).R;
      return toMicros(r.T) - toMicros(ref);
    });
    result.min_observable_s = horizons_us.length === 0 ? null : fromMicros(Math.min(...horizons_us));
  }
  return result;
}
