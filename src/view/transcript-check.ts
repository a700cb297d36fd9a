/**
 * A sample view with the transcript check marked (`view --transcript-check`, the report's
 * section): the sample checked against the audio the view already holds (no second VAD run),
 * its unheard words and untranscribed segments handed to the view's word lane, and a subtitle
 * line with each row field the audio-checked transcript changes. The view still draws the
 * transcript and the row as they are.
 */
import {
  sampleViewChart,
  type SampleMedia,
  type SampleViewData,
  type SampleViewOptions,
  type TranscriptMarks,
  type ViewableSample,
} from "../charts/sample-view.js";
import type { ChartSpec } from "../charts/spec.js";
import { inputError } from "../errors.js";
import { sampleRow } from "../unified/rows-from-tree.js";
import { fromMicros } from "../time.js";
import type { VadSettings } from "../vad/settings.js";
import { changeText } from "../transcript-check/cells.js";
import { rowChanges } from "../transcript-check/row-changes.js";
import { checkSample, type SampleCheck } from "../transcript-check/sample-check.js";

/** The view's marks from one sample's check. */
export function marksOf(c: SampleCheck): TranscriptMarks {
  return {
    unheard: c.unheard.map((w) => ({
      start: w.start,
      end: w.end === null || w.end < w.start ? w.start : w.end,
      text: w.text,
    })),
    untranscribed: c.untranscribed.map(([a, b]) => ({ start: fromMicros(a), end: fromMicros(b) })),
  };
}

/** Subtitle lines no wider than this many characters, so the subtitle never widens the view. */
const LINE_CHARS = 96;

/** The subtitle lines of the fields the audio-checked row changes, or one saying it changes none. */
export function changesLines(c: SampleCheck, vad: VadSettings, sample: ViewableSample): string[] {
  const changes = rowChanges(sampleRow(sample, vad)!, sampleRow(c.checked, vad)!);
  const parts = Object.entries(changes).map(([k, v]) => changeText(k, v));
  if (parts.length === 0) return ["audio-checked row: unchanged"];
  const lines = ["audio-checked row:"];
  for (const part of parts) {
    const last = lines[lines.length - 1]!;
    if (last.length + part.length + 2 > LINE_CHARS && last !== "audio-checked row:") lines.push(`  ${part}`);
    else lines[lines.length - 1] = last.endsWith(":") ? `${last} ${part}` : `${last}, ${part}`;
  }
  return lines;
}

/** The view's data and spec with the check marked; the sample needs its output audio. */
export function checkedView(
  view: { sample: ViewableSample; media: SampleMedia; data: SampleViewData },
  vad: VadSettings,
  opts: SampleViewOptions = {},
): { data: SampleViewData; spec: ChartSpec } {
  const { sample, media } = view;
  if (media.probs === null)
    throw inputError(
      sample.sampleId,
      "has no output.wav in this input, so its transcript cannot be checked against audio (--transcript-check)",
    );
  const c = checkSample(
    sample,
    { nSamples: media.nSamples, probs: media.probs },
    vad,
    media.outputEnd_us === undefined ? {} : { audioEnd_us: media.outputEnd_us },
  );
  const data: SampleViewData = {
    ...view.data,
    facts: [...view.data.facts, ...changesLines(c, vad, sample)],
    check: marksOf(c),
  };
  return { data, spec: sampleViewChart(data, opts) };
}
