/**
 * The backchannel family's pooled kind (docs/backchannel.md "Metrics"): `{value, numerator,
 * denominator, n, interval}` over the eligible samples (n of them, the bootstrap's units, also for
 * the timing metrics), with the 95% percentile bootstrap over whole samples (a resample whose
 * denominator is 0 left out); a metric over backchannels adds `n_bc` and `few_backchannels`
 * (fewer than 10: printed muted, never marked best), a timing metric its permutation `p_value`.
 * A zero denominator makes the value, interval and p-value null. Paired, the difference of the
 * two pooled ratios over the same samples. It replaces the common pooled kind for this family.
 */
import { fixed3, interval3, NONE, pValue3 } from "../metrics/format.js";
import { type Kind, type MetricResult, swapTested } from "../metrics/kind.js";
import { bootstrapRatioInterval } from "../stats/bootstrap-ratio.js";
import { pairedRatioDifference } from "../stats/paired-ratio-difference.js";
import type { BackchannelMetric, BackchannelPooled } from "./registry.js";
import type { BackchannelItem } from "./row.js";
import { FEW_BACKCHANNELS } from "./settings.js";

/** A pooled ratio over eligible samples, n of them. */
export interface BackchannelPooledResult {
  value: number | null;
  numerator: number;
  denominator: number;
  n: number;
  interval: [number, number] | null;
  /** The backchannels it is over (a metric over backchannels). */
  n_bc?: number;
  /** n_bc < 10: views print the value muted and tables never mark it best. */
  few_backchannels?: boolean;
  /** The one-sided permutation p-value (a timing metric; null with a zero denominator). */
  p_value?: number | null;
}

const pooled = (m: BackchannelMetric | { kind: string }) => m as BackchannelPooled;
const result = (r: MetricResult) => r as BackchannelPooledResult;
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** Each sample's numerator and denominator, and the ratio's value and shown parts. */
function partsOf(m: BackchannelPooled, over: readonly BackchannelItem[]) {
  if (m.values !== undefined) {
    const lists = over.map(m.values);
    // the mean of the values summed in row and onset order (not per sample first)
    let total = 0;
    for (const list of lists) for (const v of list) total += v;
    const count = sum(lists.map((l) => l.length));
    return {
      nums: lists.map((l) => sum(l)),
      dens: lists.map((l) => l.length),
      value: count === 0 ? null : total / count,
      numerator: total,
      denominator: count,
    };
  }
  const parts = over.map(m.parts!);
  const nums = parts.map((p) => p[0]);
  const dens = parts.map((p) => p[1]);
  const num = sum(nums);
  const den = sum(dens);
  const shown = m.shown?.(num, den) ?? { numerator: num, denominator: den };
  return { nums, dens, value: den === 0 ? null : num / den, ...shown };
}

/** The metric's ratio over paired rows (null with no pair or a zero denominator). */
function pairedRatio(m: BackchannelPooled, rows: readonly unknown[]): number | null {
  if (rows.length === 0) return null;
  return partsOf(m, rows as BackchannelItem[]).value;
}

export const BACKCHANNEL_POOLED: Kind = {
  name: "pooled",
  p: { head: "permutation p", key: "p_value" },
  noun: "pooled ratio over samples",
  columns: ["value", "lo", "hi", "count", "n", "n_bc", "p_value"],
  result(m, pop): BackchannelPooledResult {
    const p = pooled(m);
    const over = pop.over as BackchannelItem[];
    const { nums, dens, value, numerator, denominator } = partsOf(p, over);
    const r: BackchannelPooledResult = {
      value,
      numerator,
      denominator,
      n: over.length,
      interval: value === null ? null : bootstrapRatioInterval(nums, dens),
    };
    if (p.counted) {
      const n_bc = sum(dens);
      r.n_bc = n_bc;
      r.few_backchannels = n_bc < FEW_BACKCHANNELS;
    }
    if (p.pValue !== undefined) r.p_value = value === null ? null : p.pValue(over, value, sum(dens));
    return r;
  },
  cells(m, r) {
    const p = result(r);
    const part = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(3));
    return {
      value: p.few_backchannels ? `(${fixed3(p.value)})` : fixed3(p.value),
      interval: interval3(p.interval),
      count: pooled(m).values === undefined ? `${part(p.numerator)}/${part(p.denominator)}` : `n_bc=${p.n_bc}`,
      unknown: "",
      bounds: "",
      p: p.p_value === undefined ? "" : p.p_value === null ? NONE : pValue3(p.p_value),
    };
  },
  flat(r) {
    const p = result(r);
    const [lo, hi] = p.interval ?? [null, null];
    return {
      value: p.value,
      lo,
      hi,
      count: p.numerator,
      n: p.denominator,
      n_bc: p.n_bc ?? null,
      p_value: p.p_value ?? null,
    };
  },
  value: (r) => result(r).value,
  n: (r) => result(r).n,
  valueText: (r) => fixed3(result(r).value),
  format: (x) => fixed3(x),
  // few backchannels: shown, never best
  rankKey: (r) => (result(r).few_backchannels ? null : result(r).value),
  cell(r) {
    const p = result(r);
    const text = p.value === null ? NONE : `${fixed3(p.value)} ${interval3(p.interval)}`;
    return { value: p.value, lo: p.interval?.[0] ?? null, hi: p.interval?.[1] ?? null, text };
  },
  pairedValue: (m, rows) => pairedRatio(pooled(m), rows),
  paired(m, a, b, absolute) {
    const p = pooled(m);
    const parts = (rows: readonly unknown[]) => {
      const x = partsOf(p, rows as BackchannelItem[]);
      return { numerators: x.nums, denominators: x.dens };
    };
    // a mean of per-backchannel values has real numerators (the lifts' sums)
    return swapTested(pairedRatioDifference(parts(a), parts(b), absolute, p.values !== undefined));
  },
};
