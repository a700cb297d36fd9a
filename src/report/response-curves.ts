/**
 * The response curves F(t) of turn-taking and interruption, with the note that ties them to the
 * response rates (F at 1, 2, 5 s) and the latency quantiles (where F first reaches 0.5 and 0.9).
 * A curve over no sample (no eligible turn-taking sample, no exercised interruption sample) is a
 * "no data" note instead. A curve of a subset left out by --subsets is left out (the section too
 * when both are).
 */
import { curveMetric, hasCurve, responseCurve, responseCurveChart } from "../charts/response-curve.js";
import { blocksOf } from "../metrics/blocks.js";
import { fixed3 } from "../metrics/format.js";
import type { SubsetResult } from "../unified/aggregate.js";
import { explainedOnce, selects, type ReportContext, type ReportSection } from "./context.js";
import { chartFigure } from "./figures.js";
import { noData, note } from "../view/markup.js";
import { isChosen } from "../metrics/subset-choice.js";

const CURVES_TITLE = "Response curves F(t)";

export function responseCurvesSection(ctx: ReportContext): ReportSection | null {
  const subsets = ctx.family.subsets.filter((s) => isChosen(ctx.subsets, s) && hasCurve(s) && selects(ctx, s));
  if (subsets.length === 0) return null;
  const parts = [
    note(
      explainedOnce(
        ctx,
        CURVES_TITLE,
        "F(t) is the share of samples whose first word starts at most t seconds after the " +
          "reference (E for turn-taking, R for interruption). A sample without a response never " +
          "reaches the curve, so F stays below 1. response_rate_ks is F(k); the median and p90 are " +
          "where F first reaches 0.5 and 0.9, not reached when it never does. Both are read off " +
          "this one curve.",
        (first) => subsets.some((s) => selects(first, s)),
      ),
    ),
  ];
  const figures: string[] = [];
  for (const subset of subsets) {
    // the latency drawn as the curve: its reference instant and the samples it is over
    const { curve: drawn, over } = curveMetric(subset);
    const ref = drawn!.from;
    const result = ctx.scored.unified.subsets[subset] as SubsetResult;
    const curve = responseCurve(ctx.scored.rows, subset);
    if (curve.n === 0) {
      const k = result.counts;
      const why =
        over === "exercised" && k.eligible > 0
          ? `no exercised sample (none of the ${k.eligible} eligible has speech at S), so there is no curve`
          : `no eligible sample (${k.selected} selected), so there is no curve`;
      parts.push(noData("response-curve", `${subset}: ${why}`));
      continue;
    }
    const horizon = result.min_observable_s;
    let caption = `The curve is over the ${curve.n} ${over} ${curve.n === 1 ? "sample" : "samples"}.`;
    if (horizon !== undefined && horizon !== null) {
      // the shares within k seconds whose k is past the horizon
      const own = blocksOf(ctx.scored, subset).find((b) => b.key === null)?.metrics ?? [];
      const lower = own.filter((m) => m.withinS !== undefined && m.kind === "share" && horizon < m.withinS);
      const text = lower.length
        ? `The shortest time from ${ref} to T is ${fixed3(horizon)} s, so ` +
          `${lower.map((m) => m.name).join(", ")} ` +
          `${lower.length === 1 ? "is a lower bound" : "are lower bounds"} (a response after T is ` +
          `not observed).`
        : `Every sample is observed for at least ${fixed3(horizon)} s after ${ref}.`;
      caption = `${text} ${caption}`;
    }
    // two curves side by side, each with its note under it
    figures.push(
      chartFigure("response-curve", responseCurveChart(curve, result, { width: 270, height: 130 }), caption),
    );
  }
  if (figures.length) parts.push(`<div class="charts curves">${figures.join("")}</div>`);
  return { title: CURVES_TITLE, html: parts.join("\n") };
}
