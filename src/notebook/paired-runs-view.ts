/**
 * The view of one v1.5 sample in a notebook, with players: the view `fdb-unified view` draws
 * (src/view/paired-runs.ts: the outputs and their inputs as the VAD read them, through the loader,
 * and the chart of src/charts/paired-runs.ts from the sample's row) at the VAD setting and yield
 * margin the folder was scored with, then `<audio controls>` for the four files. One call returns
 * the HTML fragment a cell passes to `tslab.display.html`; a bad id throws an InputError naming it
 * and the closest ids of the folder. Also the drill-down's lookup of that sample by id.
 */
import { renderSvg } from "../charts/render.js";
import type { LoadedMatchedInput, MatchedEligibleSample } from "../input/v15/loaded.js";
import type { MatchedScored } from "../matched/family.js";
import { vadSettingsFromJson } from "../vad/settings.js";
import { audioPlayersHtml } from "../view/audio.js";
import { buildPairedRunsView, pairedRunsSample } from "../view/paired-runs.js";
import { viewFragmentHtml } from "./view.js";

/** How `pairedRunsViewHtml` draws. */
export interface MatchedSampleViewOptions {
  /** The chart's width in pixels (default 640). */
  width?: number;
  /** Players under the view (default true). */
  audio?: boolean;
}

/** The view of `sampleId` of a scored v1.5 folder (its row at the scoring's setting and margin), as inline HTML. */
export async function pairedRunsViewHtml(
  scored: MatchedScored,
  sampleId: string,
  opts: MatchedSampleViewOptions = {},
): Promise<string> {
  const vad = vadSettingsFromJson(scored.unified.vad);
  const v = buildPairedRunsView(scored.input, sampleId, vad, scored.values["yield_margin_s"]!, { width: opts.width });
  return viewFragmentHtml(await renderSvg(v.spec), opts.audio === false ? "" : audioPlayersHtml(v.clips, sampleId));
}

/**
 * The eligible sample of a loaded v1.5 folder with this id, for a drill-down, as the view finds it:
 * an unknown id is an InputError naming the closest ids of the folder, an ineligible one its reasons.
 */
export function findMatchedSample(input: LoadedMatchedInput, sampleId: string): MatchedEligibleSample {
  return pairedRunsSample(input, sampleId);
}
