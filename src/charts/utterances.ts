/**
 * A sample's utterances over a reference curve (the backchannel view, docs/backchannel.md): the
 * model's utterances as bars on the time axis, coloured by kind (a legend names the kinds), and
 * under them, on the same axis, the curve its timing is measured against (the human listeners'
 * coverage per 0.2 s window) as a step area, with a rule at each short utterance's onset. The
 * title gives the sample, the subtitle its counts.
 */
import { chart } from "./layers.js";
import { COLORS, type ChartSpec, r4 } from "./spec.js";

export interface UtterancesData {
  title: string;
  subtitle: string[];
  /** The window's length, seconds. */
  T: number;
  /** Each utterance: start and end (seconds), its word count and its kind. */
  utterances: { a: number; b: number; words: number; kind: string }[];
  /** The kinds in legend order, each with its colour, the first marked by onset rules on the curve. */
  kinds: readonly { name: string; color: string }[];
  /** The reference curve: per window its start (seconds) and value; null without one. */
  curve: { t: number; y: number }[] | null;
  /** The curve's axis title. */
  curveTitle: string;
  /** The curve's window, seconds (the step's width). */
  step: number;
}

export function utterancesChart(d: UtterancesData, opts: { width?: number } = {}): ChartSpec {
  const width = opts.width ?? 640;
  const x = { type: "quantitative" as const, scale: { domain: [0, r4(d.T)], nice: false } };
  const color = {
    field: "kind",
    type: "nominal" as const,
    scale: { domain: d.kinds.map((k) => k.name), range: d.kinds.map((k) => k.color) },
    legend: { orient: "top" as const, title: null },
  };
  const bars = {
    width,
    height: 46,
    data: { values: d.utterances.map((u) => ({ a: r4(u.a), b: r4(u.b), kind: u.kind, words: u.words })) },
    mark: { type: "rect" as const },
    encoding: {
      x: { ...x, field: "a", axis: { title: d.curve === null ? "seconds" : null } },
      x2: { field: "b" },
      y: { datum: 0, type: "quantitative" as const, scale: { domain: [0, 1] }, axis: null },
      y2: { datum: 1 },
      color,
    },
  };
  const onsets = d.utterances.filter((u) => u.kind === d.kinds[0]?.name).map((u) => ({ t: r4(u.a) }));
  const curve =
    d.curve === null
      ? []
      : [
          {
            width,
            height: 90,
            layer: [
              {
                data: { values: d.curve.map((p) => ({ t0: r4(p.t), t1: r4(p.t + d.step), y: p.y })) },
                mark: { type: "rect" as const, color: COLORS.latency },
                encoding: {
                  x: { ...x, field: "t0", axis: { title: "seconds" } },
                  x2: { field: "t1" },
                  y: { field: "y", type: "quantitative" as const, axis: { title: d.curveTitle, tickCount: 3 } },
                },
              },
              {
                data: { values: onsets },
                mark: { type: "rule" as const, color: d.kinds[0]?.color ?? COLORS.accent, strokeWidth: 1.5 },
                encoding: { x: { ...x, field: "t" } },
              },
            ],
          },
        ];
  return chart({
    title: { text: d.title, subtitle: d.subtitle },
    spacing: 4,
    vconcat: [bars, ...curve],
    resolve: { scale: { x: "shared" } },
  });
}
