/**
 * A score's aggregates and its families' definitions as flat records, for notebook tables and
 * DataFrames, whatever the family: every block of every subset (its own, then the attached ones
 * as `key.metric`), the metrics picked by a registry property or all. Every number is read from
 * the aggregates the core computed (full precision in `AggregateRecord`, flattened as every flat
 * output flattens a result; the console's three-decimal cells in `SummaryRecord`); nothing is
 * recomputed here.
 */
import { blocksOf, metricName } from "../metrics/blocks.js";
import type { Block, Family } from "../metrics/family.js";
import { cellsOf, flatOf, pColumn } from "../metrics/kinds.js";
import { type AnyMetric, betterLabel, metricsOf } from "../metrics/metric.js";
import type { Score } from "../metrics/score.js";

/**
 * Which metrics a table shows: a test on the registry's record (all by default). Written as a
 * method's type so that a test on one family's metric type (`(m: MatchedMetric) => ...`) passes.
 */
export type MetricPick = { pick(m: AnyMetric): boolean }["pick"];

const all: MetricPick = () => true;

/**
 * One metric of one subset: its keys, then its result's flat columns (value, lo, hi, p90, count,
 * n, bounds_lo, bounds_hi, and the family's own: u, a, b, sign_test_p; docs/output.md). A column
 * that does not apply to the metric's kind is null; a latency quantity not reached is +Infinity.
 */
export type AggregateRecord = { subset: string; metric: string; kind: string; better: string } & Record<
  string,
  number | null | string
>;

/** What the console and the report print for one metric (three decimals, "not reached"). */
export type SummaryRecord = Record<string, string>;

/** The registry's description of one metric. */
export interface DefinitionRecord {
  metric: string;
  kind: string;
  better: string;
  over: string;
  denominator: string;
  definition: string;
}

/** The subsets a score holds, in its family's order. */
export function subsetsOf(scored: Pick<Score, "family" | "unified">): string[] {
  return scored.family.subsets.filter((s) => scored.unified.subsets[s] !== undefined);
}

/** The picked metrics of each block of the given subsets, with their results. */
function picked(scored: Score, subsets: readonly string[], pick: MetricPick, attached: boolean) {
  return subsets.flatMap((subset) =>
    blocksOf(scored, subset)
      .filter((b) => attached || b.key === null)
      .flatMap((b: Block) =>
        b.metrics.filter(pick).map((m) => {
          const r = b.result.metrics[m.name];
          if (r === undefined) throw new Error(`unified.json: ${subset} has no metric ${m.name}`);
          return { subset, b, m, r };
        }),
      ),
  );
}

/** Every picked metric of the given subsets (every subset the score holds by default) at full precision. */
export function aggregateRecords(
  scored: Score,
  subsets: readonly string[] = subsetsOf(scored),
  pick: MetricPick = all,
): AggregateRecord[] {
  return picked(scored, subsets, pick, true).map(({ subset, b, m, r }) => ({
    subset,
    metric: metricName(b, m),
    kind: m.kind,
    better: betterLabel(m),
    ...flatOf(b.family, m, r),
  }));
}

/** The console's cells of every picked metric of the given subsets (the unknowns and p-value where the family has them). */
export function summaryRecords(
  scored: Score,
  subsets: readonly string[] = subsetsOf(scored),
  pick: MetricPick = all,
): SummaryRecord[] {
  return picked(scored, subsets, pick, true).map(({ subset, b, m, r }) => summaryRecord(subset, b, m, r));
}

function summaryRecord(subset: string, b: Block, m: AnyMetric, r: object): SummaryRecord {
  const c = cellsOf(b.family, m, r);
  const p = pColumn(b.family, b.metrics);
  return {
    subset,
    metric: metricName(b, m),
    value: c.value,
    interval: c.interval,
    count: c.count,
    ...(b.family.unknowns ? { unknown: c.unknown } : {}),
    selected_bounds: c.bounds,
    ...(p ? { [p.key]: c.p } : {}),
    better: c.better,
  };
}

/** The cells of the blocks attached to a score's subsets (a plain folder's control runs); none without one. */
export function attachedRecords(scored: Score): SummaryRecord[] {
  return scored.blocks
    .filter((b) => b.key !== null)
    .flatMap((b) => b.metrics.map((m) => summaryRecord(b.subset, b, m, b.result.metrics[m.name]!)));
}

/** The registry's definitions of a subset's metrics (those `pick` keeps), in registry order. */
export function definitionRecords(family: Family, subset: string, pick: MetricPick = all): DefinitionRecord[] {
  return metricsOf(family.registry, subset)
    .filter(pick)
    .map((m) => ({
      metric: m.name,
      kind: m.kind,
      better: betterLabel(m),
      over: m.over,
      denominator: m.dividedBy,
      definition: m.definition,
    }));
}
