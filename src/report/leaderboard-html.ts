/**
 * The headline table in the report: the leaderboard's grid (src/text/grid.ts) as one HTML table
 * per subset (rows are systems; the subset's coverage, then its metrics), the best value of each
 * column in bold; and, with a baseline, the paired differences the same way († where one holds
 * after Holm). The same cells `table` prints; nothing is computed here. Columns carry the
 * registry's short labels, with one legend line of the full metric names under the tables.
 */
import { metricsFor } from "../unified/registry.js";
import { differenceGrid, valueGrid, type Grid, type GridColumn } from "../text/grid.js";
import type { Leaderboard } from "../text/leaderboard-types.js";
import { esc, heading, table, type Cell } from "../view/markup.js";

/** The column's short label from the registry (the full metric name goes in the legend). */
function columnLabel(c: GridColumn): string {
  const name = c.column?.metric;
  return name === undefined ? c.label : (metricsFor(c.subset).find((m) => m.name === name)?.label ?? name);
}

/** "Intrusion: pause_intrusion_rate · ...": each short label with its metric's full name, once. */
function legend(cols: readonly GridColumn[]): string {
  const pair = (c: GridColumn) => `${esc(columnLabel(c))}: <code>${esc(c.column!.metric)}</code>`;
  const named = [...new Set(cols.filter((c) => c.column !== null).map(pair))];
  return named.length ? `<p class="note legend">${named.join(" · ")}</p>` : "";
}

/**
 * A cell's text that may wrap only between the value and its interval (and before a p-value):
 * every other space is a no-break space, so a wide table folds each cell in two instead of
 * running off the page.
 */
function foldable(text: string): string {
  const k = text.indexOf(" [");
  const fixed = text.replace(/ /g, "\u00a0");
  return k < 0 ? fixed : `${fixed.slice(0, k)} ${fixed.slice(k + 1).replace(/;\u00a0/g, "; ")}`;
}

function perSubset(grid: Grid, kind: string, baseline: string | null): string {
  return grid.groups
    .map((g) => {
      const cols = grid.columns.map((c, k) => ({ c, k })).filter((x) => x.c.subset === g.subset);
      const head = ["system", ...cols.map((x) => columnLabel(x.c))];
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
    .concat(legend(grid.columns))
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
