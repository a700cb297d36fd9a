/**
 * The registry as a Markdown table per subset family (docs/metrics.md is generated from it, and
 * a test keeps the file in step), so the documentation cannot drift from what is scored.
 */
import { betterLabel, METRICS, type Metric } from "./registry.js";

const KIND: Record<Metric["kind"], string> = { share: "share of samples", pooled: "pooled ratio", latency: "latency" };

export function metricsMarkdown(): string {
  const out = [
    "# Metrics",
    "",
    "Generated from the metric registry (`src/metrics/registry.ts`) by `npm run docs:metrics`; do not edit by hand.",
    "The definitions are those of `fdb-v1.0-unified-4`. Shares have a 95% Wilson interval and selected bounds;",
    "pooled ratios and median latencies a 95% percentile bootstrap interval over whole samples.",
    "Each line below is a summary: the rules needed to predict a number (owned time, the response word, early starts",
    "and other non-responses at +∞ in the latency median, the selected bounds) are in `docs/definitions.md`. A metric",
    "marked (diagnostic) does not rank systems.",
  ];
  const groups = new Map<string, Metric[]>();
  for (const m of METRICS) {
    const key = m.subsets.join(", ");
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  for (const [subsets, metrics] of groups) {
    out.push("", `## ${subsets}`, "", "| metric | kind | better | denominator | definition |", "|---|---|---|---|---|");
    for (const m of metrics) {
      out.push(`| \`${m.name}\` | ${KIND[m.kind]} | ${betterLabel(m)} | ${m.dividedBy} | ${m.definition} |`);
    }
  }
  return out.join("\n") + "\n";
}
