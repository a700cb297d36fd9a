/**
 * The "Comparison" section of the report, as static HTML: what is compared and how it is paired;
 * per subset each side's counts and coverage (and for interruption the exercised cross-table),
 * and one table row per registry metric: A and B over the paired set, the paired difference
 * B − A, its 95% paired interval, the discordant counts and the paired p; then, set apart by a
 * rule, each side's own value over its own samples and its selected bounds.
 * Charts are optional: the report passes its `chartFigure` (which embeds a vega-lite spec to be
 * rendered later), and the section places a paired-difference chart per subset; a chart with no
 * difference to draw (no sample eligible, or exercised, in both) is a "no data" note instead; a
 * subset neither input selects a sample of is left out, with one note naming it.
 * Pure: it formats a Comparison (src/compare/) and computes nothing.
 */
import { pairedDifferenceChart, pairedDifferenceHasData } from "../charts/paired-difference.js";
import type { ChartSpec } from "../charts/spec.js";
import { differenceText, pairedCells } from "../compare/cells.js";
import { type BlockPair, blockPairs, pairedBlock } from "../compare/compare.js";
import type { Comparison, PairedBlockJson } from "../compare/types.js";
import { metricName } from "../metrics/blocks.js";
import type { Block, Family } from "../metrics/family.js";
import { fixed3 } from "../metrics/format.js";
import { kindOf } from "../metrics/kinds.js";
import { emptyNote } from "../text/grid.js";
import { type Cell, esc, heading, noData, note, num, table } from "../view/markup.js";
import type { ReportSection } from "./context.js";

export interface CompareSectionOptions {
  /** Embed a chart (the report's `chartFigure`); without it the section has tables only. */
  figure?: (kind: string, spec: ChartSpec, caption?: string) => string;
}

/** "Comparison: B − A", or for one run transcribed twice "Comparison: B − A (same audio, different transcripts)". */
export function comparisonTitle(c: Comparison): string {
  return `Comparison: ${c.b.name} − ${c.a.name}${c.same_audio ? " (same audio, different transcripts)" : ""}`;
}

/** One block's compared metrics as a table, and its paired-difference charts. */
function blockParts(
  paired: PairedBlockJson,
  { block, a, b }: BlockPair,
  names: readonly [string, string],
  noPairs: string | null,
  opts: CompareSectionOptions,
): string[] {
  const f = block.family;
  const [A, B] = names;
  // six columns, so metric names and numbers never wrap on A4 and a chart fits beside: each side's own
  // values, and which direction is better, are in its part
  const head = ["metric", "n", "A", "B", "B − A [95% interval]", "p"];
  // a metric with no paired sample has nothing to show but n/a: named in one line under the table
  const unpaired = block.metrics.filter((m) => paired.metrics[m.name]!.n === 0);
  const rows = block.metrics
    .filter((m) => !unpaired.includes(m))
    .map((m) => {
      const pm = paired.metrics[m.name]!;
      const k = pairedCells(f, m, pm, a?.result.metrics[m.name], b?.result.metrics[m.name]);
      const [n, pa, pb, , , , p] = k.paired;
      const name: Cell = { text: m.name, cls: m.diagnostic ? "nowrap diagnostic" : "nowrap" };
      return [name, num(n!), num(pa!), num(pb!), num(differenceText(pm)), num(p!)];
    });
  const tableHtml = rows.length ? table("compare-metrics", head, rows) : "";
  const unpairedNote = unpaired.length
    ? `<p class="note" data-unpaired>No paired sample (n = 0), so no difference: ` +
      `${esc(unpaired.map((m) => m.name).join(", "))}.</p>`
    : "";
  if (!opts.figure) return [tableHtml, unpairedNote].filter(Boolean);
  const latency = (m: (typeof block.metrics)[number]) => kindOf(f, m).name === "latency";
  const drawable = block.metrics.filter((m) => !unpaired.includes(m));
  const groups = [
    {
      metrics: drawable.filter((m) => !latency(m)),
      title: `${B} − ${A}${block.key === null ? "" : ` (${block.key})`}`,
    },
    { metrics: drawable.filter(latency), title: `${B} − ${A}, seconds${block.key === null ? "" : ` (${block.key})`}` },
  ].filter((g) => g.metrics.length > 0);
  const has = (g: (typeof groups)[number]) => pairedDifferenceHasData(g.metrics, paired.metrics);
  const drawn = groups.filter(has);
  const empty = groups.filter((g) => !has(g)).flatMap((g) => g.metrics.map((m) => metricName(block, m)));
  const figure = (g: (typeof groups)[number]) =>
    opts.figure!(
      "compare",
      pairedDifferenceChart(g.metrics, paired.metrics, { title: g.title, width: 120, showN: false }),
    );
  // the table and its charts side by side (they wrap below each other on a narrow screen)
  const charts = drawn.length ? `<div class="charts-column">${drawn.map(figure).join("")}</div>` : "";
  const parts = [`<div class="beside">${tableHtml}${charts}</div>`, unpairedNote].filter(Boolean);
  if (empty.length) {
    const why = paired.paired_n === 0 ? "no sample is eligible in both" : (noPairs ?? "no paired difference");
    parts.push(noData("compare", `${empty.join(", ")}: ${why}`));
  }
  return parts;
}

export function compareSection(c: Comparison, family: Family, opts: CompareSectionOptions = {}): ReportSection {
  const [A, B] = [c.a.name, c.b.name];
  const text = family.presentation.report;
  const parts: string[] = [
    note(text.comparisonNote(A, B, c.a.unified.definitions)),
    ...(opts.figure
      ? [
          note(
            "Charts: dot, the paired difference B − A; bar, its 95% paired bootstrap interval; dashed, an end not reached.",
          ),
        ]
      : []),
  ];
  for (const [subset, s] of Object.entries(c.subsets)) {
    const pairs = blockPairs(c.a.score, c.b.score, subset);
    const own = pairs.find((x) => x.key === null);
    parts.push(heading(3, subset));
    // each side's counts in one line ("A: tree · 7 selected · 6 eligible · coverage 0.857 · exercised 5 · …")
    const side = (label: string, name: string, b: Block | undefined): string => {
      if (b === undefined) return `${label}: ${name} · 0 selected`;
      const r = b.result;
      const extra = text.compareSides(r);
      const more = extra ? extra.head.map((h, k) => ` · ${h} ${extra.cells[k]}`).join("") : "";
      return (
        `${label}: ${name} · ${r.counts.selected} selected · ${r.counts.eligible} eligible · ` +
        `coverage ${fixed3(r.coverage)}${more}`
      );
    };
    const both = `${s.paired_n} ${s.paired_n === 1 ? "sample is" : "samples are"} eligible in both`;
    const extraPairs = text.pairedExtraTable(s);
    const pairText = extraPairs ? ` (${extraPairs.head.map((h, k) => `${h} ${extraPairs.row[k]}`).join(" · ")})` : "";
    parts.push(
      `<p class="note sides" data-sides="${esc(subset)}">${esc(side("A", A, own?.a))}<br>${esc(side("B", B, own?.b))}` +
        `<br>${esc(both + pairText)}.</p>`,
    );
    // a block without metrics of its own (v1.0 icc_backchannel beside its backchannel block) has no table
    for (const x of pairs.filter((p) => p.block.metrics.length > 0)) {
      const paired = pairedBlock(s, x.key);
      if (x.key !== null) parts.push(heading(4, `${subset}: ${x.key}, paired ${paired.paired_n} (eligible in both)`));
      parts.push(...blockParts(paired, x, [A, B], extraPairs?.noPairs ?? null, opts));
    }
  }
  const empty = emptyNote(c.empty_subsets ?? [], 2);
  if (empty) parts.push(`<p class="note" data-note="empty-subsets">${esc(empty)}</p>`);
  return { title: comparisonTitle(c), html: parts.join("\n") + "\n" };
}
