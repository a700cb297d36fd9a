/**
 * The report's sections, in page order. To add a section, add one entry: a pure function of the
 * ReportContext returning `{title, html}` (or a list of them, or null to leave itself out), in a
 * file of ./sections/ (the comparison and official ones too: compare/ and official/ return data
 * only). Its HTML is built with the helpers of src/view/markup.ts, may use the classes `table`,
 * `num`, `nowrap`, `note` and `charts`, and may place charts with `chartFigure` (./figures.ts).
 * The table of contents and the anchors follow this list.
 * A section about one input's samples goes in SYSTEM_SECTIONS: it then runs once per input, on
 * that input's part (ctx.name, ctx.tree, ctx.scored, ...), in the part after the shared summary
 * and the Systems (or Comparison) section.
 */
import type { SectionBuilder } from "./context.js";
import { chartFigure } from "./figures.js";
import { everySystem } from "./parts.js";
import { appendixSection } from "./sections/appendix.js";
import { compareSection } from "./sections/comparison.js";
import { controlSection } from "./sections/control.js";
import { officialSectionFor } from "./sections/official.js";
import { readingSection } from "./sections/reading.js";
import { responseCurvesSection } from "./sections/response-curves.js";
import { sensitivitySection } from "./sections/sensitivity.js";
import { subsetSections } from "./sections/subset.js";
import { summarySection } from "./sections/summary.js";
import { sweepSection } from "./sections/sweep.js";
import { systemsSection } from "./sections/systems.js";
import {
  interruptionTimelinesSection,
  pauseTimelinesSection,
  turnTakingTimelinesSection,
} from "./sections/timelines.js";
import { transcriptCheckSection } from "./sections/transcript-check.js";

/** The sections of each input's part, in page order. */
export const SYSTEM_SECTIONS: readonly SectionBuilder[] = [
  subsetSections,
  controlSection,
  responseCurvesSection,
  pauseTimelinesSection,
  turnTakingTimelinesSection,
  interruptionTimelinesSection,
  transcriptCheckSection,
  sweepSection,
  sensitivitySection,
  (ctx) => officialSectionFor(ctx.tree, ctx.scored.rows),
];

export const SECTIONS: readonly SectionBuilder[] = [
  summarySection,
  systemsSection,
  (ctx) => (ctx.comparison ? compareSection(ctx.comparison, { figure: chartFigure }) : null),
  everySystem(SYSTEM_SECTIONS),
  readingSection,
  appendixSection,
];
