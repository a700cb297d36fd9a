/**
 * How views walk a score: its metric blocks subset by subset (each subset's own block, then the
 * blocks attached to it), which subsets a view shows, the name a metric goes by in a table beside
 * other blocks (`control.net_yield_rate`), the order a family's tables list its metrics in, and
 * the samples behind each ineligibility reason. Views read scores only through here and
 * ./kinds.ts, so none of them names a family, a subset or a metric.
 */
import type { Block, Family, Item } from "./family.js";
import type { AnyMetric } from "./metric.js";
import { ranks } from "./metric.js";
import type { Score } from "./score.js";
import { planSubsets, type SubsetChoice, type SubsetPlan } from "./subset-choice.js";

/** The blocks of one subset of a score: its own first, then the attached ones. */
export function blocksOf(score: Pick<Score, "blocks">, subset: string): Block[] {
  return score.blocks.filter((b) => b.subset === subset);
}

/** The name a metric goes by in a table that may hold several blocks: `key.name` in an attached block. */
export function metricName(block: Pick<Block, "key">, m: Pick<AnyMetric, "name">): string {
  return block.key === null ? m.name : `${block.key}.${m.name}`;
}

/** The rank of a metric in a "ranked-first" table: ranked ones, then each group, then context, then diagnostics. */
function rank(m: AnyMetric): number {
  if (m.diagnostic) return 3;
  if (m.group !== undefined) return 1;
  return ranks(m) ? 0 : 2;
}

/** A block's metrics in the order its family's tables list them (registry order within a rank). */
export function tableOrder(family: Family, metrics: readonly AnyMetric[]): AnyMetric[] {
  if (family.presentation.order === "registry") return [...metrics];
  return metrics
    .map((m, k) => ({ m, k }))
    .sort((a, b) => rank(a.m) - rank(b.m) || a.k - b.k)
    .map((x) => x.m);
}

/** Each ineligibility reason of a block's items with the ids that give it, in item order. */
export function idsByReason(items: readonly Item[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const it of items) {
    const x = it as { sample_id?: string; eligible?: boolean; reasons?: readonly string[] };
    if (x.eligible !== false || x.sample_id === undefined) continue;
    for (const r of new Set(x.reasons)) out.set(r, [...(out.get(r) ?? []), x.sample_id]);
  }
  return out;
}

/** The subsets of the family that any of the scores holds (every subset of a v1.0 input; a v1.5 folder's own). */
function heldSubsets(scores: readonly Pick<Score, "family" | "unified">[]): string[] {
  const family = scores[0]!.family;
  return family.subsets.filter((s) => scores.some((x) => x.unified.subsets[s] !== undefined));
}

/**
 * The subsets a view of these scores shows: those chosen (every held one without a choice), less
 * those with no selected sample in any score (`empty`, named in one line). With `withMetrics`,
 * only subsets with a metric in some block (a table or a comparison has nothing else to show).
 */
export function subsetPlan(
  scores: readonly Pick<Score, "family" | "unified" | "blocks">[],
  choice: SubsetChoice = null,
  withMetrics = false,
): SubsetPlan {
  const held = heldSubsets(scores);
  // a held subset without a metric in any block has nothing to compare or tabulate (a chosen one
  // that no score holds is named empty)
  const candidates = (choice === null ? held : scores[0]!.family.subsets).filter(
    (s) => !withMetrics || !held.includes(s) || scores.some((x) => blocksOf(x, s).some((b) => b.metrics.length > 0)),
  );
  return planSubsets(
    candidates,
    scores.map((x) => x.unified),
    choice,
  );
}
