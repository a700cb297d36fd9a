/**
 * A sweep quantity as a heatmap across threshold × minimum silence, one cell per setting with its
 * value printed as the console prints it, the scoring default outlined. When the sweep also
 * varies minimum speech or padding, each of those combinations gets its own row of the facet,
 * headed by the settings that vary, in full.
 * The colour scale is the caller's (a metric's natural range, or diverging around a value), else
 * the finite values' own range; either way a legend shows it and the subtitle says what it is.
 * When no setting has a value (no exercised sample anywhere, or an empty grid) the cells are
 * drawn grey with their text only, so the chart never asks vega for the extent of nothing.
 */
import { isDefaultSetting } from "../vad/settings.js";
import type { SweepQuantity } from "../score/quantities.js";
import { settingOf, type SweepResult } from "../score/sweep.js";
import { settingRowNames } from "./setting-rows.js";
import { chart } from "./layers.js";
import type { ChartSpec } from "./spec.js";

/**
 * The colour scale: a sequential one over `domain`, or with `mid` a diverging one (low, mid,
 * high); `note` says what it is in the subtitle ("colour: 0 to 1"). Values outside are clamped.
 */
export interface HeatmapScale {
  domain: [number, number];
  mid?: number;
  note: string;
}

export interface SweepHeatmapOptions {
  title?: string;
  cellWidth?: number;
  cellHeight?: number;
  /** The colour scale; the values' own range (stated as such) by default. */
  scale?: HeatmapScale;
}

export interface SweepHeatmapCell {
  threshold: number;
  min_silence: number;
  combo: string;
  value: number | null;
  text: string;
  is_default: boolean;
}

export function sweepHeatmapCells(sweep: SweepResult, q: SweepQuantity): SweepHeatmapCell[] {
  const combo = settingRowNames(sweep.settings.map(settingOf), ["minSpeechDurationMs", "speechPadMs"]);
  return sweep.settings.map((s) => ({
    threshold: s.threshold,
    min_silence: s.min_silence_duration_ms,
    combo: combo.full(settingOf(s)),
    value: q.value(s),
    text: q.text(s),
    is_default: isDefaultSetting(settingOf(s)),
  }));
}

/** The smallest and largest finite value of the cells, or null when there is none. */
export function sweepHeatmapExtent(cells: readonly SweepHeatmapCell[]): [number, number] | null {
  const finite = cells.map((c) => c.value).filter((v): v is number => v !== null && Number.isFinite(v));
  return finite.length ? [Math.min(...finite), Math.max(...finite)] : null;
}

export function sweepHeatmapChart(sweep: SweepResult, q: SweepQuantity, opts: SweepHeatmapOptions = {}): ChartSpec {
  const cells = sweepHeatmapCells(sweep, q);
  const extent = sweepHeatmapExtent(cells);
  const thresholds = [...new Set(cells.map((c) => c.threshold))].sort((a, b) => a - b);
  const silences = [...new Set(cells.map((c) => c.min_silence))].sort((a, b) => a - b);
  const combos = [...new Set(cells.map((c) => c.combo))];
  const scale: HeatmapScale | null =
    opts.scale ?? (extent ? { domain: extent, note: "colour: the lowest to the highest value" } : null);
  const subtitle = [
    q.better === "context" ? "context" : `better: ${q.better}`,
    cells.some((c) => c.is_default) ? "outlined: the scoring default" : "the default is not in this grid",
    extent && scale ? scale.note : "no value at any setting",
  ];
  const colour = scale
    ? scale.mid === undefined
      ? { domain: scale.domain, range: ["#f7fbff", "#6aa3d0"] }
      : { domain: [scale.domain[0], scale.mid, scale.domain[1]], range: ["#6aa3d0", "#f7f7f7", "#e8956b"] }
    : null;
  const inner = {
    width: silences.length * (opts.cellWidth ?? 56),
    height: thresholds.length * (opts.cellHeight ?? 20),
    encoding: {
      x: {
        field: "min_silence",
        type: "ordinal" as const,
        sort: silences,
        axis: { title: "min silence (ms)", labelAngle: 0 },
      },
      y: { field: "threshold", type: "ordinal" as const, sort: thresholds, axis: { title: "threshold" } },
    },
    layer: [
      { mark: { type: "rect" as const, color: "#f0f0f0" } },
      ...(extent && colour
        ? [
            {
              transform: [{ filter: "isValid(datum.value) && isFinite(datum.value)" }],
              mark: { type: "rect" as const },
              encoding: {
                color: {
                  field: "value",
                  type: "quantitative" as const,
                  scale: { ...colour, clamp: true },
                  legend: { title: null, orient: "right" as const, gradientLength: 70, labelFontSize: 8, tickCount: 3 },
                },
              },
            },
          ]
        : []),
      {
        transform: [{ filter: "datum.is_default" }],
        mark: { type: "rect" as const, fillOpacity: 0, stroke: "#000000", strokeWidth: 2.5 },
      },
      { mark: { type: "text" as const, fontSize: 9, color: "#000000" }, encoding: { text: { field: "text" } } },
    ],
  };
  return chart({
    title: { text: opts.title ?? q.title, subtitle },
    data: { values: cells },
    ...(combos.length <= 1
      ? inner
      : {
          facet: {
            row: {
              field: "combo",
              type: "nominal" as const,
              sort: combos,
              header: { title: null, labelAngle: 0, labelAlign: "left" as const },
            },
          },
          spec: inner,
        }),
  });
}
