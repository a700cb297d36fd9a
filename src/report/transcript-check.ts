/**
 * "Transcript against audio" (`report --transcript-check`; docs/transcript-check.md): per
 * scored subset what the check found, a table of each metric the transcript can change with its
 * word-based and audio-checked values and flips, the metrics the VAD alone decides named once,
 * a table of the untranscribed leads and the metrics that move at L = 0.2, 0.3 and 0.5 s, a table
 * of every sample with a finding (each kind of FINDING_KINDS a column, linked to its sample view
 * where one is drawn), and a sample view of each changed sample with its findings marked (capped,
 * with a count). Left out without the flag. It reads the check; it computes
 * no metric.
 */
import type { ViewableSample } from "../charts/sample-view.js";
import { sampleViewData } from "../charts/sample-view.js";
import { checkMetricRows } from "../text/console-check.js";
import { fixed3 } from "../metrics/format.js";
import { metricMoves } from "../transcript-check/cells.js";
import { FINDING_KINDS, type Finding, findingsOf, findingText, hasFindings } from "../transcript-check/findings.js";
import type { ReportTranscriptCheck } from "./transcript-check-edge.js";
import { changedSampleIds, TRANSCRIPT_CHECK_VIEWS } from "./transcript-check-edge.js";
import { checkedView } from "../view/transcript-check.js";
import { sampleViewLegend } from "../view/sample-view-legend.js";
import { legendHome, legendNote } from "./timelines.js";
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";
import type { ReportContext, ReportSection } from "./context.js";
import { chartFigure } from "./figures.js";
import { heading, noData, note, nowrap, num, table } from "../view/markup.js";

export const TRANSCRIPT_CHECK_TITLE = "Transcript against audio";

export function transcriptCheckSection(ctx: ReportContext): ReportSection | null {
  const tc = ctx.transcriptCheck;
  if (!tc) return null;
  const { check, media } = tc;
  const parts: string[] = [
    note(
      "Each transcript against its output audio (Silero VAD at the default settings): a word is " +
        "unheard when no stretch of speech (any length) overlaps it; a speech segment is " +
        "untranscribed when no heard word overlaps it (for interruption, only segments ending " +
        "after R, from R on); a transcribed segment whose first heard word starts more than " +
        `L = ${check.json.lead_s} s after its start has an untranscribed lead up to that word. ` +
        "Words starting at or after the end of the file's own audio are neither heard nor " +
        "unheard. The audio-checked column scores the same samples with the unheard " +
        "words taken out and one empty word spanning each untranscribed segment and lead, by the same " +
        "unified rules. An unheard word can be an invented word or speech the VAD missed; an " +
        "untranscribed segment can be speech the ASR missed, a VAD false alarm, or music or " +
        "noise: listen before concluding.",
    ),
  ];
  const legend = legendHome(ctx) === null ? sampleViewLegend(true) : legendNote(ctx, TRANSCRIPT_CHECK_TITLE);
  for (const [subset, s] of Object.entries(check.json.subsets)) {
    const c = s.counts;
    parts.push(heading(3, subset));
    const unchecked =
      c.not_checked > 0
        ? ` ${c.not_checked} not checked (${Object.entries(c.not_checked_reasons)
            .map(([r, n]) => `${n} × ${r}`)
            .join(", ")}), counted as unknown outcomes in the selected bounds.`
        : "";
    parts.push(
      note(
        `${c.checked} of ${c.eligible} eligible samples checked: ${c.unheard_words} of ${c.words} ` +
          `words unheard, ${c.untranscribed_segments} of ${c.segments} segments untranscribed ` +
          `(${fixed3(c.untranscribed_s)} s), ${c.untranscribed_leads} untranscribed leads ` +
          `(${fixed3(c.untranscribed_lead_s)} s), ${c.after_audio_end_words} words after the audio's end; ` +
          `${c.changed_samples} samples change their row.${unchecked}`,
      ),
    );
    const rows = checkMetricRows(subset, s).map(([name, ...cells]) => [nowrap(name!), ...cells.map(num)]);
    parts.push(table("transcript-check", ["metric", "word-based", "audio-checked", "flips (to yes / to no)"], rows));
    if (s.identical_by_construction.length > 0)
      parts.push(
        note(`Decided by the VAD alone, so identical in both columns: ${s.identical_by_construction.join(", ")}.`),
      );
  }

  parts.push(...leadTable(tc.byLead));

  const changed = changedSampleIds(check);
  const drawn = new Set(changed.slice(0, TRANSCRIPT_CHECK_VIEWS));
  const anchor = (id: string) => `tc-${`${ctx.name}-${id}`.replace(/[^A-Za-z0-9_-]/g, "-")}`;
  parts.push(heading(3, "Samples with findings"));
  const found = check.lines.filter(hasFindings);
  if (found.length === 0)
    parts.push(noData("transcript-check-findings", "no finding: every word is heard and every segment transcribed"));
  else {
    parts.push(
      note(
        `Every sample with a finding (${found.length}), with the words and spans found; "view" links to ` +
          `its marked sample view below, drawn for the samples whose row changes (the first ${TRANSCRIPT_CHECK_VIEWS}).`,
      ),
    );
    // each finding on one line: no break at its spaces or after its dash
    const oneLine = (f: Finding) => findingText(f).replace(/ /g, "\u00a0").replace(/–/g, "\u2060–\u2060");
    const rows = found.map((l) => [
      nowrap(l.sample_id),
      ...FINDING_KINDS.map((k) => findingsOf(l, k).map(oneLine).join(", ")),
      Object.keys(l.changes).join(", ") || "none",
      drawn.has(l.sample_id) ? { text: "view", href: `#${anchor(l.sample_id)}` } : "",
    ]);
    const head = ["sample", ...FINDING_KINDS.map((k) => k.name), "row fields changed", ""];
    parts.push(table("transcript-check-findings", head, rows));
  }

  parts.push(heading(3, "Samples whose row changes"));
  if (changed.length > 0) parts.push(note(legend));
  else parts.push(noData("transcript-check-sample", "no sample changes its row: the transcripts agree with the audio"));
  const byId = new Map(ctx.tree.subsets.flatMap((s) => s.samples.map((x) => [x.sampleId, x] as const)));
  for (const id of drawn) {
    const sample = byId.get(id) as ViewableSample;
    const m = media.get(id)!;
    const row = check.transcriptRows.get(id)!;
    const view = checkedView(
      { sample, media: m, data: sampleViewData(sample, row, m, DEFAULT_VAD_SETTINGS) },
      DEFAULT_VAD_SETTINGS,
    );
    parts.push(`<div id="${anchor(id)}">${chartFigure("transcript-check-sample", view.spec)}</div>`);
  }
  if (changed.length > TRANSCRIPT_CHECK_VIEWS) {
    parts.push(
      note(
        `${changed.length - TRANSCRIPT_CHECK_VIEWS} more changed samples not drawn; ` +
          `transcript-check-samples.jsonl of fdb-unified check-transcripts lists every one.`,
      ),
    );
  }
  return { title: TRANSCRIPT_CHECK_TITLE, html: parts.join("\n") };
}

/** The leads and the metrics that move (audio-checked value against word-based) at each L of the lead table. */
function leadTable(byLead: ReportTranscriptCheck["byLead"]): string[] {
  const rows = byLead.map(({ lead_s, json }) => {
    const subsets = Object.entries(json.subsets);
    const leads = subsets.reduce((n, [, s]) => n + s.counts.untranscribed_leads, 0);
    const seconds = subsets.reduce((n, [, s]) => n + s.counts.untranscribed_lead_s, 0);
    const moved = subsets.flatMap(([subset, s]) =>
      Object.entries(s.metrics).flatMap(([name, r]) => (metricMoves(r) ? [`${subset} ${name}`] : [])),
    );
    return [num(`${lead_s} s`), num(String(leads)), num(fixed3(seconds)), moved.length > 0 ? moved.join(", ") : "none"];
  });
  return [
    heading(3, "Untranscribed leads by L"),
    note(
      "How much rests on L: the untranscribed leads over every checked subset at three values of L, " +
        "and the metrics whose audio-checked value differs from the word-based one at that L " +
        "(with the unheard words and untranscribed segments, which do not depend on L).",
    ),
    table("transcript-check-leads", ["L", "leads", "lead seconds", "metrics that move"], rows),
  ];
}
