/**
 * The v1.5 scoring pipeline, one way and pure: a loaded v1.5 folder (its validated samples, with
 * the VAD probabilities of both outputs) → per-sample rows at one VAD setting and yield margin →
 * per-subset aggregates → the `unified.json` object of a v1.5 input (docs/matched-runs.md). The
 * edges (reading the folder, running the VAD) are the loader's (src/input/load.ts); every view
 * of a v1.5 input (console, report, view, compare, table, sweep, notebooks) reads this result.
 */
import { BOOTSTRAP_GENERATOR_NAME, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED } from "../stats/index.js";
import { fromMicros, samplesToMicros } from "../time.js";
import { VAD_RATE } from "../audio/rates.js";
import { speechSegments } from "../vad/segments.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings, type VadSettingsJson, vadSettingsJson } from "../vad/settings.js";
import { TOOL_NAME, TOOL_VERSION } from "../version.js";
import { aggregateMatchedSubset, type MatchedItem, type MatchedSubsetResult } from "./aggregate.js";
import { DEFAULT_YIELD_MARGIN_S, MATCHED_CONSTANTS, MATCHED_DEFINITIONS, type MatchedSubset } from "./constants.js";
import { type MatchedResult, matchedRow } from "./row.js";
import type { Segment } from "./runs.js";
import type { LoadedMatchedInput, MatchedOutputAudio, MatchedSample } from "../input/v15/loaded.js";

export type {
  LoadedMatchedInput,
  MatchedEligibleSample,
  MatchedIneligibleSample,
  MatchedOutputAudio,
  MatchedSample,
  MatchedSubsetSamples,
  MatchedTranscript,
} from "../input/v15/loaded.js";

/** The `unified.json` object of a v1.5 input. */
export interface MatchedUnifiedJson {
  definitions: typeof MATCHED_DEFINITIONS;
  tool: { name: string; version: string };
  inputs: Record<string, unknown>;
  vad: { model: string; model_sha256: string; runtime: string } & VadSettingsJson;
  intervals: { confidence: number; bootstrap_resamples: number; bootstrap_seed: number; bootstrap_generator: string };
  constants: typeof MATCHED_CONSTANTS;
  yield_margin_s: number;
  /** The subsets present in the input, in the order of MATCHED_SUBSETS. */
  subsets: Partial<Record<MatchedSubset, MatchedSubsetResult>>;
}

export interface MatchedScored {
  input: LoadedMatchedInput;
  /** One row per selected sample, in output order (the lines of unified-samples.jsonl). */
  rows: MatchedResult[];
  unified: MatchedUnifiedJson;
}

/** An output's Silero segments at a VAD setting, in seconds on the microsecond grid. */
export function segmentsOf(audio: MatchedOutputAudio, vad: VadSettings): Segment[] {
  return speechSegments(audio.probs, audio.nSamples, VAD_RATE, vad).map(([a, b]) => ({
    start: fromMicros(samplesToMicros(a, VAD_RATE)),
    end: fromMicros(samplesToMicros(b, VAD_RATE)),
  }));
}

/** The row of one sample at a VAD setting and yield margin. */
export function matchedSampleRow(x: MatchedSample, vad: VadSettings, yieldMargin: number): MatchedResult {
  if (!x.eligible) return { sample_id: x.sampleId, subset: x.subset, eligible: false, reasons: x.reasons };
  return matchedRow(
    {
      sample_id: x.sampleId,
      subset: x.subset,
      s: fromMicros(x.s_us),
      e: fromMicros(x.e_us),
      T: fromMicros(x.T_us),
      T_clean: fromMicros(x.T_clean_us),
      segments: segmentsOf(x.output, vad),
      clean_segments: segmentsOf(x.clean_output, vad),
      inputs: x.inputs_identical,
      outputs: x.outputs_identical,
    },
    yieldMargin,
  );
}

/** Rows of every selected sample, subset by subset, at a VAD setting and yield margin. */
export function matchedRows(
  input: LoadedMatchedInput,
  vad: VadSettings = DEFAULT_VAD_SETTINGS,
  yieldMargin: number = DEFAULT_YIELD_MARGIN_S,
): MatchedResult[] {
  return input.subsets.flatMap((s) => s.samples.map((x) => matchedSampleRow(x, vad, yieldMargin)));
}

/** A row as aggregation takes it: itself, or its ineligibility reasons. */
function item(r: MatchedResult): MatchedItem {
  return r.eligible ? r : { eligible: false, reasons: r.reasons };
}

/** The whole v1.5 `unified.json` object and the rows, for a loaded folder, a VAD setting and a margin (pure). */
export function scoreMatched(
  input: LoadedMatchedInput,
  vad: VadSettings = DEFAULT_VAD_SETTINGS,
  yieldMargin: number = DEFAULT_YIELD_MARGIN_S,
): MatchedScored {
  const rows = matchedRows(input, vad, yieldMargin);
  const subsets: Partial<Record<MatchedSubset, MatchedSubsetResult>> = {};
  for (const s of input.subsets) {
    const items = rows.filter((r) => r.subset === s.subset).map(item);
    subsets[s.subset] = aggregateMatchedSubset(s.subset, s.declared, items, yieldMargin);
  }
  const unified: MatchedUnifiedJson = {
    definitions: MATCHED_DEFINITIONS,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    inputs: input.inputs,
    vad: {
      model: "silero-vad v6.2",
      model_sha256: input.vad.modelSha256,
      runtime: input.vad.runtime,
      ...vadSettingsJson(vad),
    },
    intervals: {
      confidence: 0.95,
      bootstrap_resamples: BOOTSTRAP_RESAMPLES,
      bootstrap_seed: BOOTSTRAP_SEED,
      bootstrap_generator: BOOTSTRAP_GENERATOR_NAME,
    },
    constants: MATCHED_CONSTANTS,
    yield_margin_s: yieldMargin,
    subsets,
  };
  return { input, rows, unified };
}
