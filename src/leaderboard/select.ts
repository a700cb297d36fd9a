/**
 * Which metrics a table shows, by registry property: the headline metrics (the default), all of
 * them, or a comma-separated list of metric names (each must be in the registry). Nothing here
 * lists metric names; an unknown name is a UsageError (exit 2).
 */
import { UsageError } from "../errors.js";
import { METRICS, type Metric } from "../metrics/registry.js";

export type MetricChoice = { kind: "headline" } | { kind: "all" } | { kind: "names"; names: ReadonlySet<string> };

export function parseMetricChoice(
  raw: string | undefined,
  fallback: MetricChoice = { kind: "headline" },
): MetricChoice {
  return metricChoiceAmong(raw, fallback, METRICS, "a metric", "docs/metrics.md");
}

/**
 * `--metrics` over one registry's names (`what` names a metric of it, `doc` lists them): the v1.0
 * registry here, the matched runs' in matched-select.ts.
 */
export function metricChoiceAmong(
  raw: string | undefined,
  fallback: MetricChoice,
  registry: readonly { name: string }[],
  what: string,
  doc: string,
): MetricChoice {
  if (raw === undefined) return fallback;
  if (raw === "headline" || raw === "all") return { kind: raw };
  const names = raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const known = new Set<string>(registry.map((m) => m.name));
  const unknown = names.filter((n) => !known.has(n));
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(
      `--metrics: ${JSON.stringify(unknown[0] ?? raw)} is not ${what}; give headline, all, or ` +
        `metric names from ${doc} separated by commas`,
    );
  }
  return { kind: "names", names: new Set(names) };
}

export function chosen(m: Metric, choice: MetricChoice): boolean {
  return choice.kind === "all" || (choice.kind === "headline" ? m.headline : choice.names.has(m.name));
}
