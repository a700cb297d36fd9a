/**
 * A comparison of two systems as flat records for notebook DataFrames: the paired rows side by
 * side (the pairs of src/compare/pair.ts) and the compared metrics of one subset (the numbers
 * of src/compare, full precision). Values are copied, never computed.
 */
import { flatPairedMetric, type FlatPairedMetric } from "../compare/flat-metric.js";
import type { RowPair } from "../compare/pair.js";
import type { Comparison, PairedBlockJson } from "../compare/types.js";
import { blocksOf, metricName } from "../metrics/blocks.js";

const SHARED = new Set(["sample_id", "subset", "task", "eligible"]);

/** One record per pair: the sample id, then each side's row fields prefixed with its name. */
export function pairedRowRecords(
  pairs: readonly RowPair<object>[],
  names: readonly [string, string],
): Record<string, unknown>[] {
  return pairs.map((p) => {
    const out: Record<string, unknown> = { sample_id: p.sample_id };
    for (const [side, row] of [p.a, p.b].entries())
      for (const [k, v] of Object.entries(row)) if (!SHARED.has(k)) out[`${names[side]}.${k}`] = v;
    return out;
  });
}

/** One compared metric of one subset: its name, then its flat fields (src/compare/flat-metric.ts). */
export interface ComparedMetricRecord extends FlatPairedMetric {
  metric: string;
}

/** The compared metrics of one subset, block by block (an attached block's as `key.metric`), in registry order. */
export function comparedMetricRecords(c: Comparison, subset: string): ComparedMetricRecord[] {
  const s = c.subsets[subset];
  if (!s) return [];
  return blocksOf(c.a.score, subset).flatMap((b) => {
    const paired = (b.key === null ? s : s[b.key]) as PairedBlockJson | undefined;
    if (paired === undefined) return [];
    return b.metrics.map((m) => ({ metric: metricName(b, m), ...flatPairedMetric(paired.metrics[m.name]!) }));
  });
}
