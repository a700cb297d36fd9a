/**
 * The console view of a score, for every family: a header with the versions, the VAD settings
 * and the family's own settings; per subset with a selected sample, each of its blocks (its own,
 * then the attached ones): the family's count lines, the samples behind each ineligibility
 * reason, one table of the block's metrics (value, interval, count, selected bounds, the p-value
 * where a kind carries one, direction), the family's further lines; then the reference column
 * from a matching summary.json of a reference tree (or one line saying why it is left out). A
 * subset without a selected sample is left out, with one line naming it. It computes nothing.
 */
import { describeReferenceStatus, judgeLabel, type ReferenceStatus } from "../input/tree/summary.js";
import { blocksOf, idsByReason, metricName, subsetPlan, tableOrder } from "../metrics/blocks.js";
import type { Block } from "../metrics/family.js";
import { firstIds, fixed3 } from "../metrics/format.js";
import { cellsOf, pColumn } from "../metrics/kinds.js";
import type { Score } from "../metrics/score.js";
import { signature } from "../metrics/signature.js";
import { emptySubsetsLine } from "../metrics/subset-choice.js";
import { VAD_SETTINGS } from "../vad/settings.js";
import { columns } from "./columns.js";

/** The lines of one block: its family's count lines, its reasons, its table, its further lines. */
function blockLines(block: Block): string[] {
  const f = block.family;
  const attached = block.key !== null;
  const out = [...f.presentation.countLines(block.subset, block.result, attached)];
  const ids = idsByReason(block.items);
  const reasons = (block.result.counts as { ineligible_reasons?: Record<string, number> }).ineligible_reasons ?? {};
  const prefix = attached ? `${block.key} ineligible` : "ineligible";
  for (const [reason, n] of Object.entries(reasons))
    out.push(`  ${prefix}: ${n} × ${reason}${firstIds(ids.get(reason))}`);
  if (block.metrics.length > 0) {
    const cells = tableOrder(f, block.metrics).map((m) => ({ m, c: cellsOf(f, m, block.result.metrics[m.name]!) }));
    const p = pColumn(f, block.metrics);
    const head = ["metric", "value", "95% interval", "count", "selected bounds", ...(p ? [p.head] : []), "better"];
    const rows = cells.map(({ m, c }) => [
      metricName(block, m),
      c.value,
      c.interval,
      c.count,
      c.bounds,
      ...(p ? [c.p] : []),
      c.better,
    ]);
    out.push(...columns([head, ...rows]));
  }
  out.push(...(f.presentation.extraLines?.(block.subset, block.result) ?? []));
  return out;
}

/** A subset's numbers (three decimals) from a matching summary.json and where they come from (with the judge), or null. */
export function referenceOf(reference: ReferenceStatus | undefined, subset: string) {
  if (reference?.status !== "matched") return null;
  const ref = reference.summary.subsets[subset as keyof typeof reference.summary.subsets];
  if (!ref) return null;
  const judge = judgeLabel(ref.judge);
  const values = Object.entries(ref.result).map(([k, v]) => [k, fixed3(v)] as const);
  return { source: judge ? `summary.json, judge: ${judge}` : "summary.json", values };
}

/** The console text of a score. */
export function consoleReport(score: Score): string {
  const u = score.unified;
  const settings = score.family.settings.map((s) => ` · ${s.label} ${score.values[s.json]} ${s.unit}`).join("");
  const out: string[] = [
    `fdb-unified ${u.tool.version} · ${u.definitions} · silero-vad v6.2 ` +
      `(${VAD_SETTINGS.map((v) => u.vad[v.json]).join("/")}) · ${u.vad.runtime}${settings}`,
  ];
  const reference = (score.input as { reference?: ReferenceStatus }).reference;
  const plan = subsetPlan([score]);
  for (const subset of plan.shown) {
    out.push("");
    for (const block of blocksOf(score, subset)) out.push(...blockLines(block));
    const ref = referenceOf(reference, subset);
    if (ref) out.push(`  reference (${ref.source}): ${ref.values.map(([k, v]) => `${k} ${v}`).join(" · ")}`);
  }
  const empty = emptySubsetsLine(plan.empty, 1);
  if (empty) out.push("", empty);
  const refLine = reference === undefined ? null : describeReferenceStatus(reference);
  if (refLine) out.push("", refLine);
  out.push("", `signature: ${signature(score)}`);
  return out.join("\n") + "\n";
}
