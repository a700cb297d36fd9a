/**
 * The spec type every chart builder returns, and the look they share. The builders never load
 * vega: they build plain JSON objects.
 */

/**
 * A vega-lite spec as the builders return it and `renderSvg` takes it: a JSON object. Declared
 * here, not as vega-lite's `TopLevelSpec`, so that a notebook's import does not make tslab read
 * vega-lite's declarations (0.3 MB, about a sixth of a second on every kernel's first import).
 * The builders still check what they build against vega-lite's type (through `chart` and the
 * layer types of layers.ts, a type-only import that their declarations do not carry).
 */
export interface ChartSpec {
  $schema?: string;
  [key: string]: unknown;
}

/** A coordinate rounded to 4 decimals for a spec's data: enough for any drawing, and stable bytes. */
export const r4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * The end of a value axis that starts at 0 (or runs symmetric about it): the largest of `min` and
 * the numbers among `values`, with 15% room, rounded up to a half.
 */
export function axisEnd(min: number, values: readonly unknown[]): number {
  const finite = values.filter((x): x is number => typeof x === "number");
  return Math.ceil(Math.max(min, ...finite) * 1.15 * 2) / 2;
}

export const VEGA_LITE_SCHEMA = "https://vega.github.io/schema/vega-lite/v6.json";

/** Colours shared by the charts (a muted palette that prints well in grey). */
export const COLORS = {
  main: "#1f4e79",
  accent: "#c0392b",
  light: "#d9d9d9",
  mid: "#8c8c8c",
  pause: "#f0c36d",
  owned: ["#dbe8f5", "#b7cfe8"],
  interruption: "#f4a582",
  segment: "#4a7fb5",
  word: "#2d2d2d",
  latency: "#7fb2d9",
  early: "#f4a582",
} as const;

/**
 * Config shared by every chart: small fonts, no view border, titles at the left, and no ARIA
 * attributes on individual marks (they would double a report's size; axes and titles keep theirs).
 */
export const BASE_CONFIG = {
  font: "sans-serif",
  mark: { aria: false },
  view: { stroke: null },
  axis: { labelFontSize: 9, titleFontSize: 9, titleFontWeight: "normal" as const, grid: false },
  legend: { labelFontSize: 9, titleFontSize: 9 },
  title: { fontSize: 11, subtitleFontSize: 9, anchor: "start" as const, subtitleColor: "#444444", offset: 4 },
};
