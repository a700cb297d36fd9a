/**
 * A family's registry as a Markdown table per group of subsets (docs/metrics.md is generated from
 * every registered family by `npm run docs:metrics`, and a test keeps the file in step), so the
 * documentation cannot drift from what is scored. The family's `presentation.docs` lines head its
 * part; each kind names itself.
 */
import type { Family } from "./family.js";
import { kindOf } from "./kinds.js";
import { type AnyMetric, betterLabel } from "./metric.js";

export function familyMarkdown(f: Family): string {
  const out = [...f.presentation.docs];
  const groups = new Map<string, AnyMetric[]>();
  for (const m of f.registry) {
    const key = m.subsets.join(", ");
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  for (const [subsets, metrics] of groups) {
    out.push("", `## ${subsets}`, "", "| metric | kind | better | denominator | definition |", "|---|---|---|---|---|");
    for (const m of metrics)
      out.push(`| \`${m.name}\` | ${kindOf(f, m).noun} | ${betterLabel(m)} | ${m.dividedBy} | ${m.definition} |`);
  }
  return `${out.join("\n")}\n`;
}
