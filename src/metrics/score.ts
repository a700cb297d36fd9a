/**
 * The scoring pipeline, one way: validated samples → per-sample rows → aggregates → the
 * `unified.json` object. `scoreSamples` is pure; the edges (reading the tree and running the
 * VAD) are the callers' (`loadInput`, src/input/load.ts).
 */
import { aggregateSubset, type SelectedItem, type SubsetResult } from "./aggregate.js";
import { sampleRow } from "./rows-from-tree.js";
import type { SampleRow } from "./rows.js";
import { BOOTSTRAP_GENERATOR_NAME, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED } from "../stats/index.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { DECLARED, type SubsetName } from "../input/tree/subsets.js";
import { DEFAULT_VAD_SETTINGS, vadSettingsJson, type VadSettings, type VadSettingsJson } from "../vad/settings.js";
import { DEFINITIONS_VERSION, TOOL_NAME, TOOL_VERSION } from "../version.js";

export interface UnifiedJson {
  definitions: string;
  tool: { name: string; version: string };
  inputs: Record<string, unknown>;
  vad: { model: string; model_sha256: string; runtime: string } & VadSettingsJson;
  intervals: { confidence: number; bootstrap_resamples: number; bootstrap_seed: number; bootstrap_generator: string };
  subsets: Record<SubsetName, SubsetResult>;
}

export interface Scored {
  tree: LoadedInput;
  /** Rows of the four scored subsets in output order (the lines of unified-samples.jsonl). */
  rows: SampleRow[];
  unified: UnifiedJson;
}

/** Rows for every selected sample of the scored subsets, in output order. */
export function computeRows(tree: LoadedInput, vad: VadSettings = DEFAULT_VAD_SETTINGS): SampleRow[] {
  return tree.subsets.flatMap((s) => s.samples.map((x) => sampleRow(x, vad)).filter((r): r is SampleRow => r !== null));
}

/** Aggregate one subset's samples given their rows (keyed by sample id). */
export function aggregateFromRows(tree: LoadedInput, subset: SubsetName, rows: Map<string, SampleRow>): SubsetResult {
  const s = tree.subsets.find((x) => x.subset === subset)!;
  const items: SelectedItem[] = s.samples.map((x) => {
    if (!x.eligible) return { eligible: false, reasons: x.reasons };
    const row = rows.get(x.sampleId);
    return { eligible: true, row: row?.eligible ? row : null };
  });
  return aggregateSubset(subset, s.task, DECLARED[subset], items);
}

/** The whole `unified.json` object for a loaded tree and VAD settings (pure). */
export function scoreSamples(tree: LoadedInput, vad: VadSettings = DEFAULT_VAD_SETTINGS): Scored {
  const rows = computeRows(tree, vad);
  const byId = new Map(rows.map((r) => [r.sample_id, r]));
  const subsets = {} as Record<SubsetName, SubsetResult>;
  for (const s of tree.subsets) subsets[s.subset] = aggregateFromRows(tree, s.subset, byId);
  const unified: UnifiedJson = {
    definitions: DEFINITIONS_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    inputs: tree.inputs,
    vad: {
      model: "silero-vad v6.2",
      model_sha256: tree.vad.modelSha256,
      runtime: tree.vad.runtime,
      ...vadSettingsJson(vad),
    },
    intervals: {
      confidence: 0.95,
      bootstrap_resamples: BOOTSTRAP_RESAMPLES,
      bootstrap_seed: BOOTSTRAP_SEED,
      bootstrap_generator: BOOTSTRAP_GENERATOR_NAME,
    },
    subsets,
  };
  return { tree, rows, unified };
}
