/**
 * A sample's Silero speech probability around the interruption, from a second before S to a
 * second after R: the probability per window, S and R as rules, every onset threshold of the
 * sweep as a labelled horizontal rule (the default's in the accent colour, with its offset
 * threshold dashed) and the default setting's segments shaded, so a reader sees which threshold
 * makes the speech at S start or end.
 */
import type { InterruptionSample } from "../input/tree/sample.js";
import { offsetThreshold, speechSegments } from "../vad/segments.js";
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";
import { VAD_RATE, windowSize } from "../vad/silero.js";
import { chart, referenceRules } from "./layers.js";
import { COLORS, r4, type ChartSpec } from "./spec.js";
import { fromMicros } from "../time.js";

export function probabilityTraceChart(
  sample: InterruptionSample,
  thresholds: readonly number[],
  opts: { width?: number; marginS?: number; title?: string } = {},
): ChartSpec {
  const width = opts.width ?? 240;
  const height = 110;
  const margin = opts.marginS ?? 1;
  const T = fromMicros(sample.T_us);
  const S = fromMicros(sample.S_us);
  const R = fromMicros(sample.R_us);
  const lo = Math.max(0, S - margin);
  const hi = Math.min(T, R + margin);
  const w = windowSize(VAD_RATE);
  const probs: { t: number; p: number }[] = [];
  for (let i = 0; i < sample.probs.length; i++) {
    const t = (i * w) / VAD_RATE;
    const t1 = ((i + 1) * w) / VAD_RATE;
    if (t1 < lo || t > hi) continue;
    probs.push({ t: r4(Math.max(t, lo)), p: r4(sample.probs[i]!) });
  }
  const d = DEFAULT_VAD_SETTINGS;
  const segments = speechSegments(sample.probs, sample.nSamples, VAD_RATE, d)
    .map(([a, b]) => ({ start: Math.max(lo, a / VAD_RATE), end: Math.min(hi, b / VAD_RATE) }))
    .filter((x) => x.end > x.start);
  const lines = [...new Set(thresholds)]
    .sort((a, b) => a - b)
    .map((t) => ({ y: t, label: String(t), kind: t === d.threshold ? "default onset" : "grid onset" }));
  if (thresholds.includes(d.threshold))
    lines.push({ y: r4(offsetThreshold(d.threshold)), label: "", kind: "default offset" });
  const x = {
    type: "quantitative" as const,
    scale: { domain: [lo, hi], nice: false, zero: false },
    axis: { title: "seconds", tickCount: 8 },
  };
  const y = {
    type: "quantitative" as const,
    scale: { domain: [0, 1] },
    axis: { title: "P(speech)", values: [0, 0.5, 1] },
  };
  // the rules' and labels' colours and dashes, by kind of threshold
  const byKind = <R>(range: R) => ({
    field: "kind",
    type: "nominal" as const,
    scale: { domain: ["default onset", "default offset", "grid onset"], range },
    legend: null,
  });
  const color = byKind([COLORS.accent, COLORS.accent, "#9a9a9a"]);
  return chart({
    title: {
      text: opts.title ?? "P(speech) around S and R",
      subtitle: [`grid onset thresholds grey, default ${d.threshold} red,`, "its offset dashed, its segments shaded"],
    },
    width,
    height,
    layer: [
      {
        data: { values: segments },
        mark: { type: "rect", color: COLORS.segment, opacity: 0.18, clip: true },
        encoding: { x: { ...x, field: "start" }, x2: { field: "end" }, y: { value: 0 }, y2: { value: height } },
      },
      {
        data: { values: probs },
        mark: { type: "line", color: COLORS.word, strokeWidth: 1.2, interpolate: "step-after", clip: true },
        encoding: { x: { ...x, field: "t" }, y: { ...y, field: "p" } },
      },
      {
        data: { values: lines },
        layer: [
          {
            mark: { type: "rule", strokeWidth: 1 },
            encoding: {
              y: { ...y, field: "y" },
              color,
              strokeDash: byKind([
                [1, 0],
                [4, 3],
                [2, 2],
              ]),
            },
          },
          {
            mark: { type: "text", align: "left", dx: 3, fontSize: 8, baseline: "middle" },
            encoding: {
              x: { value: width },
              y: { ...y, field: "y" },
              text: { field: "label", type: "nominal" },
              color,
            },
          },
        ],
      },
      referenceRules(
        [
          { t: S, label: "S" },
          { t: R, label: "R" },
        ],
        { ...x, field: "t" },
      ),
    ],
    config: { padding: { left: 5, right: 24, top: 5, bottom: 5 } },
  });
}
