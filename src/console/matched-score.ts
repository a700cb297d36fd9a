/**
 * The console view of a v1.5 score (matched runs, docs/matched-runs.md), laid out as score's v1.0
 * table: per subset its counts and outcomes, the ineligibility reasons with their samples, and one
 * table of the subset's metrics picked from the registry by property, the ranked ones first (so
 * it leads with net_yield_rate), then the stop picture read together (the stop effects, the
 * ended-anyway share, stop_latency_s beside clean_stop_latency_s), then the context; after it the
 * exchangeability warning naming the samples that break the assumption, with the net rates over
 * identical inputs. It reads the aggregates; it computes nothing.
 */
import type { LoadedMatchedInput } from "../input/v15/loaded.js";
import type { MatchedMetricResult } from "../matched/aggregate.js";
import { matchedCells } from "../matched/cells.js";
import { MATCHED_SUBSETS } from "../matched/constants.js";
import { type MatchedMetric, matchedMetricsFor } from "../matched/registry.js";
import type { MatchedUnifiedJson } from "../matched/score.js";
import { fixed3 } from "../metrics/format.js";
import { signature } from "../metrics/signature.js";
import { VAD_SETTINGS } from "../vad/settings.js";
import { columns } from "./columns.js";
import { firstIds, ineligibleIds } from "./ineligible.js";

/** The row order: ranked metrics, then the stop picture, then context, then diagnostics (registry order within). */
function rank(m: MatchedMetric): number {
  if (m.diagnostic) return 3;
  if (m.better !== "context" && !m.stop) return 0;
  return m.stop ? 1 : 2;
}

/** The cells of one metric: value, interval, count, selected bounds, sign test p, better (the shared cell text). */
function cells(m: MatchedMetric, r: MatchedMetricResult): string[] {
  const c = matchedCells(m, r);
  return [c.value, c.interval, c.count, c.bounds, c.p, c.better];
}

/** The console text of a v1.5 score; with the loaded input, each ineligibility reason names its first samples. */
export function matchedConsoleReport(u: MatchedUnifiedJson, samples?: Pick<LoadedMatchedInput, "subsets">): string {
  const ids = samples === undefined ? null : ineligibleIds(samples.subsets);
  const out: string[] = [
    `fdb-unified ${u.tool.version} · ${u.definitions} · silero-vad v6.2 ` +
      `(${VAD_SETTINGS.map((v) => u.vad[v.json]).join("/")}) · ${u.vad.runtime} · yield margin ${u.yield_margin_s} s`,
  ];
  for (const subset of MATCHED_SUBSETS) {
    const s = u.subsets[subset];
    if (s === undefined) continue;
    const c = s.counts;
    const exercised = c.yielded + c.extended + c.ended_anyway + c.continued;
    const horizon = s.min_observable_s === null ? "" : ` · min observable ${fixed3(s.min_observable_s)} s`;
    out.push(
      "",
      `${subset}: declared ${c.declared} · selected ${c.selected} · eligible ${c.eligible} · ineligible ` +
        `${c.ineligible} · coverage ${fixed3(s.coverage)} · exercised ${exercised} · not exercised ` +
        `${c.not_exercised} · onset mismatch ${c.onset_mismatch}${horizon}`,
      `  outcomes: yielded ${c.yielded} · extended ${c.extended} · ended anyway ${c.ended_anyway} · continued ${c.continued}`,
    );
    for (const [reason, n] of Object.entries(c.ineligible_reasons))
      out.push(`  ineligible: ${n} × ${reason}${firstIds(ids?.get(subset)?.get(reason))}`);
    const metrics = matchedMetricsFor(subset)
      .map((m, k) => ({ m, k }))
      .sort((a, b) => rank(a.m) - rank(b.m) || a.k - b.k)
      .map((x) => x.m);
    const rows = [["metric", "value", "95% interval", "count", "selected bounds", "sign test p", "better"]];
    for (const m of metrics) rows.push([m.name, ...cells(m, s.metrics[m.name]!)]);
    out.push(...columns(rows));
    const { inputs_not_identical: differ, lengths_differ: lengths } = s.assumption;
    if (differ.length > 0 || lengths.length > 0) {
      const parts = [
        ...(differ.length > 0 ? [`inputs differ before s: ${differ.length}${firstIds(differ)}`] : []),
        ...(lengths.length > 0
          ? [`input lengths differ by more than one sample: ${lengths.length}${firstIds(lengths)}`]
          : []),
      ];
      out.push(
        `  warning: the net rates assume the two runs of a sample are exchangeable; scored anyway: ${parts.join("; ")}`,
      );
      const nets = metrics
        .filter((m) => m.kind === "difference" && rank(m) === 0)
        .map((m) => {
          const d = s.identical_inputs[m.name]!;
          return `${m.name} ${fixed3(d.value)} (${d.a}−${d.b}/${d.n})`;
        });
      if (differ.length > 0 && nets.length > 0) out.push(`  over identical inputs only: ${nets.join(" · ")}`);
    }
  }
  out.push("", `signature: ${signature(u)}`);
  return out.join("\n") + "\n";
}
