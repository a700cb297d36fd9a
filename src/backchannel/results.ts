/**
 * The shapes of the backchannel block (docs/backchannel.md "Metrics" and "Output"): the two metric
 * shapes (a sample share exactly as v1.0's; a pooled ratio with n, and for the timing metrics and
 * nonlexical_share the backchannels it is over, and for the timing metrics a p-value), the counts
 * and the block itself, keys in the order they are written.
 */
import type { BACKCHANNEL_CONSTANTS, BACKCHANNEL_DEFINITIONS } from "./constants.js";
import type { BackchannelSettings } from "./settings.js";

/** A sample share: Wilson interval, bounds over the selected samples with ineligible ones unknown. */
export interface BackchannelShareResult {
  value: number | null;
  count: number;
  n: number;
  interval: [number, number] | null;
  selected_bounds: [number, number] | null;
}

/** A pooled ratio over eligible samples, n of them (the bootstrap's units). */
export interface BackchannelPooledResult {
  value: number | null;
  numerator: number;
  denominator: number;
  n: number;
  interval: [number, number] | null;
}

/** A pooled ratio over backchannels (nonlexical_share, and the timing metrics). */
export interface BackchannelCountedResult extends BackchannelPooledResult {
  /** The backchannels it is over. */
  n_bc: number;
  /** n_bc < 10: views print the value muted and tables never mark it best. */
  few_backchannels: boolean;
}

/** A timing metric: the one-sided permutation p-value too (null with a zero denominator). */
export interface BackchannelTimingResult extends BackchannelCountedResult {
  p_value: number | null;
}

export type BackchannelMetricResult =
  | BackchannelShareResult
  | BackchannelPooledResult
  | BackchannelCountedResult
  | BackchannelTimingResult;

/** The metrics of a block in their order; the three timing ones only with a distribution. */
export interface BackchannelMetrics {
  backchannel_rate_per_min: BackchannelPooledResult;
  backchannel_sample_rate: BackchannelShareResult;
  takeover_rate: BackchannelShareResult;
  takeover_s_per_s: BackchannelPooledResult;
  timing_lift?: BackchannelTimingResult;
  timing_lift_other?: BackchannelTimingResult;
  listening_gain?: BackchannelTimingResult;
  nonlexical_share: BackchannelCountedResult;
}

export interface BackchannelCounts {
  selected: number;
  eligible: number;
  ineligible: number;
  utterances: number;
  backchannels: number;
  nonlexical: number;
  takeovers: number;
  unsegmented_words: number;
  /** Scored backchannels (null without a distribution). */
  scored: number | null;
  /** Off-grid backchannels (null without a distribution). */
  off_grid: number | null;
}

/** The `backchannel` block of `subsets.icc_backchannel` in unified.json. */
export interface BackchannelBlock {
  definitions: typeof BACKCHANNEL_DEFINITIONS;
  settings: BackchannelSettings;
  constants: typeof BACKCHANNEL_CONSTANTS;
  /** sha256 of the distribution file's bytes, or null without one. */
  distribution_sha256: string | null;
  counts: BackchannelCounts;
  metrics: BackchannelMetrics;
}
