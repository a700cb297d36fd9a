/**
 * Timelines of a few samples (chosen by ../select.ts): pause samples with their pauses, owned
 * intervals and word onsets; turn-taking samples with E, the words and the latency;
 * interruption samples with S, R, the VAD segments and the words.
 */
import { interruptionTimelineChart, interruptionTimelineData, pauseTimelineChart, pauseTimelineData } from "../../charts/timeline.js";
import { turnTakingTimelineChart, turnTakingTimelineData } from "../../charts/turn-taking-timeline.js";
import type { InterruptionSample, PauseSample, Sample, TurnTakingSample } from "../../tree/sample.js";
import type { ReportContext, ReportSection } from "../context.js";
import { chartFigure } from "../figures.js";
import { noData, note } from "../html.js";
import { interruptionTimelineRows, pauseTimelineRows, turnTakingTimelineRows } from "../select.js";

function sampleById(ctx: ReportContext): Map<string, Sample> {
  return new Map(ctx.tree.subsets.flatMap((s) => s.samples.map((x) => [x.sampleId, x] as const)));
}

export function pauseTimelinesSection(ctx: ReportContext): ReportSection {
  const samples = sampleById(ctx);
  const rows = pauseTimelineRows(ctx.scored.rows);
  const parts = [
    note("Each pause owns the time from its start to the next pause start; the last one owns the time to T. An onset at or after the first pause start (red) is an intrusion; an onset inside [a, b) is also an inside-pause onset. Per subset, the first sample of each kind: an onset inside a pause, an intrusion after the user resumed, a carry-in, no intrusion."),
  ];
  if (rows.length === 0) parts.push(noData("pause-timeline", "no eligible pause sample in either pause subset"));
  for (const r of rows) parts.push(chartFigure("pause-timeline", pauseTimelineChart(pauseTimelineData(samples.get(r.sample_id) as PauseSample, r))));
  return { title: "Pause timelines", html: parts.join("\n") };
}

export function turnTakingTimelinesSection(ctx: ReportContext): ReportSection {
  const samples = sampleById(ctx);
  const rows = turnTakingTimelineRows(ctx.scored.rows);
  const parts = [
    note("E (the end of the user's turn) and the model's words: an onset before E (red) makes an early start, however late the rest; otherwise the first onset at or after E is the response, and the bar from E to it is the latency. No word at all is no_response. The first sample of each outcome."),
  ];
  if (rows.length === 0) parts.push(noData("turn-taking-timeline", "no eligible turn-taking sample"));
  for (const r of rows) parts.push(chartFigure("turn-taking-timeline", turnTakingTimelineChart(turnTakingTimelineData(samples.get(r.sample_id) as TurnTakingSample, r))));
  return { title: "Turn-taking timelines", html: parts.join("\n") };
}

export function interruptionTimelinesSection(ctx: ReportContext): ReportSection {
  const samples = sampleById(ctx);
  const rows = interruptionTimelineRows(ctx.scored.rows);
  const parts = [
    note("The outcome reads the VAD segments at S (speech at onset: a segment with start <= S < end) and at R (speech carried over R: start < R < end), then the first transcribed word at or after R. The first sample of each outcome, and one exercised sample with a restart inside (S, R)."),
  ];
  if (rows.length === 0) parts.push(noData("interruption-timeline", "no eligible interruption sample"));
  for (const r of rows) parts.push(chartFigure("interruption-timeline", interruptionTimelineChart(interruptionTimelineData(samples.get(r.sample_id) as InterruptionSample, r))));
  return { title: "Interruption timelines", html: parts.join("\n") };
}
