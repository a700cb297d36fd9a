/**
 * Scoring, one way for every family: a loaded input → the rows and per-subset blocks of the
 * family that scores its version → the blocks and row objects of every family attached to it →
 * one `unified.json` object (the header every score shares, the family's own header keys, the
 * subsets with their attached blocks as their last keys) and the lines of `unified-samples.jsonl`
 * (an attached family's object as its row's last key), with the list of metric blocks every
 * view reads. Pure: the edges (reading the input, running the VAD) are the loader's.
 */
import { BOOTSTRAP_GENERATOR_NAME, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED } from "../stats/index.js";
import { vadSettingsJson, type VadSettings, type VadSettingsJson } from "../vad/settings.js";
import { TOOL_NAME, TOOL_VERSION } from "../version.js";
import type { Block, Family, SettingValues, SubsetBlock } from "./family.js";
import { metricsOf } from "./metric.js";

/** What every score's `unified.json` starts with, then the family's own keys, then `subsets`. */
export interface UnifiedJson {
  definitions: string;
  tool: { name: string; version: string };
  inputs: Record<string, unknown>;
  vad: { model: string; model_sha256: string; runtime: string } & VadSettingsJson;
  intervals: { confidence: number; bootstrap_resamples: number; bootstrap_seed: number; bootstrap_generator: string };
  subsets: Record<string, SubsetBlock>;
}

/** What a score reads of any loaded input. */
export interface ScorableInput {
  inputs: Record<string, unknown>;
  vad: { modelSha256: string; runtime: string };
}

/** A scored input: its family and the families attached, the settings, the rows, `unified.json` and its blocks. */
export interface Score<I extends ScorableInput = ScorableInput> {
  /** The family that scored the input's version. */
  family: Family;
  /** The attached families that added a block to this input, in registration order. */
  attached: readonly Family[];
  input: I;
  /** The input again, by the name the v1.0 library gave it. */
  tree: I;
  vad: VadSettings;
  /** The value of every setting of `family` and `attached`, by JSON key. */
  values: SettingValues;
  /** The lines of `unified-samples.jsonl`, in output order. */
  rows: object[];
  unified: UnifiedJson;
  /** Every metric block in output order: each subset's own, then those attached to it. */
  blocks: readonly Block[];
}

/** Every setting of these families at its default, overridden by `given`. */
export function settingValues(families: readonly Family[], given: SettingValues = {}): SettingValues {
  const out: Record<string, number> = {};
  for (const f of families) for (const s of f.settings) out[s.json] = given[s.json] ?? s.default;
  return out;
}

/** The header of every score, from the input and the VAD settings. */
function header(family: Family, input: ScorableInput, vad: VadSettings) {
  return {
    definitions: family.definitions,
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
  };
}

/**
 * Score `input` with `family` and every family of `attachable` that attaches to it, at a VAD
 * setting and setting values (defaults where absent). An attached family without anything to
 * add to this input leaves every byte as the family alone makes it.
 */
export function scoreWith<I extends ScorableInput>(
  family: Family,
  attachable: readonly Family[],
  input: I,
  vad: VadSettings,
  given: SettingValues = {},
): Score<I> {
  const mine = attachable.filter((f) => f.attach?.to === family.id);
  const own = family.score!(input, vad, settingValues([family], given));
  let rows = own.rows;
  const subsets: Record<string, SubsetBlock> = {};
  const blocks: Block[][] = own.subsets.map((s) => {
    subsets[s.subset] = s.result;
    const metrics = metricsOf(family.registry, s.subset);
    return [{ family, subset: s.subset, key: null, metrics, result: s.result, items: s.items }];
  });
  const attached: Family[] = [];
  for (const f of mine) {
    const a = f.attach!;
    const k = own.subsets.findIndex((s) => s.subset === a.subset);
    const got = k < 0 ? null : f.scoreAttached!(input, vad, settingValues([f], given));
    if (got === null) continue;
    attached.push(f);
    subsets[a.subset] = { ...subsets[a.subset]!, [a.key]: got.block };
    rows = rows.map((r) => {
      const o = got.objects.get((r as { sample_id: string }).sample_id);
      return o === undefined || (r as { subset: string }).subset !== a.subset ? r : { ...r, [a.key]: o };
    });
    if (got.rows) rows = [...rows, ...got.rows];
    // the registry's metrics the block holds (a family may leave some out: timing without its ground truth)
    const metrics = metricsOf(f.registry, a.registrySubset).filter((m) => m.name in got.block.metrics);
    blocks[k]!.push({ family: f, subset: a.subset, key: a.key, metrics, result: got.block, items: got.items });
  }
  const familyHeader = family.header?.(settingValues([family], given)) ?? {};
  const unified: UnifiedJson = { ...header(family, input, vad), ...familyHeader, subsets };
  return {
    family,
    attached,
    input,
    tree: input,
    vad,
    values: settingValues([family, ...attached], given),
    rows,
    unified,
    blocks: blocks.flat(),
  };
}
