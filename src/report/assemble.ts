/**
 * Assembling the page: run every section of SECTIONS on the context, number them, write the title
 * block, the table of contents and the sections into one self-contained HTML document (inline
 * CSS, inline SVG, no script, nothing fetched), then render the chart placeholders in document
 * order. Same context, same bytes. The title block holds the title, what was scored in one line
 * (inputs, definitions and tool versions), how many output.wav files of each plain-folder input
 * were converted before the VAD (when any was), whether two inputs are one run transcribed twice,
 * and how numbers are shown; the hashes and settings are in the appendix, so the first page opens
 * with the summary.
 */
import { renderSvg } from "../charts/render.js";
import type { ChartSpec } from "../charts/spec.js";
import type { ReportContext, ReportSection, SectionBuilder } from "./context.js";
import { fillCharts } from "./figures.js";
import { breakableCells, esc, note } from "../view/markup.js";
import { runBuilders, SECTIONS } from "./section-order.js";
import { REPORT_CSS } from "./style.js";
import { convertedFromOf, convertedSummary } from "../audio/converted.js";
import { SUBSET_TASK } from "../input/tree/subsets.js";

/** The title block: the title, what was scored, the converted outputs, same audio, how numbers are shown. */
function titleBlock(ctx: ReportContext): string {
  const u = ctx.scored.unified;
  const names = ctx.systems.map((s) => s.name);
  const settings = ctx.family.settings.map((s) => ` · ${s.label} ${ctx.scored.values[s.json]} ${s.unit}`).join("");
  const what =
    `${names.length === 1 ? "Input" : "Inputs"}: ${names.join(", ")} · ${u.definitions} · ` +
    `${u.tool.name} ${u.tool.version}${settings} · hashes and settings in the appendix`;
  // "Input: 3 output.wav converted to 16 kHz mono: ..." per input that has conversions ("A: ..." when several)
  const converted = ctx.systems.flatMap((s) => {
    const text = convertedSummary(convertedFromOf(s.scored.unified.inputs) ?? {});
    return text === null ? [] : [`${ctx.systems.length > 1 ? s.name : "Input"}: ${text} (inputs.converted_from).`];
  });
  // one run transcribed twice: the comparison then measures the ASR, not two systems
  const c = ctx.comparison;
  const same = c?.same_audio
    ? `Same audio, different transcripts: ${c.a.name} and ${c.b.name} are one run transcribed twice (all ` +
      `${c.same_audio.samples} samples eligible in both have the same output.wav; ` +
      `${c.same_audio.different_transcripts} transcripts differ and ${c.same_audio.changed.length} rows ` +
      "change), so the comparison measures the transcripts, not two systems."
    : null;
  return [
    `<h1>${esc(ctx.title)}</h1>`,
    `<p class="subtitle">${esc(what)}</p>`,
    ...converted.map((t) => `<p class="subtitle" data-converted>${esc(t)}</p>`),
    ...(same ? [`<p class="subtitle" data-same-audio>${esc(same)}</p>`] : []),
    note(ctx.family.presentation.report.numbersNote),
  ].join("\n");
}

/** A subset section's title without its task ("candor_turn_taking (turn_taking)" → "candor_turn_taking"). */
const TASKS = new RegExp(` \\((?:${[...new Set(Object.values(SUBSET_TASK))].join("|")})\\)$`);
const short = (title: string) => title.replace(TASKS, "");

/**
 * The table of contents of a report with parts: the shared sections one per line; the parts' sections
 * named once when every part has the same ones ("Each system: synthetic_pause_handling · … · Official
 * rules", then "A: 3–14 · B: 15–26"), else each part's on one line after the input's name ("B: 15.
 * synthetic_pause_handling · 16. …"), a subset's task left out, so the contents of several systems
 * still leave room for the summary on the first page.
 */
function partsToc(sections: readonly ReportSection[], id: (k: number) => string): string {
  const link = (k: number, text: string) => `<a href="#${id(k)}">${esc(text)}</a>`;
  const own = (s: ReportSection) => short(s.title.slice(s.part!.length + 2));
  const parts = new Map<string, number[]>();
  sections.forEach((s, k) => {
    if (s.part !== undefined) parts.set(s.part, [...(parts.get(s.part) ?? []), k]);
  });
  const lists = [...parts.values()].map((ks) => ks.map((k) => own(sections[k]!)).join("\u0000"));
  const alike = parts.size > 1 && lists.every((l) => l === lists[0]);
  const items: string[] = [];
  sections.forEach((s, k) => {
    if (s.part === undefined) items.push(`<li>${link(k, `${k + 1}. ${s.title}`)}</li>`);
    else if (alike) {
      const ks = parts.get(s.part)!;
      if (ks[0] !== k) return;
      const range = link(k, `${s.part}: ${k + 1}–${ks[ks.length - 1]! + 1}`);
      if (sections[k - 1]?.part === undefined) {
        const names = ks.map((j) => esc(own(sections[j]!))).join(" · ");
        items.push(`<li class="part">Each system: ${names}</li>`, `<li class="part">${range}</li>`);
      } else items[items.length - 1] = items[items.length - 1]!.replace(/<\/li>$/, ` · ${range}</li>`);
    } else {
      const entry = link(k, `${k + 1}. ${own(s)}`);
      if (sections[k - 1]?.part === s.part)
        items[items.length - 1] = items[items.length - 1]!.replace(/<\/li>$/, ` · ${entry}</li>`);
      else items.push(`<li class="part"><b>${esc(s.part)}</b>: ${entry}</li>`);
    }
  });
  return `<nav><ol class="parts">${items.join("")}</ol></nav>`;
}

/**
 * The whole page around numbered sections: head, inline CSS, the title block and contents in the
 * header, each section with its anchor; table cells of every section may fold at `_`. Every
 * family's report is one.
 */
export function reportPage(title: string, titleHtml: string, sections: readonly ReportSection[]): string {
  const id = (k: number) => `s${k + 1}`;
  const toc = sections.some((s) => s.part !== undefined)
    ? partsToc(sections, id)
    : `<nav><ol>${sections.map((s, k) => `<li><a href="#${id(k)}">${esc(s.title)}</a></li>`).join("")}</ol></nav>`;
  const body = sections
    .map((s, k) => `<section id="${id(k)}">\n<h2>${k + 1}. ${esc(s.title)}</h2>\n${breakableCells(s.html)}\n</section>`)
    .join("\n");
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    `<style>${REPORT_CSS}</style>`,
    "</head>",
    "<body>",
    "<header>",
    titleHtml,
    toc,
    "</header>",
    body,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** The page with chart placeholders still in it (pure). */
export function reportSkeleton(ctx: ReportContext, builders: readonly SectionBuilder[] = SECTIONS): string {
  return reportPage(ctx.title, titleBlock(ctx), runBuilders(ctx, builders));
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
