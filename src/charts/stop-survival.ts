/**
 * The stop survival curves of a v1.5 subset (docs/matched-runs.md): over the exercised samples,
 * the share whose output is still talking t seconds after the onset s (stop_s > t), beside the
 * same share of the control (clean_stop_s > t). A run with no observed end never stops. The gap
 * between the two curves at 1 and 2 s is what the stop effects measure; the subtitle gives those
 * values as the aggregates hold them, and the median stops of both runs.
 */
import type { TopLevelSpec } from "vega-lite/build/index";
import { fixed3, latency3 } from "../metrics/format.js";
import type { MatchedDifferenceResult, MatchedLatencyResult, MatchedSubsetResult } from "../matched/aggregate.js";
import type { MatchedRow } from "../matched/row.js";
import { fromMicros, toMicros } from "../time.js";
import { BASE_CONFIG, COLORS, type ChartSpec, r4, VEGA_LITE_SCHEMA } from "./spec.js";

export interface StopSurvival {
  subset: string;
  /** Exercised samples. */
  n: number;
  /** Observed stops after s of the output and of the control, integer microseconds, ascending. */
  output_us: number[];
  control_us: number[];
}

/** The curves' data from a subset's rows (other subsets' rows and unexercised rows ignored). */
export function stopSurvival(rows: readonly MatchedRow[], subset: string): StopSurvival {
  const over = rows.filter((r) => r.subset === subset && r.stop_s !== undefined && isExercised(r));
  const observed = (xs: (number | null)[]) =>
    xs
      .filter((x): x is number => x !== null)
      .map(toMicros)
      .sort((a, b) => a - b);
  return {
    subset,
    n: over.length,
    output_us: observed(over.map((r) => r.stop_s)),
    control_us: observed(over.map((r) => r.clean_stop_s)),
  };
}

function isExercised(r: MatchedRow): boolean {
  return r.outcome !== "onset_mismatch" && r.outcome !== "not_exercised";
}

/** S(t) for t in seconds: samples whose stop is later than t (or never observed), over n. */
export function survivalAt(stops_us: readonly number[], n: number, t: number): number | null {
  if (n === 0) return null;
  const t_us = toMicros(t);
  return (n - stops_us.filter((s) => s <= t_us).length) / n;
}

/** Step points (t, S) from 0 to tMax for one run. */
function points(stops_us: readonly number[], n: number, tMax: number, run: string) {
  const pts: { t: number; S: number; run: string }[] = [{ t: 0, S: r4(survivalAt(stops_us, n, 0)!), run }];
  for (const s of new Set(stops_us)) {
    const t = fromMicros(s);
    if (t > 0) pts.push({ t: r4(t), S: r4(survivalAt(stops_us, n, t)!), run });
  }
  pts.push({ t: tMax, S: r4(survivalAt(stops_us, n, tMax)!), run });
  return pts;
}

const OUTPUT = "output (with the overlap)";
const CONTROL = "control (overlap removed)";

/** The chart; `result` is the subset's aggregate (stop effects and median stops, as unified.json holds them). */
export function stopSurvivalChart(c: StopSurvival, result: MatchedSubsetResult): ChartSpec {
  const last = Math.max(0, ...c.output_us, ...c.control_us);
  const tMax = Math.max(3, Math.ceil(fromMicros(last) + 0.5));
  const eff = (k: number) =>
    (result.metrics[`stop_effect_${k}s`] as MatchedDifferenceResult | undefined)?.value ?? null;
  const med = (name: string) => {
    const l = result.metrics[name] as MatchedLatencyResult | undefined;
    return l ? latency3(l.median, l.n) : "n/a";
  };
  const subtitle = [
    `n = ${c.n} exercised · median stop: output ${med("stop_latency_s")} s, control ${med("clean_stop_latency_s")} s`,
    `stop effect at 1 s ${fixed3(eff(1))}, at 2 s ${fixed3(eff(2))} (control still talking minus output still talking)`,
  ];
  const x = {
    field: "t",
    type: "quantitative" as const,
    scale: { domain: [0, tMax], nice: false },
    axis: { title: "seconds after the onset s" },
  };
  const y = {
    field: "S",
    type: "quantitative" as const,
    scale: { domain: [0, 1] },
    axis: { title: "share still talking", format: ".1f", tickCount: 5 },
  };
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: { text: `${c.subset}: still talking after the onset`, subtitle },
    width: 460,
    height: 180,
    layer: [
      {
        data: { values: [{ t: 1 }, { t: 2 }] },
        mark: { type: "rule", color: COLORS.light, strokeDash: [2, 2] },
        encoding: { x },
      },
      ...[
        { run: OUTPUT, stops: c.output_us, dash: [1, 0] },
        { run: CONTROL, stops: c.control_us, dash: [5, 3] },
      ].map((line) => ({
        data: { values: points(line.stops, c.n, tMax, line.run) },
        mark: { type: "line" as const, interpolate: "step-after" as const, strokeWidth: 2, strokeDash: line.dash },
        encoding: {
          x,
          y,
          color: {
            field: "run",
            type: "nominal" as const,
            scale: { domain: [OUTPUT, CONTROL], range: [COLORS.main, COLORS.mid] },
            legend: { title: null, orient: "top-right" as const, labelLimit: 0 },
          },
        },
      })),
    ],
    config: BASE_CONFIG,
  } satisfies TopLevelSpec;
}
