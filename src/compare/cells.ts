/**
 * How one compared metric is shown, shared by the console table and the report section: each
 * side's own value, the paired difference B − A with a sign and its interval (three decimals,
 * "not reached" for a latency median or endpoint that is not reached), the discordant counts,
 * the McNemar p-value and each side's selected bounds. Nothing is computed here.
 */
import type { MetricResult, ShareResult } from "../metrics/aggregate.js";
import type { Metric } from "../metrics/registry.js";
import { betterLabel, fixed3, interval3, NONE, NOT_REACHED } from "../output/format.js";
import type { PairedMetricJson } from "./types.js";

export interface PairedCells {
  n: string;
  a: string;
  b: string;
  difference: string;
  interval: string;
  discordant: string;
  mcnemar: string;
  boundsA: string;
  boundsB: string;
  better: string;
}

/** A difference with its sign, three decimals; "0.000" for anything that rounds to zero. */
export function signed3(x: number): string {
  const s = x.toFixed(3);
  if (/^-?0\.000$/.test(s)) return "0.000";
  return x > 0 ? `+${s}` : s;
}

function signedInterval(iv: PairedMetricJson["interval"], missing: string): string {
  if (!iv) return NONE;
  const f = (x: number | null) => (x === null ? missing : signed3(x));
  return `[${f(iv[0])}, ${f(iv[1])}]`;
}

/** A p-value with three decimals, "<0.001" below that. */
export function pValue3(p: number | undefined): string {
  if (p === undefined) return "";
  return p < 0.0005 ? "<0.001" : p.toFixed(3);
}

/** A side's own value: a latency median that is null is "not reached" when it has samples. */
function own(m: Metric, x: number | null, r: MetricResult): string {
  if (m.kind === "latency") {
    const n = (r as { n: number | null }).n;
    return !n ? NONE : x === null ? NOT_REACHED : x.toFixed(3);
  }
  return fixed3(x);
}

export function pairedCells(m: Metric, pm: PairedMetricJson, ra: MetricResult, rb: MetricResult): PairedCells {
  const latency = m.kind === "latency";
  const notReached = latency && pm.n > 0 ? NOT_REACHED : NONE;
  const share = m.kind === "share";
  return {
    n: String(pm.n),
    a: own(m, pm.a, ra),
    b: own(m, pm.b, rb),
    difference: pm.difference === null ? notReached : signed3(pm.difference),
    interval: signedInterval(pm.interval, notReached),
    discordant: pm.discordant ? `${pm.discordant.a_only} / ${pm.discordant.b_only}` : "",
    mcnemar: pValue3(pm.mcnemar_p),
    boundsA: share ? interval3((ra as ShareResult).selected_bounds) : "",
    boundsB: share ? interval3((rb as ShareResult).selected_bounds) : "",
    better: betterLabel(m),
  };
}
