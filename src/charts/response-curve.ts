/**
 * The response curve F(t) of turn-taking or interruption (docs/definitions.md): the share of the
 * metric's samples whose response latency is at most t. It is built from the per-sample rows
 * through the registry's latency record marked with a `curve` (its denominator and its per-row
 * value, with +Infinity for a sample that never responds), so it is the same curve as the
 * subset's response rates within k (F(k)) and the latency quantiles. The chart marks the median, the p90 and F at 1, 2 and 5 s,
 * taking those numbers from the aggregates. The subtitle counts the samples off the curve by
 * what they are ("2 early starts, 1 silent"), never by a metric's name.
 */
import type { SubsetBlock } from "../metrics/family.js";
import type { LatencyResult } from "../metrics/kind-latency.js";
import type { ShareResult } from "../metrics/kind-share.js";
import { type AnyMetric, type LatencyMetric, metricsOf } from "../metrics/metric.js";
import { familyOfSubset } from "../score/families.js";
import { fixed3, latency3 } from "../metrics/format.js";
import { chart, curveAxes } from "./layers.js";
import { COLORS, type ChartSpec } from "./spec.js";
import { fromMicros, toMicros } from "../time.js";

export interface ResponseCurve {
  subset: string;
  /** Samples in the denominator (eligible, or exercised for interruption). */
  n: number;
  /** Latencies of the samples that responded, integer microseconds, ascending. */
  latenciesUs: number[];
  /** Samples that never respond (no `response` outcome). */
  never: number;
  /** The `never` samples by outcome (early_start, no_response; speaking_at_end, no_response). */
  unanswered?: Partial<Record<string, number>>;
}

/** How the subtitle counts the samples of each outcome that never reaches the curve. */
const OUTCOME_WORDS: readonly [outcome: string, one: string, many: string][] = [
  ["early_start", "early start", "early starts"],
  ["speaking_at_end", "still speaking at R", "still speaking at R"],
  ["no_response", "silent", "silent"],
];

/** "2 early starts, 1 silent": what the samples off the curve are, by outcome. */
function unansweredText(c: ResponseCurve): string {
  const by = c.unanswered;
  if (!by) return `${c.never} without a response`;
  return OUTCOME_WORDS.filter(([o]) => (by[o] ?? 0) > 0)
    .map(([o, one, many]) => `${by[o]} ${by[o] === 1 ? one : many}`)
    .join(", ");
}

/** The response-within-k-seconds shares of a subset (the registry's `withinS`), drawn as marks on F(t). */
function responseMarks(subset: string): { k: number; name: string }[] {
  return metricsOf(familyOfSubset(subset).registry, subset).flatMap((m) =>
    m.kind === "share" && m.withinS !== undefined ? [{ k: m.withinS, name: m.name }] : [],
  );
}

/** The latency of a subset drawn as a curve (its registry's record with `curve`). */
export function curveMetric(subset: string): AnyMetric {
  const m = metricsOf(familyOfSubset(subset).registry, subset).find((x) => x.curve !== undefined);
  if (m?.kind !== "latency") throw new Error(`${subset} has no latency drawn as a curve`);
  return m;
}

/** Whether a subset has a latency drawn as a curve. */
export function hasCurve(subset: string): boolean {
  return metricsOf(familyOfSubset(subset).registry, subset).some((x) => x.curve !== undefined);
}

/** The curve of one subset from its per-sample rows (any order; other subsets' rows ignored). */
export function responseCurve(rows: readonly object[], subset: string): ResponseCurve {
  const m = curveMetric(subset);
  const family = familyOfSubset(subset);
  const own = rows.filter((r) => (r as { subset?: string }).subset === subset);
  const over = family.population(m, own).over;
  const values = over.map((m as LatencyMetric<unknown>).value);
  const latenciesUs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const unanswered: Record<string, number> = {};
  over.forEach((r, k) => {
    if (Number.isFinite(values[k]!)) return;
    const o = (r as { outcome?: string }).outcome ?? "no_response";
    unanswered[o] = (unanswered[o] ?? 0) + 1;
  });
  return { subset, n: over.length, latenciesUs, never: values.length - latenciesUs.length, unanswered };
}

/** F(t) for t in seconds: responders with a latency of at most t, over n (null when n = 0). */
export function curveAt(c: ResponseCurve, tSeconds: number): number | null {
  if (c.n === 0) return null;
  const limit_us = toMicros(tSeconds);
  let k = 0;
  while (k < c.latenciesUs.length && c.latenciesUs[k]! <= limit_us) k++;
  return k / c.n;
}

/** Step points (t seconds, F) from 0 to `tMax`: F jumps at each distinct latency. */
export function curvePoints(c: ResponseCurve, tMax: number): { t: number; F: number }[] {
  if (c.n === 0) return [];
  const pts: { t: number; F: number }[] = [{ t: 0, F: 0 }];
  let k = 0;
  for (const v of c.latenciesUs) {
    k++;
    const t = fromMicros(v);
    const last = pts[pts.length - 1]!;
    if (last.t === t) last.F = k / c.n;
    else pts.push({ t, F: k / c.n });
  }
  const last = pts[pts.length - 1]!;
  if (last.t < tMax) pts.push({ t: tMax, F: last.F });
  return pts;
}

export interface ResponseCurveChartOptions {
  title?: string;
  /** "E" for turn-taking, "R" for interruption: the reference the latency is measured from. */
  reference?: string;
  width?: number;
  height?: number;
}

/**
 * The F(t) chart. `result` is the subset's aggregate (for the median, p90 and response rates,
 * exactly as unified.json holds them); the curve itself comes from `curve`.
 */
export function responseCurveChart(
  curve: ResponseCurve,
  result: SubsetBlock,
  opts: ResponseCurveChartOptions = {},
): ChartSpec {
  const m = curveMetric(curve.subset);
  const lat = result.metrics[m.name] as LatencyResult | undefined;
  const longest = curve.latenciesUs.length ? fromMicros(curve.latenciesUs[curve.latenciesUs.length - 1]!) : 0;
  const tMax = Math.max(6, Math.ceil(longest + 0.5));
  const ref = opts.reference ?? m.curve!.from;
  const quantiles: { t: number; label: string }[] = [];
  if (lat?.n) {
    if (lat.median !== null) quantiles.push({ t: lat.median, label: `median ${latency3(lat.median, lat.n)} s` });
    if (lat.p90 !== null) quantiles.push({ t: lat.p90, label: `p90 ${latency3(lat.p90, lat.n)} s` });
  }
  const points = responseMarks(curve.subset)
    .map(({ k, name }) => ({ t: k, F: (result.metrics[name] as ShareResult | undefined)?.value ?? null }))
    .filter((x) => x.F !== null);
  // a run of horizons with one value is labelled once, at its first point ("F(1 s) = F(2 s) = 0.333"),
  // so labels on one level never run into each other
  const marks = points.map((p, i) => {
    if (i > 0 && points[i - 1]!.F === p.F) return { ...p, label: "" };
    let j = i;
    while (j + 1 < points.length && points[j + 1]!.F === p.F) j++;
    const names = points.slice(i, j + 1).map((q) => `F(${q.t} s)`);
    return { ...p, label: `${names.join(" = ")} = ${fixed3(p.F)}` };
  });
  const notReached = lat?.n
    ? [lat.median === null ? "median" : null, lat.p90 === null ? "p90" : null].filter(Boolean)
    : [];
  const responders = curve.n - curve.never;
  // two short lines, so the subtitle never makes the chart wider than its plot
  const stays = curve.never ? `F stays at or below ${fixed3(curve.n ? responders / curve.n : null)}` : null;
  const sub = [
    `n = ${curve.n} ${m.over}: ${responders} respond${curve.never ? `, ${unansweredText(curve)}` : ""}`,
    [stays, notReached.length ? `${notReached.join(" and ")} not reached` : null].filter(Boolean).join(" · "),
  ].filter((x) => x !== "");
  const { x, y } = curveAxes(tMax, `seconds after ${ref}`, "F", "F(t)");
  return chart({
    title: { text: opts.title ?? `${curve.subset}: response curve F(t)`, subtitle: sub },
    width: opts.width ?? 460,
    height: opts.height ?? 200,
    layer: [
      {
        data: { values: [{ F: 0.5 }, { F: 0.9 }] },
        mark: { type: "rule", color: COLORS.light, strokeDash: [2, 2] },
        encoding: { y },
      },
      {
        data: { values: curvePoints(curve, tMax) },
        mark: { type: "line", interpolate: "step-after", color: COLORS.main, strokeWidth: 2 },
        encoding: { x, y },
      },
      {
        data: { values: quantiles },
        layer: [
          { mark: { type: "rule", color: COLORS.accent, strokeDash: [4, 3] }, encoding: { x } },
          {
            mark: { type: "text", align: "left", dx: 3, dy: 0, baseline: "top", fontSize: 9, color: COLORS.accent },
            encoding: { x, y: { value: 2 }, text: { field: "label" } },
          },
        ],
      },
      {
        data: { values: marks },
        layer: [
          { mark: { type: "point", filled: true, size: 40, color: COLORS.main }, encoding: { x, y } },
          {
            mark: { type: "text", align: "left", dx: 5, dy: 9, fontSize: 9 },
            encoding: { x, y, text: { field: "label" } },
          },
        ],
      },
    ],
  });
}
