/**
 * Survival curves of a group of latency metrics (the matched runs' stop picture): over each
 * metric's population, the share of samples whose event has not come t seconds after its
 * reference (its per-sample value is still above t; a sample without the event never gets there),
 * one curve per latency metric of the group, with a rule at each `withinS` of the group's other
 * metrics (the stop effects at 1 and 2 s, which measure the gap between two curves there) and
 * their values, as the aggregates hold them, in the subtitle beside each curve's median.
 */
import type { Block } from "../metrics/family.js";
import { cellsOf, kindOf } from "../metrics/kinds.js";
import type { AnyMetric, LatencyMetric } from "../metrics/metric.js";
import { fromMicros, toMicros } from "../time.js";
import { chart, curveAxes, type UnitLayer } from "./layers.js";
import { COLORS, type ChartSpec, r4 } from "./spec.js";

export interface Survival {
  subset: string;
  /** Samples in the population (of the first latency metric). */
  n: number;
  /** Each latency metric's observed times, integer microseconds, ascending. */
  curves: { metric: string; times_us: number[] }[];
}

/** The curves' data from a block's items: each latency metric of `metrics` over its population. */
export function survival(block: Block, metrics: readonly AnyMetric[]): Survival {
  const latencies = metrics.filter((m) => kindOf(block.family, m).name === "latency");
  let n = 0;
  const curves = latencies.map((m, k) => {
    const over = block.family.population(m, block.items).over;
    if (k === 0) n = over.length;
    const value = (m as LatencyMetric<unknown>).value;
    return {
      metric: m.name,
      times_us: over
        .map(value)
        .filter((v) => Number.isFinite(v))
        .sort((a, b) => a - b),
    };
  });
  return { subset: block.subset, n, curves };
}

/** S(t) for t in seconds: samples whose time is later than t (or never), over n. */
export function survivalAt(times_us: readonly number[], n: number, t: number): number | null {
  if (n === 0) return null;
  const t_us = toMicros(t);
  return (n - times_us.filter((s) => s <= t_us).length) / n;
}

/** Step points (t, S) from 0 to tMax for one curve. */
function points(times_us: readonly number[], n: number, tMax: number, run: string) {
  const pts: { t: number; S: number; run: string }[] = [{ t: 0, S: r4(survivalAt(times_us, n, 0)!), run }];
  for (const s of new Set(times_us)) {
    const t = fromMicros(s);
    if (t > 0) pts.push({ t: r4(t), S: r4(survivalAt(times_us, n, t)!), run });
  }
  pts.push({ t: tMax, S: r4(survivalAt(times_us, n, tMax)!), run });
  return pts;
}

/** The chart; `block` holds the group's results (medians and the values at each `withinS`). */
export function survivalChart(
  c: Survival,
  block: Block,
  metrics: readonly AnyMetric[],
  words: { title: string; x: string; y: string },
  size: { width?: number; height?: number } = {},
): ChartSpec {
  const last = Math.max(0, ...c.curves.flatMap((x) => x.times_us));
  const tMax = Math.max(3, Math.ceil(fromMicros(last) + 0.5));
  const marks = metrics.filter((m) => m.withinS !== undefined);
  const value = (m: AnyMetric) => cellsOf(block.family, m, block.result.metrics[m.name]!).value;
  const medians = c.curves.map((x) => {
    const m = metrics.find((y) => y.name === x.metric)!;
    return `${x.metric} ${kindOf(block.family, m).valueText(block.result.metrics[m.name]!)}`;
  });
  const subtitle = [
    `n = ${c.n} · median: ${medians.join(", ")}`,
    ...(marks.length ? [marks.map((m) => `${m.name} ${value(m)}`).join(", ")] : []),
  ];
  const { x, y } = curveAxes(tMax, words.x, "S", words.y);
  const names = c.curves.map((x) => x.metric);
  const colours = [COLORS.main, COLORS.mid, COLORS.accent].slice(0, names.length);
  // above the plot, so no label sits on a curve
  const legend = { title: null, orient: "top" as const, labelLimit: 0 };
  const dashes = [
    [1, 0],
    [5, 3],
    [2, 2],
  ];
  const curve = (line: Survival["curves"][number], k: number): UnitLayer => ({
    data: { values: points(line.times_us, c.n, tMax, line.metric) },
    mark: { type: "line", interpolate: "step-after", strokeWidth: 2, strokeDash: dashes[k % dashes.length] },
    encoding: { x, y, color: { field: "run", type: "nominal", scale: { domain: names, range: colours }, legend } },
  });
  return chart({
    title: { text: `${c.subset}: ${words.title}`, subtitle },
    width: size.width ?? 460,
    height: size.height ?? 180,
    layer: [
      {
        data: { values: [...new Set(marks.map((m) => m.withinS!))].map((t) => ({ t })) },
        mark: { type: "rule", color: COLORS.light, strokeDash: [2, 2] },
        encoding: { x },
      },
      ...c.curves.map(curve),
    ],
  });
}
