/**
 * The report's sections, in page order. To add a section, add one entry: a pure function of the
 * ReportContext returning `{title, html}` (or a list of them, or null to leave itself out), in a
 * file of ./sections/ (the comparison and official ones too: compare/ and official/ return data
 * only). Its HTML is built with the helpers of src/view/markup.ts, may use the classes `table`,
 * `num`, `nowrap`, `note` and `charts`, and may place charts with `chartFigure` (./figures.ts).
 * The table of contents and the anchors follow this list. Each input's part holds its subsets
 * (with what the family draws inside each), the blocks attached to them, then the sections its
 * family declares by what they draw (`ReportText.sections`), found here by name: the same
 * builders run on the context of each input in turn, and with several inputs every heading of a
 * part (its sections' titles and their h3/h4) starts with the input's name, so the table of
 * contents and each page say whose samples they show.
 */
import type { SampleRow } from "../unified/rows.js";
import type { ReportContext, ReportSection, SectionBuilder } from "./context.js";
import { chartFigure } from "./figures.js";
import { esc } from "../view/markup.js";
import { appendixSection } from "./appendix.js";
import { compareSection } from "./comparison.js";
import { officialSectionFor } from "./official.js";
import { responseCurvesSection } from "./response-curves.js";
import { sensitivitySection } from "./sensitivity.js";
import { attachedSections, subsetSections } from "./subset.js";
import { readingSection, summarySection } from "./summary.js";
import { sweepSection } from "./sweep.js";
import { systemsSection } from "./systems.js";
import { interruptionTimelinesSection, pauseTimelinesSection, turnTakingTimelinesSection } from "./timelines.js";
import { transcriptCheckSection } from "./transcript-check.js";

/** Every section of `builders` for this context, in order. */
export function runBuilders(ctx: ReportContext, builders: readonly SectionBuilder[]): ReportSection[] {
  return builders.flatMap((b) => {
    const out = b(ctx);
    return out === null ? [] : Array.isArray(out) ? [...(out as readonly ReportSection[])] : [out as ReportSection];
  });
}

/** A section of `name`'s part: its title and inner headings prefixed with the name. */
function namedSection(name: string, s: ReportSection): ReportSection {
  return {
    part: name,
    title: `${name}: ${s.title}`,
    html: s.html.replace(/<h([34])>/g, (_m, level: string) => `<h${level}>${esc(name)}: `),
  };
}

/** The sections a family may declare for each input's part, by name. */
export const FAMILY_SECTIONS: Readonly<Record<string, SectionBuilder>> = {
  "response-curves": responseCurvesSection,
  "pause-timelines": pauseTimelinesSection,
  "turn-taking-timelines": turnTakingTimelinesSection,
  "interruption-timelines": interruptionTimelinesSection,
  "transcript-check": transcriptCheckSection,
  sweep: sweepSection,
  sensitivity: sensitivitySection,
  // the pitfalls are explained once, in the first input's part
  official: (ctx) =>
    officialSectionFor(
      ctx.tree,
      ctx.scored.rows as SampleRow[],
      ctx.parts.length > 1 && ctx.name !== ctx.parts[0]!.name ? `${ctx.parts[0]!.name}: Official rules` : undefined,
    ),
};

/** The sections of every input's part, part after part: its subsets, the attached blocks, then its family's own. */
function partSections(ctx: ReportContext): ReportSection[] {
  const own = ctx.family.presentation.report.sections.map((name) => {
    const b = FAMILY_SECTIONS[name];
    if (b === undefined) throw new Error(`no report section named ${name}`);
    return b;
  });
  return ctx.parts.flatMap((part) => {
    const sections = runBuilders({ ...ctx, ...part }, [subsetSections, attachedSections, ...own]);
    return ctx.parts.length > 1 ? sections.map((s) => namedSection(part.name, s)) : sections;
  });
}

export const SECTIONS: readonly SectionBuilder[] = [
  summarySection,
  systemsSection,
  (ctx) => (ctx.comparison ? compareSection(ctx.comparison, ctx.family, { figure: chartFigure }) : null),
  partSections,
  readingSection,
  appendixSection,
];
