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
import type { SampleRow } from "../unified/rows.js";
import { sampleRow } from "../unified/rows-from-tree.js";
import type { AnalyzeWavs, LoadedInput } from "../input/tree/loaded-input.js";
import type { VadSettings } from "../vad/settings.js";
import type { SettingValues } from "../metrics/family.js";
import type { LoadedMatchedInput } from "../input/v15/loaded.js";
import { type AudioClip, sampleClips } from "./audio.js";
import { viewableSample } from "./find.js";
import { samplesMedia } from "./media.js";
import { buildPairedRunsView } from "./paired-runs.js";
import { buildUtterancesView } from "./utterances.js";

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
  const media = (await samplesMedia(tree, [sample], analyze)).get(sampleId)!;
  const data = sampleViewData(sample, row, media, vad);
  return { sample, row, media, data, spec: sampleViewChart(data, opts) };
}

/** A sample view as every medium takes it: the chart, the clips of its players, and a v1.0 view's parts. */
export interface AnyView {
  spec: ChartSpec;
  clips: AudioClip[];
  /** The v1.0 view itself (the transcript check draws over it). */
  v10?: BuiltView;
}

/**
 * The view a family declares (`Presentation.sampleView`), by what it draws: "words-and-vad" (a v1.0
 * sample's user lane, waveform, Silero probability, segments and words), "paired-runs" (a v1.5
 * sample's two outputs on one time axis, their runs and the overlap) or "utterances" (a sample's
 * utterances by kind over its listeners' coverage).
 */
export async function buildView(
  kind: string,
  input: unknown,
  sampleId: string,
  vad: VadSettings,
  values: SettingValues,
  analyze: AnalyzeWavs,
  opts: SampleViewOptions = {},
): Promise<AnyView> {
  const plain = viewWithoutMedia(kind, input, sampleId, vad, values, opts);
  if (plain !== null) return { spec: plain, clips: [] };
  if (kind === "paired-runs") {
    const v = buildPairedRunsView(input as LoadedMatchedInput, sampleId, vad, values["yield_margin_s"]!, opts);
    return { spec: v.spec, clips: v.clips };
  }
  const v = await buildSampleView(input as LoadedInput, sampleId, vad, analyze, opts);
  return { spec: v.spec, clips: sampleClips(v.media, 0, v.data.T), v10: v };
}

/** The view of a kind drawn from the score alone (no audio read): "utterances"; null for a kind that reads media. */
export function viewWithoutMedia(
  kind: string,
  input: unknown,
  sampleId: string,
  vad: VadSettings,
  values: SettingValues,
  opts: SampleViewOptions = {},
): ChartSpec | null {
  return kind === "utterances" ? buildUtterancesView(input as LoadedInput, sampleId, vad, values, opts).spec : null;
}
