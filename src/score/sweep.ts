/**
 * The sweep (pure): the score of an input's VAD-dependent subsets at every point of a grid, the
 * VAD settings × every sweepable setting of its family (the yield margin of the matched runs,
 * innermost), each point scored by the family's own pipeline, so the point equal to the scoring
 * default reproduces `unified.json`'s blocks exactly, bootstrap intervals included. A point holds
 * its settings, then the family's counts and metrics (`layout: "flat"`, one subset) or each
 * subset's under `subsets`, then the counts and metrics of every attached family the sweep carries
 * (`Attachment.sweep`: the backchannel block, with its settings among the point's) under its key,
 * where the input gives it one; `onRows` receives each point's rows, the very rows the aggregates
 * are built from.
 */
import type { Family, SettingValues, SubsetBlock } from "../metrics/family.js";
import type { MetricResult } from "../metrics/kind.js";
import { settingValues } from "../metrics/score.js";
import { vadSettingsFromJson, vadSettingsJson, type VadSettings, type VadSettingsJson } from "../vad/settings.js";
import { type AnyInput, FAMILIES, familyOf } from "./families.js";

/** One subset's part of a point: its counts and metrics, shaped as in unified.json. */
export interface SweepBlock {
  counts: Record<string, unknown>;
  metrics: Record<string, MetricResult>;
}

/** One point of the sweep, with the JSON keys of `fdb-unified sweep`. */
export type SweepSetting = VadSettingsJson &
  Record<string, unknown> & {
    /** A flat point's counts and metrics (`layout: "flat"`). */
    counts: Record<string, number>;
    metrics: Record<string, MetricResult>;
    /** A point's subsets (`layout: "by-subset"`). */
    subsets?: Record<string, SweepBlock>;
  };

export interface SweepResult {
  settings: SweepSetting[];
  /** The family that swept (not written: the bytes are the settings). */
  readonly family?: Family;
}

/** One point: a VAD setting and the value of each sweepable setting. */
export interface SweepPoint {
  vad: VadSettings;
  values: SettingValues;
}

/** The attached families a sweep of `family`'s inputs carries at every point. */
export function carriedFamilies(family: Family): Family[] {
  return FAMILIES.filter((f) => f.attach?.to === family.id && f.attach.sweep === true);
}

/**
 * The points of a sweep in order: each VAD setting, and within it every combination of the
 * sweepable settings' values (the family's, then those of the families it carries).
 */
export function sweepPoints(
  family: Family,
  settings: readonly VadSettings[],
  lists: Readonly<Record<string, readonly number[]>> = {},
): SweepPoint[] {
  let values: Record<string, number>[] = [{}];
  for (const s of [family, ...carriedFamilies(family)].flatMap((f) => f.settings).filter((x) => x.sweepable)) {
    const list = lists[s.json] ?? [s.default];
    values = values.flatMap((v) => list.map((x) => ({ ...v, [s.json]: x })));
  }
  return settings.flatMap((vad) => values.map((v) => ({ vad, values: v })));
}

/**
 * The sweep of `input` over `points`; `onRows` sees each point's rows, `onPoint` the progress (k
 * done of n). The result knows its family (for its CSV), without writing it.
 */
export function sweepScores(
  input: AnyInput,
  points: readonly SweepPoint[],
  onRows?: (point: SweepPoint, rows: readonly object[]) => void,
  onPoint?: (done: number, total: number) => void,
): SweepResult {
  const family = familyOf(input);
  const decl = family.sweep!;
  const carried = carriedFamilies(family);
  const out: SweepSetting[] = [];
  for (const point of points) {
    const values = settingValues([family, ...carried], point.values);
    const scored = family.score!(input, point.vad, values, decl.subsets);
    onRows?.(point, scored.rows);
    const part = (s: { subset: string; result: SubsetBlock }): SweepBlock => ({
      counts: decl.counts(
        s.result,
        scored.rows.filter((r) => (r as { subset?: string }).subset === s.subset),
      ),
      metrics: s.result.metrics,
    });
    // a carried family's block where the input gives it one (its settings then join the point's)
    const blocks = carried.flatMap((f) => {
      const got = f.scoreAttached!(input, point.vad, values);
      return got === null ? [] : [{ f, block: { counts: got.block.counts, metrics: got.block.metrics } }];
    });
    const settings = Object.fromEntries(
      [family, ...blocks.map((b) => b.f)]
        .flatMap((f) => f.settings)
        .filter((s) => s.sweepable)
        .map((s) => [s.json, values[s.json]]),
    );
    const head = { ...vadSettingsJson(point.vad), ...settings };
    const tail = Object.fromEntries(blocks.map((b) => [b.f.attach!.key, b.block]));
    if (decl.layout === "flat") out.push({ ...head, ...part(scored.subsets[0]!), ...tail } as SweepSetting);
    else
      out.push({
        ...head,
        subsets: Object.fromEntries(scored.subsets.map((s) => [s.subset, part(s)])),
        ...tail,
      } as unknown as SweepSetting);
    onPoint?.(out.length, points.length);
  }
  const result: SweepResult = { settings: out };
  Object.defineProperty(result, "family", { value: family, enumerable: false });
  return result;
}

/** The VAD settings of a sweep point. */
export function settingOf(s: SweepSetting): VadSettings {
  return vadSettingsFromJson(s);
}

/**
 * The sweep of a loaded input over VAD settings alone (its family's sweepable settings at their
 * defaults), as the v1.0 library named it: `onSetting` reports progress, `onRows` receives each
 * setting's rows.
 */
export function sweepTree(
  input: AnyInput,
  settings: readonly VadSettings[],
  onSetting?: (done: number, total: number) => void,
  onRows?: (vad: VadSettings, rows: readonly object[]) => void,
): SweepResult {
  const points = sweepPoints(familyOf(input), settings);
  return sweepScores(input, points, onRows === undefined ? undefined : (p, rows) => onRows(p.vad, rows), onSetting);
}
