/**
 * The view of one v1.5 sample in a notebook, with players: its two outputs as the VAD saw them
 * (read through the loader, src/input/load.ts `matchedSampleFile`, and converted by the one audio
 * path, src/audio/vad-audio.ts), drawn by `matchedViewChart` from the sample's row, then
 * `<audio controls>` for output.wav, clean_output.wav and input.wav. One call returns the HTML
 * fragment a cell passes to `tslab.display.html`; a bad id throws an InputError naming it.
 */
import { matchedViewChart, matchedViewData } from "../charts/matched-view.js";
import { renderSvg } from "../charts/render.js";
import { vadAudio } from "../audio/vad-audio.js";
import { VAD_RATE } from "../audio/rates.js";
import { inputError } from "../errors.js";
import { matchedSampleFile } from "../input/load.js";
import type { LoadedMatchedInput, MatchedEligibleSample } from "../input/v15/loaded.js";
import type { MatchedRow } from "../matched/row.js";
import type { MatchedScored } from "../matched/score.js";
import { type AudioClip, audioPlayersHtml, wavClip } from "../view/audio.js";
import { VIEW_CSS } from "../view/page.js";
import { findMatchedSample } from "./matched.js";

/** How `matchedSampleViewHtml` draws. */
export interface MatchedSampleViewOptions {
  /** The chart's width in pixels (default 640). */
  width?: number;
  /** Players under the view (default true). */
  audio?: boolean;
}

/** A file of the sample as the VAD saw it (16 kHz mono over the output's window), as int16 units. */
function heard(input: LoadedMatchedInput, x: MatchedEligibleSample, file: string): Int16Array {
  const f = matchedSampleFile(input, x, file);
  if (f === null) throw inputError(x.sampleId, `${file} is missing`);
  const samples = vadAudio(x.sampleId, file, f.bytes, x.output.nSamples).samples();
  if (samples instanceof Int16Array) return samples;
  return Int16Array.from(samples, (v) => Math.max(-32768, Math.min(32767, Math.round(v * 32768))));
}

const unit = (x: Int16Array): Float64Array => Float64Array.from(x, (v) => v / 32768);

/** The view of `sampleId` of a scored v1.5 folder (its row at the scoring's yield margin), as inline HTML. */
export async function matchedSampleViewHtml(
  scored: MatchedScored,
  sampleId: string,
  opts: MatchedSampleViewOptions = {},
): Promise<string> {
  const x = findMatchedSample(scored.input, sampleId);
  const row = scored.rows.find((r): r is MatchedRow => r.sample_id === sampleId && r.eligible);
  if (row === undefined) throw inputError(sampleId, "no eligible row, so there is nothing to draw");
  const output = heard(scored.input, x, "output.wav");
  const clean = heard(scored.input, x, "clean_output.wav");
  const data = matchedViewData(row, unit(output), unit(clean), scored.unified.yield_margin_s);
  const svg = await renderSvg(matchedViewChart(data, { width: opts.width }));
  let players = "";
  if (opts.audio !== false) {
    const to = x.output.nSamples / VAD_RATE;
    const clip = (label: string, s: Int16Array): AudioClip => ({
      label,
      wav: wavClip(s, VAD_RATE, 0, to),
      from: 0,
      to,
    });
    const input = heard(scored.input, x, "input.wav");
    players = audioPlayersHtml(
      [clip("output.wav", output), clip("clean_output.wav", clean), clip("input.wav", input)],
      sampleId,
    );
  }
  return (
    `<div class="fdb-sample-view"><style>${VIEW_CSS.replace(/body\{[^}]*\}/, "")}</style><div ` +
    `class="fdb-chart">${svg}</div>${players}</div>`
  );
}
