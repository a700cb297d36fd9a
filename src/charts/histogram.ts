/**
 * The distribution of a metric's per-item values (the lifts of a system's scored backchannels):
 * a histogram of counts in bins of a fixed width from 0, with a dashed rule at the value chance
 * gives and one at the values' mean, each labelled; the subtitle gives n and the mean.
 */
import { fixed3 } from "../metrics/format.js";
import { chart } from "./layers.js";
import { COLORS, type ChartSpec, r4 } from "./spec.js";

export interface HistogramOptions {
  title: string;
  /** The x axis title. */
  x: string;
  /** The value chance gives, marked by a dashed rule (none when null). */
  chance: number | null;
  /** The bin width. */
  step: number;
  width?: number;
}

export function histogramChart(values: readonly number[], opts: HistogramOptions): ChartSpec {
  const bins = new Map<number, number>();
  for (const v of values) {
    const k = Math.floor(v / opts.step);
    bins.set(k, (bins.get(k) ?? 0) + 1);
  }
  const data = [...bins]
    .sort((a, b) => a[0] - b[0])
    .map(([k, n]) => ({ a: r4(k * opts.step), b: r4((k + 1) * opts.step), n }));
  const mean = values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;
  // each label on its own line at the top, so two close rules keep readable labels
  const rules = [
    ...(opts.chance === null ? [] : [{ t: opts.chance, label: `chance ${opts.chance}`, color: COLORS.mid }]),
    ...(mean === null ? [] : [{ t: r4(mean), label: `mean ${fixed3(mean)}`, color: COLORS.accent }]),
  ].map((r, k) => ({ ...r, y: 2 + 11 * k }));
  const x = { type: "quantitative" as const, axis: { title: opts.x } };
  return chart({
    title: { text: opts.title, subtitle: [`n = ${values.length}${mean === null ? "" : ` · mean ${fixed3(mean)}`}`] },
    width: opts.width ?? 300,
    height: 120,
    layer: [
      {
        data: { values: data },
        mark: { type: "rect" as const, color: COLORS.segment, stroke: "white", strokeWidth: 0.5 },
        encoding: {
          x: { ...x, field: "a" },
          x2: { field: "b" },
          y: { field: "n", type: "quantitative" as const, axis: { title: "count", tickMinStep: 1 } },
        },
      },
      {
        data: { values: rules },
        layer: [
          {
            mark: { type: "rule" as const, strokeDash: [4, 3], strokeWidth: 1.5 },
            encoding: { x: { ...x, field: "t" }, color: { field: "color", type: "nominal" as const, scale: null } },
          },
          {
            mark: { type: "text" as const, align: "left" as const, dx: 3, baseline: "top" as const, fontSize: 9 },
            encoding: {
              x: { ...x, field: "t" },
              y: { field: "y", type: "quantitative" as const, scale: null },
              text: { field: "label" },
              color: { field: "color", type: "nominal" as const, scale: null },
            },
          },
        ],
      },
    ],
  });
}
