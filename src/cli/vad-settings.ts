/**
 * VAD settings on the command line, read and checked from the one table of settings
 * (src/vad/settings.ts): each setting takes its short flag or silero-vad's name
 * (`--min-speech-ms` or `--min-speech-duration-ms`). `vad` takes one value per setting; `sweep`
 * and `report` take comma-separated lists, each value checked by the same rule.
 */
import { distinctValues, settingValue } from "../api/options.js";
import { DEFAULT_SWEEP_GRID, type SweepGrid } from "../score/grid.js";
import {
  DEFAULT_VAD_SETTINGS,
  MAX_SPEECH_SETTING,
  VAD_SETTINGS,
  type VadSettings,
  type VadSettingSpec,
} from "../vad/settings.js";
import type { Parsed } from "./args.js";

/** The value `raw` of the flag `--name`, checked by a setting's rule as the library's options are. */
export const checkedFlag = (name: string, s: Pick<VadSettingSpec, "valid" | "rule">, raw: string): number =>
  settingValue(`--${name}`, s, raw.trim() === "" ? NaN : Number(raw), raw);

const given = (p: Parsed, s: VadSettingSpec): string | undefined => p.flags.get(s.flags[0]!)?.[0];

/** One value per setting, the default where a flag is absent. */
export function vadSettingsFromFlags(p: Parsed): VadSettings {
  const out: VadSettings = { ...DEFAULT_VAD_SETTINGS };
  for (const s of [...VAD_SETTINGS, MAX_SPEECH_SETTING] as const) {
    const raw = given(p, s);
    if (raw !== undefined) (out as unknown as Record<string, number>)[s.field] = checkedFlag(s.flags[0]!, s, raw);
  }
  return out;
}

/** The sweep's grid: each setting's comma-separated distinct values, the spec's study where a flag is absent. */
export function gridFromFlags(p: Parsed): SweepGrid {
  const grid = {} as SweepGrid;
  for (const s of VAD_SETTINGS) {
    const raw = given(p, s);
    grid[s.field] =
      raw === undefined
        ? [...DEFAULT_SWEEP_GRID[s.field]]
        : distinctValues(`--${s.flags[0]}`, raw.split(","), (part) => checkedFlag(s.flags[0]!, s, part));
  }
  return grid;
}
