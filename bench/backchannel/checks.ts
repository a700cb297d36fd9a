/**
 * The design's claims about the simulated systems (docs/backchannel.md "Validation"), checked on
 * a simulation's summary: the orders of timing_lift, what is "near" (a mean within 0.03), the
 * uniform system's interval coverage and false-positive rate, and the other-sample system's
 * false-positive rate of listening_gain. The rates are checked in the design's bands on 1000
 * datasets; on fewer, the tests widen each band by `slack` binomial standard errors at its ends.
 */
import type { SimulationSummary } from "./simulate.js";

export interface Check {
  claim: string;
  value: string;
  ok: boolean;
}

const NEAR = 0.03;
const f3 = (x: number) => x.toFixed(3);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** A rate of `n` datasets inside [lo, hi], each end moved out by `slack` standard errors. */
function inBand(rate: number, [lo, hi]: [number, number], n: number, slack: number): boolean {
  const se = (p: number) => Math.sqrt((p * (1 - p)) / n);
  return rate >= lo - slack * se(lo) && rate <= hi + slack * se(hi);
}

export function simulationChecks(s: SimulationSummary, slack = 0): Check[] {
  const m = s.mean;
  const lift = (k: keyof typeof m) => m[k].timing_lift;
  const gain = (k: keyof typeof m) => m[k].listening_gain;
  const band = (lo: number, hi: number) => `${pct(lo)}–${pct(hi)}${slack > 0 ? ` ± ${slack} SE` : ""}`;
  return [
    {
      claim: "timing_lift: own > own +0.5 s > own +1 s",
      value: `${f3(lift("own"))} > ${f3(lift("own +0.5 s"))} > ${f3(lift("own +1 s"))}`,
      ok: lift("own") > lift("own +0.5 s") && lift("own +0.5 s") > lift("own +1 s"),
    },
    {
      claim: "timing_lift: own +1 s closer to uniform than to own",
      value: `|${f3(lift("own +1 s"))} - ${f3(lift("uniform"))}| < |${f3(lift("own +1 s"))} - ${f3(lift("own"))}|`,
      ok: Math.abs(lift("own +1 s") - lift("uniform")) < Math.abs(lift("own +1 s") - lift("own")),
    },
    {
      claim: "timing_lift: uniform near 1",
      value: f3(lift("uniform")),
      ok: Math.abs(lift("uniform") - 1) <= NEAR,
    },
    {
      claim: "listening_gain: own above 0 (beyond 0.03)",
      value: f3(gain("own")),
      ok: gain("own") > NEAR,
    },
    ...(["uniform", "other-sample", "fixed time"] as const).map((k) => ({
      claim: `listening_gain: ${k} near 0`,
      value: f3(gain(k)),
      ok: Math.abs(gain(k)) <= NEAR,
    })),
    {
      claim: `uniform: timing_lift interval covers 1 in ${band(0.91, 0.97)}`,
      value: pct(s.uniform_coverage),
      ok: inBand(s.uniform_coverage, [0.91, 0.97], s.datasets, slack),
    },
    {
      claim: `uniform: timing_lift p < 0.05 in ${band(0.03, 0.07)}`,
      value: pct(s.uniform_p05),
      ok: inBand(s.uniform_p05, [0.03, 0.07], s.datasets, slack),
    },
    {
      claim: `other-sample: listening_gain p < 0.05 in ${band(0.02, 0.07)}`,
      value: pct(s.other_gain_p05),
      ok: inBand(s.other_gain_p05, [0.02, 0.07], s.datasets, slack),
    },
  ];
}
