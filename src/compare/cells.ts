/**
 * How one compared metric is shown, shared by the console table and the report section: A and B
 * over the paired set, the paired difference B − A with a sign and its interval (three decimals;
 * a latency difference or end that lies at infinity is "−∞" or "+∞", and with both medians not
 * reached the difference is "n/a"), the discordant counts,
 * the McNemar p-value, and apart from those each side's own value over its own samples and its
 * selected bounds. Nothing is computed here. B − A is the exact difference rounded, so it is within
 * one unit of the last digit of the printed B minus the printed A (each rounding is off by at
 * most half a unit).
 */
import type { MetricResult, ShareResult } from "../metrics/aggregate.js";
import { betterLabel, type Metric } from "../metrics/registry.js";
import { fixed3, interval3, NONE, NOT_REACHED } from "../metrics/format.js";
import type { InfiniteParts, InfiniteSide } from "../stats/paired-difference.js";
import type { PairedMetricJson } from "./types.js";

export interface PairedCells {
  n: string;
  /** A and B over the paired set. */
  a: string;
  b: string;
  difference: string;
  interval: string;
  discordant: string;
  mcnemar: string;
  /** Each side's own value over its own eligible (or exercised) samples. */
  ownA: string;
  ownB: string;
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

/**
 * How the consoles, Markdown and HTML print an infinite difference or end: with the same ASCII
 * minus as their numbers ("-0.333" beside "-∞", never a U+2212 beside a hyphen); LaTeX turns both
 * into $-$ (docs/output.md, "Missing values by medium").
 */
export const INFINITY_TEXT: Record<InfiniteSide, string> = { inf: "+∞", "-inf": "-∞" };

/** A signed difference or end: three decimals, ±∞ where `side` says so, "n/a" for another null. */
export function signedOrInfinite(x: number | null, side: InfiniteSide | undefined): string {
  if (x !== null) return signed3(x);
  return side ? INFINITY_TEXT[side] : NONE;
}

/** "[−0.600, +0.600]", "[+0.960, +∞]"; "n/a" without an interval. */
export function signedInterval(iv: PairedMetricJson["interval"], infinite: InfiniteParts | undefined): string {
  if (!iv) return NONE;
  return `[${signedOrInfinite(iv[0], infinite?.low)}, ${signedOrInfinite(iv[1], infinite?.high)}]`;
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

/** A paired value: over n pairs, a latency median that is null is "not reached". */
function paired(m: Metric, x: number | null, n: number): string {
  if (m.kind === "latency") return n === 0 ? NONE : x === null ? NOT_REACHED : x.toFixed(3);
  return fixed3(x);
}

export function pairedCells(m: Metric, pm: PairedMetricJson, ra: MetricResult, rb: MetricResult): PairedCells {
  const share = m.kind === "share";
  return {
    n: String(pm.n),
    a: paired(m, pm.paired_a, pm.n),
    b: paired(m, pm.paired_b, pm.n),
    difference: signedOrInfinite(pm.difference, pm.infinite?.difference),
    interval: signedInterval(pm.interval, pm.infinite),
    discordant: pm.discordant ? `${pm.discordant.a_only} / ${pm.discordant.b_only}` : "",
    mcnemar: pValue3(pm.mcnemar_p),
    ownA: own(m, pm.own_a, ra),
    ownB: own(m, pm.own_b, rb),
    boundsA: share ? interval3((ra as ShareResult).selected_bounds) : "",
    boundsB: share ? interval3((rb as ShareResult).selected_bounds) : "",
    better: betterLabel(m),
  };
}
