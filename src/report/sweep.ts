/**
 * The VAD sensitivity sweep: what the grid is, the range each of the four quantities takes over
 * it, a heatmap per quantity across threshold × minimum silence with the scoring default
 * outlined, and a table of every setting's outcome counts and quantities. Without an eligible
 * interruption sample the sweep has nothing to re-score and the section says so; a quantity with
 * no value at any setting because no sample is exercised anywhere is a "no data" note. Left out
 * when --subsets leaves out the interruption subset.
 */
import { type HeatmapScale, sweepHeatmapChart } from "../charts/sweep-heatmap.js";
import { DEFAULT_VAD_SETTINGS, isDefaultSetting, settingText, type VadSettings } from "../vad/settings.js";
import { sweepMetricQuantities, sweepQuantities, type SweepQuantity } from "../score/quantities.js";
import { settingOf, type SweepSetting } from "../score/sweep.js";
import { compact, explainedOnce, selects, type ReportContext, type ReportSection } from "./context.js";
import { chartFigure } from "./figures.js";
import { noData, note, nowrap, num, table, type Cell } from "../view/markup.js";
import { isChosen } from "../metrics/subset-choice.js";

const list = (xs: readonly number[]) => xs.join(", ");

const SWEEP_TITLE = "VAD sensitivity sweep";

/** "(0.5, 250 ms, 100 ms, no padding)" for the scoring default. */
function settingWords(v: VadSettings): string {
  return (
    `(${v.threshold}, ${v.minSpeechDurationMs} ms, ${v.minSilenceDurationMs} ms, ` +
    `${v.speechPadMs === 0 ? "no padding" : `${v.speechPadMs} ms padding`})`
  );
}

function range(settings: readonly SweepSetting[], q: SweepQuantity): string {
  const known = settings.filter((s) => q.value(s) !== null);
  const missing = settings.length - known.length;
  if (known.length === 0) return `${q.key}: ${q.text(settings[0]!)} at every setting`;
  let lo = known[0]!;
  let hi = known[0]!;
  for (const s of known) {
    if (q.value(s)! < q.value(lo)!) lo = s;
    if (q.value(s)! > q.value(hi)!) hi = s;
  }
  const span = q.text(lo) === q.text(hi) ? q.text(lo) : `${q.text(lo)} to ${q.text(hi)}`;
  return `${q.key} ${span}${missing ? ` (${q.text(settings.find((s) => q.value(s) === null)!)} at ${missing})` : ""}`;
}

/**
 * A colour scale that does not exaggerate: a share over its natural range 0 to 1, a count over 0
 * to the subset's eligible samples, anything else (a latency, a pooled ratio) diverging around the
 * scoring default's value, ±50% of it; the values' own range only when the default has none.
 */
function heatmapScale(ctx: ReportContext, q: SweepQuantity): HeatmapScale | undefined {
  if (q.metric?.kind === "share") return { domain: [0, 1], note: "colour: 0 to 1, the whole range" };
  const subset = ctx.family.sweep!.subsets[0]!;
  if (q.metric === null) {
    const n = ctx.scored.unified.subsets[subset]?.counts.eligible ?? 0;
    return n > 0 ? { domain: [0, n], note: `colour: 0 to ${n}, the eligible samples` } : undefined;
  }
  const at = ctx.sweep!.settings.find((s) => isDefaultSetting(settingOf(s)));
  const mid = at === undefined ? null : q.value(at);
  if (mid === null || !Number.isFinite(mid) || mid === 0) return undefined;
  const half = Math.abs(mid) / 2;
  return {
    domain: [mid - half, mid + half],
    mid,
    note: `colour: ±50% of the default's ${q.text(at!)} (white)`,
  };
}

export function sweepSection(ctx: ReportContext): ReportSection | null {
  const SWEEP_SUBSET = ctx.family.sweep!.subsets[0]!;
  if (!isChosen(ctx.subsets, SWEEP_SUBSET) || ctx.sweep === undefined || !selects(ctx, SWEEP_SUBSET)) return null;
  const SWEEP_QUANTITIES = sweepQuantities(ctx.family);
  const SWEEP_METRIC_QUANTITIES = sweepMetricQuantities(ctx.family);
  const { grid, sweep } = ctx;
  const settings = sweep.settings;
  const parts: string[] = [];
  parts.push(
    note(
      explainedOnce(
        ctx,
        SWEEP_TITLE,
        `Interruption outcomes re-computed from the cached Silero probabilities for ` +
          `${settings.length} VAD settings: threshold ${list(grid.threshold)} × min silence ` +
          `${list(grid.minSilenceDurationMs)} ms, min speech ${list(grid.minSpeechDurationMs)} ms, ` +
          `padding ${list(grid.speechPadMs)} ms. The scoring default ` +
          `${settingWords(DEFAULT_VAD_SETTINGS)} gives exactly the ${SWEEP_SUBSET} numbers above. A ` +
          `setting is written threshold / min speech ms / min silence ms / pad ms.`,
        (first) => first.sweep !== undefined && selects(first, SWEEP_SUBSET),
      ),
    ),
  );
  const section = (...more: string[]) => ({ title: SWEEP_TITLE, html: [...parts, ...more].join("\n") });
  if (settings.length === 0) return section();
  if (ctx.scored.unified.subsets[SWEEP_SUBSET]!.counts.eligible === 0)
    return section(noData("sweep", `no eligible ${SWEEP_SUBSET} sample, so the sweep has nothing to re-score`));
  const diagnostics = SWEEP_METRIC_QUANTITIES.filter((q) => q.metric!.diagnostic).map((q) => q.key);
  const diagnosticNote = diagnostics.length
    ? ` ${diagnostics.join(" and ")} ` +
      `${diagnostics.length === 1 ? "is a diagnostic" : "are diagnostics"}: a shorter minimum ` +
      `silence splits speech into more segments, so ` +
      `${diagnostics.length === 1 ? "it does" : "they do"} not rank systems.`
    : "";
  parts.push(note(`Across the grid: ${SWEEP_QUANTITIES.map((q) => range(settings, q)).join("; ")}.${diagnosticNote}`));
  const neverExercised = settings.every((s) => s.counts.exercised === 0);
  const figures: string[] = [];
  const empty: string[] = [];
  for (const q of SWEEP_QUANTITIES) {
    if (neverExercised && settings.every((s) => q.value(s) === null)) empty.push(q.key);
    else
      figures.push(
        chartFigure(
          "sweep-heatmap",
          sweepHeatmapChart(sweep, q, { scale: heatmapScale(ctx, q), cellWidth: 44, cellHeight: 16 }),
        ),
      );
  }
  parts.push(`<div class="charts">${figures.join("")}</div>`);
  if (empty.length)
    parts.push(
      noData(
        "sweep-heatmap",
        `${empty.join(", ")}: no sample is exercised at any setting, so there is no value to map`,
      ),
    );
  // with several inputs the heatmaps carry every value; the table of counts is for a single input's report
  if (compact(ctx)) return section();
  const counts = ["exercised", "not_exercised", "speaking_at_end", "response", "no_response"];
  const head = ["setting", ...counts.map((k) => k.replace(/_/g, " ")), ...SWEEP_METRIC_QUANTITIES.map((q) => q.title)];
  const rows = settings.map((s): (string | Cell)[] => [
    nowrap(`${settingText(settingOf(s))}${isDefaultSetting(settingOf(s)) ? " (default)" : ""}`),
    ...counts.map((k) => num(String(s.counts[k]))),
    ...SWEEP_METRIC_QUANTITIES.map((q) => num(q.text(s))),
  ]);
  return section(table("sweep", head, rows));
}
