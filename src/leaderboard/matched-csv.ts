/**
 * `table --format csv` of a v1.5 leaderboard: one row per system × subset × metric at full
 * precision, read straight from each system's aggregates: system, subset, metric, kind
 * (`share`, `difference`, `pooled`, `latency`), better (`closer to 0` among them), diagnostic,
 * headline (whether it ranks systems), the matched flat columns (src/matched/flat-result.ts),
 * coverage; with a baseline the paired difference columns of the v1.0 CSV. Cells by src/csv.ts.
 */
import { csvText, type CsvValue } from "../csv.js";
import { MATCHED_FLAT_COLUMNS, matchedFlatResult } from "../matched/flat-result.js";
import { matchedMetricsFor } from "../matched/registry.js";
import type { MatchedSubset } from "../matched/constants.js";
import { ranks } from "../metrics/registry.js";
import type { InfiniteSide } from "../stats/paired-difference.js";
import type { MatchedSystem } from "./matched-build.js";
import { chosenMatched } from "./matched-select.js";
import type { MetricChoice } from "./select.js";
import type { Leaderboard } from "./types.js";

export const MATCHED_CSV_COLUMNS = [
  "system",
  "subset",
  "metric",
  "kind",
  "better",
  "diagnostic",
  "headline",
  ...MATCHED_FLAT_COLUMNS,
  "coverage",
] as const;
const BASELINE_COLUMNS = [
  "baseline",
  "difference",
  "difference_lo",
  "difference_hi",
  "paired_n",
  "p",
  "p_holm",
  "holds",
] as const;

type Value = Exclude<CsvValue, undefined>;

const infinity = (side: InfiniteSide | undefined): number | null =>
  side === "inf" ? Infinity : side === "-inf" ? -Infinity : null;

export function matchedTidyRows(
  systems: readonly MatchedSystem[],
  choice: MetricChoice,
  board: Leaderboard,
): Value[][] {
  const diffs = new Map(board.differences.map((d) => [`${d.system}\u0000${d.subset}\u0000${d.metric}`, d]));
  const rows: Value[][] = [];
  for (const s of systems) {
    for (const subset of board.subsets as MatchedSubset[]) {
      const result = s.scored.unified.subsets[subset];
      if (!result) continue; // this system holds no such subset folder
      for (const m of matchedMetricsFor(subset).filter((x) => chosenMatched(x, choice))) {
        const flat = matchedFlatResult(m.kind, result.metrics[m.name]!);
        const row: Value[] = [
          s.name,
          subset,
          m.name,
          m.kind,
          m.better,
          m.diagnostic,
          ranks(m),
          ...MATCHED_FLAT_COLUMNS.map((c) => flat[c]),
          result.coverage,
        ];
        if (board.baseline) {
          const d = diffs.get(`${s.name}\u0000${subset}\u0000${m.name}`);
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

export function matchedLeaderboardCsv(
  systems: readonly MatchedSystem[],
  choice: MetricChoice,
  board: Leaderboard,
): string {
  const head: string[] = [...MATCHED_CSV_COLUMNS, ...(board.baseline ? BASELINE_COLUMNS : [])];
  return csvText(head, matchedTidyRows(systems, choice, board));
}
