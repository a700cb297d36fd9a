/**
 * The backchannel family's fixed numbers and settings (docs/backchannel.md "Settings and
 * constants"): the definitions version, the ground truth's 0.2 s window and the 3-window probe
 * (recorded in the block), the thresholds the rules use without recording them, and the three
 * settings: the merge gap j that joins Silero segments into utterances, and the duration D and
 * word count W under which an utterance is a backchannel. Each setting has a validity rule, so that
 * a flag, a sweep list or a library call can refuse a bad value with one line naming it.
 */
import type { FamilySetting } from "../metrics/family.js";
import { toMicros } from "../time.js";

/** The definitions version of the backchannel block. */
export const BACKCHANNEL_DEFINITIONS = "fdb-v1.0-backchannel-1";

/** The ground truth's window: 0.2 s, in microseconds. */
export const WINDOW_US = 200_000;
/** The same window in seconds, as the block records it. */
export const WINDOW_S = 0.2;
/** P: the probe averages this many windows from the onset window on (0.6 s). */
export const PROBE_WINDOWS = 3;

/** The constants as the block records them. */
export const BACKCHANNEL_CONSTANTS = Object.freeze({ window_s: WINDOW_S, probe_windows: PROBE_WINDOWS });

/** A list's trailing windows at most this share of its maximum are its zero tail, trimmed. */
export const ZERO_TAIL_SHARE = 1e-9;

/** A timing metric over fewer backchannels than this is marked `few_backchannels`. */
export const FEW_BACKCHANNELS = 10;

/** Draws of each permutation test (the timing metrics' p-values). */
export const PERMUTATION_DRAWS = 2000;
/** Seed of the fresh generator each permutation test starts from. */
export const PERMUTATION_SEED = 0;

/** The settings as the block records them (seconds and words). */
export interface BackchannelSettings {
  /** j: segments at most this far apart (inclusive, microsecond grid) join into one utterance. */
  merge_gap_s: number;
  /** D: an utterance shorter than this (strictly) may be a backchannel. */
  max_duration_s: number;
  /** W: an utterance with at most this many words may be a backchannel. */
  max_words: number;
}

/** j = 0.3 s, D = 1.0 s, W = 2 words. */
export const DEFAULT_BACKCHANNEL_SETTINGS: Readonly<BackchannelSettings> = Object.freeze({
  merge_gap_s: 0.3,
  max_duration_s: 1.0,
  max_words: 2,
});

/** The largest j and D accepted, in seconds: longer than any Full-Duplex-Bench window. */
export const MAX_SETTING_S = 3600;

/** The rule each setting must meet, in words (flags and problem lines quote it). */
export const SETTING_RULES: Readonly<Record<keyof BackchannelSettings, string>> = Object.freeze({
  merge_gap_s: `a number of seconds from 0 to ${MAX_SETTING_S}`,
  max_duration_s: `a number of seconds above 0, at most ${MAX_SETTING_S}`,
  max_words: "a whole number of words from 0",
});

/**
 * Why `value` is not a valid `name`, or null when it is: j is a finite number of seconds in
 * [0, 3600]; D is finite, above 0 and at most 3600 s, and at least 1 µs once on the grid; W is
 * a non-negative safe integer (0: only utterances without words are backchannels).
 */
export function settingProblem(name: keyof BackchannelSettings, value: unknown): string | null {
  const bad = `${name} ${typeof value === "number" ? String(value) : JSON.stringify(value)}: expected ${SETTING_RULES[name]}`;
  if (typeof value !== "number" || !Number.isFinite(value)) return bad;
  if (name === "max_words") return Number.isSafeInteger(value) && value >= 0 ? null : bad;
  if (value > MAX_SETTING_S) return bad;
  if (name === "merge_gap_s") return value >= 0 ? null : bad;
  return toMicros(value) >= 1 ? null : bad;
}

/** Every problem of a set of settings, one line each (empty when all three are valid). */
export function settingsProblems(s: BackchannelSettings): string[] {
  return (["merge_gap_s", "max_duration_s", "max_words"] as const).flatMap((k) => settingProblem(k, s[k]) ?? []);
}

/** The settings on the microsecond grid the rules compare with: j and D in µs, W as is. */
export interface GridSettings {
  j_us: number;
  D_us: number;
  W: number;
}

/** The settings on the grid; throws a RangeError naming every invalid one (the caller's bug). */
export function gridSettings(s: BackchannelSettings): GridSettings {
  const problems = settingsProblems(s);
  if (problems.length > 0) throw new RangeError(problems.join("; "));
  return { j_us: toMicros(s.merge_gap_s), D_us: toMicros(s.max_duration_s), W: s.max_words };
}

/** The settings in the block's key order. */
export function settingsJson(s: BackchannelSettings): BackchannelSettings {
  return { merge_gap_s: s.merge_gap_s, max_duration_s: s.max_duration_s, max_words: s.max_words };
}

/** j, D and W as family settings: one declaration each for the flags, sweep lists, the library and the signature. */
export const BACKCHANNEL_SETTINGS: readonly FamilySetting[] = [
  {
    json: "merge_gap_s",
    flag: "merge-gap-s",
    option: "mergeGap",
    signature: "j",
    default: DEFAULT_BACKCHANNEL_SETTINGS.merge_gap_s,
    what: "the backchannel merge gap j in seconds (Silero segments this close join into one utterance)",
    rule: SETTING_RULES.merge_gap_s,
    valid: (x) => settingProblem("merge_gap_s", x) === null,
    label: "merge gap j",
    unit: "s",
    sweepable: true,
  },
  {
    json: "max_duration_s",
    flag: "max-duration-s",
    option: "maxDuration",
    signature: "D",
    default: DEFAULT_BACKCHANNEL_SETTINGS.max_duration_s,
    what: "the backchannel duration D in seconds (a backchannel is shorter)",
    rule: SETTING_RULES.max_duration_s,
    valid: (x) => settingProblem("max_duration_s", x) === null,
    label: "max duration D",
    unit: "s",
    sweepable: true,
  },
  {
    json: "max_words",
    flag: "max-words",
    option: "maxWords",
    signature: "W",
    default: DEFAULT_BACKCHANNEL_SETTINGS.max_words,
    what: "the backchannel word count W (a backchannel holds at most W words)",
    rule: SETTING_RULES.max_words,
    valid: (x) => settingProblem("max_words", x) === null,
    label: "max words W",
    unit: "words",
    sweepable: true,
  },
];
