/**
 * The view of one v1.5 sample, end to end: find the sample (an unknown id gets the closest ids of
 * that input, an ineligible one its reasons), take its row at the chosen VAD setting and yield
 * margin from the matched pipeline, read both outputs as the VAD saw them and both inputs on
 * their clocks (through the loader) and build the chart (src/charts/paired-runs.ts), each input in
 * a lane under its output, and, for an HTML page, the players of all four: output.wav, input.wav,
 * clean_output.wav, clean_input.wav. Shared by the `view` command and the notebooks.
 */
import { type PairedRunsData, pairedRunsChart, pairedRunsData } from "../charts/paired-runs.js";
import type { ChartSpec } from "../charts/spec.js";
import { matchedAudio } from "../input/load.js";
import type { LoadedMatchedInput, MatchedEligibleSample } from "../input/v15/loaded.js";
import { type MatchedRow, matchedSampleRow } from "../matched/row.js";
import type { VadSettings } from "../vad/settings.js";
import { type AudioClip, wavClip } from "./audio.js";
import { nothingToDraw, sampleById } from "./find.js";
import { drawnInt16 } from "./media.js";

export interface BuiltPairedRunsView {
  sample: MatchedEligibleSample;
  row: MatchedRow;
  data: PairedRunsData;
  spec: ChartSpec;
  /** Both outputs as the VAD saw them, each followed by its input, as int16 units, for the players. */
  clips: AudioClip[];
}

/** The eligible sample of that id, or a one-line input error (closest ids of this input; the reasons). */
export function pairedRunsSample(input: LoadedMatchedInput, sampleId: string): MatchedEligibleSample {
  const x = sampleById(input.subsets, sampleId, "the folder");
  if (!x.eligible) throw nothingToDraw(sampleId, x.reasons);
  return x;
}

const toUnit = (x: Int16Array | Float32Array): ArrayLike<number> =>
  x instanceof Float32Array ? x : Float32Array.from(x, (v) => v / 32768);

export function buildPairedRunsView(
  input: LoadedMatchedInput,
  sampleId: string,
  vad: VadSettings,
  yieldMargin: number,
  opts: { width?: number } = {},
): BuiltPairedRunsView {
  const sample = pairedRunsSample(input, sampleId);
  const row = matchedSampleRow(sample, vad, yieldMargin);
  if (!row.eligible) throw nothingToDraw(sampleId, row.reasons);
  const audio = matchedAudio(input, sample);
  const data = pairedRunsData(row, toUnit(audio.output), toUnit(audio.clean_output), yieldMargin, {
    input: toUnit(audio.input),
    clean_input: toUnit(audio.clean_input),
  });
  const clip = (label: string, x: Int16Array | Float32Array) => {
    const to = x.length / 16000;
    return { label, wav: wavClip(drawnInt16(x), 16000, 0, to), from: 0, to };
  };
  return {
    sample,
    row,
    data,
    spec: pairedRunsChart(data, opts),
    clips: [
      clip("output.wav", audio.output),
      clip("input.wav", audio.input),
      clip("clean_output.wav", audio.clean_output),
      clip("clean_input.wav", audio.clean_input),
    ],
  };
}
