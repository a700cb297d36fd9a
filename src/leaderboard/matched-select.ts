/**
 * Which matched-runs metrics a v1.5 table shows, by registry property: by default (`headline`)
 * those that rank systems (a direction, not context, not diagnostic: the net rates, the stop
 * effects and the pooled suppression), `all` of them, or a comma-separated list of names of the
 * matched registry. Nothing here lists metric names; an unknown name is a UsageError (exit 2).
 */
import { UsageError } from "../errors.js";
import { MATCHED_METRICS, type MatchedMetric } from "../matched/registry.js";
import { ranks } from "../metrics/registry.js";
import type { MetricChoice } from "./select.js";

export function parseMatchedMetricChoice(
  raw: string | undefined,
  fallback: MetricChoice = { kind: "headline" },
): MetricChoice {
  if (raw === undefined) return fallback;
  if (raw === "headline" || raw === "all") return { kind: raw };
  const names = raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const known = new Set<string>(MATCHED_METRICS.map((m) => m.name));
  const unknown = names.filter((n) => !known.has(n));
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(
      `--metrics: ${JSON.stringify(unknown[0] ?? raw)} is not a metric of a v1.5 input; give headline, all, or ` +
        `metric names from docs/matched-runs.md separated by commas`,
    );
  }
  return { kind: "names", names: new Set(names) };
}

/** Whether a v1.5 table shows a metric: for `headline`, whether it ranks systems. */
export function chosenMatched(m: MatchedMetric, choice: MetricChoice): boolean {
  return choice.kind === "all" || (choice.kind === "headline" ? ranks(m) : choice.names.has(m.name));
}
