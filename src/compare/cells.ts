/**
 * How one compared metric is shown, shared by the console table, the report section, the
 * leaderboard's differences and the notebooks (headers and cells): A and B over the paired set, the
 * paired difference B − A with a sign and its interval (three decimals; a latency difference or end
 * that lies at infinity is "-∞" or "+∞", and with both medians not reached the difference is
 * "n/a"), the discordant counts, the paired p-value (McNemar's, the sign test's or the swap
 * test's), and apart from those each side's own value over its own samples and its selected bounds.
 * Nothing is computed here. B − A is the exact difference rounded, so it is within one unit of the
 * last digit of the printed B minus the printed A.
 */
import type { Family } from "../metrics/family.js";
import { NONE, pValue3 } from "../metrics/format.js";
import { type MetricResult, pairedP, type PairedMetricJson } from "../metrics/kind.js";
import { cellsOf, kindOf } from "../metrics/kinds.js";
import type { AnyMetric } from "../metrics/metric.js";
import type { InfiniteParts, InfiniteSide } from "../stats/paired-difference.js";

/** The headers of a compared metric's cells: the paired ones, then, set apart, each side's own. */
export const PAIRED_HEAD = {
  paired: ["paired n", "A paired", "B paired", "B − A", "95% paired interval", "A only / B only", "p"],
  own: ["A own", "B own", "A selected bounds", "B selected bounds"],
};

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

/** "[-0.600, +0.600]", "[+0.960, +∞]"; "n/a" without an interval. */
export function signedInterval(iv: PairedMetricJson["interval"], infinite: InfiniteParts | undefined): string {
  if (!iv) return NONE;
  return `[${signedOrInfinite(iv[0], infinite?.low)}, ${signedOrInfinite(iv[1], infinite?.high)}]`;
}

/**
 * The cells of one compared metric, in the order of `PAIRED_HEAD`, and which direction is better;
 * `ra` and `rb` are each side's own results (undefined for a side without the block).
 */
export function pairedCells(
  f: Family,
  m: AnyMetric,
  pm: PairedMetricJson,
  ra: MetricResult | undefined,
  rb: MetricResult | undefined,
): { paired: string[]; own: string[]; better: string } {
  const kind = kindOf(f, m);
  const own = (x: number | null, r: MetricResult | undefined) => kind.format(x, r === undefined ? null : kind.n(r));
  const bounds = (r: MetricResult | undefined) => (r === undefined ? "" : cellsOf(f, m, r).bounds);
  return {
    paired: [
      String(pm.n),
      kind.format(pm.paired_a, pm.n),
      kind.format(pm.paired_b, pm.n),
      signedOrInfinite(pm.difference, pm.infinite?.difference),
      signedInterval(pm.interval, pm.infinite),
      pm.discordant ? `${pm.discordant.a_only} / ${pm.discordant.b_only}` : "",
      pValue3(pairedP(pm)),
    ],
    own: [own(pm.own_a, ra), own(pm.own_b, rb), bounds(ra), bounds(rb)],
    better: cellsOf(f, m, (ra ?? rb)!).better,
  };
}

/**
 * A paired difference as the tables print it: "+0.200 [-0.100, +0.500]"; "n/a" with nothing
 * paired (or both latency medians not reached).
 */
export function differenceText(pm: Pick<PairedMetricJson, "n" | "difference" | "interval" | "infinite">): string {
  if (pm.n === 0) return NONE;
  const iv = pm.interval ? ` ${signedInterval(pm.interval, pm.infinite)}` : "";
  return `${signedOrInfinite(pm.difference, pm.infinite?.difference)}${iv}`;
}
