/**
 * A leaderboard as text in one of its four formats: the tidy long CSV (which needs the scored
 * systems and the metric choice, since it holds every chosen metric of every system), Markdown,
 * LaTeX (booktabs) or JSON. `fdb-unified table` and the library's `tableText` both print through
 * here. With the systems' transcript checks (`table --transcript-check`) the audio-checked table
 * follows the word-based one in every format (CSV and JSON: a `transcript` column or field).
 */
import { type CsvValue, csvText } from "../csv.js";
import { audioCheckedBoards, audioCheckedNotes, audioCheckedTidyRows, type CheckedSystem } from "./audio-checked.js";
import type { ScoredSystem } from "./leaderboard.js";
import { boardCsvColumns, leaderboardCsv, tidyRows } from "./csv.js";
import { type LatexOptions, leaderboardLatex } from "./latex.js";
import { leaderboardMarkdown } from "./markdown.js";
import type { Family } from "../metrics/family.js";
import type { MetricChoice } from "./select.js";
import { type Leaderboard, leaderboardJson } from "./leaderboard-types.js";

/** The families of the systems' scores: the one scoring them first, then those attached to any. */
export function familiesOf(systems: readonly ScoredSystem[]): Family[] {
  return [...new Set(systems.flatMap((s) => [s.scored.family, ...s.scored.attached]))];
}

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
  checked?: readonly CheckedSystem[],
): string {
  const families = familiesOf(systems);
  if (checked) return checkedText(format, checked, metrics, board, latex);
  if (format === "csv") return leaderboardCsv(systems, metrics, board);
  if (format === "latex") return leaderboardLatex(board, families, latex);
  if (format === "json") return leaderboardJson(board);
  return leaderboardMarkdown(board, families);
}

/** Both tables: the word-based one (its moved bests marked) and the audio-checked one. */
function checkedText(
  format: TableFormat,
  systems: readonly CheckedSystem[],
  metrics: MetricChoice,
  board: Leaderboard,
  latex: LatexOptions,
): string {
  const { word, audio } = audioCheckedBoards(board, systems);
  if (format === "csv") {
    // The transcript column follows the row's keys; the audio-checked rows have no difference.
    const put = <T>(row: readonly T[], t: T): T[] => [...row.slice(0, 3), t, ...row.slice(3)];
    const head = boardCsvColumns(systems, board);
    const pad = (r: CsvValue[]): CsvValue[] => [...r, ...Array<null>(head.length - r.length).fill(null)];
    return csvText(put(head, "transcript"), [
      ...tidyRows(systems, metrics, board).map((r) => put<CsvValue>(r, "word-based")),
      ...audioCheckedTidyRows(board, systems, metrics).map((r) => put(pad(r), "audio-checked")),
    ]);
  }
  if (format === "json")
    return leaderboardJson({
      ...word,
      transcript: "word-based",
      audio_checked: { transcript: "audio-checked", ...audio, notes: audioCheckedNotes(board, systems) },
    } as Leaderboard);
  const part = { board: audio, notes: audioCheckedNotes(board, systems) };
  const families = familiesOf(systems);
  if (format === "latex") return leaderboardLatex(word, families, { ...latex, audio: part });
  return leaderboardMarkdown(word, families, part);
}
