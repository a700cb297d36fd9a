/**
 * The console lines of a v1.0 interruption subset's `control` block (docs/matched-runs.md "User
 * interruption with a control run"), printed after the subset's v1.0 table: one heading with the
 * control run's counts and margin, then the matched registry's user_interruption metrics, each
 * named `control.<name>` so that no name means two things in one table (`stop_latency_s` is a
 * v1.0 metric too). The table starts at the first metric with a direction (net_yield_rate) and
 * runs in registry order around, so the stop latencies stand beside the stop effects and the
 * ended-anyway share. It reads the block; it computes nothing.
 */
import type {
  MatchedDifferenceResult,
  MatchedLatencyResult,
  MatchedMetricResult,
  MatchedPooledResult,
  MatchedShareResult,
} from "../matched/aggregate.js";
import type { ControlBlock } from "../matched/control.js";
import { MATCHED_OUTCOMES } from "../matched/row.js";
import { type MatchedMetric, matchedMetricsFor } from "../matched/registry.js";
import { fixed3, interval3, latency3, NONE, NOT_REACHED } from "../metrics/format.js";
import { betterLabel } from "../metrics/registry.js";
import { columns } from "./columns.js";

/** The prefix of every control metric's name in a table beside the v1.0 metrics. */
export const CONTROL_PREFIX = "control.";

function cells(
  m: MatchedMetric,
  r: MatchedMetricResult,
): { value: string; interval: string; count: string; bounds: string } {
  if (m.kind === "share") {
    const s = r as MatchedShareResult;
    const count = `${s.count}/${s.n}${s.u > 0 ? ` (u ${s.u})` : ""}`;
    return { value: fixed3(s.value), interval: interval3(s.interval), count, bounds: interval3(s.selected_bounds) };
  }
  if (m.kind === "difference") {
    const d = r as MatchedDifferenceResult;
    const count = `+${d.a} −${d.b} of ${d.n}${d.u > 0 ? ` (u ${d.u})` : ""}, p ${fixed3(d.sign_test_p)}`;
    return { value: fixed3(d.value), interval: interval3(d.interval), count, bounds: interval3(d.selected_bounds) };
  }
  if (m.kind === "pooled") {
    const p = r as MatchedPooledResult;
    const count = `${p.numerator.toFixed(3)}/${p.denominator.toFixed(3)} s`;
    return { value: fixed3(p.value), interval: interval3(p.interval), count, bounds: "" };
  }
  const l = r as MatchedLatencyResult;
  return {
    value: `median ${latency3(l.median, l.n)}, p90 ${latency3(l.p90, l.n)}`,
    interval: l.n ? interval3(l.median_interval, NOT_REACHED) : NONE,
    count: `n=${l.n}${l.u > 0 ? ` (u ${l.u})` : ""}`,
    bounds: "",
  };
}

/** The metrics in table order: from the first with a direction on, then the ones before it. */
export function controlTableOrder(): MatchedMetric[] {
  const all = matchedMetricsFor("user_interruption");
  const lead = Math.max(
    0,
    all.findIndex((m) => m.better !== "context"),
  );
  return [...all.slice(lead), ...all.slice(0, lead)];
}

/** The lines of one control block. */
export function controlLines(b: ControlBlock): string[] {
  const c = b.counts;
  const outcomes = MATCHED_OUTCOMES.map((o) => `${o.replace(/_/g, " ")} ${c[o]}`).join(" · ");
  const out = [
    `  control run (${b.definitions}, yield margin ${fixed3(b.yield_margin_s)} s): with control ${c.selected} · ` +
      `without control ${c.without_control} · eligible ${c.eligible} · ineligible ${c.ineligible} · ${outcomes}`,
  ];
  for (const [reason, n] of Object.entries(c.ineligible_reasons)) out.push(`  control ineligible: ${n} × ${reason}`);
  const rows = [["metric", "value", "95% interval", "count", "selected bounds", "better"]];
  for (const m of controlTableOrder()) {
    const x = cells(m, b.metrics[m.name]!);
    rows.push([`${CONTROL_PREFIX}${m.name}`, x.value, x.interval, x.count, x.bounds, betterLabel(m)]);
  }
  out.push(...columns(rows));
  return out;
}
