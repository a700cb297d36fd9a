/**
 * The backchannel family's registry (docs/backchannel.md "Metrics"): every metric as one
 * declarative record, in the order the block lists them, with how its kind reads a sample's item.
 * The two sample shares are the common share kind (Wilson interval, selected bounds, ineligible
 * samples unknown); the others are the family's pooled kind (./kind.ts): a ratio over eligible
 * samples with n and a bootstrap over whole samples, the timing metrics and `nonlexical_share`
 * also over the backchannels they count, the timing metrics with a permutation p-value. The
 * three timing metrics need the ground truth (`timing`); nothing else lists the metrics.
 */
import type { MetricBase } from "../metrics/metric.js";
import { fromMicros } from "../time.js";
import type { BackchannelItem } from "./row.js";
import { shiftP, speakerSwapP, type TimedSample } from "./timing-p.js";

const MICROS_PER_MINUTE = 60_000_000;

/** What every backchannel metric adds to the common record. */
interface Common extends MetricBase {
  /** Needs the ground truth (`--icc-distribution`): absent from a block without it. */
  timing: boolean;
  /** The value of placement no better than chance, where there is one (a lift's 1, a gain's 0). */
  chance: number | null;
}

/** A sample share, as the common share kind reads it. */
export interface BackchannelShare extends Common {
  kind: "share";
  hit: (it: BackchannelItem) => boolean;
}

/**
 * A pooled ratio over eligible samples: from per-sample integer `parts` (shown as `shown` gives
 * them), or the mean of per-backchannel `values` (summed in row and onset order); `counted`
 * records the backchannels it is over (`n_bc`, `few_backchannels`); `pValue` its permutation test.
 */
export interface BackchannelPooled extends Common {
  kind: "pooled";
  parts?: (it: BackchannelItem) => readonly [number, number];
  shown?: (numerator: number, denominator: number) => { numerator: number; denominator: number };
  values?: (it: BackchannelItem) => readonly number[];
  counted: boolean;
  pValue?: (over: readonly BackchannelItem[], observed: number, count: number) => number;
}

export type BackchannelMetric = BackchannelShare | BackchannelPooled;

const base = {
  subsets: ["icc_backchannel"],
  diagnostic: false,
  headline: false,
  timing: false,
  chance: null,
} as const;

/** The scored backchannels of the samples, as the permutation tests take them. */
const timed = (over: readonly BackchannelItem[]): TimedSample[] =>
  over.map((it) => ({ timing: it.timing!.tables, windows: it.timing!.windows }));

/** The lifts of an item's scored backchannels under a table of its sample (none without the table). */
const under = (it: BackchannelItem, table: Float64Array | null): number[] =>
  table === null ? [] : it.timing!.windows.map((w) => table[w]!);

/**
 * The registry, in output order. `as const` keeps each record's name, kind and `timing` literal, so
 * the typed block of unified.json (`BackchannelMetrics`, ./family.ts) is read off these records.
 */
export const BACKCHANNEL_METRICS = [
  {
    ...base,
    name: "backchannel_rate_per_min",
    kind: "pooled",
    better: "context",
    over: "eligible samples",
    dividedBy: "minutes of window",
    label: "bc per min",
    definition: "backchannels per minute: Σ backchannels / (Σ T / 60)",
    parts: (it) => [it.backchannels * MICROS_PER_MINUTE, it.T_us],
    shown: (n, d) => ({ numerator: n / MICROS_PER_MINUTE, denominator: d / MICROS_PER_MINUTE }),
    counted: false,
  },
  {
    ...base,
    name: "backchannel_sample_rate",
    kind: "share",
    better: "context",
    over: "eligible samples",
    dividedBy: "eligible samples",
    label: "bc samples",
    definition: "share of samples with at least one backchannel",
    hit: (it) => it.backchannels > 0,
  },
  {
    ...base,
    name: "takeover_rate",
    kind: "share",
    better: "lower",
    over: "eligible samples",
    dividedBy: "eligible samples",
    label: "take-overs",
    definition: "share of samples with at least one take-over",
    hit: (it) => it.takeovers > 0,
  },
  {
    ...base,
    name: "takeover_s_per_s",
    kind: "pooled",
    better: "lower",
    over: "eligible samples",
    dividedBy: "seconds of window",
    label: "take-over s/s",
    definition: "seconds of take-over per second of window: Σ takeover_s / Σ T",
    parts: (it) => [it.takeover_us, it.T_us],
    shown: (n, d) => ({ numerator: fromMicros(n), denominator: fromMicros(d) }),
    counted: false,
  },
  {
    ...base,
    name: "timing_lift",
    kind: "pooled",
    better: "higher",
    headline: true,
    timing: true,
    chance: 1,
    over: "scored backchannels",
    dividedBy: "scored backchannels",
    label: "timing lift",
    definition: "mean lift q[w] / q̄ of the scored backchannels (1 for placement uniform over the scored windows)",
    values: (it) => under(it, it.timing!.tables.lift),
    counted: true,
    pValue: (over, observed, count) => shiftP(timed(over), (t) => t.lift, observed, count),
  },
  {
    ...base,
    name: "timing_lift_other",
    kind: "pooled",
    better: "context",
    timing: true,
    chance: 1,
    over: "scored backchannels of samples with comparison lists",
    dividedBy: "those backchannels",
    label: "lift other",
    definition: "mean lift of the same backchannels under the other speakers' lists",
    values: (it) => under(it, it.timing!.tables.liftOther),
    counted: true,
    pValue: (over, observed, count) => shiftP(timed(over), (t) => t.liftOther, observed, count),
  },
  {
    ...base,
    name: "listening_gain",
    kind: "pooled",
    better: "higher",
    timing: true,
    chance: 0,
    over: "scored backchannels of samples with comparison lists",
    dividedBy: "those backchannels",
    label: "listening gain",
    definition: "mean of lift − lift_other: the part of the timing specific to this speaker",
    values: (it) => {
      const t = it.timing!.tables;
      return t.liftOther === null ? [] : it.timing!.windows.map((w) => t.lift[w]! - t.liftOther![w]!);
    },
    counted: true,
    pValue: (over, observed, count) => speakerSwapP(timed(over), observed, count),
  },
  {
    ...base,
    name: "nonlexical_share",
    kind: "pooled",
    better: "context",
    over: "backchannels",
    dividedBy: "backchannels",
    label: "nonlexical",
    definition: "share of backchannels without a transcribed word: Σ nonlexical / Σ backchannels",
    parts: (it) => [it.nonlexical, it.backchannels],
    counted: true,
  },
] as const satisfies readonly BackchannelMetric[];

/** The metrics a block holds: all eight with the ground truth, else the five that do not need it. */
export function backchannelMetricsFor(withDistribution: boolean): readonly BackchannelMetric[] {
  return BACKCHANNEL_METRICS.filter((m) => withDistribution || !m.timing);
}
