/**
 * The VAD sensitivity sweep (pure): for each setting, re-segment the cached Silero
 * probabilities of every eligible interruption sample with `speechSegments` (through the core's
 * `sampleRow`, the same step scoring takes), then aggregate the subset with the core's
 * `aggregateFromRows`. The setting equal to the scoring default therefore reproduces
 * unified.json's interruption block exactly, bootstrap intervals included. The outcome counts
 * are read off the rebuilt rows. What does not depend on the setting is computed once
 * (basis.ts).
 */
import type { MetricResult } from "../metrics/aggregate.js";
import type { InterruptionOutcome, SampleRow } from "../metrics/rows.js";
import { aggregateFromRows } from "../metrics/score.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { vadSettingsFromJson, vadSettingsJson, type VadSettings, type VadSettingsJson } from "../vad/settings.js";
import { sweepBasis, sweptRows, type SweepBasis } from "./basis.js";

export const SWEEP_SUBSET = "synthetic_user_interruption";

export interface SweepCounts {
  exercised: number;
  not_exercised: number;
  speaking_at_end: number;
  response: number;
  no_response: number;
}

/** One setting of the sweep, with the JSON keys of `fdb-unified sweep`. */
export interface SweepSetting extends VadSettingsJson {
  counts: SweepCounts;
  /** The synthetic_user_interruption metrics, shaped as in unified.json. */
  metrics: Record<string, MetricResult>;
}

export interface SweepResult {
  settings: SweepSetting[];
}

/** The setting-independent part of the interruption sweep of `tree` (see basis.ts). */
function interruptionBasis(tree: LoadedInput, anySetting: VadSettings): SweepBasis {
  return sweepBasis(tree, SWEEP_SUBSET, anySetting);
}

/** One setting: rows, then the core aggregate, then the outcome counts. `onRows` sees the rows. */
export function sweepSetting(
  tree: LoadedInput | SweepBasis,
  vad: VadSettings,
  onRows?: (vad: VadSettings, rows: readonly SampleRow[]) => void,
): SweepSetting {
  const basis = "swept" in tree ? tree : interruptionBasis(tree, vad);
  const rows = sweptRows(basis, vad);
  onRows?.(vad, rows);
  const result = aggregateFromRows(basis.tree, SWEEP_SUBSET, new Map(rows.map((r) => [r.sample_id, r])));
  const outcomes: Record<InterruptionOutcome, number> = {
    not_exercised: 0,
    speaking_at_end: 0,
    response: 0,
    no_response: 0,
  };
  for (const r of rows)
    if (r.eligible && r.subset === SWEEP_SUBSET && "outcome" in r) outcomes[r.outcome as InterruptionOutcome]++;
  return {
    ...vadSettingsJson(vad),
    counts: {
      exercised: result.counts.exercised ?? 0,
      not_exercised: result.counts.not_exercised ?? 0,
      speaking_at_end: outcomes.speaking_at_end,
      response: outcomes.response,
      no_response: outcomes.no_response,
    },
    metrics: result.metrics,
  };
}

/**
 * The whole sweep, in the order of `settings`. `onSetting` reports progress (k done of n);
 * `onRows` receives each setting's per-sample rows (for `sweep --per-sample` and the report's
 * sensitivity section), the very rows the aggregates are built from.
 */
export function sweepTree(
  tree: LoadedInput,
  settings: readonly VadSettings[],
  onSetting?: (done: number, total: number) => void,
  onRows?: (vad: VadSettings, rows: readonly SampleRow[]) => void,
): SweepResult {
  const out: SweepSetting[] = [];
  if (settings.length === 0) return { settings: out };
  const basis = interruptionBasis(tree, settings[0]!);
  for (const v of settings) {
    out.push(sweepSetting(basis, v, onRows));
    onSetting?.(out.length, settings.length);
  }
  return { settings: out };
}

/** The VAD settings of a sweep row. */
export function settingOf(s: SweepSetting): VadSettings {
  return vadSettingsFromJson(s);
}
