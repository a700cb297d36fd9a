/**
 * One section per subset: the counts table (declared, selected, eligible, ineligible with each
 * reason, coverage, and exercised / not exercised and the observable horizon where they apply),
 * the metrics table with the console's cells (value, 95% interval, count/n, selected bounds,
 * which direction is better, diagnostics marked), the reference column from a hash-matched
 * summary.json with its judge label, and an interval chart per metric. A metric with nothing to
 * draw (no eligible or no exercised sample) gets a "no data" note instead of its chart, and a
 * subset with no selected sample (absent from the tree) gets its counts and one note.
 */
import { intervalChart, intervalHasData } from "../../charts/interval.js";
import type { SubsetResult } from "../../metrics/aggregate.js";
import { metricsFor, splitsExercised, type Metric } from "../../metrics/registry.js";
import { fixed3, metricCells } from "../../metrics/format.js";
import { judgeLabel } from "../../input/tree/summary.js";
import { SUBSETS, type SubsetName } from "../../input/tree/subsets.js";
import type { ReportContext, ReportSection } from "../context.js";
import { chartFigure } from "../figures.js";
import { heading, noData, note, nowrap, num, table, type Cell } from "../../view/markup.js";
import { METRIC } from "../../metrics/names.js";
import { isChosen } from "../../metrics/subset-choice.js";

function countsTable(s: SubsetResult): string {
  const c = s.counts;
  const rows: (string | Cell)[][] = [
    ["declared", num(String(c.declared))],
    ["selected", num(String(c.selected))],
    ["eligible", num(String(c.eligible))],
    ["ineligible", num(String(c.ineligible))],
  ];
  for (const [reason, n] of Object.entries(c.ineligible_reasons)) rows.push([`ineligible: ${reason}`, num(String(n))]);
  rows.push(["coverage (eligible / selected)", num(fixed3(s.coverage))]);
  if (c.exercised !== undefined) {
    rows.push(["exercised (speech at S)", num(String(c.exercised))]);
    rows.push(["not exercised", num(String(c.not_exercised))]);
  }
  if (s.min_observable_s !== undefined) rows.push(["min observable (s)", num(fixed3(s.min_observable_s))]);
  return table("counts", ["count", "samples"], rows);
}

function metricsTable(subset: SubsetName, s: SubsetResult): string {
  const rows = metricsFor(subset).map((m) => {
    const c = metricCells(m, s.metrics[m.name]!);
    // The name and value stay on one line; the interval and bounds fold at their comma, so the table fits A4.
    const folding = (text: string): Cell => ({ text, cls: "num" });
    return [
      { text: m.name, cls: m.diagnostic ? "nowrap diagnostic" : "nowrap" },
      num(c.value),
      folding(c.interval),
      num(c.count),
      folding(c.bounds),
      c.better,
    ];
  });
  return table("metrics", ["metric", "value", "95% interval", "count/n", "selected bounds", "better"], rows);
}

function denominatorNote(subset: SubsetName, s: SubsetResult): string {
  const c = s.counts;
  if (splitsExercised(subset)) {
    return (
      `Every metric but ${METRIC.exercised_rate} is over the ${c.exercised} exercised samples; ` +
      `their selected bounds count the ${c.ineligible} ineligible and ${c.not_exercised} not ` +
      `exercised samples as unknown, over the ${c.selected} selected.`
    );
  }
  return (
    `Shares are over the ${c.eligible} eligible samples; selected bounds count the ` +
    `${c.ineligible} ineligible as unknown, over the ${c.selected} selected.`
  );
}

function referenceBlock(ctx: ReportContext, subset: SubsetName): string {
  const ref = ctx.tree.reference;
  if (ref.status !== "matched") return "";
  const r = ref.summary.subsets[subset];
  if (!r) return "";
  const judge = judgeLabel(r.judge);
  const label = judge ? `Reference (summary.json, judge: ${judge})` : "Reference (summary.json)";
  const rows = Object.entries(r.result).map(([k, v]) => [nowrap(k), num(fixed3(v))]);
  return table("reference", ["official number", "value"], rows, label);
}

/** Why a metric has nothing to draw (called only when `intervalHasData` is false). */
function noDataReason(m: Metric, s: SubsetResult): string {
  const c = s.counts;
  if (c.eligible === 0) return `no eligible sample (${c.ineligible} of ${c.selected} selected are ineligible)`;
  if (m.over === "exercised" && c.exercised === 0)
    return `no exercised sample (none of the ${c.eligible} eligible has speech at S)`;
  if (m.kind === "pooled") return "the pooled denominator is 0";
  return "no sample in the denominator";
}

/** The interval charts of the metrics that have data, then one note per reason for the rest. */
function intervalFigures(metrics: readonly Metric[], s: SubsetResult): string {
  const figures: string[] = [];
  const empty = new Map<string, string[]>();
  for (const m of metrics) {
    const r = s.metrics[m.name]!;
    if (intervalHasData(m, r)) figures.push(chartFigure("interval", intervalChart(m, r)));
    else empty.set(noDataReason(m, s), [...(empty.get(noDataReason(m, s)) ?? []), m.name]);
  }
  const notes = [...empty].map(([why, names]) => noData("interval", `${names.join(", ")}: ${why}`));
  return [figures.length ? `<div class="charts">${figures.join("")}</div>` : "", ...notes].filter(Boolean).join("\n");
}

export function subsetSection(ctx: ReportContext, subset: SubsetName): ReportSection {
  const s = ctx.scored.unified.subsets[subset];
  const parts: string[] = [countsTable(s)];
  const metrics = metricsFor(subset);
  if (s.counts.selected === 0) {
    parts.push(noData("subset", "no sample of this subset is in the input (0 selected), so it has no metric values"));
    parts.push(referenceBlock(ctx, subset));
    return { title: `${subset} (${s.task})`, html: parts.filter(Boolean).join("\n") };
  }
  if (metrics.length === 0) {
    parts.push(
      note(
        "No unified metric for this subset: the official frequency and JSD in the reference " +
          "column are the only numbers (see docs/definitions.md, Backchannel).",
      ),
    );
  } else {
    parts.push(metricsTable(subset, s));
    parts.push(note(denominatorNote(subset, s)));
  }
  parts.push(referenceBlock(ctx, subset));
  if (metrics.length > 0) {
    parts.push(heading(4, "Intervals"));
    parts.push(
      note(
        "Dot: value (median for latencies). Dark bar: 95% interval. Grey band: selected bounds. " +
          "Red tick: p90. Dashed: an end that is not reached.",
      ),
    );
    parts.push(intervalFigures(metrics, s));
  }
  return { title: `${subset} (${s.task})`, html: parts.filter(Boolean).join("\n") };
}

/** One section per chosen subset (every subset without --subsets). */
export function subsetSections(ctx: ReportContext): ReportSection[] {
  return SUBSETS.filter((s) => isChosen(ctx.subsets, s)).map((subset) => subsetSection(ctx, subset));
}
