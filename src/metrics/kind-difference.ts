/**
 * The difference kind: over a metric's population, the mean of d (+1 for the first event alone,
 * −1 for the second alone, 0 otherwise), with the percentile bootstrap interval of that mean over
 * whole samples, the selected bounds (the unknowns u at −1, then at +1) and the sign test of the
 * discordant samples; paired, the difference of the two means of d over the same samples (of
 * their absolute values for a "closer to 0" metric).
 */
import { bootstrapRatioInterval } from "../stats/bootstrap-ratio.js";
import { pairedMeanDifference } from "../stats/paired-mean-difference.js";
import { signTestP } from "../stats/sign-test.js";
import { fixed3, interval3, NONE, pValue3 } from "./format.js";
import { type Kind, type MetricResult, swapTested, unknownsPart } from "./kind.js";
import type { AnyMetric, DifferenceMetric } from "./metric.js";

export interface DifferenceResult {
  value: number | null;
  /** Samples with the first event alone, and with the second alone (the discordant ones). */
  a: number;
  b: number;
  n: number;
  u?: number;
  interval: [number, number] | null;
  selected_bounds: [number, number] | null;
  sign_test_p: number;
}

const dOf = (m: AnyMetric) => {
  const d = m as DifferenceMetric<unknown>;
  return (r: unknown) => (d.first(r) ? 1 : 0) - (d.second(r) ? 1 : 0);
};
const difference = (r: MetricResult) => r as DifferenceResult;

/** A difference's discordant samples as every text medium but LaTeX prints them: "+5 -1 of 9". */
export function discordantText(r: Pick<DifferenceResult, "a" | "b" | "n">): string {
  return `+${r.a} -${r.b} of ${r.n}`;
}

export const DIFFERENCE: Kind = {
  name: "difference",
  p: { head: "sign test p", key: "sign_test_p" },
  noun: "difference of two shares",
  intervalNote:
    "A difference of two shares (a net rate, a stop effect) has the percentile bootstrap of the mean of d over whole samples.",
  columns: ["value", "lo", "hi", "n", "bounds_lo", "bounds_hi", "a", "b", "sign_test_p"],
  result(m, pop, unknowns): DifferenceResult {
    const d = pop.over.map(dOf(m));
    const a = d.filter((x) => x === 1).length;
    const b = d.filter((x) => x === -1).length;
    const n = d.length;
    const u = pop.u;
    const all = n + u;
    return {
      value: n === 0 ? null : (a - b) / n,
      a,
      b,
      n,
      ...unknownsPart(unknowns, u),
      interval:
        n === 0
          ? null
          : bootstrapRatioInterval(
              d,
              d.map(() => 1),
            ),
      selected_bounds: all === 0 ? null : [(a - b - u) / all, (a - b + u) / all],
      sign_test_p: signTestP(a, b),
    };
  },
  cells(_m, r) {
    const d = difference(r);
    return {
      value: fixed3(d.value),
      interval: interval3(d.interval),
      count: discordantText(d),
      unknown: d.u === undefined ? "" : String(d.u),
      bounds: interval3(d.selected_bounds),
      p: d.n === 0 ? NONE : pValue3(d.sign_test_p),
    };
  },
  flat(r) {
    const d = difference(r);
    const [lo, hi] = d.interval ?? [null, null];
    const [bounds_lo, bounds_hi] = d.selected_bounds ?? [null, null];
    return { value: d.value, lo, hi, n: d.n, bounds_lo, bounds_hi, a: d.a, b: d.b, sign_test_p: d.sign_test_p };
  },
  value: (r) => difference(r).value,
  n: (r) => difference(r).n,
  valueText: (r) => fixed3(difference(r).value),
  format: (x) => fixed3(x),
  rankKey: (r) => difference(r).value,
  cell(r) {
    const d = difference(r);
    const text = d.value === null ? NONE : `${fixed3(d.value)} ${interval3(d.interval)}`;
    return { value: d.value, lo: d.interval?.[0] ?? null, hi: d.interval?.[1] ?? null, text };
  },
  pairedValue(m, rows) {
    if (rows.length === 0) return null;
    return rows.map(dOf(m)).reduce((s, x) => s + x, 0) / rows.length;
  },
  paired(m, a, b, absolute) {
    return swapTested(pairedMeanDifference(a.map(dOf(m)), b.map(dOf(m)), absolute));
  },
};
