/**
 * The sweep of a v1.5 input (pure): for every VAD setting of a grid and every yield margin of a
 * list (the margin innermost), the whole matched pipeline (`scoreMatched`: rows at that setting
 * and margin, then each subset's aggregates), so the setting and margin of the scoring default
 * reproduce unified.json's subsets exactly, bootstrap intervals included. Each setting row holds
 * the four VAD keys, `yield_margin_s`, and per subset its counts and metrics; `onRows` receives
 * each point's rows (for the per-sample output), the very rows the aggregates are built from.
 */
import { vadSettingsJson, type VadSettings, type VadSettingsJson } from "../vad/settings.js";
import type { MatchedCounts, MatchedMetricResult } from "./aggregate.js";
import type { MatchedSubset } from "./constants.js";
import type { MatchedResult } from "./row.js";
import { scoreMatched, type LoadedMatchedInput } from "./score.js";

export interface MatchedSweepSubset {
  counts: MatchedCounts;
  metrics: Record<string, MatchedMetricResult>;
}

/** One point of the sweep: a VAD setting and a yield margin, with the JSON keys of `fdb-unified sweep`. */
export interface MatchedSweepSetting extends VadSettingsJson {
  yield_margin_s: number;
  subsets: Partial<Record<MatchedSubset, MatchedSweepSubset>>;
}

export interface MatchedSweepResult {
  settings: MatchedSweepSetting[];
}

/** The points of the sweep in order: each VAD setting, and within it each margin. */
export function matchedSweepGrid(
  settings: readonly VadSettings[],
  margins: readonly number[],
): { vad: VadSettings; margin: number }[] {
  return settings.flatMap((vad) => margins.map((margin) => ({ vad, margin })));
}

export function sweepMatched(
  input: LoadedMatchedInput,
  settings: readonly VadSettings[],
  margins: readonly number[],
  onRows?: (vad: VadSettings, margin: number, rows: readonly MatchedResult[]) => void,
): MatchedSweepResult {
  const out: MatchedSweepSetting[] = [];
  for (const { vad, margin } of matchedSweepGrid(settings, margins)) {
    const { rows, unified } = scoreMatched(input, vad, margin);
    onRows?.(vad, margin, rows);
    const subsets: MatchedSweepSetting["subsets"] = {};
    for (const [s, r] of Object.entries(unified.subsets) as [
      MatchedSubset,
      NonNullable<(typeof unified.subsets)[MatchedSubset]>,
    ][])
      subsets[s] = { counts: r.counts, metrics: r.metrics };
    out.push({ ...vadSettingsJson(vad), yield_margin_s: margin, subsets });
  }
  return { settings: out };
}
