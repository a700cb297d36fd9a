/**
 * One subset's part of a leaderboard: its columns, each row's cells and coverage of that subset,
 * and its differences, so a view can give every subset a section of its own (the v1.5 tables,
 * whose subsets each hold many metrics). Copies only; nothing computed.
 */
import type { BoardSubset, Leaderboard } from "./leaderboard-types.js";

export function subBoard(board: Leaderboard, subset: BoardSubset): Leaderboard {
  const keep = board.columns.map((c) => c.subset === subset);
  const coverage = (r: Leaderboard["rows"][number]) =>
    subset in r.coverage ? { [subset]: r.coverage[subset] ?? null } : {};
  return {
    ...board,
    subsets: board.subsets.filter((s) => s === subset),
    empty_subsets: [],
    columns: board.columns.filter((_, k) => keep[k]),
    rows: board.rows.map((r) => ({ ...r, coverage: coverage(r), cells: r.cells.filter((_, k) => keep[k]) })),
    differences: board.differences.filter((d) => d.subset === subset),
  };
}
