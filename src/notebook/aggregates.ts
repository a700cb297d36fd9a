/**
 * The aggregates of `unified.json` and the registry's definitions as flat records, for notebook
 * tables and DataFrames. Every number is read from the aggregates the core computed (full
 * precision in `AggregateRecord`, flattened as every flat output flattens a result; the console's
 * three-decimal cells in `SummaryRecord`); nothing is recomputed here.
 */
import { flatResult, type FlatResult } from "../metrics/flat-result.js";
import { betterLabel, metricsFor, type MetricKind } from "../metrics/registry.js";
import { metricCells } from "../metrics/format.js";
import type { UnifiedJson } from "../metrics/score.js";
import { SUBSETS, type SubsetName } from "../input/tree/subsets.js";

/**
 * One metric of one subset: its keys, then its result's flat columns (value, lo, hi, p90, count,
 * n, bounds_lo, bounds_hi; src/metrics/flat-result.ts, the names of the table's CSV). A column
 * that does not apply to the metric's kind is null; a latency quantity not reached is +Infinity.
 */
export interface AggregateRecord extends FlatResult {
  subset: SubsetName;
  metric: string;
  kind: MetricKind;
  better: string;
}

/** What the console and the report print for one metric (three decimals, "not reached"). */
export interface SummaryRecord {
  subset: SubsetName;
  metric: string;
  value: string;
  interval: string;
  count: string;
  selected_bounds: string;
  better: string;
}

/** The registry's description of one metric. */
export interface DefinitionRecord {
  metric: string;
  kind: MetricKind;
  better: string;
  over: string;
  denominator: string;
  definition: string;
}

/** Every metric of the given subsets (all five by default), in registry order. */
export function aggregateRecords(u: UnifiedJson, subsets: readonly SubsetName[] = SUBSETS): AggregateRecord[] {
  const out: AggregateRecord[] = [];
  for (const subset of subsets) {
    for (const m of metricsFor(subset)) {
      const r = u.subsets[subset].metrics[m.name];
      if (r === undefined) throw new Error(`unified.json: ${subset} has no metric ${m.name}`);
      out.push({ subset, metric: m.name, kind: m.kind, better: betterLabel(m), ...flatResult(m.kind, r) });
    }
  }
  return out;
}

/** The console's cells for every metric of the given subsets. */
export function summaryRecords(u: UnifiedJson, subsets: readonly SubsetName[] = SUBSETS): SummaryRecord[] {
  return subsets.flatMap((subset) =>
    metricsFor(subset).map((m) => {
      const c = metricCells(m, u.subsets[subset].metrics[m.name]!);
      return {
        subset,
        metric: m.name,
        value: c.value,
        interval: c.interval,
        count: c.count,
        selected_bounds: c.bounds,
        better: c.better,
      };
    }),
  );
}

/** The registry's one-line definitions of a subset's metrics. */
export function definitionRecords(subset: SubsetName): DefinitionRecord[] {
  return metricsFor(subset).map((m) => ({
    metric: m.name,
    kind: m.kind,
    better: betterLabel(m),
    over: m.over,
    denominator: m.dividedBy,
    definition: m.definition,
  }));
}
