/**
 * `table --format markdown`: a GitHub-flavoured Markdown table, one row per system, each
 * subset's coverage and chosen metrics as columns (each label with its direction), a best that
 * holds (./best-mark.ts) in bold; with a
 * baseline a second table of paired differences (a difference that holds after Holm marked
 * with †); then the notes and the signature. Formatting only.
 */
import { MOVED_LEGEND, someMoved } from "./audio-checked.js";
import { differenceGrid, signatureParts, subBoard, tableNotes, valueGrid, type Grid } from "./grid.js";
import type { Family } from "../metrics/family.js";
import type { Leaderboard } from "./leaderboard-types.js";

/** A cell's text with the characters Markdown tables treat specially escaped. */
export function mdEscape(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\*/g, "\\*").replace(/_/g, "\\_");
}

export function mdTable(grid: Grid, first: string): string[] {
  const head = [first, ...grid.columns.map((c) => `${c.subset} · ${c.label}`)].map(mdEscape);
  const align = [":---", ...grid.columns.map(() => "---:")];
  const body = grid.rows.map((r) => [
    mdEscape(r.system),
    ...r.cells.map((c) => {
      const t = mdEscape(c.text);
      return c.best ? `**${t}**${c.moved ? " †" : ""}` : c.holds ? `${t} †` : t;
    }),
  ]);
  return [head, align, ...body].map((cells) => `| ${cells.join(" | ")} |`);
}

/** The audio-checked table of `table --transcript-check` and its notes (after the word-based notes). */
export interface AudioCheckedPart {
  board: Leaderboard;
  notes: string[];
}

/**
 * The Markdown of a board: its table and differences, then the audio-checked table; a family
 * whose tables go per subset (`tableLayout: "per-subset"`) gets a section per subset (a `###`
 * heading, its table, its differences). Then the notes once.
 */
export function leaderboardMarkdown(board: Leaderboard, families: readonly Family[], audio?: AudioCheckedPart): string {
  const parts =
    families[0]!.presentation.tableLayout === "per-subset"
      ? board.subsets.map((s) => ({ heading: s, board: subBoard(board, s) }))
      : [{ heading: null, board }, ...(audio ? [{ heading: "audio-checked", board: audio.board }] : [])];
  const out: string[] = [];
  for (const part of parts) {
    if (part.heading !== null) out.push(`### ${mdEscape(part.heading)}`, "");
    out.push(...mdTable(valueGrid(part.board), "system"), "");
    const diff = differenceGrid(part.board);
    if (diff)
      out.push(
        `Paired differences against ${mdEscape(board.baseline!)} († holds at Holm-adjusted p ≤ 0.05):`,
        "",
        ...mdTable(diff, "system"),
        "",
      );
  }
  const extra = [...(someMoved(board) ? [MOVED_LEGEND] : []), ...(audio?.notes ?? [])];
  out.push(...markdownNotes(board, families, extra));
  return out.join("\n").replace(/\n+$/, "\n");
}

/** The signature note with each signature as code. */
function markdownSignature(board: Leaderboard): string {
  const { common, own } = signatureParts(board);
  const per = own.map(([system, x]) => `${mdEscape(system!)} \`${x}\``).join(", ");
  return `Signature: \`${common}\`${per ? `; per system: ${per}` : ""}`;
}

/**
 * The notes as Markdown paragraphs, each followed by a blank line (the signature as code);
 * `extra` notes (the audio-checked table's) go before the signature.
 */
export function markdownNotes(
  board: Leaderboard,
  families: readonly Family[],
  extra: readonly string[] = [],
): string[] {
  const notes = tableNotes(board, families);
  const k = notes.findIndex((n) => n.startsWith("Signature"));
  notes.splice(k < 0 ? notes.length : k, 0, ...extra);
  return notes.map((n) => (n.startsWith("Signature") ? markdownSignature(board) : mdEscape(n))).flatMap((n) => [n, ""]);
}
