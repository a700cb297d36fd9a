/**
 * A sample's view in a notebook, with players: one call returns the HTML fragment (the view's
 * SVG, then `<audio controls>` for output.wav and, where present, input.wav, as data URIs) that
 * a cell passes to `tslab.display.html`. Works on a reference tree or a plain folder (a folder
 * with manifest.json is a tree). An unknown or ineligible id throws an Error (InputError) whose
 * message names the id and the reason.
 */
import { renderSvg } from "../charts/render.js";
import type { SampleViewOptions } from "../charts/sample-view.js";
import type { ChartSpec } from "../charts/spec.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { VadEngineOptions } from "../api/index.js";
import { vadEdge } from "../vad/engine/edge.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";
import { audioPlayersHtml, sampleClips } from "../view/audio.js";
import { buildSampleView, type BuiltView } from "../view/build.js";
import { VIEW_CSS } from "../view/page.js";

/** How `sampleViewHtml` draws: the view's own options, the VAD setting drawn and whether players follow. */
export interface SampleViewHtmlOptions extends SampleViewOptions {
  /** The VAD setting drawn (default: the scoring default). */
  settings?: VadSettings;
  /** Players under the view (default true). */
  audio?: boolean;
  vad?: VadEngineOptions;
}

/** A view's SVG, then its players, as one HTML fragment in the view page's style. */
export function viewFragmentHtml(svg: string, players: string): string {
  return (
    `<div class="fdb-sample-view"><style>${VIEW_CSS.replace(/body\{[^}]*\}/, "")}</style><div ` +
    `class="fdb-chart">${svg}</div>${players}</div>`
  );
}

/**
 * One sample's view of a loaded input as inline HTML with its players (output.wav and, where
 * present, input.wav); `redraw` draws the built view another way (the transcript check's marks).
 */
export async function markedViewHtml(
  tree: LoadedInput,
  sampleId: string,
  opts: SampleViewHtmlOptions,
  redraw: (v: BuiltView) => ChartSpec = (v) => v.spec,
): Promise<string> {
  const drawn = { width: opts.width, title: opts.title };
  const v = await buildSampleView(tree, sampleId, opts.settings ?? DEFAULT_VAD_SETTINGS, vadEdge(opts.vad), drawn);
  const svg = await renderSvg(redraw(v));
  const players = opts.audio === false ? "" : audioPlayersHtml(sampleClips(v.media, 0, v.data.T), sampleId);
  return viewFragmentHtml(svg, players);
}

/**
 * The view as inline HTML with players, for `tslab.display.html` (`dir`, the folder `tree` was
 * loaded from, is kept for the notebooks' calls; the loaded input knows it).
 */
export function sampleViewHtml(
  _dir: string,
  tree: LoadedInput,
  sampleId: string,
  opts: SampleViewHtmlOptions = {},
): Promise<string> {
  return markedViewHtml(tree, sampleId, opts);
}
