/**
 * The leaderboard as a grid of text, shared by the Markdown, LaTeX and HTML views: per subset
 * its coverage column then its metric columns (each label with its direction); one row per
 * system; each cell's printed text and whether it carries the best mark of its column. With a
 * baseline, a second grid of paired differences (one row per other system, the same metric
 * columns) with raw and Holm-adjusted p and a mark
 * for a difference that holds. Headers use the registry's short labels; the notes hold a legend
 * of the full names, and one line naming the subsets left out as empty. A subset's part of a
 * board serves the per-subset layouts. Formatting only.
 */
import type { Family } from "../metrics/family.js";
import { familyKinds } from "../metrics/kinds.js";
import { CLOSER_TO_0_LEGEND, CLOSER_TO_0_MARK, fixed3, pValue3 } from "../metrics/format.js";
import { UNBOUNDED } from "./leaderboard.js";
import { emptySubsetsLine } from "../metrics/subset-choice.js";
import type { BoardSubset, Leaderboard, LeaderboardColumn } from "./leaderboard-types.js";

export interface GridColumn {
  subset: BoardSubset;
  /** "Coverage" or the metric's short label. */
  label: string;
  /** Null for the coverage column. */
  column: LeaderboardColumn | null;
}

export interface GridCell {
  text: string;
  best: boolean;
  /** A paired difference that holds at Holm-adjusted p <= 0.05. */
  holds?: boolean;
  /** A best whose mark moves to another system audio-checked (`table --transcript-check`). */
  moved?: boolean;
}

export interface Grid {
  columns: GridColumn[];
  /** Subsets in column order, with how many columns each spans. */
  groups: { subset: BoardSubset; span: number }[];
  rows: { system: string; cells: GridCell[] }[];
}

/**
 * One subset's part of a board (its columns, each row's cells and coverage, its differences), for
 * a family whose tables give each subset a section of its own (the v1.5 tables). Copies only.
 */
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

/** The direction beside a label, from the registry: ↓ lower, ↑ higher, →0 closer to 0 is better; "(context)" without one. */
export const DIRECTION_MARK: Record<LeaderboardColumn["better"], string> = {
  lower: "↓",
  higher: "↑",
  "closer to 0": CLOSER_TO_0_MARK,
  context: "(context)",
};

/** The legend of the direction marks the columns use. */
const DIRECTION_LEGEND: Partial<Record<LeaderboardColumn["better"], string>> = {
  lower: "↓ = lower is better",
  higher: "↑ = higher is better",
  "closer to 0": CLOSER_TO_0_LEGEND,
  context: "context = no direction, never ranked",
};

/** A metric's label with its direction mark. */
export const directedLabel = (c: Pick<LeaderboardColumn, "label" | "better">) =>
  `${c.label} ${DIRECTION_MARK[c.better]}`;

function gridColumns(board: Leaderboard): GridColumn[] {
  const out: GridColumn[] = [];
  for (const c of board.columns) {
    if (!out.some((x) => x.subset === c.subset)) out.push({ subset: c.subset, label: "Coverage", column: null });
    out.push({ subset: c.subset, label: directedLabel(c), column: c });
  }
  return out;
}

function groupsOf(columns: readonly GridColumn[]): Grid["groups"] {
  const groups: Grid["groups"] = [];
  for (const c of columns) {
    const last = groups[groups.length - 1];
    if (last && last.subset === c.subset) last.span++;
    else groups.push({ subset: c.subset, span: 1 });
  }
  return groups;
}

export function valueGrid(board: Leaderboard): Grid {
  const columns = gridColumns(board);
  const rows = board.rows.map((r) => ({
    system: r.system,
    cells: columns.map((g) => {
      if (!g.column) return { text: fixed3(r.coverage[g.subset]), best: false };
      const k = board.columns.indexOf(g.column);
      const c = r.cells[k]!;
      return c.moved ? { text: c.text, best: c.best, moved: true } : { text: c.text, best: c.best };
    }),
  }));
  return { columns, groups: groupsOf(columns), rows };
}

/** The paired differences against the baseline, or null without one. */
export function differenceGrid(board: Leaderboard): Grid | null {
  if (!board.baseline) return null;
  const columns = gridColumns(board).filter((g) => g.column !== null);
  const others = board.systems.filter((s) => s !== board.baseline);
  const rows = others.map((system) => ({
    system,
    cells: columns.map((g) => {
      const d = board.differences.find(
        (x) => x.system === system && x.subset === g.subset && x.metric === g.column!.metric,
      );
      if (!d) return { text: "", best: false };
      // A test over no pair says nothing (and is outside the family): no p is printed.
      const holm = d.p_holm === null ? "" : `, Holm ${pValue3(d.p_holm)}`;
      const p = d.p === null || d.n === 0 ? "" : `; p ${pValue3(d.p)}${holm}`;
      return { text: `${d.text}${p}`, best: false, holds: d.holds };
    }),
  }));
  return { columns, groups: groupsOf(columns), rows };
}

/**
 * The legend of a table's labels, each escaped by `esc`: every short label with its metric's full
 * name ("Intrusion = pause_intrusion_rate"), once, in column order; then `extra`; then the legend
 * of each direction mark the columns use (↓, ↑, →0, context), in that order.
 */
export function legendParts(board: Leaderboard, extra: readonly string[] = [], esc = (s: string) => s): string[] {
  const used = new Set(board.columns.map((c) => c.better));
  const directions = (["lower", "higher", "closer to 0", "context"] as const).filter((b) => used.has(b));
  return [
    ...new Set(board.columns.map((c) => `${esc(c.label)} = ${esc(c.metric)}`)),
    ...extra,
    ...directions.map((b) => esc(DIRECTION_LEGEND[b]!)),
  ];
}

/** The line of full names under a table: "Labels: Intrusion = pause_intrusion_rate; …" (and the →0 mark). */
export function legendLine(board: Leaderboard): string | null {
  const parts = legendParts(board);
  return parts.length ? `Labels: ${parts.join("; ")}.` : null;
}

/** The one line naming the chosen subsets left out as empty (no input selects a sample of them), or null. */
export function emptyNote(subsets: readonly string[], inputs: number): string | null {
  const line = emptySubsetsLine(subsets, inputs);
  return line === null ? null : `${line[0]!.toUpperCase()}${line.slice(1)}.`;
}

/**
 * The rule of the best mark, in words (`of`: whether the best is of a column or of a row); the
 * rule itself is ./best-mark.ts.
 */
export function bestRule(of: "column" | "row"): string {
  return (
    `Bold: the best of the ${of} where a paired test finds it better than another system (over the samples ` +
    "both hold: exact McNemar for shares, the sign test for latencies, else the paired swap test, " +
    `never over fewer than 6 pairs), Holm over the ${of} at 0.05, with every system not significantly different ` +
    'from it; no such difference, no bold. "Not reached" ranks last; context metrics and diagnostics are never marked.'
  );
}

/** "unbounded" in a narrow cell (LaTeX, the report's first page), with its note beside the table. */
export const UNBOUNDED_SHORT = "unb.";

/** Why a difference or interval end is "unbounded" (printed as a word, never as ∞). */
export const UNBOUNDED_NOTE =
  "unbounded: a latency median (or, for an interval end, a resampled median) is not reached on one side, " +
  "so the difference has no finite value; its sign gives the side (-unbounded: the system's median is reached " +
  "where the baseline's is not).";

/**
 * The notes under every table (`bestOf`: whether systems are rows, so the best is of a column,
 * or columns): how to read it (always first), the legend of labels, the
 * differences and their family, the empty subsets, and the signature.
 */
export function tableNotes(
  board: Leaderboard,
  families: readonly Family[],
  bestOf: "column" | "row" = "column",
): string[] {
  const notes = [
    "Each cell: value and 95% interval (Wilson for sample shares; percentile bootstrap over " +
      "whole samples for pooled ratios and median latencies). " +
      bestRule(bestOf) +
      " Read every value together with its subset's coverage.",
  ];
  const kinds = familyKinds({ kinds: families.flatMap((f) => f.kinds ?? []) });
  for (const k of kinds)
    if (k.intervalNote && families.some((f) => f.registry.some((m) => m.kind === k.name)))
      notes[0] += ` ${k.intervalNote}`;
  const legend = legendLine(board);
  if (legend) notes.push(legend);
  if (board.baseline) {
    const over = families[0]!.presentation.pairedOver;
    notes.push(
      `Differences: system − ${board.baseline} over ${over} (paired by ` +
        `sample_id), with the 95% paired bootstrap interval. ${board.family}`,
    );
    const shown = (d: Leaderboard["differences"][number]) =>
      board.columns.some((c) => c.subset === d.subset && c.metric === d.metric);
    if (board.differences.some((d) => shown(d) && d.text.includes(UNBOUNDED))) notes.push(UNBOUNDED_NOTE);
  }
  const empty = emptyNote(board.empty_subsets, board.systems.length);
  if (empty) notes.push(empty);
  notes.push(signatureNote(board));
  return notes;
}

/**
 * The systems' signatures once: the one they share, or the fields they share and then what each
 * system adds ("fdb-unified:0.1.0|…|margin:0.5; per system: A resampled:6, B resampled:5").
 */
export function signatureParts(board: Pick<Leaderboard, "signature" | "rows">): { common: string; own: string[][] } {
  if (board.signature) return { common: board.signature, own: [] };
  const fields = board.rows.map((r) => r.signature.split("|"));
  const common = fields[0]!.filter((f) => fields.every((x) => x.includes(f)));
  const own = board.rows.flatMap((r, k) => {
    const extra = fields[k]!.filter((f) => !common.includes(f));
    return extra.length > 0 ? [[r.system, extra.join("|")]] : [];
  });
  return { common: common.join("|"), own };
}

/** The signature line of the notes (see `signatureParts`). */
export function signatureNote(board: Pick<Leaderboard, "signature" | "rows">): string {
  const { common, own } = signatureParts(board);
  const per = own.length > 0 ? `; per system: ${own.map(([s, x]) => `${s} ${x}`).join(", ")}` : "";
  return `Signature: ${common}${per}`;
}
