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
import type { ReportContext, ReportSection } from "./context.js";
import { chartFigure } from "./figures.js";
import { noData, note } from "../view/markup.js";
import { isChosen } from "../metrics/subset-choice.js";

/** The chosen subsets with a latency drawn as a curve, with its reference instant and population. */
function curvesOf(ctx: ReportContext) {
  return ctx.family.subsets
    .filter((s) => isChosen(ctx.subsets, s) && hasCurve(s))
    .map((subset) => {
      const m = curveMetric(subset);
      return { subset, ref: m.curve!.from, over: m.over };
    });
}

/** The k of each share within k seconds of a subset, and the name of one. */
const withinMetrics = (ctx: ReportContext, subset: string) =>
  (blocksOf(ctx.scored, subset).find((b) => b.key === null)?.metrics ?? []).filter(
    (m) => m.withinS !== undefined && m.kind === "share",
  );

export function responseCurvesSection(ctx: ReportContext): ReportSection | null {
  const curves = curvesOf(ctx);
  if (curves.length === 0) return null;
  const parts = [
    note(
      "F(t) is the share of samples whose first word starts at most t seconds after the " +
        "reference (E for turn-taking, R for interruption). A sample without a response never " +
        "reaches the curve, so F stays below 1. response_rate_ks is F(k); the median and p90 are " +
        "where F first reaches 0.5 and 0.9, not reached when it never does. Both are read off " +
        "this one curve.",
    ),
  ];
  for (const c of curves) {
    const result = ctx.scored.unified.subsets[c.subset] as SubsetResult;
    const curve = responseCurve(ctx.scored.rows, c.subset);
    if (curve.n === 0) {
      const k = result.counts;
      const why =
        c.over === "exercised" && k.eligible > 0
          ? `no exercised sample (none of the ${k.eligible} eligible has speech at S), so there is no curve`
          : `no eligible sample (${k.selected} selected), so there is no curve`;
      parts.push(noData("response-curve", `${c.subset}: ${why}`));
      continue;
    }
    parts.push(chartFigure("response-curve", responseCurveChart(curve, result)));
    const horizon = result.min_observable_s;
    if (horizon !== undefined && horizon !== null) {
      const lower = withinMetrics(ctx, c.subset).filter((m) => horizon < m.withinS!);
      const text = lower.length
        ? `${c.subset}: the shortest time from ${c.ref} to T is ${fixed3(horizon)} s, so ` +
          `${lower.map((m) => m.name).join(", ")} ` +
          `${lower.length === 1 ? "is a lower bound" : "are lower bounds"} (a response after T is ` +
          `not observed).`
        : `${c.subset}: every sample is observed for at least ${fixed3(horizon)} s after ${c.ref}.`;
      parts.push(note(`${text} The curve is over the ${curve.n} ${c.over} samples.`));
    }
  }
  return { title: "Response curves F(t)", html: parts.join("\n") };
}
