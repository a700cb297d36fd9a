/**
 * A paired difference as the tables print it: signed, three decimals, with its 95% paired
 * interval ("+0.200 [-0.100, +0.500]"); a latency difference or end at infinity is "-∞" or "+∞"
 * (one median not reached), "n/a" with both medians not reached or nothing paired. Formatting only.
 */
import { signedInterval, signedOrInfinite } from "../compare/cells.js";
import type { PairedMetricJson } from "../compare/types.js";
import { NONE } from "../metrics/format.js";

export function differenceText(pm: Pick<PairedMetricJson, "n" | "difference" | "interval" | "infinite">): string {
  if (pm.n === 0) return NONE;
  const iv = pm.interval ? ` ${signedInterval(pm.interval, pm.infinite)}` : "";
  return `${signedOrInfinite(pm.difference, pm.infinite?.difference)}${iv}`;
}
