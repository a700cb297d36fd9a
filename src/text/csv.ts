/**
 * The tidy long table (`table --format csv`): one row per system × subset × metric at full
 * precision, read straight from each system's aggregates, so every row equals that system's
 * unified.json. Columns: system, subset, metric (`key.name` in an attached block), kind, better,
 * diagnostic, headline, the result's flat columns (the families' own: docs/output.md "Flat
 * columns"), coverage, best (the table's mark: true where the row's best holds by ./best-mark.ts
 * or shares its mark); with a baseline also the paired difference against it (baseline,
 * difference, difference_lo, difference_hi, paired_n, p, p_holm, holds). Cells are written by
 * src/csv.ts: a null is an empty cell, "not reached" is `inf`; a latency difference or interval
 * end at infinity is `inf` or `-inf`. pandas (`read_csv`), R (`read.csv`) and danfojs read it as is.
 */
import { csvText, type CsvValue } from "../csv.js";
import { blocksOf, metricName, subsetPlan } from "../metrics/blocks.js";
import { flatColumns, flatOf } from "../metrics/kinds.js";
import type { AnyMetric } from "../metrics/metric.js";
import type { InfiniteSide } from "../stats/paired-difference.js";
import type { ScoredSystem } from "./leaderboard.js";
import { chosen, type MetricChoice } from "./select.js";
import type { Leaderboard } from "./leaderboard-types.js";

export const CSV_KEY_COLUMNS = ["system", "subset", "metric", "kind", "better", "diagnostic", "headline"] as const;
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

/** The cells of CSV_KEY_COLUMNS: system, subset, the metric as the table names it, and what the metric is. */
export function keyCells(system: string, subset: string, name: string, m: AnyMetric): Value[] {
  return [system, subset, name, m.kind, m.better, m.diagnostic, m.headline];
}

/** The flat columns of the systems' families (the one scoring them, then those attached), each once, in order. */
export function csvFlatColumns(systems: readonly ScoredSystem[]): string[] {
  const families = [...new Set(systems.flatMap((s) => [s.scored.family, ...s.scored.attached]))];
  return [...new Set(families.flatMap((f) => flatColumns(f)))];
}

/** The header of the long table (without a board's columns). */
export function csvColumns(systems: readonly ScoredSystem[]): string[] {
  return [...CSV_KEY_COLUMNS, ...csvFlatColumns(systems), "coverage"];
}

/** The header of a table's long CSV: the long table's, `best`, and with a baseline the difference's columns. */
export function boardCsvColumns(systems: readonly ScoredSystem[], board: Leaderboard): string[] {
  return [...csvColumns(systems), "best", ...(board.baseline ? CSV_BASELINE_COLUMNS : [])];
}

/**
 * Every row of the long table as values (numbers at full precision), over the board's subsets,
 * with its `best` mark; without a board (a notebook's long table), every subset some system
 * selects a sample of, and no best or baseline columns.
 */
export function tidyRows(systems: readonly ScoredSystem[], choice: MetricChoice, board?: Leaderboard): Value[][] {
  const diffs = new Map((board?.differences ?? []).map((d) => [`${d.system}\u0000${d.subset}\u0000${d.metric}`, d]));
  const bestOf = (system: string, subset: string, name: string) => {
    const k = board!.columns.findIndex((c) => c.subset === subset && c.metric === name);
    return k < 0 ? null : board!.rows.find((r) => r.system === system)!.cells[k]!.best;
  };
  const columns = csvFlatColumns(systems);
  const subsets = board?.subsets ?? subsetPlan(systems.map((s) => s.scored)).shown;
  const rows: Value[][] = [];
  for (const s of systems) {
    for (const subset of subsets) {
      for (const block of blocksOf(s.scored, subset)) {
        const coverage = s.scored.unified.subsets[subset]!.coverage;
        for (const m of block.metrics) {
          const name = metricName(block, m);
          if (!chosen(m, choice, name)) continue;
          const flat = flatOf(block.family, m, block.result.metrics[m.name]!);
          const row = [...keyCells(s.name, subset, name, m), ...columns.map((c) => flat[c] ?? null), coverage];
          if (board) row.push(bestOf(s.name, subset, name));
          if (board?.baseline) {
            const d = diffs.get(`${s.name}\u0000${subset}\u0000${name}`);
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
  }
  return rows;
}

export function leaderboardCsv(systems: readonly ScoredSystem[], choice: MetricChoice, board: Leaderboard): string {
  return csvText(boardCsvColumns(systems, board), tidyRows(systems, choice, board));
}
