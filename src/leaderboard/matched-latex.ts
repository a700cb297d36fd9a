/**
 * `table --format latex` of a v1.5 leaderboard: a section per subset, each the v1.0 LaTeX table
 * of that subset alone (systems as columns, its coverage and chosen metrics as rows, value over
 * interval, best in bold, "$\to$0" on a closer-to-0 label, the legend and signature under it), so
 * each fits a page however many metrics the subsets hold. With a caption each is a float
 * captioned "TEXT (subset)" and labelled `KEY-subset`. Formatting only (latex.ts does the rest).
 */
import { leaderboardLatex, type LatexOptions } from "./latex.js";
import { subBoard } from "./sub-board.js";
import type { Leaderboard } from "./types.js";

export function matchedLeaderboardLatex(board: Leaderboard, opts: LatexOptions = {}): string {
  const parts = board.subsets.map((subset, k) => {
    const caption = opts.caption === undefined ? undefined : `${opts.caption.trim()} (${subset})`;
    const label = opts.label === undefined ? undefined : `${opts.label}-${subset}`;
    const part = { ...subBoard(board, subset), empty_subsets: k === 0 ? board.empty_subsets : [] };
    const text = leaderboardLatex(part, { caption, label });
    // The leading comments (what the output needs and how to use it) once, before the first section.
    return k === 0 ? text : text.replace(/^(%.*\n)+/, "");
  });
  return parts.join("\n\\bigskip\n\n");
}
