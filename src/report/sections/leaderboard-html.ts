/**
 * The headline table in the report: the leaderboard's grid (src/table/grid.ts) as one HTML table
 * per subset (rows are systems; the subset's coverage, then its metrics), the best value of each
 * column in bold; and, with a baseline, the paired differences the same way († where one holds
 * after Holm). The same cells `table` prints; nothing is computed here.
 */
import { differenceGrid, valueGrid, type Grid } from "../../table/grid.js";
import type { Leaderboard } from "../../table/types.js";
import { heading, table, type Cell } from "../html.js";

/**
 * A cell's text that may wrap only between the value and its interval (and before a p-value):
 * every other space is a no-break space, so a wide table folds each cell in two instead of
 * running off the page.
 */
function foldable(text: string): string {
  const k = text.indexOf(" [");
  if (k < 0) return text.replace(/ /g, "\u00a0");
  const [value, rest] = [text.slice(0, k), text.slice(k + 1)];
  return `${value.replace(/ /g, "\u00a0")} ${rest.split("; ").map((x) => x.replace(/ /g, "\u00a0")).join("; ")}`;
}

function perSubset(grid: Grid, kind: string, baseline: string | null): string {
  return grid.groups
    .map((g) => {
      const cols = grid.columns.map((c, k) => ({ c, k })).filter((x) => x.c.subset === g.subset);
      const head = ["system", ...cols.map((x) => x.c.label)];
      const rows = grid.rows.map((r) => [
        { text: r.system === baseline ? `${r.system} (baseline)` : r.system, cls: "nowrap" },
        ...cols.map(({ k }): Cell => {
          const cell = r.cells[k]!;
          const cls = `num${cell.best ? " best" : ""}${cell.holds ? " holds" : ""}`;
          return { text: foldable(cell.holds ? `${cell.text} †` : cell.text), cls };
        }),
      ]);
      return `<div class="leaderboard">${heading(4, g.subset)}${table(kind, head, rows)}</div>`;
    })
    .join("\n");
}

/** The headline values of every system, one table per subset. */
export function leaderboardHtml(board: Leaderboard): string {
  return perSubset(valueGrid(board), "leaderboard", board.baseline);
}

/** The paired differences against the baseline, one table per subset ("" without a baseline). */
export function differencesHtml(board: Leaderboard): string {
  const grid = differenceGrid(board);
  return grid ? perSubset(grid, "leaderboard-differences", null) : "";
}
