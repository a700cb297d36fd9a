/**
 * A chart for a notebook output: the vega-lite spec rendered to SVG by the report's renderer
 * (src/charts/render.ts) and wrapped as inline HTML. Notebooks pass the result to
 * `tslab.display.html`, because nbconvert's HTML export empties `image/svg+xml` outputs but keeps
 * inline SVG inside text/html. A notebook cell is read at arm's length, not printed: each chart is
 * drawn half as large again as the report draws it, shrinking to the output's width when wider. A
 * chart vega warns about (the renderer refuses it, src/charts/render.ts) does not fail the cell:
 * the cell shows the warning in its place and goes on.
 */
import { intervalChart } from "../charts/interval.js";
import { renderSvg } from "../charts/render.js";
import { survival, survivalChart } from "../charts/survival.js";
import type { ChartSpec } from "../charts/spec.js";
import { blocksOf } from "../metrics/blocks.js";
import type { AnyMetric as Metric } from "../metrics/metric.js";
import type { Score } from "../metrics/score.js";
import { sampleViewFor } from "../score/families.js";
import { viewWithoutMedia } from "../view/build.js";
import { escapeHtml } from "../view/escape.js";

/** How much larger than the report a notebook draws a chart. */
export const NOTEBOOK_CHART_SCALE = 1.5;

/** An SVG drawn `scale` times its size (its viewBox keeps the drawing), never wider than its container. */
export function scaledSvg(svg: string, scale = NOTEBOOK_CHART_SCALE): string {
  return svg.replace(
    /^<svg([^>]*?) width="([\d.]+)" height="([\d.]+)"/,
    (_, attrs: string, w: string, h: string) =>
      `<svg${attrs} width="${Math.round(Number(w) * scale)}" height="${Math.round(Number(h) * scale)}" ` +
      'style="max-width:100%;height:auto"',
  );
}

/** The spec's SVG, scaled for a notebook; a vega warning becomes a warning line in its place (and on stderr). */
async function drawn(spec: ChartSpec): Promise<string> {
  try {
    return scaledSvg(await renderSvg(spec));
  } catch (e) {
    if (!(e instanceof Error) || !e.message.startsWith("vega: ")) throw e;
    const title = typeof spec.title === "string" ? spec.title : (spec.title as { text?: unknown } | undefined)?.text;
    const what = `warning: chart${typeof title === "string" ? ` ${title}` : ""} not drawn: ${e.message}`;
    console.warn(what);
    return `<p class="fdb-warning" style="color:#8a6d00">${escapeHtml(what)}</p>`;
  }
}

/** The spec as an inline-SVG HTML fragment. */
export async function chartHtml(spec: ChartSpec): Promise<string> {
  return `<div class="fdb-chart">${await drawn(spec)}</div>`;
}

/** Several charts side by side (wrapping), as one HTML fragment. */
export async function chartsHtml(specs: readonly ChartSpec[]): Promise<string> {
  const parts: string[] = [];
  for (const s of specs)
    parts.push(
      `<div class="fdb-chart" style="display:inline-block;vertical-align:top;margin:0 12px 8px 0;max-width:100%">${await drawn(s)}</div>`,
    );
  return `<div>${parts.join("")}</div>`;
}

/**
 * The interval chart of each metric of `subset` (all of its blocks' metrics, or `metrics`), side by side;
 * a subset with no eligible sample has no value to draw, so it gets one line saying so instead
 * of a row of empty charts.
 */
export async function intervalChartsHtml(
  scored: Score,
  subset: string,
  metrics?: readonly Metric[],
  title?: (m: Metric) => string,
): Promise<string> {
  const result = scored.unified.subsets[subset]!;
  if (result.counts.eligible === 0) {
    const why = `no eligible sample (${result.counts.selected} selected), so no metric has a value to chart`;
    return `<p class="fdb-empty">${escapeHtml(`${subset}: ${why}`)}</p>`;
  }
  // every block of the subset (its own, then those attached: a backchannel block), each metric once
  const specs = blocksOf(scored, subset).flatMap((b) =>
    b.metrics
      .filter((m) => metrics === undefined || metrics.includes(m))
      .map((m) => intervalChart(b.family, m, b.result.metrics[m.name]!, title ? { title: title(m) } : {})),
  );
  return chartsHtml(specs);
}

/**
 * The survival curves of a registry group of one subset (the matched runs' `stop` group), drawn
 * with the words the family's report gives them; a subset without a sample in the group's
 * population gets one line saying so.
 */
export async function groupChartHtml(scored: Score, subset: string, group: string): Promise<string> {
  const block = blocksOf(scored, subset).find((b) => b.key === null)!;
  const part = scored.family.presentation.report.subsetParts.find((p) => p.kind === "group" && p.group === group);
  if (part?.kind !== "group") throw new Error(`the ${scored.family.id} family draws no group ${group}`);
  const metrics = block.metrics.filter((m) => m.group === group);
  const curves = survival(block, metrics);
  if (curves.n === 0)
    return `<p class="fdb-empty">${escapeHtml(`${subset}: no sample in the population, so there are no curves`)}</p>`;
  return chartHtml(survivalChart(curves, block, metrics, part.chart));
}

/**
 * The view of one sample of a score drawn from the score alone (a backchannel sample's utterances
 * over its listeners' coverage: the view `fdb-unified view` draws for it), as inline-SVG HTML;
 * a sample whose view reads audio is drawn by `sampleViewHtml` instead.
 */
export async function scoreViewHtml(scored: Score, sampleId: string): Promise<string> {
  const kind = sampleViewFor(scored.family, sampleId);
  const spec = viewWithoutMedia(kind, scored.input, sampleId, scored.vad, scored.values);
  if (spec === null) throw new Error(`${sampleId}: its view reads the audio; draw it with sampleViewHtml`);
  return chartHtml(spec);
}
