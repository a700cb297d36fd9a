/**
 * A sweep quantity as a heatmap across threshold × minimum silence, one cell per setting with its
 * value printed as the console prints it, the scoring default outlined. When the sweep also
 * varies minimum speech or padding, each of those combinations gets its own row of the facet,
 * headed by the settings that vary, in full.
 * The colour scale's domain is set from the finite values; when no setting has a value (no
 * exercised sample anywhere, or an empty grid) the cells are drawn grey with their text only,
 * so the chart never asks vega for the extent of nothing.
 */
import { isDefaultSetting } from "../vad/settings.js";
import type { SweepQuantity } from "../score/quantities.js";
import { settingOf, type SweepResult } from "../score/sweep.js";
import { settingRowNames } from "./setting-rows.js";
import { chart } from "./layers.js";
import type { ChartSpec } from "./spec.js";

export interface SweepHeatmapOptions {
  title?: string;
  cellWidth?: number;
  cellHeight?: number;
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
  const subtitle = [
    q.better === "context" ? "context" : `better: ${q.better}`,
    cells.some((c) => c.is_default) ? "outlined: the scoring default" : "the default is not in this grid",
    ...(extent ? [] : ["no value at any setting"]),
  ];
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
      ...(extent
        ? [
            {
              transform: [{ filter: "isValid(datum.value) && isFinite(datum.value)" }],
              mark: { type: "rect" as const },
              encoding: {
                color: {
                  field: "value",
                  type: "quantitative" as const,
                  scale: { domain: extent, range: ["#f7fbff", "#7fb2d9"] },
                  legend: null,
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
