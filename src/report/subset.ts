/**
 * One section per subset, for every family: the counts table (declared, selected, eligible,
 * ineligible with each reason, coverage, and the counts the family adds), the metrics table with
 * the console's cells (value, 95% interval, count/n, the unknowns where the family records them,
 * selected bounds, the p-value where a kind carries one, which direction is better, diagnostics
 * marked) and the family's note under it, the reference column from a hash-matched summary.json
 * with its judge label, then what the family draws inside a subset (`ReportText.subsetParts`:
 * interval charts, a group's table and survival curves, results over another selection, the
 * samples whose outcome a setting decides). A subset with no selected sample gets its counts and
 * one note. Then one section per attached block (the control runs), with its family's note.
 */
import { intervalChart, intervalHasData } from "../charts/interval.js";
import { histogramChart } from "../charts/histogram.js";
import { metricPairChart } from "../charts/metric-pair.js";
import { survival, survivalChart } from "../charts/survival.js";
import type { ReferenceStatus } from "../input/tree/summary.js";
import { referenceOf } from "../text/console-score.js";
import { blocksOf, metricName } from "../metrics/blocks.js";
import type { Block, SubsetPart } from "../metrics/family.js";
import { fixed3 } from "../metrics/format.js";
import { cellsOf, kindOf, pColumn } from "../metrics/kinds.js";
import type { AnyMetric } from "../metrics/metric.js";
import type { Score } from "../metrics/score.js";
import { isChosen } from "../metrics/subset-choice.js";
import { type Cell, esc, heading, noData, note, nowrap, num, table } from "../view/markup.js";
import { compact, type ReportContext, type ReportSection } from "./context.js";
import { viewWithoutMedia } from "../view/build.js";
import { chartFigure } from "./figures.js";

/**
 * The block's counts in one line: declared, selected, eligible, ineligible with each reason,
 * coverage, and the counts the family adds ("216 declared · 4 selected · 3 eligible · …").
 */
function countsLine(block: Block): string {
  const s = block.result;
  const c = s.counts as { declared: number; selected: number; eligible: number; ineligible: number } & {
    ineligible_reasons: Record<string, number>;
  };
  const reasons = Object.entries(c.ineligible_reasons).map(([reason, n]) => `${n} ${reason}`);
  const parts = [
    `${c.declared} declared`,
    `${c.selected} selected`,
    `${c.eligible} eligible`,
    `${c.ineligible} ineligible${reasons.length ? ` (${reasons.join("; ")})` : ""}`,
    `coverage ${fixed3(s.coverage)}`,
    ...block.family.presentation.report.countRows(s).map(([label, value]) => `${label} ${value}`),
  ];
  return `<p class="note counts" data-counts="${esc(block.subset)}">Samples: ${esc(parts.join(" · "))}.</p>`;
}

/** A block's metrics as the console prints them; the unknowns and p-value columns where the family has them. */
export function metricsTable(kind: string, block: Block, metrics: readonly AnyMetric[] = block.metrics): string {
  const f = block.family;
  const cells = metrics.map((m) => ({ m, c: cellsOf(f, m, block.result.metrics[m.name]!) }));
  const p = pColumn(f, metrics);
  // The name, interval and bounds stay on one line; a latency's value folds before its p90, so the table fits A4.
  const folding = (text: string): Cell => ({
    text: text.replace(/ /g, "\u00a0").replace(",\u00a0p90", ", p90"),
    cls: "num",
  });
  const rows = cells.map(({ m, c }) => [
    { text: metricName(block, m), cls: m.diagnostic ? "nowrap diagnostic" : "nowrap" },
    folding(c.value),
    num(c.interval),
    num(c.count),
    ...(f.unknowns ? [num(c.unknown)] : []),
    num(c.bounds),
    ...(p ? [num(c.p)] : []),
    c.better,
  ]);
  const head = [
    "metric",
    "value",
    "95% interval",
    "count/n",
    ...(f.unknowns ? ["unknown"] : []),
    "selected bounds",
    ...(p ? [p.head] : []),
    "better",
  ];
  return table(kind, head, rows);
}

/** The official numbers summary.json gives for the subset, in one line ("" without a matched summary.json). */
function referenceLine(reference: ReferenceStatus | undefined, subset: string): string {
  const ref = referenceOf(reference, subset);
  if (!ref) return "";
  const values = ref.values.map(([k, v]) => `${k} ${v}`).join(" · ");
  return `<p class="note" data-reference="${esc(subset)}">Reference (${esc(ref.source)}): ${esc(values)}.</p>`;
}

/** Why a metric has nothing to draw (called only when `intervalHasData` is false). */
function noDataReason(block: Block, m: AnyMetric): string {
  const c = block.result.counts as { selected: number; eligible: number; ineligible?: number };
  if (c.eligible === 0) return `no eligible sample (${c.ineligible} of ${c.selected} selected are ineligible)`;
  const own = block.family.presentation.report.noDataReason(m, block.result);
  if (own !== null) return own;
  if (m.kind === "pooled") return "the pooled denominator is 0";
  return "no sample in the denominator";
}

/** The interval charts of the metrics that have data, then one note per reason for the rest. */
function intervalFigures(block: Block): string {
  const figures: string[] = [];
  const empty = new Map<string, string[]>();
  for (const m of block.metrics) {
    const r = block.result.metrics[m.name]!;
    if (intervalHasData(m, r)) figures.push(chartFigure("interval", intervalChart(block.family, m, r)));
    else empty.set(noDataReason(block, m), [...(empty.get(noDataReason(block, m)) ?? []), m.name]);
  }
  const notes = [...empty].map(([why, names]) => noData("interval", `${names.join(", ")}: ${why}`));
  return [figures.length ? `<div class="charts">${figures.join("")}</div>` : "", ...notes].filter(Boolean).join("\n");
}

/** The samples whose outcome is not the same at every value of a setting's study. */
function studyTable(ctx: ReportContext, subset: string, part: Extract<SubsetPart, { kind: "setting-study" }>): string {
  const setting = ctx.family.settings.find((s) => s.json === part.setting)!;
  const eligible = (rows: readonly object[]) =>
    (rows as readonly { sample_id: string; subset: string; eligible: boolean; outcome?: string }[]).filter(
      (r) => r.eligible && r.subset === subset,
    );
  const byValue = (ctx.studies ?? [])
    .filter((x) => x.setting === part.setting)
    .map((x) => ({ value: x.value, outcome: new Map(eligible(x.rows).map((r) => [r.sample_id, r.outcome])) }));
  const ids = eligible(ctx.scored.rows).map((r) => r.sample_id);
  const changing = ids.filter((id) => new Set(byValue.map((m) => m.outcome.get(id))).size > 1);
  const values = byValue.map((m) => `${m.value} ${setting.unit}`).join(", ");
  if (changing.length === 0) return note(`No sample's outcome changes across the ${setting.label}s ${values}.`);
  const rows = changing.map((id) => [nowrap(id), ...byValue.map((m): Cell => nowrap(m.outcome.get(id) ?? "n/a"))]);
  return [
    note(
      `${changing.length} of ${ids.length} ${ids.length === 1 ? "sample" : "samples"} ` +
        `${changing.length === 1 ? "changes" : "change"} outcome across the ${setting.label}s ${values}:`,
    ),
    table("setting-study", ["sample", ...byValue.map((m) => `${setting.label} ${m.value} ${setting.unit}`)], rows),
  ].join("\n");
}

/** A group's metrics with their definitions, and the survival curves of its latency metrics. */
function groupPart(ctx: ReportContext, block: Block, part: Extract<SubsetPart, { kind: "group" }>): string[] {
  const metrics = block.metrics.filter((m) => m.group === part.group);
  const rows = metrics.map((m) => {
    const c = cellsOf(block.family, m, block.result.metrics[m.name]!);
    return [nowrap(m.name), num(c.value), num(c.interval), num(c.count), m.definition];
  });
  const curves = survival(block, metrics);
  return [
    heading(3, part.heading),
    // with several inputs the values are in the metrics table above: the curves alone
    compact(ctx) ? "" : table("group", ["metric", "value", "95% interval", "count", "what"], rows),
    curves.n === 0
      ? noData("survival", `${block.subset}: no sample in the population, so there are no curves`)
      : chartFigure("survival", survivalChart(curves, block, metrics, part.chart, compact(ctx) ? { height: 110 } : {})),
    note(part.note),
  ];
}

/** The block's results under another selection beside its own. */
function extraPart(block: Block, part: Extract<SubsetPart, { kind: "extra-results" }>): string[] {
  const extra = (block.result as unknown as Record<string, Record<string, object> | undefined>)[part.key] ?? {};
  const rows = block.metrics
    .filter((m) => extra[m.name] !== undefined)
    .map((m) => {
      const all = cellsOf(block.family, m, block.result.metrics[m.name]!);
      const same = cellsOf(block.family, m, extra[m.name]!);
      return [nowrap(m.name), num(all.value), num(all.count), num(same.value), num(same.interval), num(same.count)];
    });
  // the same selection as all samples (every sample's inputs identical): one line, not a copy of the table
  const same = block.metrics.every(
    (m) =>
      extra[m.name] === undefined || JSON.stringify(extra[m.name]) === JSON.stringify(block.result.metrics[m.name]),
  );
  if (same) return [note(`${part.heading}: the same as over all samples (${part.label}: every sample).`)];
  const head = ["metric", "all samples", "count", part.label, "95% interval", "count"];
  return [heading(3, part.heading), table("extra-results", head, rows)];
}

/** A histogram of a metric's per-item values over the block's eligible items. */
function valuesPart(block: Block, part: Extract<SubsetPart, { kind: "values" }>): string[] {
  const m = block.metrics.find((x) => x.name === part.metric);
  if (m?.values === undefined) return [];
  const over = block.family.population(m, block.items).over as never[];
  const values = over.flatMap((it) => [...m.values!(it)]);
  const chart = histogramChart(values, { ...part.chart, chance: m.chance ?? null });
  return [
    heading(3, part.heading),
    values.length === 0 ? noData("values", `${block.subset}: no value to draw`) : chartFigure("values", chart),
    note(part.note),
  ];
}

/** One sample's view, the one the part picks from the rows, drawn from the score alone. */
function samplePart(ctx: ReportContext, block: Block, part: Extract<SubsetPart, { kind: "sample" }>): string[] {
  const id = part.pick(ctx.scored.rows.filter((r) => (r as { subset?: string }).subset === block.subset));
  const kind = block.family.presentation.sampleView;
  const spec = id === null ? null : viewWithoutMedia(kind, ctx.tree, id, ctx.scored.vad, ctx.scored.values);
  if (spec === null) return [];
  return [heading(3, part.heading), chartFigure("sample", spec), note(part.note)];
}

/** Two metrics of every input as one point each, drawn once: in the first input's part. */
function systemsPart(ctx: ReportContext, block: Block, part: Extract<SubsetPart, { kind: "systems" }>): string[] {
  if (ctx.name !== ctx.systems[0]?.name) return [];
  const mx = block.metrics.find((m) => m.name === part.x);
  const my = block.metrics.find((m) => m.name === part.y);
  if (mx === undefined || my === undefined) return [];
  const at = (s: Score, m: AnyMetric) => {
    const r = blocksOf(s, block.subset).find((b) => b.key === block.key)?.result.metrics[m.name];
    const c = r === undefined ? null : kindOf(block.family, m).cell(r);
    return { v: c?.value ?? null, i: c?.lo != null && c.hi != null ? ([c.lo, c.hi] as [number, number]) : null };
  };
  const points = ctx.systems.map((s) => {
    const [x, y] = [at(s.scored, mx), at(s.scored, my)];
    return { system: s.name, x: x.v, xInterval: x.i, y: y.v, yInterval: y.i };
  });
  const chart = metricPairChart(points, { ...part.chart, chance: my.chance ?? null });
  return [heading(3, part.heading), chartFigure("systems", chart), note(part.note)];
}

function subsetParts(ctx: ReportContext, block: Block, parts: readonly SubsetPart[]): string[] {
  return parts.flatMap((part) => {
    // with several inputs the comparison draws their differences, and each value is in the table above
    if (part.kind === "intervals" && compact(ctx)) return [];
    if (part.kind === "intervals")
      return [
        heading(4, "Intervals"),
        note(
          "Dot: value (median for latencies). Dark bar: 95% interval. Grey band: selected bounds. " +
            "Red tick: p90. Dashed: an end that is not reached.",
        ),
        intervalFigures(block),
      ];
    if (part.kind === "group") return groupPart(ctx, block, part).filter(Boolean);
    if (part.kind === "extra-results") return extraPart(block, part);
    if (part.kind === "values") return valuesPart(block, part);
    if (part.kind === "sample") return samplePart(ctx, block, part);
    if (part.kind === "systems") return systemsPart(ctx, block, part);
    return [heading(3, part.heading), studyTable(ctx, block.subset, part)];
  });
}

/** An attached block's part of its subset's section: its family's heading and note, its metrics and drawings. */
function attachedPart(ctx: ReportContext, b: Block): string[] {
  const text = b.family.presentation.report;
  return [
    heading(3, text.attachedTitle(b.subset, b.key!)),
    note(text.attachedNote(b.result)),
    metricsTable(`${b.key}-metrics`, b),
    ...subsetParts(ctx, b, text.attachedParts ?? []),
  ];
}

/**
 * A subset's section: its counts in a line, its metrics, the family's notes, the reference line
 * and what the family draws, then the blocks attached to it. Null for a subset the input selects
 * no sample of (no empty section: the headline tables say which inputs lack it).
 */
export function subsetSection(ctx: ReportContext, subset: string): ReportSection | null {
  const block = blocksOf(ctx.scored, subset).find((b) => b.key === null);
  if (block === undefined || block.result.counts.selected === 0) return null;
  const text = ctx.family.presentation.report;
  const reference = (ctx.tree as { reference?: ReferenceStatus }).reference;
  const title = text.subsetTitle(subset, block.result);
  const attached = ctx.scored.blocks.filter((b) => b.key !== null && b.subset === subset);
  const parts: string[] = [];
  if (block.metrics.length === 0) {
    parts.push(countsLine(block));
    if (attached.length === 0) parts.push(note(text.noMetricsNote));
  } else {
    // the counts and the metrics stay together, and with the heading above them
    parts.push(`<div class="keep">${countsLine(block)}\n${metricsTable("metrics", block)}</div>`);
    const n = text.metricsNote(subset, block.result);
    if (n !== null) parts.push(note(n));
    for (const w of text.warnings(subset, block.result)) parts.push(`<p class="warning">${esc(w)}</p>`);
  }
  parts.push(referenceLine(reference, subset));
  if (block.metrics.length > 0) parts.push(...subsetParts(ctx, block, text.subsetParts));
  for (const b of attached) parts.push(...attachedPart(ctx, b));
  return { title, html: parts.filter(Boolean).join("\n") };
}

/** One section per chosen subset the input holds (every subset without --subsets), its attached blocks inside. */
export function subsetSections(ctx: ReportContext): ReportSection[] {
  return ctx.family.subsets
    .filter((s) => isChosen(ctx.subsets, s))
    .flatMap((subset) => subsetSection(ctx, subset) ?? []);
}

/** One section per block attached to a chosen subset that has no section of its own (a subset of another family). */
export function attachedSections(ctx: ReportContext): ReportSection[] {
  const own = new Set(ctx.family.subsets);
  return ctx.scored.blocks
    .filter((b) => b.key !== null && isChosen(ctx.subsets, b.subset) && !own.has(b.subset))
    .map((b) => {
      const [, ...html] = attachedPart(ctx, b);
      return { title: b.family.presentation.report.attachedTitle(b.subset, b.key!), html: html.join("\n") };
    });
}
