/**
 * Two metrics of every system as one point each (the backchannel rate against the timing lift):
 * the point at the two values, a bar along each axis for its 95% interval, the system's name beside
 * it, and a dashed rule at the y metric's chance value where it has one. A system without a value
 * of either metric is left out and named in the subtitle.
 */
import { chart } from "./layers.js";
import { COLORS, type ChartSpec, r4 } from "./spec.js";

export interface MetricPairPoint {
  system: string;
  x: number | null;
  xInterval: [number, number] | null;
  y: number | null;
  yInterval: [number, number] | null;
}

export interface MetricPairOptions {
  title: string;
  x: string;
  y: string;
  /** The y metric's chance value, marked by a dashed rule (none when null). */
  chance: number | null;
  width?: number;
}

export function metricPairChart(points: readonly MetricPairPoint[], opts: MetricPairOptions): ChartSpec {
  const drawn = points.filter((p) => p.x !== null && p.y !== null);
  const missing = points.filter((p) => !drawn.includes(p)).map((p) => p.system);
  const rows = drawn.map((p) => ({
    system: p.system,
    x: r4(p.x!),
    y: r4(p.y!),
    xlo: r4(p.xInterval?.[0] ?? p.x!),
    xhi: r4(p.xInterval?.[1] ?? p.x!),
    ylo: r4(p.yInterval?.[0] ?? p.y!),
    yhi: r4(p.yInterval?.[1] ?? p.y!),
  }));
  const x = { field: "x", type: "quantitative" as const, axis: { title: opts.x }, scale: { zero: true } };
  const y = { field: "y", type: "quantitative" as const, axis: { title: opts.y }, scale: { zero: false } };
  return chart({
    title: {
      text: opts.title,
      subtitle: [
        `bars: 95% intervals${opts.chance === null ? "" : ` · dashed: chance (${opts.chance})`}`,
        ...(missing.length ? [`without a value: ${missing.join(", ")}`] : []),
      ],
    },
    width: opts.width ?? 320,
    height: 180,
    layer: [
      ...(opts.chance === null
        ? []
        : [
            {
              data: { values: [{ c: opts.chance }] },
              mark: { type: "rule" as const, strokeDash: [4, 3], color: COLORS.mid },
              encoding: { y: { field: "c", type: "quantitative" as const } },
            },
          ]),
      {
        data: { values: rows },
        layer: [
          {
            mark: { type: "rule", color: COLORS.latency },
            encoding: { x: { ...x, field: "xlo" }, x2: { field: "xhi" }, y },
          },
          {
            mark: { type: "rule", color: COLORS.latency },
            encoding: { x, y: { ...y, field: "ylo" }, y2: { field: "yhi" } },
          },
          { mark: { type: "point", filled: true, size: 50, color: COLORS.main }, encoding: { x, y } },
          {
            mark: { type: "text", align: "left", dx: 6, dy: -6, fontSize: 9 },
            encoding: { x, y, text: { field: "system", type: "nominal" } },
          },
        ],
      },
    ],
  });
}
