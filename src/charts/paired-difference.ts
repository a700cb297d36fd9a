/**
 * The paired-difference chart of one subset of a comparison: for each metric a dot at B − A on
 * its 95% paired bootstrap interval, against a zero line. Shares and pooled ratios share a fixed
 * [−1, 1] axis; latencies get their own chart in seconds, with a "not reached" end drawn dashed
 * to the axis end (a missing difference is drawn as no dot, its row still labelled). The numbers
 * come from the comparison object (src/compare); the chart computes none of them.
 */
import type { AnyMetric as Metric } from "../metrics/metric.js";
import { chart, pieceLayer, valueX } from "./layers.js";
import { axisEnd, COLORS, type ChartSpec } from "./spec.js";

/** What the chart needs of one compared metric (a PairedMetricJson fits). */
export interface PairedDifferenceRow {
  n: number;
  difference: number | null;
  interval: [number | null, number | null] | null;
}

interface Piece {
  metric: string;
  piece: "interval" | "open" | "value";
  x: number;
  x2?: number;
}

function pieces(label: string, r: PairedDifferenceRow, axisMax: number): Piece[] {
  const out: Piece[] = [];
  if (r.interval) {
    // A null end is ±Infinity (not reached): the interval runs dashed to that end of the axis.
    const [lo, hi] = r.interval;
    out.push({
      metric: label,
      piece: lo === null || hi === null ? "open" : "interval",
      x: lo ?? -axisMax,
      x2: hi ?? axisMax,
    });
  }
  if (r.difference !== null) out.push({ metric: label, piece: "value", x: r.difference });
  return out;
}

/** Whether any of the metrics has a difference or an interval to draw (false: show a note). */
export function pairedDifferenceHasData(
  metrics: readonly Metric[],
  rows: Readonly<Record<string, PairedDifferenceRow>>,
): boolean {
  return metrics.some(
    (m) => rows[m.name] !== undefined && (rows[m.name]!.difference !== null || rows[m.name]!.interval !== null),
  );
}

/**
 * One chart for the given metrics of a subset (all shares and pooled ratios, or all latencies):
 * `rows[name]` holds each metric's compared numbers. Metrics appear top to bottom in the order
 * given (registry order), labelled with their name and paired n (`showN: false`: the name alone, for a
 * chart beside a table that has the n).
 */
export function pairedDifferenceChart(
  metrics: readonly Metric[],
  rows: Readonly<Record<string, PairedDifferenceRow>>,
  opts: { title?: string; subtitle?: string; width?: number; showN?: boolean } = {},
): ChartSpec {
  const latency = metrics.length > 0 && metrics.every((m) => m.kind === "latency");
  if (!latency && metrics.some((m) => m.kind === "latency"))
    throw new RangeError("latencies and ratios need separate charts");
  const used = metrics.filter((m) => rows[m.name] !== undefined);
  const ends = used.flatMap((m) => [rows[m.name]!.difference, ...(rows[m.name]!.interval ?? [])]);
  const sizes = ends.map((x) => (x === null ? null : Math.abs(x)));
  const axisMax = latency ? axisEnd(0.5, sizes) : 1;
  const labels = used.map((m) => (opts.showN === false ? m.name : `${m.name} (n=${rows[m.name]!.n})`));
  const data = used.flatMap((m, k) => pieces(labels[k]!, rows[m.name]!, axisMax));
  const y = {
    field: "metric",
    type: "nominal" as const,
    sort: labels,
    scale: { domain: labels },
    axis: { title: null, labelLimit: 260 },
  };
  const title = {
    text: opts.title ?? (latency ? "Paired difference B − A, seconds" : "Paired difference B − A"),
    ...(opts.subtitle ? { subtitle: opts.subtitle } : {}),
  };
  return chart({
    title,
    width: opts.width ?? 320,
    height: { step: 18 },
    data: { values: data },
    encoding: {
      x: valueX({ domain: [-axisMax, axisMax], nice: false }, latency ? "B − A, seconds" : "B − A", latency),
    },
    layer: [
      { mark: { type: "rule", color: COLORS.mid, strokeWidth: 1 }, encoding: { x: { datum: 0 } } },
      pieceLayer("interval", { type: "rule", strokeWidth: 3, color: COLORS.main }, { y, x2: { field: "x2" } }),
      pieceLayer(
        "open",
        { type: "rule", strokeWidth: 2, strokeDash: [3, 2], color: COLORS.mid },
        { y, x2: { field: "x2" } },
      ),
      pieceLayer("value", { type: "point", filled: true, size: 50, color: COLORS.main, opacity: 1 }, { y }),
    ],
  });
}
