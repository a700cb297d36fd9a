/**
 * The checks of the library's options, each failing with one line that names the function and
 * the option, the problem and the fix (a `UsageError`, exit code 2 in a script that maps it): VAD
 * settings and grids by the one table of settings (src/vad/settings.ts), subsets by the subset
 * list, metrics by the registry. The command line checks its flags' values with the same rules.
 */
import { closestNames } from "../closest.js";
import { UsageError } from "../errors.js";
import { SCORED_SUBSETS, type ScoredSubset } from "../input/tree/subsets.js";
import type { MetricChoice } from "../text/select.js";
import type { MetricName } from "./typed.js";
import { METRICS } from "../unified/registry.js";
import type { SubsetChoice } from "../metrics/subset-choice.js";
import { DEFAULT_SWEEP_GRID, type SweepGrid } from "../score/grid.js";
import {
  DEFAULT_VAD_SETTINGS,
  MAX_SPEECH_SETTING,
  type RecordedField,
  VAD_SETTINGS,
  type VadSettings,
  type VadSettingSpec,
} from "../vad/settings.js";

/** The transcript check's lead L, checked as a setting is. */
export const LEAD_S: Pick<VadSettingSpec, "valid" | "rule"> = { valid: (x) => x >= 0, rule: "seconds >= 0, e.g. 0.3" };

/** `x` when it is a number the setting's rule takes, else a UsageError naming `name` and showing `shown`. */
export function settingValue(
  name: string,
  s: Pick<VadSettingSpec, "valid" | "rule">,
  x: unknown,
  shown: unknown = x,
): number {
  if (typeof x !== "number" || !Number.isFinite(x) || !s.valid(x))
    throw new UsageError(
      `${name}: ${typeof shown === "number" ? String(shown) : JSON.stringify(shown)} is not a valid value (expected ${s.rule})`,
    );
  return x;
}

/**
 * A loader's error in the library's words: the command line's `--icc-distribution FILE` and
 * `--ignore NAME` (the loaders share their messages with the command line) become the options
 * `where` was given, `options.iccDistribution` and `options.ignore`. The error keeps its class.
 */
export function inLibraryWords(where: string, e: unknown): unknown {
  if (e instanceof Error && e.message.includes("--"))
    e.message = e.message
      .replace(/^--icc-distribution /gm, `${where} options.iccDistribution `)
      .replace(/pass --ignore (\S+)/g, (_, name: string) => `give ${where} options.ignore ["${name}"]`);
  return e;
}

/** Each of `given` read by `read`, in order; the first value listed twice is a UsageError naming `name`. */
export function distinctValues<T>(name: string, given: readonly T[], read: (x: T) => number): number[] {
  const seen = new Set<number>();
  return given.map((g) => {
    const x = read(g);
    if (seen.has(x)) throw new UsageError(`${name}: ${x} is listed twice`);
    seen.add(x);
    return x;
  });
}

/**
 * `given` when it is one of `names`, else a UsageError of one line naming the closest name:
 * "metricsFor subset: unknown subset candor_turn_takin; did you mean candor_turn_taking?".
 */
export function knownName<T extends string>(where: string, what: string, given: unknown, names: readonly T[]): T {
  if (typeof given === "string" && (names as readonly string[]).includes(given)) return given as T;
  const near = typeof given === "string" ? closestNames(given, names, 1)[0] : undefined;
  const shown = typeof given === "string" && given !== "" ? given : JSON.stringify(given);
  const fix = near === undefined ? `give one of ${names.join(", ")}` : `did you mean ${near}?`;
  throw new UsageError(`${where}: unknown ${what} ${shown}; ${fix}`);
}

function checkKeys(where: string, given: object, known: readonly string[]): void {
  for (const k of Object.keys(given)) knownName(where, "option", k, known);
}

/**
 * The VAD settings a score takes: the four every output records (`unified.json`'s `vad`), by the
 * same names and rules as the command line's flags (`--threshold`, `--min-speech-ms`, ...).
 *
 * @example
 * ```ts
 * import { scoreInput, type ScoreVadSettings } from "fdb-unified";
 * const vad: Partial<ScoreVadSettings> = { threshold: 0.4, minSilenceDurationMs: 200 }; // --threshold 0.4 --min-silence-ms 200
 * const scored = scoreInput(input, { vad });
 * ```
 */
export type ScoreVadSettings = Pick<VadSettings, RecordedField>;

/**
 * The default VAD settings with `given` applied, each value checked by its rule (the one
 * `settingValue` the command line checks its flags with). Only the recorded settings: one that
 * no output records (the maximum speech) would make a score that does not say how it was made.
 */
export function vadSettingsOption(where: string, given: Partial<ScoreVadSettings> | undefined): VadSettings {
  const out: VadSettings = { ...DEFAULT_VAD_SETTINGS };
  if (given === undefined) return out;
  if (typeof given !== "object" || given === null) throw new UsageError(`${where}: give an object of VAD settings`);
  for (const k of Object.keys(given))
    if (k === MAX_SPEECH_SETTING.field || k === "useMaxPossibleSilenceAtMaxSpeech")
      throw new UsageError(`${where}: ${k} is not recorded in unified.json, so a score does not take it`);
  checkKeys(
    where,
    given,
    VAD_SETTINGS.map((s) => s.field),
  );
  for (const s of VAD_SETTINGS) {
    const x = given[s.field];
    if (x !== undefined) out[s.field] = settingValue(`${where}.${s.field}`, s, x);
  }
  return out;
}

/** The default sweep grid with `given` lists applied, each value checked by its rule and listed once. */
export function sweepGridOption(where: string, given: Partial<SweepGrid> | undefined): SweepGrid {
  const grid = { ...DEFAULT_SWEEP_GRID } as SweepGrid;
  if (given === undefined) return grid;
  checkKeys(
    where,
    given,
    VAD_SETTINGS.map((s) => s.field),
  );
  for (const s of VAD_SETTINGS) {
    const list = given[s.field];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length === 0)
      throw new UsageError(`${where}.${s.field}: give a non-empty list of values (${s.rule})`);
    const name = `${where}.${s.field}`;
    grid[s.field] = distinctValues(name, list, (x) => settingValue(name, s, x));
  }
  return grid;
}

/** A baseline: absent, or the name of one of the inputs. */
export function baselineOption(
  where: string,
  baseline: string | undefined,
  inputs: readonly { name: string }[],
): string | undefined {
  const names = inputs.map((s) => s.name);
  if (baseline !== undefined && !names.includes(baseline))
    throw new UsageError(`${where}: ${JSON.stringify(baseline)} is not one of the inputs (${names.join(", ")})`);
  return baseline;
}

/** A list of scored subsets (every subset when absent). */
export function subsetsOption(where: string, given: readonly ScoredSubset[] | undefined): SubsetChoice {
  if (given === undefined) return null;
  if (!Array.isArray(given)) throw new UsageError(`${where}: give a list of subsets, e.g. ["candor_turn_taking"]`);
  for (const s of given) knownName(where, "scored subset", s, SCORED_SUBSETS);
  if (given.length === 0) throw new UsageError(`${where}: give at least one subset, or leave it out for all`);
  return [...new Set(given)] as ScoredSubset[];
}

/** "headline" (default `fallback`), "all", or a list of registry metric names. */
export function metricsOption(
  where: string,
  given: "headline" | "all" | readonly MetricName[] | undefined,
  fallback: MetricChoice,
): MetricChoice {
  if (given === undefined) return fallback;
  if (given === "headline" || given === "all") return { kind: given };
  if (!Array.isArray(given) || given.length === 0)
    throw new UsageError(
      `${where}: ${JSON.stringify(given)} is not a metric choice; give "headline", "all" or metric names from docs/metrics.md`,
    );
  const known = [...new Set(METRICS.map((m) => m.name))];
  for (const n of given) knownName(where, "metric", n, known);
  return { kind: "names", names: new Set(given) };
}
