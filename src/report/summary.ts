/**
 * The report's first page: the answer before the detail. Per subset the headline metrics of every
 * input, value and 95% interval, with the coverage and the family's counts beside them; with two
 * or more inputs each difference against the baseline (the first input), paired by sample, and
 * whether it holds after Holm (./answer.ts). Then how to read a cell, the signature to paste under
 * the numbers and the "read them together" warning in short, pointing to the full caveats. A
 * subset no input has a sample of is named in one line instead of a table; with
 * `--transcript-check`, one line per input for the check. Hashes and settings are in the appendix.
 */
import type { ReportContext, ReportSection } from "./context.js";
import { esc, note } from "../view/markup.js";
import { tableNotes } from "../text/grid.js";
import { answerHtml } from "./answer.js";
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
  const signatures = board.signature ? [board.signature] : board.rows.map((r) => `${r.system}: ${r.signature}`);
  const families = [ctx.family, ...new Set(ctx.systems.flatMap((x) => x.scored.attached))];
  // how to read a cell, then (with a baseline) how the differences are paired and which hold
  const [cells, ...rest] = tableNotes(board, families, "row");
  const differences = rest.find((x) => x.startsWith("Differences:"));
  return {
    title: SUMMARY_TITLE,
    html: [
      `<p>${esc(text.summaryIntro(board.systems))}</p>`,
      absentLine(ctx.subsets) ? note(absentLine(ctx.subsets)) : "",
      answerHtml(ctx),
      // A break opportunity after each "|", so a wrapped signature never splits a field.
      `<p class="signature">Signature: ${signatures.map((s) => `<code>${esc(s).replace(/\|/g, "|<wbr>")}</code>`).join("<br>")}</p>`,
      ...checkLines(ctx),
      `<p class="warning">${esc(text.summaryWarning)}</p>`,
      note(cells!),
      differences ? note(differences) : "",
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
