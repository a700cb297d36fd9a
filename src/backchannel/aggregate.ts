/**
 * The backchannel block of one run's `icc_backchannel` samples (docs/backchannel.md "Metrics"),
 * pure: counts, then every metric of metrics.ts in its order — the sample shares with a Wilson
 * interval and selected bounds (ineligible samples unknown), the pooled ratios with a 95%
 * percentile bootstrap over whole eligible samples (src/stats/bootstrap-ratio.ts: 2000 resamples,
 * the seed-0 draws, a resample with a zero denominator left out), and for the timing metrics the
 * permutation p-values of timing-p.ts. A zero denominator makes the value, interval and p-value
 * null. Items come in row order (sample ids as strings), as the permutation tests draw in it.
 */
import { bootstrapRatioInterval } from "../stats/bootstrap-ratio.js";
import { selectedBounds } from "../stats/bounds.js";
import { wilsonInterval } from "../stats/wilson.js";
import { fromMicros } from "../time.js";
import { BACKCHANNEL_CONSTANTS, BACKCHANNEL_DEFINITIONS, FEW_BACKCHANNELS } from "./constants.js";
import type { PreparedDistribution, SampleTiming } from "./distribution.js";
import { type BackchannelMetricName, backchannelMetricsFor } from "./metrics.js";
import type {
  BackchannelBlock,
  BackchannelCounts,
  BackchannelMetricResult,
  BackchannelMetrics,
  BackchannelPooledResult,
  BackchannelShareResult,
  BackchannelTimingResult,
} from "./results.js";
import type { BackchannelAggregateItem, BackchannelItem } from "./row.js";
import { type BackchannelSettings, DEFAULT_BACKCHANNEL_SETTINGS, gridSettings, settingsJson } from "./settings.js";
import { shiftP, speakerSwapP, type TimedSample } from "./timing-p.js";

const MICROS_PER_MINUTE = 60_000_000;

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

function share(count: number, n: number, selected: number): BackchannelShareResult {
  return {
    value: n === 0 ? null : count / n,
    count,
    n,
    interval: wilsonInterval(count, n),
    selected_bounds: selectedBounds(count, selected - n, selected),
  };
}

/** A pooled ratio from per-sample parts (its value Σ nums / Σ dens), with the numerator and denominator it reports. */
function pooled(
  nums: readonly number[],
  dens: readonly number[],
  shown: { numerator: number; denominator: number },
): BackchannelPooledResult {
  const den = sum(dens);
  return {
    value: den === 0 ? null : sum(nums) / den,
    numerator: shown.numerator,
    denominator: shown.denominator,
    n: nums.length,
    interval: den === 0 ? null : bootstrapRatioInterval(nums, dens),
  };
}

/** Per-sample sums of a timing quantity over the scored backchannels, the running total in row and onset order, and the count. */
interface TimingParts {
  nums: number[];
  dens: number[];
  total: number;
  count: number;
}

function timingParts(
  samples: readonly TimedSample[],
  value: (t: SampleTiming, w: number) => number | null,
): TimingParts {
  const nums: number[] = [];
  const dens: number[] = [];
  let total = 0;
  let count = 0;
  for (const s of samples) {
    let own = 0;
    let k = 0;
    for (const w of s.windows) {
      const v = value(s.timing, w);
      if (v === null) continue;
      own += v;
      total += v;
      k++;
    }
    nums.push(own);
    dens.push(k);
    count += k;
  }
  return { nums, dens, total, count };
}

/** A timing metric: the pooled ratio, its backchannels and its p-value. */
function timingResult(parts: TimingParts, p: (observed: number) => number): BackchannelTimingResult {
  const base = pooled(parts.nums, parts.dens, { numerator: parts.total, denominator: parts.count });
  const value = parts.count === 0 ? null : parts.total / parts.count;
  return {
    ...base,
    value,
    n_bc: parts.count,
    few_backchannels: parts.count < FEW_BACKCHANNELS,
    p_value: value === null ? null : p(value),
  };
}

function timedSamples(eligible: readonly BackchannelItem[], d: PreparedDistribution): TimedSample[] {
  return eligible.map((it) => {
    if (it.timing === null) {
      throw new RangeError(`${it.sampleId}: its row was made without the distribution the aggregate is given`);
    }
    return { timing: d.timing(it.timing.key), windows: it.timing.windows };
  });
}

/**
 * The block of the selected samples `items` (row order) at `settings`, with the prepared
 * distribution when the user gave one (the rows must have been made with the same one).
 */
export function aggregateBackchannel(
  items: readonly BackchannelAggregateItem[],
  settings: BackchannelSettings = DEFAULT_BACKCHANNEL_SETTINGS,
  distribution: PreparedDistribution | null = null,
): BackchannelBlock {
  gridSettings(settings); // refuses invalid settings
  const eligible = items.filter((it): it is BackchannelItem => it.eligible);
  const selected = items.length;
  const total = (f: (it: BackchannelItem) => number) => sum(eligible.map(f));
  const timed = distribution === null ? null : timedSamples(eligible, distribution);
  const counts: BackchannelCounts = {
    selected,
    eligible: eligible.length,
    ineligible: selected - eligible.length,
    utterances: total((it) => it.utterances),
    backchannels: total((it) => it.backchannels),
    nonlexical: total((it) => it.nonlexical),
    takeovers: total((it) => it.takeovers),
    unsegmented_words: total((it) => it.unsegmented_words),
    scored: timed === null ? null : sum(timed.map((s) => s.windows.length)),
    off_grid: timed === null ? null : total((it) => it.timing!.offGrid),
  };
  const T_us = eligible.map((it) => it.T_us);
  const T_sum = sum(T_us);
  const compute: Record<BackchannelMetricName, () => BackchannelMetricResult> = {
    backchannel_rate_per_min: () =>
      pooled(
        eligible.map((it) => it.backchannels * MICROS_PER_MINUTE),
        T_us,
        { numerator: counts.backchannels, denominator: T_sum / MICROS_PER_MINUTE },
      ),
    backchannel_sample_rate: () =>
      share(eligible.filter((it) => it.backchannels > 0).length, eligible.length, selected),
    takeover_rate: () => share(eligible.filter((it) => it.takeovers > 0).length, eligible.length, selected),
    takeover_s_per_s: () =>
      pooled(
        eligible.map((it) => it.takeover_us),
        T_us,
        { numerator: fromMicros(total((it) => it.takeover_us)), denominator: fromMicros(T_sum) },
      ),
    timing_lift: () => {
      const parts = timingParts(timed!, (t, w) => t.lift[w]!);
      return timingResult(parts, (obs) => shiftP(timed!, (t) => t.lift, obs, parts.count));
    },
    timing_lift_other: () => {
      const parts = timingParts(timed!, (t, w) => (t.liftOther === null ? null : t.liftOther[w]!));
      return timingResult(parts, (obs) => shiftP(timed!, (t) => t.liftOther, obs, parts.count));
    },
    listening_gain: () => {
      const parts = timingParts(timed!, (t, w) => (t.liftOther === null ? null : t.lift[w]! - t.liftOther[w]!));
      return timingResult(parts, (obs) => speakerSwapP(timed!, obs, parts.count));
    },
    nonlexical_share: () => {
      const r = pooled(
        eligible.map((it) => it.nonlexical),
        eligible.map((it) => it.backchannels),
        { numerator: counts.nonlexical, denominator: counts.backchannels },
      );
      return { ...r, n_bc: counts.backchannels, few_backchannels: counts.backchannels < FEW_BACKCHANNELS };
    },
  };
  const metrics: Partial<Record<BackchannelMetricName, BackchannelMetricResult>> = {};
  for (const m of backchannelMetricsFor(distribution !== null)) metrics[m.name] = compute[m.name]();
  return {
    definitions: BACKCHANNEL_DEFINITIONS,
    settings: settingsJson(settings),
    constants: BACKCHANNEL_CONSTANTS,
    distribution_sha256: distribution?.sha256 ?? null,
    counts,
    metrics: metrics as unknown as BackchannelMetrics,
  };
}
