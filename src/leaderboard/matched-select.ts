/**
 * Which matched-runs metrics a v1.5 table shows, by registry property: by default (`headline`)
 * those that rank systems (a direction, not context, not diagnostic: the net rates, the stop
 * effects and the pooled suppression), `all` of them, or a comma-separated list of names of the
 * matched registry. Nothing here lists metric names; an unknown name is a UsageError (exit 2).
 */
import { MATCHED_METRICS, type MatchedMetric } from "../matched/registry.js";
import { ranks } from "../metrics/registry.js";
import { type MetricChoice, metricChoiceAmong } from "./select.js";

export function parseMatchedMetricChoice(
  raw: string | undefined,
  fallback: MetricChoice = { kind: "headline" },
): MetricChoice {
  return metricChoiceAmong(raw, fallback, MATCHED_METRICS, "a metric of a v1.5 input", "docs/matched-runs.md");
}

/** Whether a v1.5 table shows a metric: for `headline`, whether it ranks systems. */
export function chosenMatched(m: MatchedMetric, choice: MetricChoice): boolean {
  return choice.kind === "all" || (choice.kind === "headline" ? ranks(m) : choice.names.has(m.name));
}
