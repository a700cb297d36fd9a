/**
 * VAD settings on the command line, read and checked from the one table of settings
 * (src/vad/settings.ts): each setting takes its short flag or silero-vad's name
 * (`--min-speech-ms` or `--min-speech-duration-ms`). `vad` takes one value per setting; `sweep`
 * and `report` take comma-separated lists, each value checked by the same rule.
 */
import { UsageError } from "../errors.js";
import {
  DEFAULT_VAD_SETTINGS,
  MAX_SPEECH_SETTING,
  VAD_SETTINGS,
  type VadSettings,
  type VadSettingSpec,
} from "../vad/settings.js";
import type { Parsed } from "./args.js";

function checkedValue(s: VadSettingSpec, raw: string): number {
  const x = raw.trim() === "" ? NaN : Number(raw);
  if (!Number.isFinite(x) || !s.valid(x))
    throw new UsageError(`--${s.flags[0]}: ${JSON.stringify(raw)} is not a valid value (expected ${s.rule})`);
  return x;
}

const given = (p: Parsed, s: VadSettingSpec): string | undefined => p.flags.get(s.flags[0]!)?.[0];

/** One value per setting, the default where a flag is absent. */
export function vadSettingsFromFlags(p: Parsed): VadSettings {
  const out: VadSettings = { ...DEFAULT_VAD_SETTINGS };
  for (const s of [...VAD_SETTINGS, MAX_SPEECH_SETTING] as const) {
    const raw = given(p, s);
    if (raw !== undefined) (out as unknown as Record<string, number>)[s.field] = checkedValue(s, raw);
  }
  return out;
}

/** A comma-separated list of distinct values for one setting, or `fallback` when absent. */
export function vadSettingListFromFlags(p: Parsed, s: VadSettingSpec, fallback: readonly number[]): number[] {
  const raw = given(p, s);
  if (raw === undefined) return [...fallback];
  const seen = new Set<number>();
  return raw.split(",").map((part) => {
    const x = checkedValue(s, part);
    if (seen.has(x)) throw new UsageError(`--${s.flags[0]}: ${x} is listed twice`);
    seen.add(x);
    return x;
  });
}
