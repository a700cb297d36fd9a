/**
 * The families' settings on the command line, read and checked from their one declaration each
 * (`FamilySetting`, registered in src/score/families.ts; their flag rows are in flags.ts): one
 * value per command (`score`, `report`, `view`, `compare`, `table`) or a list of
 * distinct values where `sweep` varies it, the default where a flag is absent. A bad value is a
 * UsageError (exit 2) of one line naming the flag, the value and the rule.
 */
import { distinctValues } from "../api/options.js";
import { UsageError } from "../errors.js";
import type { FamilySetting, SettingValues } from "../metrics/family.js";
import { allFiles, allSettings } from "../score/families.js";
import { flag, type Parsed } from "./args.js";

function checked(s: FamilySetting, raw: string): number {
  const x = raw.trim() === "" ? NaN : Number(raw);
  if (!Number.isFinite(x) || !s.valid(x))
    throw new UsageError(`--${s.flag}: ${JSON.stringify(raw)} is not ${s.rule} (the ${s.label}, default ${s.default})`);
  return x;
}

/** A comma-separated list of distinct values of a setting, or its default alone when the flag is absent. */
export function settingList(s: FamilySetting, raw: string | undefined): number[] {
  if (raw === undefined) return [s.default];
  return distinctValues(`--${s.flag}`, raw.split(","), (part) => checked(s, part));
}

/** One value of each setting the command was given (a list of one), the default of the others. */
export function settingValuesFromFlags(p: Parsed): SettingValues {
  const out: Record<string, number> = {};
  for (const s of allSettings()) {
    const list = settingList(s, flag(p, s.flag));
    if (list.length !== 1) throw new UsageError(`--${s.flag}: give one ${s.rule.replace(/^an? /, "")}, not a list`);
    out[s.json] = list[0]!;
  }
  return out;
}

/** Every sweepable setting's list of values (the default alone where its flag is absent), by JSON key. */
export function settingListsFromFlags(p: Parsed): Record<string, number[]> {
  return Object.fromEntries(
    allSettings()
      .filter((s) => s.sweepable)
      .map((s) => [s.json, settingList(s, flag(p, s.flag))]),
  );
}

/** The load options of the families' files given on the command line (`--icc-distribution FILE`). */
export function fileOptionsFromFlags(p: Parsed): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of allFiles()) {
    const v = flag(p, f.flag);
    if (v !== undefined) out[f.option] = v;
  }
  return out;
}
