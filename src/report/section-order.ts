/**
 * The report's sections, in page order. To add a section, add one entry: a pure function of the
 * ReportContext returning `{title, html}` (or a list of them, or null to leave itself out), in a
 * file of ./sections/ (the comparison and official ones too: compare/ and official/ return data
 * only). Its HTML is built with the helpers of src/view/markup.ts, may use the classes `table`,
 * `num`, `nowrap`, `note` and `charts`, and may place charts with `chartFigure` (./figures.ts).
 * The table of contents and the anchors follow this list. Each input's part holds its subsets
 * (with what the family draws inside each), the blocks attached to them, then the sections its
 * family declares by what they draw (`ReportText.sections`), found here by name.
 */
import type { SampleRow } from "../unified/rows.js";
import type { ReportContext, ReportSection, SectionBuilder } from "./context.js";
import { chartFigure } from "./figures.js";
import { everySystem } from "./parts.js";
import { appendixSection } from "./appendix.js";
import { compareSection } from "./comparison.js";
import { officialSectionFor } from "./official.js";
import { readingSection } from "./reading.js";
import { responseCurvesSection } from "./response-curves.js";
import { sensitivitySection } from "./sensitivity.js";
import { attachedSections, subsetSections } from "./subset.js";
import { summarySection } from "./summary.js";
import { sweepSection } from "./sweep.js";
import { systemsSection } from "./systems.js";
import { interruptionTimelinesSection, pauseTimelinesSection, turnTakingTimelinesSection } from "./timelines.js";
import { transcriptCheckSection } from "./transcript-check.js";

/** The sections a family may declare for each input's part, by name. */
export const FAMILY_SECTIONS: Readonly<Record<string, SectionBuilder>> = {
  "response-curves": responseCurvesSection,
  "pause-timelines": pauseTimelinesSection,
  "turn-taking-timelines": turnTakingTimelinesSection,
  "interruption-timelines": interruptionTimelinesSection,
  "transcript-check": transcriptCheckSection,
  sweep: sweepSection,
  sensitivity: sensitivitySection,
  official: (ctx) => officialSectionFor(ctx.tree, ctx.scored.rows as SampleRow[]),
};

/** The sections of one input's part: its subsets, the attached blocks, then its family's own. */
function partSections(ctx: ReportContext): ReportSection[] {
  const own = ctx.family.presentation.report.sections.map((name) => {
    const b = FAMILY_SECTIONS[name];
    if (b === undefined) throw new Error(`no report section named ${name}`);
    return b;
  });
  return everySystem([subsetSections, attachedSections, ...own])(ctx) as ReportSection[];
}

export const SECTIONS: readonly SectionBuilder[] = [
  summarySection,
  systemsSection,
  (ctx) => (ctx.comparison ? compareSection(ctx.comparison, ctx.family, { figure: chartFigure }) : null),
  partSections,
  readingSection,
  appendixSection,
];
