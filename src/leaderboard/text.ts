/**
 * A leaderboard as text in one of its four formats: the tidy long CSV (which needs the scored
 * systems and the metric choice, since it holds every chosen metric of every system), Markdown,
 * LaTeX (booktabs) or JSON. `fdb-unified table` and the library's `tableText` both print through
 * here.
 */
import type { ScoredSystem } from "./build.js";
import { leaderboardCsv } from "./csv.js";
import { type LatexOptions, leaderboardLatex } from "./latex.js";
import { leaderboardMarkdown } from "./markdown.js";
import type { MetricChoice } from "./select.js";
import { type Leaderboard, leaderboardJson } from "./types.js";

/** The formats of a table, in the order `--format` lists them. */
export const TABLE_FORMATS = ["markdown", "latex", "csv", "json"] as const;
export type TableFormat = (typeof TABLE_FORMATS)[number];

/** `board` (built from `systems` with `metrics`) as `format`; `latex` sets the caption and label of a LaTeX float. */
export function leaderboardText(
  format: TableFormat,
  systems: readonly ScoredSystem[],
  metrics: MetricChoice,
  board: Leaderboard,
  latex: LatexOptions = {},
): string {
  if (format === "csv") return leaderboardCsv(systems, metrics, board);
  if (format === "latex") return leaderboardLatex(board, latex);
  if (format === "json") return leaderboardJson(board);
  return leaderboardMarkdown(board);
}
