/**
 * The three settings of the backchannel family (docs/backchannel.md "Settings"): the merge gap j
 * that joins Silero segments into utterances, and the duration D and word count W under which an
 * utterance is a backchannel. Each has a validity rule, so that a flag, a sweep list or a library
 * call can refuse a bad value with one line naming it; the block records them as `settings`.
 */
import { toMicros } from "../time.js";

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
