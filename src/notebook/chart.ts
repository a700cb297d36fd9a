/**
 * A chart for a notebook output: the vega-lite spec rendered to SVG by the report's renderer
 * (src/charts/render.ts) and wrapped as inline HTML. Notebooks pass the result to
 * `tslab.display.html`, because nbconvert's HTML export empties `image/svg+xml` outputs but keeps
 * inline SVG inside text/html.
 */
import { renderSvg } from "../charts/render.js";
import type { ChartSpec } from "../charts/spec.js";

/** The spec as an inline-SVG HTML fragment. */
export async function chartHtml(spec: ChartSpec): Promise<string> {
  return `<div class="fdb-chart">${await renderSvg(spec)}</div>`;
}

/** Several charts side by side (wrapping), as one HTML fragment. */
export async function chartsHtml(specs: readonly ChartSpec[]): Promise<string> {
  const parts: string[] = [];
  for (const s of specs) parts.push(`<div class="fdb-chart" style="display:inline-block;vertical-align:top;margin:0 12px 8px 0">${await renderSvg(s)}</div>`);
  return `<div>${parts.join("")}</div>`;
}
