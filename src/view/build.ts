/**
 * One sample's view, end to end: find the sample (refusing unknown and ineligible ids), take its
 * row from the per-sample rows at the chosen VAD setting, read its media (audio, cached
 * probabilities) and build the spec. Shared by the `view` command, the notebooks and the report.
 */
import {
  sampleViewChart,
  sampleViewData,
  type SampleMedia,
  type SampleViewData,
  type SampleViewOptions,
  type ViewableSample,
} from "../charts/sample-view.js";
import type { ChartSpec } from "../charts/spec.js";
import type { SampleRow } from "../metrics/rows.js";
import { sampleRow } from "../metrics/rows-from-tree.js";
import type { AnalyzeWavs, LoadedInput } from "../input/tree/loaded-input.js";
import type { VadSettings } from "../vad/settings.js";
import { viewableSample } from "./find.js";
import { sampleMedia } from "./media.js";

export interface BuiltView {
  sample: ViewableSample;
  row: SampleRow;
  media: SampleMedia;
  data: SampleViewData;
  spec: ChartSpec;
}

export async function buildSampleView(
  tree: LoadedInput,
  sampleId: string,
  vad: VadSettings,
  analyze: AnalyzeWavs,
  opts: SampleViewOptions = {},
): Promise<BuiltView> {
  const sample = viewableSample(tree, sampleId, tree.source.kind);
  const row = sampleRow(sample, vad)!;
  const media = await sampleMedia(tree, sample, analyze);
  const data = sampleViewData(sample, row, media, vad);
  return { sample, row, media, data, spec: sampleViewChart(data, opts) };
}
