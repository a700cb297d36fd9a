/**
 * The console view of a v1.5 (matched-runs) comparison: a header naming A, B and the yield
 * margin, then per subset the paired count and each side's eligible count and coverage, and one
 * row per metric of the matched registry: A and B over the metric's paired set, B − A (|B| − |A|
 * for a "closer to 0" metric, marked "→0"), its interval, the discordant counts and McNemar's p
 * of a share; apart, each side's own value. It reads the comparison; it computes nothing.
 */
import { pValue3, signedInterval, signedOrInfinite } from "../compare/cells.js";
import type { MatchedComparison } from "../compare/matched.js";
import type { PairedMetricJson } from "../compare/types.js";
import { MATCHED_SUBSETS } from "../matched/constants.js";
import { matchedMetricsFor, type MatchedMetric } from "../matched/registry.js";
import type { MatchedSubsetResult } from "../matched/aggregate.js";
import { betterLabel } from "../metrics/registry.js";
import { CLOSER_TO_0_MARK, fixed3, NONE, NOT_REACHED } from "../metrics/format.js";
import { emptySubsetsLine } from "../metrics/subset-choice.js";
import { columns } from "./columns.js";

function side(s: MatchedSubsetResult | undefined): string {
  if (!s) return "no samples";
  return `eligible ${s.counts.eligible}/${s.counts.selected}, coverage ${fixed3(s.coverage)}`;
}

/** A latency median over n samples: "not reached" when null with samples. */
function value(m: MatchedMetric, x: number | null, n: number | null): string {
  if (m.kind === "latency") return !n ? NONE : x === null ? NOT_REACHED : x.toFixed(3);
  return fixed3(x);
}

function ownN(s: MatchedSubsetResult | undefined, m: MatchedMetric): number | null {
  return s?.metrics[m.name]?.n ?? null;
}

function row(m: MatchedMetric, pm: PairedMetricJson, sa?: MatchedSubsetResult, sb?: MatchedSubsetResult): string[] {
  const near = m.better === "closer to 0";
  return [
    near ? `${m.name} ${CLOSER_TO_0_MARK}` : m.name,
    String(pm.n),
    value(m, pm.paired_a, pm.n),
    value(m, pm.paired_b, pm.n),
    signedOrInfinite(pm.difference, pm.infinite?.difference),
    signedInterval(pm.interval, pm.infinite),
    pm.discordant ? `${pm.discordant.a_only} / ${pm.discordant.b_only}` : "",
    pValue3(pm.mcnemar_p),
    "|",
    value(m, pm.own_a, ownN(sa, m)),
    value(m, pm.own_b, ownN(sb, m)),
    betterLabel(m),
  ];
}

const HEAD = [
  "metric",
  "paired n",
  "A paired",
  "B paired",
  "B − A",
  "95% paired interval",
  "A only / B only",
  "McNemar p",
  "|",
  "A own",
  "B own",
  "better",
];

export function matchedComparisonTable(c: MatchedComparison): string {
  const out = [
    `fdb-unified compare · ${c.compared.definitions} · yield margin ${c.compared.yield_margin_s} s · ` +
      `A = ${c.a.name} · B = ${c.b.name} · paired by sample_id, difference B − A`,
  ];
  for (const subset of MATCHED_SUBSETS) {
    const s = c.subsets[subset];
    if (!s) continue;
    const sa = c.a.unified.subsets[subset];
    const sb = c.b.unified.subsets[subset];
    out.push("", `${subset}: paired ${s.paired_n} (eligible in both) · A ${side(sa)} · B ${side(sb)}`);
    const rows = [HEAD, ...matchedMetricsFor(subset).map((m) => row(m, s.metrics[m.name]!, sa, sb))];
    out.push(...columns(rows));
  }
  const empty = emptySubsetsLine(c.empty_subsets ?? [], 2);
  if (empty) out.push("", empty);
  out.push(
    "",
    "Left of |: A paired, B paired, B − A and its interval are over the metric's paired n (samples in the metric's",
    "denominator in both systems). Right of |: each system's own value, as in its unified.json; do not subtract these.",
    `${CLOSER_TO_0_MARK}: better is closer to 0 (the smallest absolute value); its B − A is |B paired| − |A paired|, ` +
      "negative when B is closer to 0.",
    `signature: ${c.compared.a.signature}${c.compared.b.signature !== c.compared.a.signature ? ` (A) · ${c.compared.b.signature} (B)` : ""}`,
  );
  return out.join("\n") + "\n";
}
