/**
 * The report of a Full-Duplex-Bench v1.5 input (docs/matched-runs.md), pure: from each input's
 * matched score at the chosen yield margin and at the sensitivity margins (0.25, 0.5 and 1 s), the
 * self-contained page with chart placeholders. The first page sums up every subset's ranked
 * metrics; each subset then gets its outcome counts, every metric with its interval and bounds,
 * the single-run stop beside the control's with the survival curves of both, the net rates over
 * the samples whose inputs agree before the onset, and the samples whose outcome depends on the
 * margin. An appendix records the settings and hashes. Several inputs get one part each.
 */
import { stopSurvival, stopSurvivalChart } from "../charts/stop-survival.js";
import { convertedFromOf, convertedSummary } from "../audio/converted.js";
import { fixed3 } from "../metrics/format.js";
import type { MatchedSubsetResult } from "../matched/aggregate.js";
import { matchedCells } from "../matched/cells.js";
import { DEFAULT_YIELD_MARGIN_S, MATCHED_SUBSETS, type MatchedSubset } from "../matched/constants.js";
import { matchedMetricsFor } from "../matched/registry.js";
import { MATCHED_OUTCOMES, type MatchedRow } from "../matched/row.js";
import { type LoadedMatchedInput, type MatchedScored, scoreMatched } from "../matched/score.js";
import { DEFAULT_VAD_SETTINGS, settingText, type VadSettings, vadSettingsFromJson } from "../vad/settings.js";
import { type Cell, esc, heading, noData, note, nowrap, num, table } from "../view/markup.js";
import type { ReportSection } from "./context.js";
import { chartFigure, fillCharts } from "./figures.js";
import { matchedMetricTable } from "./matched-metric-table.js";
import { renderSvg } from "../charts/render.js";
import { reportPage } from "./assemble.js";

/** The margins the sensitivity study scores besides the chosen one. */
export const SENSITIVITY_MARGINS_S = [0.25, 0.5, 1] as const;

/** One v1.5 input of the report: its score at the chosen margin, and at each sensitivity margin. */
export interface MatchedReportInput {
  name: string;
  scored: MatchedScored;
  byMargin: readonly { margin: number; scored: MatchedScored }[];
}

export interface MatchedReportContext {
  title: string;
  inputs: readonly MatchedReportInput[];
}

export function matchedDefaultTitle(names: readonly string[]): string {
  return `Full-Duplex-Bench v1.5 matched runs: ${names.join(", ")}`;
}

/**
 * The context of a v1.5 report from loaded folders: each scored at the VAD setting and the chosen
 * yield margin, and again at each sensitivity margin (the pipeline run at other settings, as a
 * sweep does; no view recomputes a metric).
 */
export function matchedReportContext(
  inputs: readonly { name: string; input: LoadedMatchedInput }[],
  opts: { title?: string; yieldMargin?: number; vad?: VadSettings } = {},
): MatchedReportContext {
  const vad = opts.vad ?? DEFAULT_VAD_SETTINGS;
  const margin = opts.yieldMargin ?? DEFAULT_YIELD_MARGIN_S;
  return {
    title: opts.title ?? matchedDefaultTitle(inputs.map((x) => x.name)),
    inputs: inputs.map((x) => ({
      name: x.name,
      scored: scoreMatched(x.input, vad, margin),
      byMargin: SENSITIVITY_MARGINS_S.map((m) => ({ margin: m, scored: scoreMatched(x.input, vad, m) })),
    })),
  };
}

const eligibleRows = (s: MatchedScored, subset: string): MatchedRow[] =>
  s.rows.filter((r): r is MatchedRow => r.eligible && r.subset === subset);

const presentSubsets = (s: MatchedScored): MatchedSubset[] =>
  MATCHED_SUBSETS.filter((x) => s.unified.subsets[x] !== undefined);

function titleBlock(ctx: MatchedReportContext): string {
  const first = ctx.inputs[0]!.scored.unified;
  const names = ctx.inputs.map((x) => x.name);
  const what =
    `${names.length === 1 ? "Input" : "Inputs"}: ${names.join(", ")} · ${first.definitions} · ` +
    `${first.tool.name} ${first.tool.version} · yield margin δ = ${first.yield_margin_s} s · hashes and settings in the appendix`;
  const converted = ctx.inputs.flatMap((x) => {
    const text = convertedSummary(convertedFromOf(x.scored.unified.inputs) ?? {});
    return text === null ? [] : [`<p class="subtitle" data-converted>${esc(`${x.name}: ${text}.`)}</p>`];
  });
  return [
    `<h1>${esc(ctx.title)}</h1>`,
    `<p class="subtitle">${esc(what)}</p>`,
    ...converted,
    note(
      "Each sample was run twice: with the overlap event (output.wav) and without it (clean_output.wav, the " +
        "control). Both runs are read on one clock; the net rates (an event minus its reverse, over the same " +
        "samples) estimate the overlap's effect for deterministic and sampling systems alike. Numbers show three " +
        'decimals; "not reached" is a quantile that falls on a sample with no observed end or reply.',
    ),
  ].join("\n");
}

function assumptionWarning(name: string, result: MatchedSubsetResult, subset: string): string {
  const a = result.assumption;
  const parts = [
    a.inputs_not_identical.length
      ? `${a.inputs_not_identical.length} with inputs that differ before s (${a.inputs_not_identical.join(", ")})`
      : null,
    a.lengths_differ.length
      ? `${a.lengths_differ.length} with input lengths that differ (${a.lengths_differ.join(", ")})`
      : null,
  ].filter(Boolean);
  if (parts.length === 0) return "";
  return `<p class="warning">${esc(
    `${name} ${subset}: the two runs are assumed exchangeable without the overlap, but ` +
      `${parts.join(" and ")}. They are scored and counted; the net rates over identical inputs alone are below.`,
  )}</p>`;
}

function summarySection(ctx: MatchedReportContext): ReportSection {
  const parts: string[] = [];
  for (const x of ctx.inputs) {
    for (const subset of presentSubsets(x.scored)) {
      const result = x.scored.unified.subsets[subset]!;
      const k = result.counts;
      const label = ctx.inputs.length > 1 ? `${x.name}: ${subset}` : subset;
      parts.push(heading(4, label));
      parts.push(
        note(
          `${k.selected} samples: ${k.eligible} eligible, ${k.yielded} yielded, ${k.extended} extended, ` +
            `${k.ended_anyway} ended anyway, ${k.continued} continued, ${k.not_exercised} not exercised, ` +
            `${k.onset_mismatch} onset mismatches.`,
        ),
      );
      parts.push(matchedMetricTable("matched-summary", subset, result, true));
      parts.push(assumptionWarning(x.name, result, subset));
    }
  }
  parts.push(
    note(
      'A metric marked "closer to 0" is best near zero: for a backchannel, talk to others or background speech ' +
        "the model should not react. A net rate near 0 cannot tell no reaction from yields and extensions that " +
        "cancel: read yield_rate and extension_rate beside it.",
    ),
  );
  return { title: "Summary", html: parts.join("\n") };
}

function outcomeTable(result: MatchedSubsetResult): string {
  const k = result.counts;
  const head = ["declared", "selected", "eligible", "ineligible", ...MATCHED_OUTCOMES];
  const reasons = Object.entries(k.ineligible_reasons).map(([r, n]) => `${n} × ${r}`);
  return [
    table("matched-outcomes", head, [
      [k.declared, k.selected, k.eligible, k.ineligible, ...MATCHED_OUTCOMES.map((o) => k[o])].map((v) =>
        num(String(v)),
      ),
    ]),
    reasons.length ? note(`Ineligible: ${reasons.join("; ")}.`) : "",
  ].join("\n");
}

/** The single-run view beside the control's: stop latencies, the stop effects, the ended-anyway count. */
function stopTable(subset: MatchedSubset, result: MatchedSubsetResult): string {
  const metrics = matchedMetricsFor(subset).filter((m) => m.stop === true);
  const rows = metrics.map((m) => {
    const c = matchedCells(m, result.metrics[m.name]!);
    return [nowrap(m.name), num(c.value), num(c.interval), num(c.count), m.definition];
  });
  return table("matched-stops", ["metric", "value", "95% interval", "count", "what"], rows);
}

function identicalTable(subset: MatchedSubset, result: MatchedSubsetResult): string {
  const rows = matchedMetricsFor(subset)
    .filter((m) => m.kind === "difference")
    .map((m) => {
      const all = matchedCells(m, result.metrics[m.name]!);
      const same = matchedCells(m, result.identical_inputs[m.name]!);
      return [nowrap(m.name), num(all.value), num(all.count), num(same.value), num(same.interval), num(same.count)];
    });
  const head = ["metric", "all samples", "count", "identical inputs", "95% interval", "count"];
  return table("matched-identical", head, rows);
}

/** Samples whose outcome is not the same at every sensitivity margin. */
function marginTable(x: MatchedReportInput, subset: MatchedSubset): string {
  const byMargin = x.byMargin.map((m) => ({
    margin: m.margin,
    outcome: new Map(eligibleRows(m.scored, subset).map((r) => [r.sample_id, r.outcome])),
  }));
  const ids = eligibleRows(x.scored, subset).map((r) => r.sample_id);
  const changing = ids.filter((id) => new Set(byMargin.map((m) => m.outcome.get(id))).size > 1);
  const margins = byMargin.map((m) => `${m.margin} s`).join(", ");
  if (changing.length === 0) return note(`No sample's outcome changes across the margins ${margins}.`);
  const rows = changing.map((id) => [nowrap(id), ...byMargin.map((m): Cell => nowrap(m.outcome.get(id) ?? "n/a"))]);
  return [
    note(`${changing.length} of ${ids.length} samples change outcome across the margins ${margins}:`),
    table("matched-margins", ["sample", ...byMargin.map((m) => `δ = ${m.margin} s`)], rows),
  ].join("\n");
}

function subsetSections(x: MatchedReportInput, part: string | undefined): ReportSection[] {
  return presentSubsets(x.scored).map((subset) => {
    const result = x.scored.unified.subsets[subset]!;
    const rows = eligibleRows(x.scored, subset);
    const survival = stopSurvival(rows, subset);
    const html = [
      outcomeTable(result),
      heading(3, "Metrics"),
      matchedMetricTable("matched-metrics", subset, result, false),
      note(
        result.min_observable_s === null
          ? "No eligible sample."
          : `The shortest time from e to the clock's end is ${fixed3(result.min_observable_s)} s: a response rate ` +
              "at a longer k is a lower bound.",
      ),
      heading(3, "A single run against the control"),
      stopTable(subset, result),
      survival.n === 0
        ? noData("stop-survival", `${subset}: no exercised sample, so there are no stop curves`)
        : chartFigure("stop-survival", stopSurvivalChart(survival, result)),
      note(
        "stop_latency_s is what a single run reports; the control shows how fast the model would have stopped " +
          "anyway. An ended_anyway sample is a fast stop the single run credits and the control explains.",
      ),
      heading(3, "Net rates over samples with identical inputs before s"),
      identicalTable(subset, result),
      heading(3, "Outcomes that depend on the margin"),
      marginTable(x, subset),
    ].join("\n");
    return { title: part === undefined ? subset : `${part}: ${subset}`, html, ...(part === undefined ? {} : { part }) };
  });
}

function appendix(ctx: MatchedReportContext): ReportSection {
  const parts = ctx.inputs.map((x) => {
    const u = x.scored.unified;
    const rows: [string, string | Cell][] = [
      ["input", x.name],
      ...Object.entries(u.inputs).map(([k, v]): [string, string | Cell] => [
        k.replace(/_/g, " "),
        {
          text: Array.isArray(v)
            ? `${v.length}: ${v.join(", ")}`
            : typeof v === "object"
              ? JSON.stringify(v)
              : String(v),
          cls: "hash",
        },
      ]),
      ["definitions", u.definitions],
      ["tool", `${u.tool.name} ${u.tool.version}`],
      ["VAD", `${u.vad.model} (${u.vad.model_sha256}) on ${u.vad.runtime}; ${settingText(vadSettingsFromJson(u.vad))}`],
      [
        "constants",
        Object.entries(u.constants)
          .map(([k, v]) => `${k} ${v}`)
          .join(", "),
      ],
      ["yield margin", `${u.yield_margin_s} s (sensitivity: ${x.byMargin.map((m) => m.margin).join(", ")} s)`],
      [
        "intervals",
        `${u.intervals.confidence} · ${u.intervals.bootstrap_resamples} resamples · seed ${u.intervals.bootstrap_seed} · ${u.intervals.bootstrap_generator}`,
      ],
    ];
    return table("title", ["", ""], rows);
  });
  return { title: "Settings and hashes", html: parts.join("\n") };
}

/** Every section, in order. */
export function matchedReportSections(ctx: MatchedReportContext): ReportSection[] {
  const several = ctx.inputs.length > 1;
  return [
    summarySection(ctx),
    ...ctx.inputs.flatMap((x) => subsetSections(x, several ? x.name : undefined)),
    appendix(ctx),
  ];
}

/** The page with chart placeholders still in it (pure; src/report/figures.ts fills them). */
export function matchedReportSkeleton(ctx: MatchedReportContext): string {
  return reportPage(ctx.title, titleBlock(ctx), matchedReportSections(ctx));
}

/** The finished index.html of a v1.5 report: its charts rendered in document order. */
export async function buildMatchedReportHtml(
  ctx: MatchedReportContext,
  onChart?: (done: number, total: number) => void,
): Promise<string> {
  return fillCharts(matchedReportSkeleton(ctx), (spec, k) => renderSvg(spec, { idPrefix: `c${k + 1}-` }), onChart);
}
