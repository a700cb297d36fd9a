/**
 * The latency kind: over a metric's population, the median (with its percentile bootstrap
 * interval) and the p90 of per-sample times, a sample without the event at +∞ (so a quantile that
 * falls on it is "not reached", null); paired, the difference of the two medians over the same
 * samples, with the sides of its infinite parts.
 */
import { bootstrapMedianInterval } from "../stats/bootstrap-median.js";
import { pairedMedianDifference } from "../stats/paired-median-difference.js";
import { quantile } from "../stats/quantile.js";
import { signTestP } from "../stats/sign-test.js";
import { fromMicros } from "../time.js";
import { interval3, latency3, NONE, NOT_REACHED } from "./format.js";
import { type Kind, type MetricResult, reached, unknownsPart } from "./kind.js";
import type { AnyMetric, LatencyMetric } from "./metric.js";

export interface LatencyResult {
  n: number | null;
  /** The unknowns, in a family that records them. */
  u?: number;
  median: number | null;
  median_interval: [number | null, number | null] | null;
  p90: number | null;
}

const value = (m: AnyMetric) => (m as LatencyMetric<unknown>).value;
const latency = (r: MetricResult) => r as LatencyResult;
const seconds = (v: number | null) => (v === null ? null : fromMicros(v));

export const LATENCY: Kind = {
  name: "latency",
  noun: "latency",
  columns: ["value", "lo", "hi", "p90", "n"],
  result(m, pop, unknowns): LatencyResult {
    const n = pop.over.length;
    const u = unknownsPart(unknowns, pop.u);
    if (n === 0) return { n: 0, ...u, median: null, median_interval: null, p90: null };
    const values = pop.over.map(value(m));
    const interval = bootstrapMedianInterval(values);
    return {
      n,
      ...u,
      median: seconds(quantile(values, 0.5)),
      median_interval: interval === null ? null : [seconds(interval[0]), seconds(interval[1])],
      p90: seconds(quantile(values, 0.9)),
    };
  },
  cells(_m, r) {
    const l = latency(r);
    return {
      value: `median ${latency3(l.median, l.n)}, p90 ${latency3(l.p90, l.n)}`,
      interval: l.n ? interval3(l.median_interval, NOT_REACHED) : NONE,
      count: `n=${l.n ?? 0}`,
      unknown: l.u === undefined ? "" : String(l.u),
      bounds: "",
      p: "",
    };
  },
  flat(r) {
    const l = latency(r);
    const iv = l.median_interval;
    return {
      value: reached(l.median, l.n),
      lo: iv ? reached(iv[0], l.n) : null,
      hi: iv ? reached(iv[1], l.n) : null,
      p90: reached(l.p90, l.n),
      n: l.n,
    };
  },
  value: (r) => latency(r).median,
  n: (r) => latency(r).n,
  valueText: (r) => latency3(latency(r).median, latency(r).n),
  format: (x, n) => latency3(x, n),
  rankKey(r) {
    const l = latency(r);
    if (!l.n) return null;
    return l.median === null ? Infinity : l.median;
  },
  cell(r) {
    const l = latency(r);
    const reachedAll = !l.n || (l.median !== null && l.median_interval?.[1] !== null);
    const text = l.n ? `${latency3(l.median, l.n)} ${interval3(l.median_interval, NOT_REACHED)}` : NONE;
    return {
      value: l.median,
      lo: l.median_interval?.[0] ?? null,
      hi: l.median_interval?.[1] ?? null,
      p90: l.p90,
      text,
      ...(!reachedAll || (l.n && l.p90 === null) ? { not_reached: true } : {}),
    };
  },
  pairedValue(m, rows) {
    if (rows.length === 0) return null;
    return seconds(quantile(rows.map(value(m)), 0.5));
  },
  paired(m, a, b) {
    const [va, vb] = [a.map(value(m)), b.map(value(m))];
    // the exact sign test of the per-sample differences (+∞ above any time; equal values, both never, are ties)
    const later = vb.filter((x, i) => x > va[i]!).length;
    const earlier = vb.filter((x, i) => x < va[i]!).length;
    return { ...pairedMedianDifference(va, vb), sign_test_p: signTestP(later, earlier) };
  },
};
