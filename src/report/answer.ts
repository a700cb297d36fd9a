/**
 * The report's answer, first on page one: per subset one table whose rows are its headline
 * metrics (the registry marks them; the headline table picks them): each system's value and 95%
 * interval, then for every system but the baseline its paired difference against the baseline
 * with the interval, and for a metric in the Holm family the adjusted p and whether it holds. The
 * first rows are each system's coverage and the counts the family puts beside a comparison (the
 * exercised samples of interruption). The
 * numbers are the headline table's (src/text/leaderboard.ts, paired by src/compare); nothing is
 * computed here, and the metrics keep their full names, so the table needs no legend.
 */
import { blocksOf } from "../metrics/blocks.js";
import { fixed3, pValue3 } from "../metrics/format.js";
import { UNBOUNDED_SHORT } from "../text/grid.js";
import type { Leaderboard, LeaderboardDifference } from "../text/leaderboard-types.js";
import type { ScoredSystem } from "../text/leaderboard.js";
import { esc, heading } from "../view/markup.js";
import type { ReportContext } from "./context.js";

const td = (text: string, cls = "num", best = false) =>
  `<td class="${cls}">${best ? `<b>${esc(text)}</b>` : esc(text)}</td>`;

/** "unbounded" shortened in a difference, so the first page's tables keep to A4 (the note under them says why). */
const short = (text: string): string => text.replace(/unbounded/g, UNBOUNDED_SHORT);

/** A difference's Holm p and whether it holds ("0.012 holds"); "" for a metric outside the family. */
function holmText(d: LeaderboardDifference | undefined): string {
  if (d === undefined || d.n === 0 || d.p_holm === null) return "";
  return `${pValue3(d.p_holm)}${d.holds ? " holds" : ""}`;
}

/** The counts beside a subset's coverage: the family's own (exercised samples), one row each. */
function countRows(systems: readonly ScoredSystem[], subset: string): { label: string; cells: string[] }[] {
  const own = (s: ScoredSystem) => blocksOf(s.scored, subset).find((b) => b.key === null);
  const first = systems.map(own).find((b) => b !== undefined);
  const head = first ? first.family.presentation.report.compareSides(first.result)?.head : undefined;
  if (!head) return [];
  const cellsOf = (s: ScoredSystem) => {
    const b = own(s);
    return b ? (b.family.presentation.report.compareSides(b.result)?.cells ?? []) : [];
  };
  // the counts alone (a rate beside them is a metric row of the table already)
  return head
    .map((label, k) => ({ label, cells: systems.map((s) => cellsOf(s)[k] ?? "n/a") }))
    .filter((r) => r.cells.every((c) => /^\d+$/.test(c) || c === "n/a") && r.cells.some((c) => c !== "n/a"));
}

/**
 * One subset's table: coverage and counts, then a row per headline metric; a column per system's
 * value, then per system but the baseline its difference Δ and Holm p.
 */
function subsetTable(board: Leaderboard, systems: readonly ScoredSystem[], subset: string): string {
  const names = board.systems;
  const others = board.baseline === null ? [] : names.filter((n) => n !== board.baseline);
  // the Holm column only where the table's family has a test (no metric that ranks: intervals only)
  const holm = board.differences.some((d) => d.p_holm !== null);
  // one other system: its difference and Holm p in columns of their own; more: under each value,
  // so the table keeps to the page's width
  const wide = others.length === 1;
  const extra = wide ? (holm ? 2 : 1) : 0;
  const th = (text: string) => `<th>${esc(text)}</th>`;
  const head = [
    th("metric"),
    th("better"),
    ...names.map((n) => th(n === board.baseline ? `${n} (baseline)` : n)),
    ...(wide ? [th(`Δ ${others[0]} − ${board.baseline}`), ...(holm ? [th("Holm p")] : [])] : []),
  ];
  const rows: string[] = [];
  const plain = (label: string, cells: readonly string[]) =>
    `<tr><td class="nowrap">${esc(label)}</td><td></td>${cells.map((c) => td(c)).join("")}` +
    `${"<td></td>".repeat(extra)}</tr>`;
  rows.push(
    plain(
      "coverage",
      board.rows.map((r) => fixed3(r.coverage[subset] ?? null)),
    ),
  );
  for (const c of countRows(systems, subset)) rows.push(plain(c.label, c.cells));
  board.columns.forEach((col, k) => {
    if (col.subset !== subset) return;
    const difference = (system: string) =>
      board.differences.find((x) => x.system === system && x.subset === subset && x.metric === col.metric);
    const diffText = (d: LeaderboardDifference | undefined) =>
      d === undefined || d.n === 0 ? "no pair" : short(d.text);
    const values = board.rows.map((r) => {
      const v = r.cells[k]!;
      if (wide || board.baseline === null || r.system === board.baseline) return td(v.text, "num", v.best);
      const d = difference(r.system);
      // a Holm p is printed where the difference holds (every p is in the Systems section)
      const lines = [`Δ ${diffText(d)}${d?.holds ? ` · Holm p ${holmText(d)}` : ""}`];
      const first = v.best ? `<b>${esc(v.text)}</b>` : esc(v.text);
      return `<td class="num stacked${d?.holds ? " holds" : ""}">${[first, ...lines.map(esc)].join("<br>")}</td>`;
    });
    const diffs = wide
      ? (() => {
          const d = difference(others[0]!);
          const cls = `num${d?.holds ? " holds" : ""}`;
          return [td(diffText(d), cls), ...(holm ? [td(holmText(d), cls)] : [])];
        })()
      : [];
    const better = col.diagnostic ? `${col.better} (diagnostic)` : col.better;
    rows.push(
      `<tr><td class="nowrap${col.diagnostic ? " diagnostic" : ""}">${esc(col.metric)}</td>` +
        `<td class="nowrap">${esc(better)}</td>${values.join("")}${diffs.join("")}</tr>`,
    );
  });
  return (
    `<div class="answer">${heading(4, subset)}` +
    `<table class="table" data-table="answer" data-subset="${esc(subset)}"><thead><tr>${head.join("")}</tr></thead>` +
    `<tbody>${rows.join("")}</tbody></table></div>`
  );
}

/** Every subset of the headline table, one answer table each; the note of "unb." when a difference is unbounded. */
export function answerHtml(ctx: ReportContext): string {
  const board = ctx.leaderboard;
  const tables = board.subsets
    .filter((s) => board.columns.some((c) => c.subset === s))
    .map((s) => subsetTable(board, ctx.systems, s));
  const note = tables.some((t) => t.includes(UNBOUNDED_SHORT))
    ? `<p class="note">${esc(`${UNBOUNDED_SHORT} = unbounded: a median not reached on one side leaves no finite difference.`)}</p>`
    : "";
  return `<div class="answers">${tables.join("\n")}${note}</div>`;
}
