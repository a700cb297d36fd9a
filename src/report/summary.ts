/**
 * The report's first page: the answer before the detail. The headline table of every input (as
 * `table` prints it, the best value of each column in bold), the signature to paste under it,
 * and the "read them together" warning in short, pointing to the full caveats. A subset no input
 * has a sample of is named in one line instead of a table; with `--transcript-check`, one line
 * per input for the check. Hashes and settings are in the appendix. The full caveats, in the
 * family's words with every input's figures filled in, are a section of their own near the end.
 */
import type { ReportContext, ReportSection } from "./context.js";
import { esc, note } from "../view/markup.js";
import { legendLine, tableNotes } from "../text/grid.js";
import { leaderboardHtml } from "./leaderboard-html.js";
import { absentLine } from "../metrics/subset-choice.js";
import { checkSummaryLine } from "../transcript-check/findings.js";
import { TRANSCRIPT_CHECK_TITLE } from "./transcript-check.js";

export const SUMMARY_TITLE = "Summary";

/** One line per input with a transcript check: samples with findings, rows that change, metrics that flip. */
function checkLines(ctx: ReportContext): string[] {
  return ctx.parts.flatMap(({ name, transcriptCheck: tc }) => {
    if (!tc) return [];
    const line =
      `Transcript against audio${ctx.parts.length > 1 ? ` (${name})` : ""}: ` +
      `${checkSummaryLine(tc.check.json, tc.check.lines)}; see "${TRANSCRIPT_CHECK_TITLE}".`;
    return [`<p class="note" data-note="transcript-check">${esc(line)}</p>`];
  });
}

export function summarySection(ctx: ReportContext): ReportSection {
  const board = ctx.leaderboard;
  const text = ctx.family.presentation.report;
  const n = board.systems.length;
  const signatures = board.signature ? [board.signature] : board.rows.map((r) => `${r.system}: ${r.signature}`);
  const families = [ctx.family, ...new Set(ctx.systems.flatMap((x) => x.scored.attached))];
  return {
    title: SUMMARY_TITLE,
    html: [
      `<p>${esc(text.summaryIntro(board.systems))}</p>`,
      absentLine(ctx.subsets) ? note(absentLine(ctx.subsets)) : "",
      leaderboardHtml(board),
      // The headers are the registry's short labels: their full names, under the table.
      legendLine(board) ? note(legendLine(board)!) : "",
      // A break opportunity after each "|", so a wrapped signature never splits a field.
      `<p class="signature">Signature: ${signatures.map((s) => `<code>${esc(s).replace(/\|/g, "|<wbr>")}</code>`).join("<br>")}</p>`,
      ...checkLines(ctx),
      `<p class="warning">${esc(text.summaryWarning)}</p>`,
      n > 1
        ? note(tableNotes(board, families)[0]!)
        : note(
            "Each cell: value and 95% interval (Wilson for sample shares; percentile bootstrap over " +
              "whole samples for pooled ratios and median latencies).",
          ),
    ]
      .filter((x) => x !== "")
      .join("\n"),
  };
}

/** "Reading them together": the caveats a reader needs beside the numbers (the family's `ReportText.reading`). */
export function readingSection(ctx: ReportContext): ReportSection {
  const items = ctx.family.presentation.report.reading(
    ctx.systems.map((s) => ({ name: s.name, unified: s.scored.unified })),
  );
  return {
    title: "Reading them together",
    html: `<ul class="caveats">${items.map((t) => `<li>${esc(t)}</li>`).join("")}</ul>`,
  };
}
