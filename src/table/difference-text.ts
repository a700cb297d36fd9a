/**
 * A paired difference as the tables print it: signed, three decimals, with its 95% paired
 * interval ("+0.200 [−0.100, +0.500]"); "not reached" where a latency median or an interval
 * end is not reached; "n/a" with nothing paired. Formatting only.
 */
import { signed3 } from "../compare/cells.js";
import type { PairedMetricJson } from "../compare/types.js";
import type { Metric } from "../metrics/registry.js";
import { NONE, NOT_REACHED } from "../output/format.js";

export function differenceText(m: Metric, pm: Pick<PairedMetricJson, "n" | "difference" | "interval">): string {
  if (pm.n === 0) return NONE;
  const missing = m.kind === "latency" ? NOT_REACHED : NONE;
  const f = (x: number | null) => (x === null ? missing : signed3(x));
  const iv = pm.interval ? ` [${f(pm.interval[0])}, ${f(pm.interval[1])}]` : "";
  return `${f(pm.difference)}${iv}`;
}
