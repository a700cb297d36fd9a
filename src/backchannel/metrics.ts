/**
 * The backchannel family's metrics as declarative records (docs/backchannel.md "Metrics"), in
 * the order the block lists them: name, shape, which way is better, what it is over and divided
 * by, and whether it needs the distribution file. The aggregation iterates this list; views and
 * tables can read the same records.
 */

export type BackchannelMetricName =
  | "backchannel_rate_per_min"
  | "backchannel_sample_rate"
  | "takeover_rate"
  | "takeover_s_per_s"
  | "timing_lift"
  | "timing_lift_other"
  | "listening_gain"
  | "nonlexical_share";

export interface BackchannelMetricInfo {
  name: BackchannelMetricName;
  /** "share": a sample share (Wilson, selected bounds); "pooled": a ratio over samples with a bootstrap interval. */
  kind: "share" | "pooled";
  better: "higher" | "lower" | "context";
  /** Needs `--icc-distribution` (absent without it). */
  timing: boolean;
  /** Carries `n_bc` and `few_backchannels` (the backchannels it is over). */
  counted: boolean;
  /** Carries a permutation `p_value`. */
  pValue: boolean;
  /** The value when no backchannel is placed better than by chance, where there is one. */
  chance: number | null;
  /** A short column label (plain ASCII, at most 14 characters). */
  label: string;
  /** What it is over, in words. */
  over: string;
  definition: string;
}

export const BACKCHANNEL_METRICS: readonly BackchannelMetricInfo[] = Object.freeze([
  {
    name: "backchannel_rate_per_min",
    kind: "pooled",
    better: "context",
    timing: false,
    counted: false,
    pValue: false,
    chance: null,
    label: "bc per min",
    over: "eligible samples",
    definition: "backchannels per minute: Σ backchannels / (Σ T / 60)",
  },
  {
    name: "backchannel_sample_rate",
    kind: "share",
    better: "context",
    timing: false,
    counted: false,
    pValue: false,
    chance: null,
    label: "bc samples",
    over: "eligible samples",
    definition: "share of samples with at least one backchannel",
  },
  {
    name: "takeover_rate",
    kind: "share",
    better: "lower",
    timing: false,
    counted: false,
    pValue: false,
    chance: null,
    label: "take-overs",
    over: "eligible samples",
    definition: "share of samples with at least one take-over",
  },
  {
    name: "takeover_s_per_s",
    kind: "pooled",
    better: "lower",
    timing: false,
    counted: false,
    pValue: false,
    chance: null,
    label: "take-over s/s",
    over: "eligible samples",
    definition: "seconds of take-over per second of window: Σ takeover_s / Σ T",
  },
  {
    name: "timing_lift",
    kind: "pooled",
    better: "higher",
    timing: true,
    counted: true,
    pValue: true,
    chance: 1,
    label: "timing lift",
    over: "scored backchannels",
    definition: "mean lift q[w] / q̄ of the scored backchannels (1 for placement uniform over the scored windows)",
  },
  {
    name: "timing_lift_other",
    kind: "pooled",
    better: "context",
    timing: true,
    counted: true,
    pValue: true,
    chance: 1,
    label: "lift other",
    over: "scored backchannels of samples with comparison lists",
    definition: "mean lift of the same backchannels under the other speakers' lists",
  },
  {
    name: "listening_gain",
    kind: "pooled",
    better: "higher",
    timing: true,
    counted: true,
    pValue: true,
    chance: 0,
    label: "listening gain",
    over: "scored backchannels of samples with comparison lists",
    definition: "mean of lift − lift_other: the part of the timing specific to this speaker",
  },
  {
    name: "nonlexical_share",
    kind: "pooled",
    better: "context",
    timing: false,
    counted: true,
    pValue: false,
    chance: null,
    label: "nonlexical",
    over: "backchannels",
    definition: "share of backchannels without a transcribed word: Σ nonlexical / Σ backchannels",
  },
] as const satisfies readonly BackchannelMetricInfo[]);

/** The metrics a block holds: all eight with a distribution, else the five that do not need it. */
export function backchannelMetricsFor(withDistribution: boolean): readonly BackchannelMetricInfo[] {
  return BACKCHANNEL_METRICS.filter((m) => withDistribution || !m.timing);
}
