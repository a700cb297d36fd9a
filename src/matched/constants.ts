/**
 * The fixed settings of the matched-runs definitions (Full-Duplex-Bench v1.5 with its clean
 * control run, docs/matched-runs.md): the version name, the four subsets, the five constants
 * recorded in every output's header, and the default of the one setting, the yield margin δ.
 */

/** The definitions version of every matched-runs output. */
export const MATCHED_DEFINITIONS = "fdb-v1.5-matched-1";

/** The Full-Duplex-Bench v1.5 subsets, in the order outputs list them. */
export const MATCHED_SUBSETS = [
  "user_interruption",
  "user_backchannel",
  "talking_to_other",
  "background_speech",
] as const;
export type MatchedSubset = (typeof MATCHED_SUBSETS)[number];

export function isMatchedSubset(s: string): s is MatchedSubset {
  return (MATCHED_SUBSETS as readonly string[]).includes(s);
}

/** Merge gap m: segments at most this far apart (inclusive) are one run. */
export const MERGE_GAP_S = 0.5;
/** Agreement guard g: the agreement test looks at the runs of [0, s − g]. */
export const AGREEMENT_GUARD_S = 0.5;
/** Agreement tolerance τ: shorter cropped pieces are dropped; starts and ends agree within it. */
export const AGREEMENT_TOLERANCE_S = 0.1;
/** Trigger window G: a trigger is a run starting in [s, e + G]. */
export const TRIGGER_WINDOW_S = 1.0;
/** Trigger tolerance κ: no run of the other output may start within it of the trigger. */
export const TRIGGER_TOLERANCE_S = 0.5;
/** Default yield margin δ (a setting, a number of seconds ≥ 0). */
export const DEFAULT_YIELD_MARGIN_S = 0.5;

/** The sample rate of the audio the identity test compares. */
export const IDENTITY_RATE = 16000;
/** Largest absolute difference of two samples that are still the same. */
export const IDENTITY_TOLERANCE = 1e-4;
/** The identity test stops this far short of the onset s. */
export const IDENTITY_GUARD_S = 0.01;

/** The constants as the outputs' header records them. */
export const MATCHED_CONSTANTS = {
  merge_gap_s: MERGE_GAP_S,
  agreement_guard_s: AGREEMENT_GUARD_S,
  agreement_tolerance_s: AGREEMENT_TOLERANCE_S,
  trigger_window_s: TRIGGER_WINDOW_S,
  trigger_tolerance_s: TRIGGER_TOLERANCE_S,
} as const;
