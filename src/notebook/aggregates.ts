/**
 * The aggregates of `unified.json` and the registry's definitions as flat records, for notebook
 * tables and DataFrames. Every number is read from the aggregates the core computed (full
 * precision in `AggregateRecord`, the console's three-decimal cells in `SummaryRecord`);
 * nothing is recomputed here.
 */
import type { LatencyResult, PooledResult, ShareResult } from "../metrics/aggregate.js";
import { betterLabel, metricsFor, type MetricKind } from "../metrics/registry.js";
import { metricCells } from "../output/format.js";
import type { UnifiedJson } from "../metrics/score.js";
import { SUBSETS, type SubsetName } from "../input/tree/subsets.js";

/** One metric of one subset with its numbers; fields that do not apply to its kind are null. */
export interface AggregateRecord {
  subset: SubsetName;
  metric: string;
  kind: MetricKind;
  better: string;
  /** The share or pooled ratio; the median for a latency (null when not reached or n = 0). */
  value: number | null;
  /** The 95% interval (Wilson or bootstrap), or the median's interval for a latency. */
  low: number | null;
  high: number | null;
  /** Latency only: the 90th percentile. */
  p90: number | null;
  /** Shares: samples counted; null otherwise. */
  count: number | null;
  /** Shares and latencies: samples in the denominator. */
  n: number | null;
  /** Pooled ratios only (pauses, or seconds). */
  numerator: number | null;
  denominator: number | null;
  /** Shares only: the selected bounds. */
  bounds_low: number | null;
  bounds_high: number | null;
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

const NONE = {
  value: null,
  low: null,
  high: null,
  p90: null,
  count: null,
  n: null,
  numerator: null,
  denominator: null,
  bounds_low: null,
  bounds_high: null,
};

/** Every metric of the given subsets (all five by default), in registry order. */
export function aggregateRecords(u: UnifiedJson, subsets: readonly SubsetName[] = SUBSETS): AggregateRecord[] {
  const out: AggregateRecord[] = [];
  for (const subset of subsets) {
    for (const m of metricsFor(subset)) {
      const r = u.subsets[subset].metrics[m.name];
      if (r === undefined) throw new Error(`unified.json: ${subset} has no metric ${m.name}`);
      const base = { subset, metric: m.name, kind: m.kind, better: betterLabel(m), ...NONE };
      if (m.kind === "share") {
        const s = r as ShareResult;
        out.push({
          ...base,
          value: s.value,
          low: s.interval?.[0] ?? null,
          high: s.interval?.[1] ?? null,
          count: s.count,
          n: s.n,
          bounds_low: s.selected_bounds?.[0] ?? null,
          bounds_high: s.selected_bounds?.[1] ?? null,
        });
      } else if (m.kind === "pooled") {
        const p = r as PooledResult;
        out.push({
          ...base,
          value: p.value,
          low: p.interval?.[0] ?? null,
          high: p.interval?.[1] ?? null,
          numerator: p.numerator,
          denominator: p.denominator,
        });
      } else {
        const l = r as LatencyResult;
        out.push({
          ...base,
          value: l.median,
          low: l.median_interval?.[0] ?? null,
          high: l.median_interval?.[1] ?? null,
          p90: l.p90,
          n: l.n,
        });
      }
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
