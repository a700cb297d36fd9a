/**
 * The pooled kind: Σ numerator / Σ denominator over a metric's population (integer parts, counts
 * or microseconds), with the percentile bootstrap interval over whole samples; paired, the
 * difference of the two pooled ratios over the same samples (of their absolute values for a
 * "closer to 0" metric).
 */
import { bootstrapRatioInterval } from "../stats/bootstrap-ratio.js";
import { pairedRatioDifference } from "../stats/paired-ratio-difference.js";
import { fromMicros } from "../time.js";
import { fixed3, interval3, NONE } from "./format.js";
import { type Kind, type MetricResult, swapTested } from "./kind.js";
import type { AnyMetric, PooledMetric } from "./metric.js";

export interface PooledResult {
  value: number | null;
  numerator: number;
  denominator: number;
  /** The samples and the unknowns, in a family that records them. */
  n?: number;
  u?: number;
  interval: [number, number] | null;
}

const metric = (m: AnyMetric) => m as PooledMetric<unknown>;
const pooled = (r: MetricResult) => r as PooledResult;

export const POOLED: Kind = {
  name: "pooled",
  noun: "pooled ratio",
  columns: ["value", "lo", "hi", "count", "n"],
  result(m, pop, unknowns): PooledResult {
    const p = metric(m);
    const nums = pop.over.map(p.numerator);
    const dens = pop.over.map(p.denominator);
    const num = nums.reduce((a, b) => a + b, 0);
    const den = dens.reduce((a, b) => a + b, 0);
    const inUnit = (x: number) => (p.unit === "s" ? fromMicros(x) : x);
    return {
      value: den === 0 ? null : num / den,
      numerator: inUnit(num),
      denominator: inUnit(den),
      ...(unknowns ? { n: pop.over.length, u: pop.u } : {}),
      interval: den === 0 ? null : bootstrapRatioInterval(nums, dens),
    };
  },
  cells(m, r) {
    const p = pooled(r);
    const seconds = metric(m).unit === "s";
    const part = (x: number) => (seconds ? x.toFixed(3) : String(x));
    return {
      value: fixed3(p.value),
      interval: interval3(p.interval),
      count: `${part(p.numerator)}/${part(p.denominator)}${seconds ? " s" : " pauses"}`,
      unknown: p.u === undefined ? "" : String(p.u),
      bounds: "",
      p: "",
    };
  },
  flat(r) {
    const p = pooled(r);
    const [lo, hi] = p.interval ?? [null, null];
    return { value: p.value, lo, hi, count: p.numerator, n: p.denominator };
  },
  value: (r) => pooled(r).value,
  n: (r) => pooled(r).n ?? null,
  valueText: (r) => fixed3(pooled(r).value),
  format: (x) => fixed3(x),
  rankKey: (r) => pooled(r).value,
  cell(r) {
    const p = pooled(r);
    const text = p.value === null ? NONE : `${fixed3(p.value)} ${interval3(p.interval)}`;
    return { value: p.value, lo: p.interval?.[0] ?? null, hi: p.interval?.[1] ?? null, text };
  },
  pairedValue(m, rows) {
    if (rows.length === 0) return null;
    const p = metric(m);
    const den = rows.reduce((s: number, r) => s + p.denominator(r), 0);
    return den === 0 ? null : rows.reduce((s: number, r) => s + p.numerator(r), 0) / den;
  },
  paired(m, a, b, absolute) {
    const p = metric(m);
    const parts = (rows: readonly unknown[]) => ({
      numerators: rows.map(p.numerator),
      denominators: rows.map(p.denominator),
    });
    return swapTested(pairedRatioDifference(parts(a), parts(b), absolute));
  },
};
