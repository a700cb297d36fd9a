/**
 * The fixed numbers of the backchannel definitions (docs/backchannel.md): the version name, the
 * ground truth's 0.2 s window and the 3-window probe (constants, recorded in the output block),
 * and the thresholds the rules and the aggregates use without recording them.
 */

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
