/**
 * The matched-runs registry's definitions and a v1.5 `unified.json`'s aggregates as flat records,
 * for notebook tables and DataFrames: the printed cells of every view (`matchedCells`, three
 * decimals, the sign test's p) and the full-precision flat columns (`matchedFlatResult`). Metrics
 * come from the registry in its order, optionally picked by a property (`(m) => m.stop === true`);
 * nothing is recomputed here.
 */
import { matchedCells } from "../matched/cells.js";
import type { ControlBlock } from "../matched/control.js";
import { MATCHED_SUBSETS, type MatchedSubset } from "../matched/constants.js";
import { type MatchedFlatResult, matchedFlatResult } from "../matched/flat-result.js";
import { type MatchedKind, type MatchedMetric, matchedMetricsFor } from "../matched/registry.js";
import type { MatchedUnifiedJson } from "../matched/score.js";
import { betterLabel } from "../metrics/registry.js";

/** Which metrics of a subset a table shows: a test on the registry's record (all by default). */
export type MatchedPick = (m: MatchedMetric) => boolean;

/** The registry's description of one matched metric. */
export interface MatchedDefinitionRecord {
  metric: string;
  kind: MatchedKind;
  better: string;
  over: string;
  denominator: string;
  definition: string;
}

/** One metric as every view prints it. */
export interface MatchedSummaryRecord {
  subset: MatchedSubset;
  metric: string;
  value: string;
  interval: string;
  count: string;
  unknown: string;
  bounds: string;
  sign_test_p: string;
  better: string;
}

/** One metric at full precision: its keys, then the matched flat columns (src/matched/flat-result.ts). */
export interface MatchedAggregateRecord extends MatchedFlatResult {
  subset: MatchedSubset;
  metric: string;
  kind: MatchedKind;
  better: string;
}

/** The subsets a unified.json holds, in the order of MATCHED_SUBSETS. */
export function matchedSubsetsOf(u: MatchedUnifiedJson): MatchedSubset[] {
  return MATCHED_SUBSETS.filter((s) => u.subsets[s] !== undefined);
}

const all: MatchedPick = () => true;

/** The registry's definitions of a subset's metrics (those `pick` keeps), in registry order. */
export function matchedDefinitionRecords(subset: MatchedSubset, pick: MatchedPick = all): MatchedDefinitionRecord[] {
  return matchedMetricsFor(subset)
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

/** Each present subset's picked metrics with their results. */
function picked(u: MatchedUnifiedJson, subsets: readonly MatchedSubset[], pick: MatchedPick) {
  return subsets.flatMap((subset) => {
    const result = u.subsets[subset];
    if (result === undefined) return [];
    return matchedMetricsFor(subset)
      .filter(pick)
      .map((m) => {
        const r = result.metrics[m.name];
        if (r === undefined) throw new Error(`unified.json: ${subset} has no metric ${m.name}`);
        return { subset, m, r };
      });
  });
}

/** The printed cells of the picked metrics of the given subsets (every present one by default). */
export function matchedSummaryRecords(
  u: MatchedUnifiedJson,
  subsets: readonly MatchedSubset[] = matchedSubsetsOf(u),
  pick: MatchedPick = all,
): MatchedSummaryRecord[] {
  return picked(u, subsets, pick).map(({ subset, m, r }) => {
    const c = matchedCells(m, r);
    return {
      subset,
      metric: m.name,
      value: c.value,
      interval: c.interval,
      count: c.count,
      unknown: c.unknown,
      bounds: c.bounds,
      sign_test_p: c.p,
      better: c.better,
    };
  });
}

/** The picked metrics of the given subsets at full precision, for a DataFrame. */
export function matchedAggregateRecords(
  u: MatchedUnifiedJson,
  subsets: readonly MatchedSubset[] = matchedSubsetsOf(u),
  pick: MatchedPick = all,
): MatchedAggregateRecord[] {
  return picked(u, subsets, pick).map(({ subset, m, r }) => ({
    subset,
    metric: m.name,
    kind: m.kind,
    better: betterLabel(m),
    ...matchedFlatResult(m.kind, r),
  }));
}

/** One metric of a v1.0 input's control block, named `control.<metric>` beside the v1.0 metrics. */
export interface ControlRecord {
  metric: string;
  value: string;
  interval: string;
  count: string;
  unknown: string;
  bounds: string;
  sign_test_p: string;
  better: string;
}

/**
 * The control block of a v1.0 score's interruption subset (a plain folder whose samples hold
 * clean_output.wav, docs/matched-runs.md), one record per matched user-interruption metric; none
 * when the input has no control run.
 */
export function controlRecords(u: { subsets: Record<string, unknown> }): ControlRecord[] {
  const block = (u.subsets["synthetic_user_interruption"] as { control?: ControlBlock } | undefined)?.control;
  if (block === undefined) return [];
  return matchedMetricsFor("user_interruption").map((m) => {
    const c = matchedCells(m, block.metrics[m.name]!);
    return {
      metric: `control.${m.name}`,
      value: c.value,
      interval: c.interval,
      count: c.count,
      unknown: c.unknown,
      bounds: c.bounds,
      sign_test_p: c.p,
      better: c.better,
    };
  });
}
