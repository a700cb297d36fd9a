/**
 * A comparison of two systems as flat records for notebook DataFrames: the paired rows side by
 * side (the pairs of src/compare/pair.ts) and the compared metrics of one subset (the numbers
 * of src/compare, full precision). Values are copied, never computed.
 */
import type { RowPair } from "../compare/pair.js";
import type { Comparison } from "../compare/types.js";
import { metricsFor } from "../metrics/registry.js";
import type { ScoredSubset } from "../tree/subsets.js";

const SHARED = new Set(["sample_id", "subset", "task", "eligible"]);

/** One record per pair: the sample id, then each side's row fields prefixed with its name. */
export function pairedRowRecords(pairs: readonly RowPair[], names: readonly [string, string]): Record<string, unknown>[] {
  return pairs.map((p) => {
    const out: Record<string, unknown> = { sample_id: p.sample_id };
    for (const [side, row] of [[names[0], p.a], [names[1], p.b]] as const) {
      for (const [k, v] of Object.entries(row)) if (!SHARED.has(k)) out[`${side}.${k}`] = v;
    }
    return out;
  });
}

export interface ComparedMetricRecord {
  metric: string;
  /** The metric's paired n, and A and B over those pairs (difference = paired_b − paired_a). */
  n: number;
  paired_a: number | null;
  paired_b: number | null;
  difference: number | null;
  low: number | null;
  high: number | null;
  a_only: number | null;
  b_only: number | null;
  mcnemar_p: number | null;
  /** Each side's own value over its own samples (not paired; do not subtract). */
  own_a: number | null;
  own_b: number | null;
}

/** The compared metrics of one subset, in registry order. */
export function comparedMetricRecords(c: Comparison, subset: ScoredSubset): ComparedMetricRecord[] {
  const s = c.subsets[subset];
  if (!s) return [];
  return metricsFor(subset).map((m) => {
    const p = s.metrics[m.name]!;
    return {
      metric: m.name,
      n: p.n,
      paired_a: p.paired_a,
      paired_b: p.paired_b,
      difference: p.difference,
      low: p.interval?.[0] ?? null,
      high: p.interval?.[1] ?? null,
      a_only: p.discordant?.a_only ?? null,
      b_only: p.discordant?.b_only ?? null,
      mcnemar_p: p.mcnemar_p ?? null,
      own_a: p.own_a,
      own_b: p.own_b,
    };
  });
}
