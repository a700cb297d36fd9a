/**
 * "Systems", for a report with three or more inputs: the headline table, one forest plot per
 * headline metric (systems on one axis, value and 95% interval, the baseline marked), and every
 * other system's paired difference against the baseline with raw and Holm-adjusted paired p.
 * Null with fewer than three inputs (two inputs get the Comparison section instead).
 */
import { forestChart, forestHasData } from "../charts/forest.js";
import type { ReportContext, ReportSection } from "./context.js";
import { chartFigure } from "./figures.js";
import { heading, noData, note } from "../view/markup.js";
import { differencesHtml, leaderboardHtml } from "./leaderboard-html.js";
import { absentLine } from "../metrics/subset-choice.js";

export function systemsSection(ctx: ReportContext): ReportSection | null {
  const board = ctx.leaderboard;
  if (board.systems.length < 3 || !board.baseline) return null;
  const figures: string[] = [];
  const empty: string[] = [];
  board.columns.forEach((c, k) => {
    if (!c.headline) return;
    if (forestHasData(board, k)) figures.push(chartFigure("forest", forestChart(board, k, { title: c.metric })));
    else empty.push(`${c.subset} ${c.metric}`);
  });
  const caption =
    `Each row a system; dot: value, bar: 95% interval, diamond: the best of the column; red: the baseline ${board.baseline}. ` +
    "A dashed bar runs to the axis end where a latency interval is not reached; an open circle is a median that is not reached.";
  return {
    title: "Systems",
    html: [
      absentLine(ctx.subsets) ? note(absentLine(ctx.subsets)) : "",
      note(
        `${board.systems.length} systems on one dataset, each scored as the score command scores it. The baseline is ${board.baseline}.`,
      ),
      leaderboardHtml(board),
      heading(3, "Headline metrics, system by system"),
      note(caption),
      `<div class="charts">${figures.join("")}</div>`,
      empty.length ? noData("forest", `${empty.join(", ")}: no system has an eligible (or exercised) sample`) : "",
      heading(3, `Paired differences against ${board.baseline}`),
      note(
        `Each cell: system − ${board.baseline} over ${ctx.family.presentation.report.pairedOver}, ` +
          "the 95% paired bootstrap interval, the paired p and the Holm-adjusted p; † holds at adjusted p ≤ 0.05. " +
          (board.family ?? ""),
      ),
      differencesHtml(board),
    ]
      .filter((x) => x !== "")
      .join("\n"),
  };
}
