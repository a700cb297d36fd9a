/**
 * A sample's view in a notebook, with players: one call returns the HTML fragment (the view's
 * SVG, then `<audio controls>` for output.wav and, where present, input.wav, as data URIs) that
 * a cell passes to `tslab.display.html`. Works on a reference tree or a plain folder (a folder
 * with manifest.json is a tree). An unknown or ineligible id throws an Error (InputError) whose
 * message names the id and the reason.
 */
import { renderSvg } from "../charts/render.js";
import type { SampleViewOptions } from "../charts/sample-view.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";
import { audioPlayersHtml, sampleClips } from "../view/audio.js";
import { buildSampleView, type BuiltView } from "../view/build.js";
import { VIEW_CSS } from "../view/page.js";
import { vadEdge, type NotebookVadOptions } from "./tree.js";

/** How `sampleViewHtml` draws: the view's own options, the VAD setting drawn and whether players follow. */
export interface SampleViewHtmlOptions extends SampleViewOptions {
  /** The VAD setting drawn (default: the scoring default). */
  settings?: VadSettings;
  /** Players under the view (default true). */
  audio?: boolean;
  vad?: NotebookVadOptions;
}

/**
 * Build one sample's view of a loaded input (`dir`, the folder it was loaded from, is kept for the
 * notebooks' calls; the loaded input knows it).
 */
export function notebookSampleView(
  _dir: string,
  tree: LoadedInput,
  sampleId: string,
  opts: SampleViewHtmlOptions = {},
): Promise<BuiltView> {
  return buildSampleView(tree, sampleId, opts.settings ?? DEFAULT_VAD_SETTINGS, vadEdge(opts.vad), {
    width: opts.width,
    title: opts.title,
  });
}

/** The view as inline HTML with players, for `tslab.display.html`. */
export async function sampleViewHtml(
  dir: string,
  tree: LoadedInput,
  sampleId: string,
  opts: SampleViewHtmlOptions = {},
): Promise<string> {
  const v = await notebookSampleView(dir, tree, sampleId, opts);
  const svg = await renderSvg(v.spec);
  const players = opts.audio === false ? "" : audioPlayersHtml(sampleClips(v.media, 0, v.data.T), sampleId);
  return (
    `<div class="fdb-sample-view"><style>${VIEW_CSS.replace(/body\{[^}]*\}/, "")}</style><div ` +
    `class="fdb-chart">${svg}</div>${players}</div>`
  );
}
