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
import { pairedDifferenceChart, pairedDifferenceHasData } from "../../charts/paired-difference.js";
import type { ChartSpec } from "../../charts/spec.js";
import { pairedCells } from "../../compare/cells.js";
import type { Comparison } from "../../compare/types.js";
import { esc, heading, noData, note, num, table, type Cell } from "../../view/markup.js";
import { METRIC } from "../../metrics/names.js";
import { metricsFor } from "../../metrics/registry.js";
import { fixed3 } from "../../metrics/format.js";
import { emptySubsetsLine } from "../../metrics/subset-choice.js";
import { SCORED_SUBSETS } from "../../input/tree/subsets.js";
import type { ReportSection } from "../context.js";

export interface CompareSectionOptions {
  /** Embed a chart (the report's `chartFigure`); without it the section has tables only. */
  figure?: (kind: string, spec: ChartSpec, caption?: string) => string;
}

/** "Comparison: B − A", or for one run transcribed twice "Comparison: B − A (same audio, different transcripts)". */
export function comparisonTitle(c: Comparison): string {
  return `Comparison: ${c.b.name} − ${c.a.name}${c.same_audio ? " (same audio, different transcripts)" : ""}`;
}

export function compareSection(c: Comparison, opts: CompareSectionOptions = {}): ReportSection {
  const A = c.a.name;
  const B = c.b.name;
  const parts: string[] = [];
  parts.push(
    note(
      `A = ${A}, B = ${B}, both scored with ${c.a.unified.definitions}. Rows are paired by sample_id over the samples eligible in both, ` +
        `and for interruption metrics other than ${METRIC.exercised_rate} over those exercised in ` +
        `both. "A paired", "B paired", B − A and the 95% paired ` +
        "bootstrap interval (whole samples, 2000 resamples, seed 0) are all over the metric's " +
        "paired n, so B − A is B paired minus A paired. " +
        '"A own" and "B own" are each system\'s value over its own eligible (or exercised) ' +
        "samples, as in its unified.json: do not subtract them. " +
        `Pairing does not remove selection bias: read the coverage, ${METRIC.exercised_rate} and selected bounds beside every difference.`,
    ),
  );
  for (const subset of SCORED_SUBSETS) {
    const s = c.subsets[subset];
    if (!s) continue;
    const sa = c.a.unified.subsets[subset];
    const sb = c.b.unified.subsets[subset];
    parts.push(heading(3, subset));
    const exercised = sa.counts.exercised !== undefined;
    const sideHead = [
      "system",
      "selected",
      "eligible",
      "coverage",
      ...(exercised ? ["exercised", METRIC.exercised_rate, "selected bounds"] : []),
    ];
    const sideRow = (name: string, r: typeof sa): (string | Cell)[] => {
      const ex = r.metrics[METRIC.exercised_rate] as
        | { value: number | null; selected_bounds: [number, number] | null }
        | undefined;
      const bounds = ex?.selected_bounds
        ? `[${fixed3(ex.selected_bounds[0])}, ${fixed3(ex.selected_bounds[1])}]`
        : "n/a";
      return [
        name,
        num(String(r.counts.selected)),
        num(String(r.counts.eligible)),
        num(fixed3(r.coverage)),
        ...(exercised ? [num(String(r.counts.exercised)), num(fixed3(ex?.value)), num(bounds)] : []),
      ];
    };
    parts.push(table("compare-sides", sideHead, [sideRow(`A: ${A}`, sa), sideRow(`B: ${B}`, sb)]));
    parts.push(note(`${s.paired_n} samples are eligible in both.`));
    if (s.exercised) {
      const e = s.exercised;
      parts.push(
        table(
          "compare-exercised",
          ["eligible in both", "exercised in both", `only in A`, `only in B`, "in neither"],
          [
            [
              num(String(s.paired_n)),
              num(String(e.both)),
              num(String(e.only_a)),
              num(String(e.only_b)),
              num(String(e.neither)),
            ],
          ],
        ),
      );
    }
    const head: (string | Cell)[] = [
      "metric",
      "paired n",
      "A paired",
      "B paired",
      "B − A",
      "95% paired interval",
      "A only / B only",
      "McNemar p",
      { text: "A own", cls: "own" },
      "B own",
      "A selected bounds",
      "B selected bounds",
      "better",
    ];
    const rows = metricsFor(subset).map((m) => {
      const k = pairedCells(m, s.metrics[m.name]!, sa.metrics[m.name]!, sb.metrics[m.name]!);
      return [
        m.name,
        num(k.n),
        num(k.a),
        num(k.b),
        num(k.difference),
        num(k.interval),
        num(k.discordant),
        num(k.mcnemar),
        { text: k.ownA, cls: "num nowrap own" },
        num(k.ownB),
        num(k.boundsA),
        num(k.boundsB),
        k.better,
      ];
    });
    parts.push(table("compare-metrics", head, rows));
    if (opts.figure) {
      const metrics = metricsFor(subset);
      const groups = [
        { metrics: metrics.filter((m) => m.kind !== "latency"), title: `${subset}: B − A (${B} − ${A})` },
        { metrics: metrics.filter((m) => m.kind === "latency"), title: `${subset}: B − A, seconds` },
      ].filter((g) => g.metrics.length > 0);
      const caption = "Dot: paired difference; bar: 95% paired bootstrap interval; dashed: an end that is not reached.";
      const drawn = groups.filter((g) => pairedDifferenceHasData(g.metrics, s.metrics));
      const empty = groups
        .filter((g) => !pairedDifferenceHasData(g.metrics, s.metrics))
        .flatMap((g) => g.metrics.map((m) => m.name));
      if (drawn.length)
        parts.push(
          `<div class="charts">${drawn.map((g) => opts.figure!("compare", pairedDifferenceChart(g.metrics, s.metrics, { title: g.title }), caption)).join("")}</div>`,
        );
      if (empty.length) {
        const why =
          s.paired_n === 0
            ? "no sample is eligible in both"
            : s.exercised && s.exercised.both === 0
              ? "no sample is exercised in both"
              : "no paired difference";
        parts.push(noData("compare", `${empty.join(", ")}: ${why}`));
      }
    }
  }
  const empty = emptySubsetsLine(c.empty_subsets ?? [], 2);
  if (empty)
    parts.push(`<p class="note" data-note="empty-subsets">${esc(`${empty[0]!.toUpperCase()}${empty.slice(1)}.`)}</p>`);
  return { title: comparisonTitle(c), html: parts.join("\n") + "\n" };
}
