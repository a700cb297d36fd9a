/**
 * The console view of a comparison: a header naming A and B, then per subset the paired count,
 * each side's eligible count and coverage (and for interruption the exercised cross-table and
 * each side's exercised count), and one row per registry metric: A and B over the metric's paired
 * set, the paired difference B − A (which is B minus A as printed), its interval, the discordant
 * counts and McNemar's p; then, apart, each side's own value over its own samples and its
 * selected bounds. It reads the comparison and the aggregates; it computes nothing.
 */
import { metricsFor } from "../metrics/registry.js";
import { fixed3 } from "../metrics/format.js";
import type { SubsetResult } from "../metrics/aggregate.js";
import { SCORED_SUBSETS } from "../input/tree/subsets.js";
import { pairedCells } from "../compare/cells.js";
import type { Comparison } from "../compare/types.js";
import { METRIC } from "../metrics/names.js";
import { emptySubsetsLine } from "../metrics/subset-choice.js";
import { sameAudioLines } from "../compare/same-audio.js";
import { columns } from "./columns.js";

/** "eligible 6/7, coverage 0.857[, exercised 5]" for one side of a subset. */
export function sideSummary(s: SubsetResult): string {
  const c = s.counts;
  const exercised = c.exercised !== undefined ? `, exercised ${c.exercised}` : "";
  return `eligible ${c.eligible}/${c.selected}, coverage ${fixed3(s.coverage)}${exercised}`;
}

export function comparisonTable(c: Comparison): string {
  const out: string[] = [];
  const same = c.same_audio ? sameAudioLines(c.same_audio, [c.a.name, c.b.name]) : null;
  if (same) out.push(same.first);
  out.push(
    `fdb-unified compare · ${c.a.unified.definitions} · A = ${c.a.name} · B = ${c.b.name} · paired by sample_id, difference B − A`,
  );
  for (const subset of SCORED_SUBSETS) {
    const s = c.subsets[subset];
    if (!s) continue;
    const sa = c.a.unified.subsets[subset];
    const sb = c.b.unified.subsets[subset];
    out.push("");
    out.push(`${subset}: paired ${s.paired_n} (eligible in both) · A ${sideSummary(sa)} · B ${sideSummary(sb)}`);
    if (s.exercised) {
      const e = s.exercised;
      out.push(
        `  exercised, of the ${s.paired_n} eligible in both: both ${e.both} · only A ${e.only_a} ` +
          `· only B ${e.only_b} · neither ${e.neither}`,
      );
    }
    const rows = [
      [
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
        "A selected bounds",
        "B selected bounds",
        "better",
      ],
    ];
    for (const m of metricsFor(subset)) {
      const k = pairedCells(m, s.metrics[m.name]!, sa.metrics[m.name]!, sb.metrics[m.name]!);
      rows.push([
        m.name,
        k.n,
        k.a,
        k.b,
        k.difference,
        k.interval,
        k.discordant,
        k.mcnemar,
        "|",
        k.ownA,
        k.ownB,
        k.boundsA,
        k.boundsB,
        k.better,
      ]);
    }
    out.push(...columns(rows));
  }
  const empty = emptySubsetsLine(c.empty_subsets ?? [], 2);
  if (empty) out.push("", empty);
  out.push("");
  out.push(
    "Left of |: A paired, B paired, B − A and its interval are all over the metric's paired n (samples eligible in both;",
  );
  out.push(
    `for interruption metrics other than ${METRIC.exercised_rate}, exercised in both), so B − A is B paired minus A paired.`,
  );
  out.push(
    "Right of |: each system's own value over its own eligible (or exercised) samples, as in its unified.json; do not subtract these.",
  );
  if (same && same.changed.length > 0) out.push(...same.changed);
  if (same && same.words.length > 0) out.push(...same.words);
  out.push(
    `signature: ${c.compared.a.signature}${c.compared.b.signature !== c.compared.a.signature ? ` (A) · ${c.compared.b.signature} (B)` : ""}`,
  );
  return out.join("\n") + "\n";
}
