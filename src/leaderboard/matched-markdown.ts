/**
 * `table --format markdown` of a v1.5 leaderboard: a section per subset (a `###` heading, then
 * the table of that subset's coverage and chosen metrics, one row per system, the best of each
 * column in bold, "→0" on the label of a closer-to-0 metric; with a baseline that subset's table
 * of paired differences), then the notes once. The v1.0 tables' cells and notes, formatting only.
 */
import { differenceGrid, valueGrid } from "./grid.js";
import { markdownNotes, mdEscape, mdTable } from "./markdown.js";
import { subBoard } from "./sub-board.js";
import type { Leaderboard } from "./types.js";

export function matchedLeaderboardMarkdown(board: Leaderboard): string {
  const out: string[] = [];
  for (const subset of board.subsets) {
    const part = subBoard(board, subset);
    out.push(`### ${mdEscape(subset)}`, "", ...mdTable(valueGrid(part), "system"), "");
    const diff = differenceGrid(part);
    if (diff)
      out.push(
        `Paired differences against ${mdEscape(board.baseline!)} († holds at Holm-adjusted p ≤ 0.05):`,
        "",
        ...mdTable(diff, "system"),
        "",
      );
  }
  out.push(...markdownNotes(board));
  return out.join("\n").replace(/\n+$/, "\n");
}
