/**
 * The fixed settings of the matched-runs definitions (Full-Duplex-Bench v1.5 with its clean
 * control run, docs/matched-runs.md): the version name, the four subsets, the five constants
 * recorded in every output's header, and the default of the one setting, the yield margin δ.
 */

/** The definitions version of every matched-runs output. */
export const MATCHED_DEFINITIONS = "fdb-v1.5-matched-1";

/** The Full-Duplex-Bench v1.5 subsets (their names recognise a v1.5 folder, src/input/v15/). */
export { isMatchedSubset, MATCHED_SUBSETS, type MatchedSubset } from "../input/v15/subsets.js";

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

/** The identity test's rate, tolerance and guard (the loader runs it: src/input/v15/sample-rules.ts). */
export { IDENTITY_GUARD_S, IDENTITY_RATE, IDENTITY_TOLERANCE } from "../input/v15/sample-rules.js";

/** The constants as the outputs' header records them. */
export const MATCHED_CONSTANTS = {
  merge_gap_s: MERGE_GAP_S,
  agreement_guard_s: AGREEMENT_GUARD_S,
  agreement_tolerance_s: AGREEMENT_TOLERANCE_S,
  trigger_window_s: TRIGGER_WINDOW_S,
  trigger_tolerance_s: TRIGGER_TOLERANCE_S,
} as const;
