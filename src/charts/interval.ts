/**
 * The interval chart of one metric: the value as a dot on its 95% interval, and for a sample
 * share the selected bounds as a grey band behind it (shares and pooled ratios on a fixed
 * [0, 1] axis); for a latency the median on its interval and the p90 as a tick, in seconds,
 * with "not reached" ends drawn to the axis end. The subtitle holds the exact cells the console
 * prints (src/metrics/format.ts), so the chart never shows a number of its own.
 */
import type { Family } from "../metrics/family.js";
import type { MetricResult } from "../metrics/kind.js";
import type { LatencyResult } from "../metrics/kind-latency.js";
import type { PooledResult } from "../metrics/kind-pooled.js";
import type { ShareResult } from "../metrics/kind-share.js";
import { cellsOf } from "../metrics/kinds.js";
import type { AnyMetric as Metric } from "../metrics/metric.js";
import { chart, pieceLayer, valueX } from "./layers.js";
import { axisEnd, COLORS, type ChartSpec } from "./spec.js";

export interface IntervalChartOptions {
  /** Chart title; the metric name by default. */
  title?: string;
  width?: number;
}

const HEIGHT = 26;
const MID = HEIGHT / 2;

/**
 * Three short lines (vega estimates text widths generously without a canvas, so long lines
 * would widen the chart): value and count; the interval; the selected bounds and the direction.
 */
function subtitle(f: Family, m: Metric, r: MetricResult): string[] {
  const c = cellsOf(f, m, r);
  const interval = c.interval === "n/a" ? "no interval" : `95% ${c.interval}`;
  const last = c.bounds ? `selected ${c.bounds} · better: ${c.better}` : `better: ${c.better}`;
  return [`${c.value} · ${c.count}`, interval, last];
}

/** Data rows of the chart: one row per drawn piece, with its x extent. */
interface Piece {
  piece: "bounds" | "interval" | "value" | "p90" | "open";
  x: number;
  x2?: number;
}

function pieces(m: Metric, r: MetricResult, axisMax: number): Piece[] {
  const out: Piece[] = [];
  if (m.kind === "share" || m.kind === "pooled") {
    const s = r as ShareResult | PooledResult;
    const bounds = m.kind === "share" ? (s as ShareResult).selected_bounds : null;
    if (bounds) out.push({ piece: "bounds", x: bounds[0], x2: bounds[1] });
    if (s.interval) out.push({ piece: "interval", x: s.interval[0], x2: s.interval[1] });
    if (s.value !== null) out.push({ piece: "value", x: s.value });
    return out;
  }
  const l = r as LatencyResult;
  if (!l.n) return out;
  const iv = l.median_interval;
  if (iv) {
    const lo = iv[0] ?? axisMax;
    if (iv[1] === null) out.push({ piece: "open", x: lo, x2: axisMax });
    else out.push({ piece: "interval", x: lo, x2: iv[1] });
  }
  out.push(l.median === null ? { piece: "open", x: axisMax } : { piece: "value", x: l.median });
  if (l.p90 !== null) out.push({ piece: "p90", x: l.p90 });
  return out;
}

/**
 * Whether the metric has anything to draw: a share or a latency over at least one sample, a
 * pooled ratio with a value or an interval. A share over no sample has only the trivial selected
 * bounds [0, 1], so it counts as empty too. A caller shows a "no data" note instead; the chart
 * itself still renders (an empty axis with its explicit domain).
 */
export function intervalHasData(m: Metric, r: MetricResult): boolean {
  if (m.kind === "share") return (r as ShareResult).n > 0;
  if (m.kind === "pooled") return (r as PooledResult).value !== null || (r as PooledResult).interval !== null;
  return ((r as LatencyResult).n ?? 0) > 0;
}

/**
 * The x domain of a share or pooled ratio: [0, 1], widened to whole halves when the value or an
 * interval end falls outside (a rate per minute, a lift above 1, a gain below 0).
 */
function ratioDomain(pieces: readonly Piece[]): [number, number] {
  const xs = pieces.flatMap((p) => [p.x, ...(p.x2 === undefined ? [] : [p.x2])]);
  const lo = Math.min(0, ...xs);
  const hi = Math.max(1, ...xs);
  return [lo < 0 ? Math.floor(lo * 1.15 * 2) / 2 : 0, hi > 1 ? Math.ceil(hi * 1.15 * 2) / 2 : 1];
}

/** A one-metric interval chart (vega-lite spec). */
export function intervalChart(f: Family, m: Metric, r: MetricResult, opts: IntervalChartOptions = {}): ChartSpec {
  const latency = m.kind === "latency";
  const l = r as LatencyResult;
  const axisMax = latency ? axisEnd(1, [l.median, l.p90, ...(l.median_interval ?? [])]) : 1;
  const drawn = pieces(m, r, axisMax);
  const domain = latency ? [0, axisMax] : ratioDomain(drawn);
  const x = valueX({ domain, nice: false, zero: true }, latency ? "seconds" : null, latency);
  return chart({
    title: { text: opts.title ?? m.name, subtitle: subtitle(f, m, r) },
    width: opts.width ?? 250,
    height: HEIGHT,
    data: { values: drawn },
    encoding: { x, y: { value: MID } },
    layer: [
      pieceLayer("bounds", { type: "rule", strokeWidth: 10, color: COLORS.light }, { x2: { field: "x2" } }),
      pieceLayer("interval", { type: "rule", strokeWidth: 3, color: COLORS.main }, { x2: { field: "x2" } }),
      pieceLayer(
        "open",
        { type: "rule", strokeWidth: 2, strokeDash: [3, 2], color: COLORS.mid },
        { x2: { field: "x2" } },
      ),
      pieceLayer("value", { type: "point", filled: true, size: 60, color: COLORS.main, opacity: 1 }),
      pieceLayer("p90", { type: "tick", orient: "vertical", thickness: 2, size: 16, color: COLORS.accent }),
    ],
  });
}
