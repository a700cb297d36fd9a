/**
 * The table of a matched-runs subset's metrics, shared by the v1.5 report and the v1.0 report's
 * control-run section: each metric's value, interval, count, unknowns, bounds, sign test and
 * direction, in registry order, as src/matched/cells.ts spells them.
 */
import type { MatchedSubsetResult } from "../matched/aggregate.js";
import { matchedCells } from "../matched/cells.js";
import type { MatchedSubset } from "../matched/constants.js";
import { matchedMetricsFor } from "../matched/registry.js";
import { nowrap, num, table } from "../view/markup.js";

/**
 * Every metric of a subset (or the ranked ones only) with its value, interval, count, unknowns,
 * bounds, sign test and direction; `prefix` names them where another table's names sit beside
 * (the v1.0 report's control runs: `control.net_yield_rate`).
 */
export function matchedMetricTable(
  kind: string,
  subset: MatchedSubset,
  result: Pick<MatchedSubsetResult, "metrics">,
  ranked: boolean,
  prefix = "",
): string {
  const head = ["metric", "value", "95% interval", "count", "unknown", "selected bounds", "sign test p", "better"];
  const rows = matchedMetricsFor(subset)
    .filter((m) => !ranked || (m.better !== "context" && !m.diagnostic))
    .map((m) => {
      const c = matchedCells(m, result.metrics[m.name]!);
      const name = nowrap(`${prefix}${m.name}`);
      return [name, num(c.value), num(c.interval), num(c.count), num(c.unknown), num(c.bounds), num(c.p), c.better];
    });
  return table(kind, head, rows);
}
