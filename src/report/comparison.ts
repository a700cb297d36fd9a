/**
 * The "Comparison" section of the report, as static HTML: what is compared and how it is paired;
 * per subset each side's counts and coverage (and for interruption the exercised cross-table),
 * and one table row per registry metric: A and B over the paired set, the paired difference
 * B − A, its 95% paired interval, the discordant counts and McNemar's p; then, set apart by a
 * rule, each side's own value over its own samples and its selected bounds.
 * Charts are optional: the report passes its `chartFigure` (which embeds a vega-lite spec to be
 * rendered later), and the section places a paired-difference chart per subset; a chart with no
 * difference to draw (no sample eligible, or exercised, in both) is a "no data" note instead; a
 * subset neither input selects a sample of is left out, with one note naming it.
 * Pure: it formats a Comparison (src/compare/) and computes nothing.
 */
import { pairedDifferenceChart, pairedDifferenceHasData } from "../charts/paired-difference.js";
import type { ChartSpec } from "../charts/spec.js";
import { PAIRED_HEAD, pairedCells } from "../compare/cells.js";
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
  subset: string,
  paired: PairedBlockJson,
  { block, a, b }: BlockPair,
  names: readonly [string, string],
  noPairs: string | null,
  opts: CompareSectionOptions,
): string[] {
  const f = block.family;
  const [A, B] = names;
  const head = ["metric", ...PAIRED_HEAD.paired, { text: "A own", cls: "own" }, ...PAIRED_HEAD.own.slice(1), "better"];
  const rows = block.metrics.map((m) => {
    const k = pairedCells(f, m, paired.metrics[m.name]!, a?.result.metrics[m.name], b?.result.metrics[m.name]);
    const [ownA, ...own] = k.own;
    // an attached block's table has a heading naming its key, so its metrics keep their own names (the page is narrow)
    return [m.name, ...k.paired.map(num), { text: ownA!, cls: "num nowrap own" }, ...own.map(num), k.better];
  });
  const parts = [table("compare-metrics", head, rows)];
  if (!opts.figure) return parts;
  const label = block.key === null ? subset : `${subset} ${block.key}`;
  const latency = (m: (typeof block.metrics)[number]) => kindOf(f, m).name === "latency";
  const groups = [
    { metrics: block.metrics.filter((m) => !latency(m)), title: `${label}: B − A (${B} − ${A})` },
    { metrics: block.metrics.filter(latency), title: `${label}: B − A, seconds` },
  ].filter((g) => g.metrics.length > 0);
  const caption = "Dot: paired difference; bar: 95% paired bootstrap interval; dashed: an end that is not reached.";
  const has = (g: (typeof groups)[number]) => pairedDifferenceHasData(g.metrics, paired.metrics);
  const drawn = groups.filter(has);
  const empty = groups.filter((g) => !has(g)).flatMap((g) => g.metrics.map((m) => metricName(block, m)));
  const figure = (g: (typeof groups)[number]) =>
    opts.figure!("compare", pairedDifferenceChart(g.metrics, paired.metrics, { title: g.title }), caption);
  if (drawn.length) parts.push(`<div class="charts">${drawn.map(figure).join("")}</div>`);
  if (empty.length) {
    const why = paired.paired_n === 0 ? "no sample is eligible in both" : (noPairs ?? "no paired difference");
    parts.push(noData("compare", `${empty.join(", ")}: ${why}`));
  }
  return parts;
}

export function compareSection(c: Comparison, family: Family, opts: CompareSectionOptions = {}): ReportSection {
  const [A, B] = [c.a.name, c.b.name];
  const text = family.presentation.report;
  const parts: string[] = [note(text.comparisonNote(A, B, c.a.unified.definitions))];
  for (const [subset, s] of Object.entries(c.subsets)) {
    const pairs = blockPairs(c.a.score, c.b.score, subset);
    const own = pairs.find((x) => x.key === null);
    parts.push(heading(3, subset));
    const extra = own?.a ? text.compareSides(own.a.result) : null;
    const sideHead = ["system", "selected", "eligible", "coverage", ...(extra?.head ?? [])];
    const sideRow = (name: string, b: Block | undefined): (string | Cell)[] => {
      if (b === undefined) return [name, num("0"), num("0"), num("n/a"), ...(extra?.head ?? []).map(() => num("n/a"))];
      const r = b.result;
      return [
        name,
        num(String(r.counts.selected)),
        num(String(r.counts.eligible)),
        num(fixed3(r.coverage)),
        ...(extra ? (text.compareSides(r)?.cells ?? []).map(num) : []),
      ];
    };
    parts.push(table("compare-sides", sideHead, [sideRow(`A: ${A}`, own?.a), sideRow(`B: ${B}`, own?.b)]));
    parts.push(note(`${s.paired_n} samples are eligible in both.`));
    const extraPairs = text.pairedExtraTable(s);
    if (extraPairs) parts.push(table("compare-exercised", extraPairs.head, [extraPairs.row.map(num)]));
    // a block without metrics of its own (v1.0 icc_backchannel beside its backchannel block) has no table
    for (const x of pairs.filter((p) => p.block.metrics.length > 0)) {
      const paired = pairedBlock(s, x.key);
      if (x.key !== null) parts.push(heading(4, `${subset}: ${x.key}, paired ${paired.paired_n} (eligible in both)`));
      parts.push(...blockParts(subset, paired, x, [A, B], extraPairs?.noPairs ?? null, opts));
    }
  }
  const empty = emptyNote(c.empty_subsets ?? [], 2);
  if (empty) parts.push(`<p class="note" data-note="empty-subsets">${esc(empty)}</p>`);
  return { title: comparisonTitle(c), html: parts.join("\n") + "\n" };
}
