/**
 * One system's value of one metric as a leaderboard cell (value, interval, a latency's p90, the
 * text the console prints) and the key it ranks by, for a v1.0 or a matched-runs metric (a
 * difference of two shares reads as a share or pooled value does). Read from the aggregates;
 * nothing computed.
 */
import type { LatencyResult, MetricResult, PooledResult, ShareResult } from "../metrics/aggregate.js";
import type { MatchedMetricResult } from "../matched/aggregate.js";
import type { MatchedKind } from "../matched/registry.js";
import { fixed3, interval3, latency3, NONE, NOT_REACHED } from "../metrics/format.js";
import type { LeaderboardCell } from "./types.js";

/** What a cell needs of a metric: its kind. */
type Kinded = { kind: MatchedKind };
/** A result of either version. */
type AnyResult = MetricResult | MatchedMetricResult;

/** Value and interval as the console prints them: "0.333 [0.097, 0.700]". */
export function cellText(m: Kinded, r: AnyResult): string {
  if (m.kind === "latency") {
    const l = r as LatencyResult;
    if (!l.n) return NONE;
    return `${latency3(l.median, l.n)} ${interval3(l.median_interval, NOT_REACHED)}`;
  }
  const v = r as ShareResult | PooledResult;
  return v.value === null ? NONE : `${fixed3(v.value)} ${interval3(v.interval)}`;
}

export function leaderboardCell(m: Kinded, r: AnyResult): LeaderboardCell {
  if (m.kind === "latency") {
    const l = r as LatencyResult;
    const reached = !l.n || (l.median !== null && l.median_interval?.[1] !== null);
    const cell: LeaderboardCell = {
      value: l.median,
      lo: l.median_interval?.[0] ?? null,
      hi: l.median_interval?.[1] ?? null,
      p90: l.p90,
      text: cellText(m, r),
      best: false,
    };
    if (!reached || (l.n && l.p90 === null)) cell.not_reached = true;
    return cell;
  }
  const v = r as ShareResult | PooledResult;
  return {
    value: v.value,
    lo: v.interval?.[0] ?? null,
    hi: v.interval?.[1] ?? null,
    text: cellText(m, r),
    best: false,
  };
}

/**
 * The key a cell ranks by: its value, +Infinity for a latency median that is not reached (it
 * ranks last), null when there is nothing to rank.
 */
export function rankKey(m: Kinded, r: AnyResult): number | null {
  if (m.kind === "latency") {
    const l = r as LatencyResult;
    if (!l.n) return null;
    return l.median === null ? Infinity : l.median;
  }
  return (r as ShareResult | PooledResult).value;
}
