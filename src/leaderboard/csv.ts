/**
 * The tidy long table (`table --format csv`): one row per system × subset × metric at full
 * precision, read straight from each system's aggregates, so every row equals that system's
 * unified.json. Columns: system, subset, metric, kind, better, diagnostic, headline, value, lo,
 * hi, p90, count, n, bounds_lo, bounds_hi, coverage; with a baseline also the paired difference
 * against it (baseline, difference, difference_lo, difference_hi, paired_n, p, p_holm, holds).
 * A latency's value is its median, lo and hi its interval, p90 filled; a pooled ratio's count
 * and n are its numerator and denominator. A null is an empty cell, "not reached" is `inf`; a
 * latency difference or interval end at infinity is `inf` or `-inf`.
 * pandas (`read_csv`), R (`read.csv`) and danfojs read it as is.
 */
import type { LatencyResult, MetricResult, PooledResult, ShareResult } from "../metrics/aggregate.js";
import { metricsFor, type Metric } from "../metrics/registry.js";
import type { InfiniteSide } from "../compare/paired-bootstrap.js";
import { planSubsets } from "../output/subset-choice.js";
import { SCORED_SUBSETS } from "../input/tree/subsets.js";
import type { ScoredSystem } from "./build.js";
import { chosen, type MetricChoice } from "./select.js";
import type { Leaderboard } from "./types.js";

export const CSV_COLUMNS = [
  "system",
  "subset",
  "metric",
  "kind",
  "better",
  "diagnostic",
  "headline",
  "value",
  "lo",
  "hi",
  "p90",
  "count",
  "n",
  "bounds_lo",
  "bounds_hi",
  "coverage",
] as const;
const CSV_BASELINE_COLUMNS = [
  "baseline",
  "difference",
  "difference_lo",
  "difference_hi",
  "paired_n",
  "p",
  "p_holm",
  "holds",
] as const;

type Value = string | number | boolean | null;

/** A latency quantity: null with samples is "not reached" (+Infinity), without samples it is null. */
const reached = (x: number | null, n: number | null): number | null => (x === null ? (n ? Infinity : null) : x);

function metricValues(m: Metric, r: MetricResult): Value[] {
  if (m.kind === "share") {
    const s = r as ShareResult;
    return [
      s.value,
      s.interval?.[0] ?? null,
      s.interval?.[1] ?? null,
      null,
      s.count,
      s.n,
      s.selected_bounds?.[0] ?? null,
      s.selected_bounds?.[1] ?? null,
    ];
  }
  if (m.kind === "pooled") {
    const p = r as PooledResult;
    return [p.value, p.interval?.[0] ?? null, p.interval?.[1] ?? null, null, p.numerator, p.denominator, null, null];
  }
  const l = r as LatencyResult;
  const iv = l.median_interval;
  return [
    reached(l.median, l.n),
    iv ? reached(iv[0], l.n) : null,
    iv ? reached(iv[1], l.n) : null,
    reached(l.p90, l.n),
    null,
    l.n,
    null,
    null,
  ];
}

function cell(v: Value): string {
  if (v === null) return "";
  if (typeof v === "number") return v === Infinity ? "inf" : v === -Infinity ? "-inf" : String(v);
  if (typeof v === "boolean") return v ? "true" : "false";
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

const infinity = (side: InfiniteSide | undefined): number | null =>
  side === "inf" ? Infinity : side === "-inf" ? -Infinity : null;

/**
 * Every row of the long table as values (numbers at full precision), over the board's subsets
 * (without a board, every subset some system selects a sample of).
 */
export function tidyRows(systems: readonly ScoredSystem[], choice: MetricChoice, board?: Leaderboard): Value[][] {
  const diffs = new Map((board?.differences ?? []).map((d) => [`${d.system}\u0000${d.subset}\u0000${d.metric}`, d]));
  const subsets =
    board?.subsets ??
    planSubsets(
      SCORED_SUBSETS,
      systems.map((s) => s.scored.unified),
    ).shown;
  const rows: Value[][] = [];
  for (const s of systems) {
    for (const subset of subsets) {
      const result = s.scored.unified.subsets[subset];
      for (const m of metricsFor(subset).filter((x) => chosen(x, choice))) {
        const row: Value[] = [
          s.name,
          subset,
          m.name,
          m.kind,
          m.better,
          m.diagnostic,
          m.headline,
          ...metricValues(m, result.metrics[m.name]!),
          result.coverage,
        ];
        if (board?.baseline) {
          const d = diffs.get(`${s.name}\u0000${subset}\u0000${m.name}`);
          // A latency difference or end that is null at infinity says which side it lies on.
          const v = (x: number | null | undefined, side: InfiniteSide | undefined) => x ?? infinity(side);
          const inf = d?.infinite;
          row.push(
            board.baseline,
            v(d?.difference, inf?.difference),
            v(d?.lo, inf?.low),
            v(d?.hi, inf?.high),
            d?.n ?? null,
            d?.p ?? null,
            d?.p_holm ?? null,
            d ? d.holds : null,
          );
        }
        rows.push(row);
      }
    }
  }
  return rows;
}

export function leaderboardCsv(systems: readonly ScoredSystem[], choice: MetricChoice, board?: Leaderboard): string {
  const head: string[] = [...CSV_COLUMNS, ...(board?.baseline ? CSV_BASELINE_COLUMNS : [])];
  return [head, ...tidyRows(systems, choice, board)].map((r) => r.map(cell).join(",")).join("\n") + "\n";
}
