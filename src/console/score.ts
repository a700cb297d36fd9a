/**
 * The console view of a score: per subset its counts and each metric as value, interval, count
 * and selected bounds, then the reference column from a matching summary.json (or one line
 * saying why it is left out), and with the loaded samples the ids behind each ineligibility
 * reason; an interruption subset's control block (control.ts) follows its v1.0 table. A subset
 * without a selected sample is left out, with one line naming it. It reads the
 * registry and the aggregates; it computes nothing.
 */
import { VAD_SETTINGS } from "../vad/settings.js";
import { columns } from "./columns.js";
import { metricsFor } from "../metrics/registry.js";
import type { ControlledUnifiedJson } from "../matched/control.js";
import { controlLines } from "./control.js";
import { describeReferenceStatus, judgeLabel, type ReferenceStatus } from "../input/tree/summary.js";
import { SUBSETS } from "../input/tree/subsets.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { firstIds, ineligibleIds } from "./ineligible.js";
import { fixed3, metricCells } from "../metrics/format.js";
import { signature } from "../metrics/signature.js";
import { emptySubsetsLine, planSubsets } from "../metrics/subset-choice.js";

/**
 * The console text of `u`. With the loaded `samples` (the tree's subsets), each ineligibility
 * reason names its first five samples.
 */
export function consoleReport(
  u: ControlledUnifiedJson,
  reference: ReferenceStatus,
  samples?: Pick<LoadedInput, "subsets">,
): string {
  const ids = samples === undefined ? null : ineligibleIds(samples.subsets);
  const out: string[] = [];
  out.push(
    `fdb-unified ${u.tool.version} · ${u.definitions} · silero-vad v6.2 ` +
      `(${VAD_SETTINGS.map((v) => u.vad[v.json]).join("/")}) · ${u.vad.runtime}`,
  );
  const refLine = describeReferenceStatus(reference);
  const plan = planSubsets(SUBSETS, [u]);
  for (const subset of plan.shown) {
    const s = u.subsets[subset];
    const c = s.counts;
    const extra = c.exercised !== undefined ? ` · exercised ${c.exercised} · not exercised ${c.not_exercised}` : "";
    const horizon = s.min_observable_s !== undefined ? ` · min observable ${fixed3(s.min_observable_s)} s` : "";
    out.push("");
    out.push(
      `${subset} (${s.task}): declared ${c.declared} · selected ${c.selected} · eligible ` +
        `${c.eligible} · ineligible ${c.ineligible} · coverage ` +
        `${fixed3(s.coverage)}${extra}${horizon}`,
    );
    for (const [reason, n] of Object.entries(c.ineligible_reasons))
      out.push(`  ineligible: ${n} × ${reason}${firstIds(ids?.get(subset)?.get(reason))}`);
    const metrics = metricsFor(subset);
    if (metrics.length > 0) {
      const rows = [["metric", "value", "95% interval", "count", "selected bounds", "better"]];
      for (const m of metrics) {
        const cells = metricCells(m, s.metrics[m.name]!);
        rows.push([m.name, cells.value, cells.interval, cells.count, cells.bounds, cells.better]);
      }
      out.push(...columns(rows));
    }
    const control = s.control;
    if (control !== undefined) out.push(...controlLines(control));
    if (reference.status === "matched") {
      const ref = reference.summary.subsets[subset];
      if (ref) {
        const judge = judgeLabel(ref.judge);
        const label = judge ? `reference (summary.json, judge: ${judge})` : "reference (summary.json)";
        const parts = Object.entries(ref.result).map(([k, v]) => `${k} ${fixed3(v)}`);
        out.push(`  ${label}: ${parts.join(" · ")}`);
      }
    }
  }
  const empty = emptySubsetsLine(plan.empty, 1);
  if (empty) out.push("", empty);
  if (refLine) out.push("", refLine);
  out.push("", `signature: ${signature(u)}`);
  return out.join("\n") + "\n";
}
