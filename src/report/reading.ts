/**
 * "Reading them together": the caveats a reader needs beside the numbers, in the family's words
 * (its `ReportText.reading`), with the figures of every input filled in where a caveat depends on
 * them.
 */
import type { ReportContext, ReportSection } from "./context.js";
import { esc } from "../view/markup.js";

export function readingSection(ctx: ReportContext): ReportSection {
  const items = ctx.family.presentation.report.reading(
    ctx.systems.map((s) => ({ name: s.name, unified: s.scored.unified })),
  );
  return {
    title: "Reading them together",
    html: `<ul class="caveats">${items.map((t) => `<li>${esc(t)}</li>`).join("")}</ul>`,
  };
}
