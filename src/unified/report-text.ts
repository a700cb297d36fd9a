/**
 * The v1.0 unified metrics in the report's words: the title, the summary's intro and warning, the
 * notes under a subset's tables, the comparison's pairing note and the caveats of "Reading them
 * together" (docs/definitions.md) with the figures of the scores filled in. The report's generic
 * sections print these; which of its sections an input's part holds is listed here too.
 */
import type { ReportText, SubsetBlock } from "../metrics/family.js";
import { fixed3 } from "../metrics/format.js";
import type { ExercisedTable, SubsetResult } from "./aggregate.js";
import { METRIC } from "./names.js";
import { splitsExercised } from "./registry.js";

/** "3.200 s for turn-taking", or what is missing when the subset has no eligible sample. */
function horizon(x: number | null | undefined, what: string): string {
  return x === null || x === undefined ? `not defined for ${what} (no eligible sample)` : `${fixed3(x)} s for ${what}`;
}

type Subsets = Record<string, SubsetBlock>;
type Named = { name: string; unified: { subsets: Subsets } };

const result = (u: Subsets, subset: string) => u[subset] as SubsetResult;

/** How many eligible interruption samples are not exercised: "1 of 6", per system when several. */
function notExercised(systems: readonly Named[]): string {
  const one = (u: Subsets) => {
    const c = result(u, "synthetic_user_interruption").counts;
    return `${c.not_exercised ?? 0} of ${c.eligible}`;
  };
  if (systems.length === 1)
    return `${one(systems[0]!.unified.subsets)} eligible interruption samples had no detected speech at S here`;
  return (
    `eligible interruption samples with no detected speech at S: ` +
    `${systems.map((s) => `${one(s.unified.subsets)} for ${s.name}`).join(", ")}`
  );
}

/** The shortest observable horizons of turn-taking and interruption, per system when several. */
function horizons(systems: readonly Named[]): string {
  const one = (u: Subsets) =>
    `${horizon(result(u, "candor_turn_taking").min_observable_s, "turn-taking")} and ` +
    `${horizon(result(u, "synthetic_user_interruption").min_observable_s, "interruption")}`;
  if (systems.length === 1) return one(systems[0]!.unified.subsets);
  return systems.map((s) => `${one(s.unified.subsets)} (${s.name})`).join("; ");
}

function reading(systems: readonly Named[]): string[] {
  return [
    "Silence scores perfectly on pause handling, and one canned word right after E counts as " +
      "a response. Read pause restraint and response rates together, from the same system " +
      "configuration; neither is enough alone.",
    `Pause intrusions count every word onset, a one-word "yeah" included: the rules are a ` +
      `strict word-timing proxy that also penalizes acknowledgments a listener might accept. ` +
      `${METRIC.pre_pause_speech_rate} and ${METRIC.carry_in_rate} report the talk before the ` +
      `first pause, which the pause-conditioned rates leave out.`,
    "An early start never counts as a response, and no_response means no transcribed word, " +
      "not every failed sample: a system can have no silent samples and still not reach its " +
      "p90.",
    `Read ${METRIC.exercised_rate} and the selected bounds with every interruption number: ` +
      `${notExercised(systems)}, and whether a sample is exercised depends on the system as well as ` +
      `the dataset. The bounds are worst-case completions under this fixed-onset protocol.`,
    `The interruption outcome only checks the endpoint R; ${METRIC.stop_latency_s}, ` +
      `${METRIC.speech_s_per_interruption_s} and ${METRIC.restart_rate} show what happened in ` +
      `between. None of them tells a reactive stop from an answer that ended on its own. ` +
      `${METRIC.restart_rate} moves with the VAD's minimum silence (see the sweep) and is a ` +
      `diagnostic.`,
    `response_rate_ks is a lower bound when the observable horizon is below k s: here the shortest horizon is ${horizons(systems)}.`,
    `The intervals cover dataset sampling only, not repeated generations or ASR errors. To ` +
      `compare two systems, pair their rows by sample_id over the samples eligible (and for ` +
      `interruption exercised) in both, and report coverage, ${METRIC.exercised_rate} and the ` +
      `selected bounds as well.`,
    "The official numbers in the reference column measure something else in four places " +
      "(clamped negative latencies, a pause rule that never reads the pauses, non-responders " +
      "leaving the latency average, every interruption sample scored alike): keep them as a " +
      "reference, not as the headline.",
  ];
}

function metricsNote(subset: string, block: SubsetBlock): string {
  const c = (block as SubsetResult).counts;
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

function countRows(block: SubsetBlock): [string, string][] {
  const s = block as SubsetResult;
  const c = s.counts;
  const rows: [string, string][] = [];
  if (c.exercised !== undefined) {
    rows.push(["exercised (speech at S)", String(c.exercised)]);
    rows.push(["not exercised", String(c.not_exercised)]);
  }
  if (s.min_observable_s !== undefined) rows.push(["min observable (s)", fixed3(s.min_observable_s)]);
  return rows;
}

export const UNIFIED_REPORT: ReportText = {
  title: (names) => `Full-Duplex-Bench v1.0 unified metrics: ${names.join(", ")}`,
  numbersNote:
    "Numbers are shown as the console shows them: three decimals for shares, rates and " +
    'seconds, integers for counts, "not reached" for a latency quantile that falls on a ' +
    "sample without a response. unified.json keeps full precision.",
  summaryIntro: (systems) => {
    const n = systems.length;
    if (n === 1)
      return `The headline metrics of ${systems[0]}: value and 95% interval, with each subset's coverage (eligible over selected samples).`;
    return (
      `The headline metrics of ${n} systems on one dataset: value and 95% interval, with each subset's coverage; ` +
      "in bold a row's best where a paired test holds (rule below). Δ is a system's " +
      'paired difference against the baseline; for a metric that ranks, "holds" marks a Holm-adjusted p ≤ 0.05.'
    );
  },
  summaryWarning:
    "Read them together. No single number ranks a system: silence scores perfectly on pause " +
    "handling, and one canned word right after the turn counts as a response, " +
    "so read pause restraint and response rates from the same configuration side by side. " +
    "Read every value with its subset's coverage, and every interruption value with " +
    `${METRIC.exercised_rate} and the selected bounds. The intervals cover dataset sampling ` +
    `only. The full caveats are in "Reading them together".`,
  metricsNote,
  subsetTitle: (subset, block) => `${subset} (${(block as SubsetResult).task})`,
  noDataReason: (m, block) => {
    const c = (block as SubsetResult).counts;
    return m.over === "exercised" && c.eligible > 0 && c.exercised === 0
      ? `no exercised sample (none of the ${c.eligible} eligible has speech at S)`
      : null;
  },
  warnings: () => [],
  noMetricsNote:
    "The v1.0 unified definitions have no metric for this subset: its backchannel metrics (rate, take-overs " +
    "and, given the ground truth, timing) follow in their own section (docs/backchannel.md).",
  countRows,
  attachedTitle: (subset, key) => `${subset}: ${key}`,
  attachedNote: () => "",
  compareSides: (block) => {
    const r = block as SubsetResult;
    if (r.counts.exercised === undefined) return null;
    const ex = r.metrics[METRIC.exercised_rate] as
      | { value: number | null; selected_bounds: [number, number] | null }
      | undefined;
    const bounds = ex?.selected_bounds ? `[${fixed3(ex.selected_bounds[0])}, ${fixed3(ex.selected_bounds[1])}]` : "n/a";
    return {
      head: ["exercised", METRIC.exercised_rate, "selected bounds"],
      cells: [String(r.counts.exercised), fixed3(ex?.value), bounds],
    };
  },
  pairedExtraTable: (subset) => {
    const e = subset["exercised"] as ExercisedTable | undefined;
    if (e === undefined) return null;
    return {
      head: ["eligible in both", "exercised in both", "only in A", "only in B", "in neither"],
      row: [String(subset["paired_n"]), String(e.both), String(e.only_a), String(e.only_b), String(e.neither)],
      noPairs: e.both === 0 ? "no sample is exercised in both" : null,
    };
  },
  comparisonNote: (A, B, definitions) =>
    `A = ${A}, B = ${B}, both scored with ${definitions}. Rows are paired by sample_id over the samples eligible in both, ` +
    `and for interruption metrics other than ${METRIC.exercised_rate} over those exercised in ` +
    "both. A, B, B − A and the 95% paired bootstrap interval (whole samples, 2000 resamples, seed 0) are all " +
    "over the metric's paired n, so B − A is B minus A; p is the exact McNemar p of a sample share, the exact sign " +
    "test's over the per-sample differences of a latency, the paired swap test's otherwise (each sample's two values " +
    "swapped at random). Each " +
    "system's own values (over its own samples, as in its unified.json) are in its part: do not subtract them. " +
    `Pairing does not remove selection bias: read the coverage, ${METRIC.exercised_rate} and selected bounds beside every difference.`,
  pairedOver: `the samples eligible in both (for interruption metrics other than ${METRIC.exercised_rate}, exercised in both)`,
  reading,
  drawsSamples: true,
  sections: [
    "response-curves",
    "pause-timelines",
    "turn-taking-timelines",
    "interruption-timelines",
    "transcript-check",
    "sweep",
    "sensitivity",
    "official",
  ],
  subsetParts: [{ kind: "intervals" }],
};
