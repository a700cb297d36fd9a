/**
 * A comparison of two systems as flat records for notebook DataFrames: the paired rows side by
 * side (the pairs of src/compare/pair.ts) and the compared metrics of one subset (the numbers
 * of src/compare, full precision). Values are copied, never computed.
 */
import type { RowPair } from "../compare/pair.js";
import { flatPairedMetric, type FlatPairedMetric } from "../compare/flat-metric.js";
import type { Comparison } from "../compare/types.js";
import { metricsFor } from "../metrics/registry.js";
import type { ScoredSubset } from "../input/tree/subsets.js";

const SHARED = new Set(["sample_id", "subset", "task", "eligible"]);

/** One record per pair: the sample id, then each side's row fields prefixed with its name. */
export function pairedRowRecords(
  pairs: readonly RowPair[],
  names: readonly [string, string],
): Record<string, unknown>[] {
  return pairs.map((p) => {
    const out: Record<string, unknown> = { sample_id: p.sample_id };
    for (const [side, row] of [
      [names[0], p.a],
      [names[1], p.b],
    ] as const) {
      for (const [k, v] of Object.entries(row)) if (!SHARED.has(k)) out[`${side}.${k}`] = v;
    }
    return out;
  });
}

/** One compared metric of one subset: its name, then its flat fields (src/compare/flat-metric.ts). */
export interface ComparedMetricRecord extends FlatPairedMetric {
  metric: string;
}

/** The compared metrics of one subset, in registry order. */
export function comparedMetricRecords(c: Comparison, subset: ScoredSubset): ComparedMetricRecord[] {
  const s = c.subsets[subset];
  if (!s) return [];
  return metricsFor(subset).map((m) => ({ metric: m.name, ...flatPairedMetric(s.metrics[m.name]!) }));
}
