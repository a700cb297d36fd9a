/**
 * The tidy long table (`table --format csv`): one row per system × subset × metric at full
 * precision, read straight from each system's aggregates, so every row equals that system's
 * unified.json. Columns: system, subset, metric, kind, better, diagnostic, headline, the result's
 * flat columns (src/metrics/flat-result.ts: value, lo, hi, p90, count, n, bounds_lo, bounds_hi),
 * coverage; with a baseline also the paired difference against it (baseline, difference,
 * difference_lo, difference_hi, paired_n, p, p_holm, holds). Cells are written by src/csv.ts: a
 * null is an empty cell, "not reached" is `inf`; a latency difference or interval end at
 * infinity is `inf` or `-inf`.
 * pandas (`read_csv`), R (`read.csv`) and danfojs read it as is.
 */
import { csvText, type CsvValue } from "../csv.js";
import { FLAT_COLUMNS, flatResult } from "../metrics/flat-result.js";
import { metricsFor } from "../metrics/registry.js";
import { planSubsets } from "../metrics/subset-choice.js";
import type { InfiniteSide } from "../stats/paired-difference.js";
import { SCORED_SUBSETS, type ScoredSubset } from "../input/tree/subsets.js";
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
  ...FLAT_COLUMNS,
  "coverage",
] as const;
export const CSV_BASELINE_COLUMNS = [
  "baseline",
  "difference",
  "difference_lo",
  "difference_hi",
  "paired_n",
  "p",
  "p_holm",
  "holds",
] as const;

/** One cell of a row: a CSV value without undefined. */
type Value = Exclude<CsvValue, undefined>;

const infinity = (side: InfiniteSide | undefined): number | null =>
  side === "inf" ? Infinity : side === "-inf" ? -Infinity : null;

/**
 * Every row of the long table as values (numbers at full precision), over the board's subsets
 * (without a board, every subset some system selects a sample of).
 */
export function tidyRows(systems: readonly ScoredSystem[], choice: MetricChoice, board?: Leaderboard): Value[][] {
  const diffs = new Map((board?.differences ?? []).map((d) => [`${d.system}\u0000${d.subset}\u0000${d.metric}`, d]));
  // A v1.0 board holds v1.0 subsets only (matched-csv.ts writes a v1.5 board's rows).
  const subsets =
    (board?.subsets as ScoredSubset[] | undefined) ??
    planSubsets(
      SCORED_SUBSETS,
      systems.map((s) => s.scored.unified),
    ).shown;
  const rows: Value[][] = [];
  for (const s of systems) {
    for (const subset of subsets) {
      const result = s.scored.unified.subsets[subset];
      for (const m of metricsFor(subset).filter((x) => chosen(x, choice))) {
        const flat = flatResult(m.kind, result.metrics[m.name]!);
        const row: Value[] = [
          s.name,
          subset,
          m.name,
          m.kind,
          m.better,
          m.diagnostic,
          m.headline,
          ...FLAT_COLUMNS.map((c) => flat[c]),
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
  return csvText(head, tidyRows(systems, choice, board));
}
