/**
 * "Reading them together": the caveats of docs/definitions.md that a reader needs beside the
 * numbers, with the figures of this tree filled in where a caveat depends on them (of every
 * input, when there are several).
 */
import { fixed3 } from "../../metrics/format.js";
import type { Scored } from "../../metrics/score.js";
import type { ReportContext, ReportSection } from "../context.js";
import { esc } from "../../view/markup.js";
import { METRIC } from "../../metrics/names.js";

/** "3.200 s for turn-taking", or what is missing when the subset has no eligible sample. */
function horizon(x: number | null | undefined, what: string): string {
  return x === null || x === undefined ? `not defined for ${what} (no eligible sample)` : `${fixed3(x)} s for ${what}`;
}

type Subsets = Scored["unified"]["subsets"];

/** How many eligible interruption samples are not exercised: "1 of 6", per system when several. */
function notExercised(ctx: ReportContext): string {
  const one = (u: Subsets) =>
    `${u.synthetic_user_interruption.counts.not_exercised ?? 0} of ${u.synthetic_user_interruption.counts.eligible}`;
  if (ctx.systems.length === 1)
    return `${one(ctx.scored.unified.subsets)} eligible interruption samples had no detected speech at S here`;
  return (
    `eligible interruption samples with no detected speech at S: ` +
    `${ctx.systems.map((s) => `${one(s.scored.unified.subsets)} for ${s.name}`).join(", ")}`
  );
}

/** The shortest observable horizons of turn-taking and interruption, per system when several. */
function horizons(ctx: ReportContext): string {
  const one = (u: Subsets) =>
    `${horizon(u.candor_turn_taking.min_observable_s, "turn-taking")} and ` +
    `${horizon(u.synthetic_user_interruption.min_observable_s, "interruption")}`;
  if (ctx.systems.length === 1) return one(ctx.scored.unified.subsets);
  return ctx.systems.map((s) => `${one(s.scored.unified.subsets)} (${s.name})`).join("; ");
}

export function readingSection(ctx: ReportContext): ReportSection {
  const items = [
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
      `${notExercised(ctx)}, and whether a sample is exercised depends on the system as well as ` +
      `the dataset. The bounds are worst-case completions under this fixed-onset protocol.`,
    `The interruption outcome only checks the endpoint R; ${METRIC.stop_latency_s}, ` +
      `${METRIC.speech_s_per_interruption_s} and ${METRIC.restart_rate} show what happened in ` +
      `between. None of them tells a reactive stop from an answer that ended on its own. ` +
      `${METRIC.restart_rate} moves with the VAD's minimum silence (see the sweep) and is a ` +
      `diagnostic.`,
    `response_rate_ks is a lower bound when the observable horizon is below k s: here the shortest horizon is ${horizons(ctx)}.`,
    `The intervals cover dataset sampling only, not repeated generations or ASR errors. To ` +
      `compare two systems, pair their rows by sample_id over the samples eligible (and for ` +
      `interruption exercised) in both, and report coverage, ${METRIC.exercised_rate} and the ` +
      `selected bounds as well.`,
    "The official numbers in the reference column measure something else in four places " +
      "(clamped negative latencies, a pause rule that never reads the pauses, non-responders " +
      "leaving the latency average, every interruption sample scored alike): keep them as a " +
      "reference, not as the headline.",
  ];
  return {
    title: "Reading them together",
    html: `<ul class="caveats">${items.map((t) => `<li>${esc(t)}</li>`).join("")}</ul>`,
  };
}
