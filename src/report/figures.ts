/**
 * Charts inside section HTML. A section stays a pure function returning `{title, html}`: where
 * it wants a chart it writes a placeholder that carries the vega-lite spec (base64 JSON in an
 * HTML comment, inside a `<figure class="chart" data-chart=KIND>`). The assembler then renders
 * the placeholders in document order, each SVG's ids prefixed by its position, so the page is
 * the same bytes every time.
 */
import type { ChartSpec } from "../charts/spec.js";
import { esc } from "../view/markup.js";

const SLOT = /<!--fdb-chart:([A-Za-z0-9+/=]+)-->/g;

/** A figure holding one chart (rendered later by `fillCharts`). */
export function chartFigure(kind: string, spec: ChartSpec, caption?: string): string {
  const data = Buffer.from(JSON.stringify(spec), "utf8").toString("base64");
  const cap = caption ? `<figcaption>${esc(caption)}</figcaption>` : "";
  return `<figure class="chart" data-chart="${esc(kind)}"><!--fdb-chart:${data}-->${cap}</figure>`;
}

/** The specs of every placeholder, in document order. */
export function chartSpecs(html: string): ChartSpec[] {
  return [...html.matchAll(SLOT)].map((m) => JSON.parse(Buffer.from(m[1]!, "base64").toString("utf8")) as ChartSpec);
}

/** Replace every placeholder with its SVG; `render(spec, index)` is called in document order. */
export async function fillCharts(
  html: string,
  render: (spec: ChartSpec, index: number) => Promise<string>,
  onChart?: (done: number, total: number) => void,
): Promise<string> {
  const specs = chartSpecs(html);
  const svgs: string[] = [];
  for (const [k, spec] of specs.entries()) {
    svgs.push(await render(spec, k));
    onChart?.(k + 1, specs.length);
  }
  let k = 0;
  return html.replace(SLOT, () => svgs[k++]!);
}
