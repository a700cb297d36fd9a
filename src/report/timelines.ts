/**
 * Timelines of a few samples: pause samples with their pauses, owned intervals and word onsets;
 * turn-taking samples with E, the words and the latency; interruption samples with S, R, the VAD
 * segments and the words. Where the context holds the sample's media (the report command reads
 * it), each is drawn as the sample view instead: the user lane, the output waveform, the Silero
 * probability with both thresholds and the segments, and the labelled words; with `--audio` its
 * players follow (hidden in print, so the PDF shows the views without them). Only samples of the
 * subsets --subsets chooses are drawn. Which samples (pure, deterministic: rows in sample-id
 * order): per pause subset up to three, the first of each kind not yet chosen (an onset inside a
 * pause, an intrusion with no onset inside a pause (the user had resumed), a carry-in, no
 * intrusion at all); for turn-taking the first sample of each outcome (early_start, response,
 * no_response); for interruption the first of each outcome (not_exercised, speaking_at_end,
 * response, no_response), then the first exercised sample with a restart if none is chosen yet.
 */
import {
  interruptionTimelineChart,
  interruptionTimelineData,
  pauseTimelineChart,
  pauseTimelineData,
} from "../charts/timeline.js";
import { turnTakingTimelineChart, turnTakingTimelineData } from "../charts/timeline.js";
import { sampleViewChart, sampleViewData } from "../charts/sample-view.js";
import type { ChartSpec } from "../charts/spec.js";
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";
import type { InterruptionRow, PauseRow, SampleRow, TurnTakingRow } from "../unified/rows.js";
import type { InterruptionSample, PauseSample, Sample, TurnTakingSample } from "../input/tree/sample.js";
import { compact, explainedOnce, selects, type ReportContext, type ReportSection, type SystemPart } from "./context.js";
import { chartFigure } from "./figures.js";
import { noData, note } from "../view/markup.js";
import { chosenRows, isChosen } from "../metrics/subset-choice.js";
import { PAUSE_SUBSETS, type SubsetName } from "../input/tree/subsets.js";
import { sampleViewLegend } from "../view/sample-view-legend.js";

export const PAUSE_TIMELINES_PER_SUBSET = 3;

const PAUSE_KINDS: readonly ((r: PauseRow) => boolean)[] = [
  (r) => r.inside_pause_onset,
  (r) => r.pause_intrusion && !r.inside_pause_onset,
  (r) => r.carry_in,
  (r) => !r.pause_intrusion,
];

export function pauseTimelineRows(rows: readonly SampleRow[]): PauseRow[] {
  const out: PauseRow[] = [];
  for (const subset of PAUSE_SUBSETS) {
    const eligible = rows.filter((r): r is PauseRow => r.subset === subset && r.eligible);
    const chosen: PauseRow[] = [];
    for (const kind of PAUSE_KINDS) {
      if (chosen.length >= PAUSE_TIMELINES_PER_SUBSET) break;
      const r = eligible.find((x) => kind(x) && !chosen.includes(x));
      if (r) chosen.push(r);
    }
    out.push(...chosen);
  }
  return out;
}

const TURN_TAKING_OUTCOMES = ["early_start", "response", "no_response"] as const;

export function turnTakingTimelineRows(rows: readonly SampleRow[]): TurnTakingRow[] {
  const eligible = rows.filter((r): r is TurnTakingRow => r.subset === "candor_turn_taking" && r.eligible);
  return TURN_TAKING_OUTCOMES.flatMap((o) => eligible.filter((x) => x.outcome === o).slice(0, 1));
}

const OUTCOMES = ["not_exercised", "speaking_at_end", "response", "no_response"] as const;

export function interruptionTimelineRows(rows: readonly SampleRow[]): InterruptionRow[] {
  const eligible = rows.filter((r): r is InterruptionRow => r.subset === "synthetic_user_interruption" && r.eligible);
  const chosen = OUTCOMES.flatMap((o) => eligible.filter((x) => x.outcome === o).slice(0, 1));
  const restart = (r: InterruptionRow) => r.speech_at_onset && r.restarts > 0;
  return chosen.some(restart) ? chosen : [...chosen, ...eligible.filter(restart).slice(0, 1)];
}

/**
 * Every row a timeline section draws, in page order (pause, turn-taking, interruption); in a part
 * of a report of several inputs (`several`), the first of each section alone.
 */
export function timelineRows(rows: readonly SampleRow[], several = false): SampleRow[] {
  const kinds: SampleRow[][] = [pauseTimelineRows(rows), turnTakingTimelineRows(rows), interruptionTimelineRows(rows)];
  return kinds.flatMap((k) => (several ? k.slice(0, 1) : k));
}

interface TimelineKind<S extends Sample, R extends SampleRow> {
  title: string;
  /** The chart kind (figure attribute and no-data label). */
  kind: string;
  explanation: string;
  /** The explanation when the samples are drawn as sample views. */
  viewExplanation: string;
  empty: string;
  /** The subsets it draws samples of (the section is left out when --subsets leaves out all). */
  subsets: readonly SubsetName[];
  pick: (rows: readonly SampleRow[]) => R[];
  chart: (sample: S, row: R) => ChartSpec;
}

/** One timeline section: an explanation, then a chart per picked row (or a no-data note). */
function timelineSection<S extends Sample, R extends SampleRow>(
  ctx: ReportContext,
  k: TimelineKind<S, R>,
): ReportSection | null {
  if (!k.subsets.some((s) => isChosen(ctx.subsets, s) && selects(ctx, s))) return null;
  const samples = new Map(ctx.tree.subsets.flatMap((s) => s.samples.map((x) => [x.sampleId, x] as const)));
  const picked = k.pick(chosenRows(ctx.subsets, ctx.scored.rows as SampleRow[]));
  // with several inputs, the first sample alone, and the explanation once, in the first input's part
  const rows = compact(ctx) ? picked.slice(0, 1) : picked;
  const full = ctx.media ? `${k.viewExplanation} ${legendNote(ctx, k.title)}` : k.explanation;
  const inFirst = (first: SystemPart) => k.subsets.some((s) => isChosen(ctx.subsets, s) && selects(first, s));
  const explanation = `${explainedOnce(ctx, k.title, full, inFirst)}${compact(ctx) ? " With several inputs, the first sample alone." : ""}`;
  const parts = [note(explanation)];
  if (rows.length === 0) parts.push(noData(k.kind, k.empty));
  for (const r of rows) {
    const sample = samples.get(r.sample_id) as S;
    const media = ctx.media?.get(r.sample_id);
    // The report's rows are scored at the default setting, and so is the view drawn beside them.
    const spec =
      media && sample.eligible && sample.task !== "backchannel"
        ? sampleViewChart(sampleViewData(sample, r, media, DEFAULT_VAD_SETTINGS))
        : k.chart(sample, r);
    parts.push(chartFigure(k.kind, spec));
    const players = ctx.players?.get(r.sample_id);
    if (players) parts.push(players);
  }
  return { title: k.title, html: parts.join("\n") };
}

const PAUSE: TimelineKind<PauseSample, PauseRow> = {
  title: "Pause timelines",
  kind: "pause-timeline",
  explanation:
    "Each pause owns the time from its start to the next pause start; the last one owns the " +
    "time to T. An onset at or after the first pause start (red) is an intrusion; an onset " +
    "inside [a, b) is also an inside-pause onset. Per subset, the first sample of each kind: " +
    "an onset inside a pause, an intrusion after the user resumed, a carry-in, no intrusion.",
  viewExplanation:
    "The pauses are shaded in the user lane; a word onset at or after the first pause start " +
    "(red) is an intrusion, and one inside a pause [a, b) is also an inside-pause onset. Per " +
    "subset, the first sample of each kind: an onset inside a pause, an intrusion after the " +
    "user resumed, a carry-in, no intrusion.",
  empty: "no eligible pause sample in either pause subset",
  subsets: PAUSE_SUBSETS,
  pick: pauseTimelineRows,
  chart: (s, r) => pauseTimelineChart(pauseTimelineData(s, r)),
};

const TURN_TAKING: TimelineKind<TurnTakingSample, TurnTakingRow> = {
  title: "Turn-taking timelines",
  kind: "turn-taking-timeline",
  explanation:
    "E (the end of the user's turn) and the model's words: an onset before E (red) makes an " +
    "early start, however late the rest; otherwise the first onset at or after E is the " +
    "response, and the bar from E to it is the latency. No word at all is no_response. The " +
    "first sample of each outcome.",
  viewExplanation:
    "E (the end of the user's turn) is the dashed rule: an onset before E (red) makes an " +
    "early start, however late the rest; otherwise the first onset at or after E is the " +
    "response, its latency in the subtitle. No word at all is no_response. The first sample " +
    "of each outcome.",
  empty: "no eligible turn-taking sample",
  subsets: ["candor_turn_taking"],
  pick: turnTakingTimelineRows,
  chart: (s, r) => turnTakingTimelineChart(turnTakingTimelineData(s, r)),
};

const INTERRUPTION: TimelineKind<InterruptionSample, InterruptionRow> = {
  title: "Interruption timelines",
  kind: "interruption-timeline",
  explanation:
    "The outcome reads the VAD segments at S (speech at onset: a segment with start <= S < " +
    "end) and at R (speech carried over R: start < R < end), then the first transcribed word " +
    "at or after R. The first sample of each outcome, and one exercised sample with a restart " +
    "inside (S, R).",
  viewExplanation:
    "The outcome reads the VAD segments (shaded under the probability) at S (speech at onset: " +
    "a segment with start <= S < end) and at R (speech carried over R: start < R < end), then " +
    "the first transcribed word at or after R. The first sample of each outcome, and one " +
    "exercised sample with a restart inside (S, R).",
  empty: "no eligible interruption sample",
  subsets: ["synthetic_user_interruption"],
  pick: interruptionTimelineRows,
  chart: (s, r) => interruptionTimelineChart(interruptionTimelineData(s, r)),
};

/** The timeline sections in page order (the first that draws sample views carries their legend). */
const TIMELINE_KINDS = [PAUSE, TURN_TAKING, INTERRUPTION] as const;

export const pauseTimelinesSection = (ctx: ReportContext) => timelineSection(ctx, PAUSE);
export const turnTakingTimelinesSection = (ctx: ReportContext) => timelineSection(ctx, TURN_TAKING);
export const interruptionTimelinesSection = (ctx: ReportContext) => timelineSection(ctx, INTERRUPTION);

/**
 * The title of the section that prints the sample-view legend, once per report: the first
 * timeline section of the first input that draws sample views; null when none does (the
 * transcript check's section then prints it).
 */
export function legendHome(ctx: ReportContext): string | null {
  const first = ctx.parts?.[0];
  if (!first?.media) return null;
  return (
    TIMELINE_KINDS.find((k) => k.subsets.some((s) => isChosen(ctx.subsets, s) && selects(first, s)))?.title ?? null
  );
}

/** The legend where it lives, else a pointer to it. */
export function legendNote(ctx: ReportContext, title: string): string {
  const home = legendHome(ctx);
  const firstPart = ctx.parts[0]?.name === ctx.name;
  if (home === title && firstPart) return sampleViewLegend(ctx.parts.some((p) => p.transcriptCheck !== undefined));
  const where = ctx.parts.length > 1 ? `${ctx.parts[0]!.name}: ${home}` : home;
  return `Marks as in the sample-view legend under "${where}".`;
}
