/**
 * The matched-runs metrics as the tail of docs/metrics.md (generated with the v1.0 list by `npm
 * run docs:metrics`): one table per family of v1.5 subsets, from the registry (name, kind,
 * direction, denominator, definition); the rules that predict each number are in
 * docs/matched-runs.md.
 */
import { betterLabel } from "../metrics/registry.js";
import { MATCHED_DEFINITIONS } from "./constants.js";
import { MATCHED_METRICS, type MatchedKind } from "./registry.js";

const KIND: Record<MatchedKind, string> = {
  share: "share of samples",
  difference: "difference of two shares",
  pooled: "pooled ratio",
  latency: "latency",
};

export function matchedMetricsMarkdown(): string {
  const out = [
    "",
    `# Matched runs (Full-Duplex-Bench v1.5, \`${MATCHED_DEFINITIONS}\`)`,
    "",
    "Generated from the matched-runs registry (`src/matched/registry.ts`). A net rate or stop effect is the",
    "difference of two shares over the same samples, with a bootstrap interval, bounds and a sign test; a",
    "metric marked `closer to 0` is best at the smallest absolute value. The rules are in `docs/matched-runs.md`.",
  ];
  const groups = new Map<string, (typeof MATCHED_METRICS)[number][]>();
  for (const m of MATCHED_METRICS) {
    const key = m.subsets.join(", ");
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  for (const [subsets, metrics] of groups) {
    out.push("", `## ${subsets}`, "", "| metric | kind | better | denominator | definition |", "|---|---|---|---|---|");
    for (const m of metrics)
      out.push(`| \`${m.name}\` | ${KIND[m.kind]} | ${betterLabel(m)} | ${m.dividedBy} | ${m.definition} |`);
  }
  return `${out.join("\n")}\n`;
}
