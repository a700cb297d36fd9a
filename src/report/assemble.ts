/**
 * Assembling the page: run every section of SECTIONS on the context, number them, write the title
 * block, the table of contents and the sections into one self-contained HTML document (inline
 * CSS, inline SVG, no script, nothing fetched), then render the chart placeholders in document
 * order. Same context, same bytes.
 */
import { renderSvg } from "../charts/render.js";
import type { ChartSpec } from "../charts/spec.js";
import type { ReportContext, ReportSection, SectionBuilder } from "./context.js";
import { fillCharts } from "./figures.js";
import { runBuilders } from "./parts.js";
import { breakableCells, esc } from "./html.js";
import { SECTIONS } from "./sections.js";
import { REPORT_CSS } from "./style.js";
import { titleBlock } from "./title-block.js";

/** Every section of `builders` for this context, in order (pure). */
export function reportSections(ctx: ReportContext, builders: readonly SectionBuilder[] = SECTIONS): ReportSection[] {
  return runBuilders(ctx, builders);
}

/** The page with chart placeholders still in it (pure). */
export function reportSkeleton(ctx: ReportContext, builders: readonly SectionBuilder[] = SECTIONS): string {
  const sections = reportSections(ctx, builders);
  const id = (k: number) => `s${k + 1}`;
  const toc = `<nav><ol>${sections.map((s, k) => `<li><a href="#${id(k)}">${esc(s.title)}</a></li>`).join("")}</ol></nav>`;
  // Table cells of every section (those other modules build included) may fold at `_`.
  const body = sections.map((s, k) => `<section id="${id(k)}">\n<h2>${k + 1}. ${esc(s.title)}</h2>\n${breakableCells(s.html)}\n</section>`).join("\n");
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(ctx.title)}</title>`,
    `<style>${REPORT_CSS}</style>`,
    "</head>",
    "<body>",
    "<header>",
    titleBlock(ctx),
    toc,
    "</header>",
    body,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

export interface BuildHtmlOptions {
  builders?: readonly SectionBuilder[];
  /** Renders one chart; the vega renderer by default (ids prefixed by the chart's position). */
  render?: (spec: ChartSpec, index: number) => Promise<string>;
  onChart?: (done: number, total: number) => void;
}

/** The finished index.html text. */
export async function buildReportHtml(ctx: ReportContext, opts: BuildHtmlOptions = {}): Promise<string> {
  const render = opts.render ?? ((spec: ChartSpec, k: number) => renderSvg(spec, { idPrefix: `c${k + 1}-` }));
  return fillCharts(reportSkeleton(ctx, opts.builders), render, opts.onChart);
}
