/**
 * One sample's outcome at every setting of a VAD sweep: a grid of threshold × the other settings
 * (one row per combination, naming in full the settings that vary, ./setting-rows.ts; the axis
 * title names them too, and no label is cut), each cell coloured and labelled by the outcome (shortened: not ex., at end,
 * resp., no resp.; the labels make a legend unnecessary), the scoring default outlined.
 */
import type { SettingOutcome } from "../score/sensitivity.js";
import { isDefaultSetting } from "../vad/settings.js";
import { settingRowNames } from "./setting-rows.js";
import { chart } from "./layers.js";
import type { ChartSpec } from "./spec.js";

/** Each outcome's colour and its short label. */
const OUTCOMES: Record<string, [colour: string, short: string]> = {
  not_exercised: ["#d9d9d9", "not ex."],
  speaking_at_end: ["#f0c36d", "at end"],
  response: ["#7fb2d9", "resp."],
  no_response: ["#f4a582", "no resp."],
};

export function outcomeGridChart(
  sampleId: string,
  outcomes: readonly SettingOutcome[],
  opts: { title?: string; subtitle?: string[] } = {},
): ChartSpec {
  const names = settingRowNames(outcomes.map((o) => o.setting));
  const cells = outcomes.map((o) => ({
    threshold: String(o.setting.threshold),
    row: names.label(o.setting),
    outcome: o.outcome,
    short: OUTCOMES[o.outcome]?.[1] ?? o.outcome,
    is_default: isDefaultSetting(o.setting),
  }));
  const thresholds = [...new Set(outcomes.map((o) => o.setting.threshold))].sort((a, b) => a - b).map(String);
  const rows = [...new Set(cells.map((c) => c.row))];
  const kinds = Object.keys(OUTCOMES);
  return chart({
    title: { text: opts.title ?? sampleId, ...(opts.subtitle ? { subtitle: opts.subtitle } : {}) },
    data: { values: cells },
    width: Math.max(120, thresholds.length * 44),
    height: Math.max(40, rows.length * 18),
    encoding: {
      x: { field: "threshold", type: "ordinal", sort: thresholds, axis: { title: "threshold", labelAngle: 0 } },
      y: { field: "row", type: "ordinal", sort: rows, axis: { title: names.title, labelLimit: 0 } },
    },
    layer: [
      {
        mark: { type: "rect", stroke: "white", strokeWidth: 1 },
        encoding: {
          color: {
            field: "outcome",
            type: "nominal",
            scale: { domain: kinds, range: kinds.map((k) => OUTCOMES[k]![0]) },
            legend: null,
          },
        },
      },
      {
        transform: [{ filter: "datum.is_default" }],
        mark: { type: "rect", fill: null, stroke: "#1a1a1a", strokeWidth: 2 },
      },
      {
        mark: { type: "text", fontSize: 8, color: "#1a1a1a" },
        encoding: { text: { field: "short", type: "nominal" } },
      },
    ],
  });
}
