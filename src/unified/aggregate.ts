/**
 * The aggregates of one v1.0 subset from its items (every selected sample in sample-id order;
 * docs/definitions.md "Denominators, bounds and intervals"): the counts (with the exercised split
 * of interruption), the coverage, every registry metric over its samples (the kinds of
 * src/metrics/ compute each), and the smallest observable horizon of turn-taking and
 * interruption. The population rule (eligible, or exercised) is here, once.
 */
import type { Task } from "../input/tree/subsets.js";
import { coverageOf, reasonCounts } from "../metrics/aggregate.js";
import type { Item, SubsetBlock } from "../metrics/family.js";
import type { MetricResult } from "../metrics/kind.js";
import { blockMetrics } from "../metrics/kinds.js";
import type { AnyMetric } from "../metrics/metric.js";
import { fromMicros, toMicros } from "../time.js";
import { isExercised, isOver, METRICS, type Metric, splitsExercised } from "./registry.js";
import type { EligibleRow, InterruptionRow, TurnTakingRow } from "./rows.js";

export interface SubsetCounts {
  declared: number;
  selected: number;
  eligible: number;
  ineligible: number;
  ineligible_reasons: Record<string, number>;
  exercised?: number;
  not_exercised?: number;
}

/** One subset of a v1.0 `unified.json`. */
export interface SubsetResult extends SubsetBlock {
  task: Task;
  counts: SubsetCounts;
  coverage: number | null;
  metrics: Record<string, MetricResult>;
  min_observable_s?: number | null;
}

/** An eligible row of a scored subset (a sample of icc_backchannel has none: its item is a stub). */
export const isRow = (it: unknown): it is EligibleRow =>
  (it as { eligible?: boolean }).eligible === true && "task" in (it as object);

/** What the kinds need of the family to aggregate: its registry, its population rule, no unknowns recorded. */
export const UNIFIED_RULES = {
  registry: METRICS,
  unknowns: false,
  population(m: AnyMetric, items: readonly Item[]) {
    const over = items.filter(isRow).filter((r) => isOver(m as Metric, r));
    return { over, u: items.length - over.length };
  },
} as const;

/** Aggregate one subset from its items (every selected sample in sample-id order). */
export function aggregateSubset(subset: string, task: Task, declared: number, items: readonly Item[]): SubsetResult {
  const rows = items.filter(isRow);
  const selected = items.length;
  const eligible = items.filter((it) => (it as { eligible?: boolean }).eligible === true).length;
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
  const metrics = blockMetrics(UNIFIED_RULES, subset, items);
  const result: SubsetResult = { task, counts, coverage: coverageOf(selected, eligible), metrics };
  if (subset === "candor_turn_taking" || subset === "synthetic_user_interruption") {
    const horizons_us = rows.map((r) => {
      const ref = subset === "candor_turn_taking" ? (r as TurnTakingRow).E : (r as InterruptionRow).R;
      return toMicros(r.T) - toMicros(ref);
    });
    result.min_observable_s = horizons_us.length === 0 ? null : fromMicros(Math.min(...horizons_us));
  }
  return result;
}

/** Samples eligible in both, split by where they were exercised (the interruption subset of a comparison). */
export interface ExercisedTable {
  both: number;
  only_a: number;
  only_b: number;
  neither: number;
}

export function exercisedTable(pairs: readonly { a: unknown; b: unknown }[]): ExercisedTable {
  const t: ExercisedTable = { both: 0, only_a: 0, only_b: 0, neither: 0 };
  for (const p of pairs) {
    const ea = isExercised(p.a as EligibleRow);
    const eb = isExercised(p.b as EligibleRow);
    if (ea && eb) t.both++;
    else if (ea) t.only_a++;
    else if (eb) t.only_b++;
    else t.neither++;
  }
  return t;
}
