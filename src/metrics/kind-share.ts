/**
 * The share kind: the samples of a metric's population whose row is a hit, over n, with the 95%
 * Wilson interval and the selected bounds (the unknowns u counted as no, then as yes); paired, the
 * difference of two shares over the same samples with its bootstrap interval, the discordant
 * counts and the exact McNemar p.
 */
import { mcnemarExactP } from "../stats/mcnemar.js";
import { pairedShareDifference } from "../stats/paired-share-difference.js";
import { selectedBounds } from "../stats/bounds.js";
import { wilsonInterval } from "../stats/wilson.js";
import { fixed3, interval3, NONE } from "./format.js";
import type { Kind, MetricResult } from "./kind.js";
import { unknownsPart } from "./kind.js";
import type { AnyMetric, ShareMetric } from "./metric.js";

export interface ShareResult {
  value: number | null;
  count: number;
  n: number;
  /** The unknowns, in a family that records them. */
  u?: number;
  interval: [number, number] | null;
  selected_bounds: [number, number] | null;
}

const hit = (m: AnyMetric) => (m as ShareMetric<unknown>).hit;
const share = (r: MetricResult) => r as ShareResult;

export const SHARE: Kind = {
  name: "share",
  noun: "share of samples",
  columns: ["value", "lo", "hi", "count", "n", "bounds_lo", "bounds_hi"],
  result(m, pop, unknowns): ShareResult {
    const n = pop.over.length;
    const count = pop.over.filter(hit(m)).length;
    return {
      value: n === 0 ? null : count / n,
      count,
      n,
      ...unknownsPart(unknowns, pop.u),
      interval: wilsonInterval(count, n),
      selected_bounds: selectedBounds(count, pop.u, n + pop.u),
    };
  },
  cells(_m, r) {
    const s = share(r);
    return {
      value: fixed3(s.value),
      interval: interval3(s.interval),
      count: `${s.count}/${s.n}`,
      unknown: s.u === undefined ? "" : String(s.u),
      bounds: interval3(s.selected_bounds),
      p: "",
    };
  },
  flat(r) {
    const s = share(r);
    const [lo, hi] = s.interval ?? [null, null];
    const [bounds_lo, bounds_hi] = s.selected_bounds ?? [null, null];
    return { value: s.value, lo, hi, count: s.count, n: s.n, bounds_lo, bounds_hi };
  },
  value: (r) => share(r).value,
  n: (r) => share(r).n,
  valueText: (r) => fixed3(share(r).value),
  format: (x) => fixed3(x),
  rankKey: (r) => share(r).value,
  cell(r) {
    const s = share(r);
    const text = s.value === null ? NONE : `${fixed3(s.value)} ${interval3(s.interval)}`;
    return { value: s.value, lo: s.interval?.[0] ?? null, hi: s.interval?.[1] ?? null, text };
  },
  pairedValue(m, rows) {
    return rows.length === 0 ? null : rows.filter(hit(m)).length / rows.length;
  },
  paired(m, a, b) {
    const ha = a.map(hit(m));
    const hb = b.map(hit(m));
    const aOnly = ha.filter((x, i) => x && !hb[i]).length;
    const bOnly = hb.filter((x, i) => x && !ha[i]).length;
    // A share has one direction: no share of any registry is "closer to 0".
    return {
      ...pairedShareDifference(ha, hb),
      discordant: { a_only: aOnly, b_only: bOnly },
      mcnemar_p: mcnemarExactP(aOnly, bOnly),
    };
  },
};
