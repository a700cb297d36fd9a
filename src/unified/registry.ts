/**
 * The metric registry: every unified metric as one declarative record (name, subsets, kind,
 * direction, whether it is a headline metric, what it is divided by, one-line definition and
 * how to read it from a per-sample row), and the exercised rule the interruption metrics use.
 * Scoring, the console table, the report, the sweep, comparisons and notebooks all iterate it;
 * nothing else lists metrics.
 */
import type {
  Better,
  LatencyMetric as GenericLatency,
  MetricBase,
  PooledMetric as GenericPooled,
  ShareMetric as GenericShare,
} from "../metrics/metric.js";
import { toMicros } from "../time.js";
import { PAUSE_SUBSETS, type ScoredSubset } from "../input/tree/subsets.js";
import { METRIC, type MetricName } from "./names.js";
import type { EligibleRow, InterruptionRow, PauseRow, TurnTakingRow } from "./rows.js";

export type MetricKind = "share" | "pooled" | "latency";
export type { Better };

/** What every v1.0 metric adds to the common record: its name, its subsets and the samples it is over. */
interface Common extends MetricBase {
  name: MetricName;
  subsets: readonly ScoredSubset[];
  /** The samples the metric is over: all eligible ones, or the exercised interruption ones. */
  over: "eligible" | "exercised";
}

/** A share of samples: count of hits over n, with a Wilson interval and selected bounds. */
export type ShareMetric = Common & GenericShare<EligibleRow>;
/** A ratio pooled over samples (integers summed), with a bootstrap interval over whole samples. */
export type PooledMetric = Common & GenericPooled<EligibleRow>;
/** A latency distribution: median with a bootstrap interval, and p90; +Infinity = never. */
export type LatencyMetric = Common & GenericLatency<EligibleRow>;

export type Metric = ShareMetric | PooledMetric | LatencyMetric;

/** A record whose name and subsets keep their literal types (the library types each subset's results by them). */
type Named<M, N extends MetricName, S extends readonly ScoredSubset[]> = M & { name: N; subsets: S };

const PAUSE = PAUSE_SUBSETS;
const TT = ["candor_turn_taking"] as const;
const INT = ["synthetic_user_interruption"] as const;

const p = (f: (r: PauseRow) => boolean) => (r: EligibleRow) => f(r as PauseRow);
const t = (f: (r: TurnTakingRow) => boolean) => (r: EligibleRow) => f(r as TurnTakingRow);
const i = (f: (r: InterruptionRow) => boolean) => (r: EligibleRow) => f(r as InterruptionRow);
const us = (s: number | null) => (s === null ? Infinity : toMicros(s));

const RESPONSE_WITHIN = { 1: METRIC.response_rate_1s, 2: METRIC.response_rate_2s, 5: METRIC.response_rate_5s } as const;

function responseWithin<K extends keyof typeof RESPONSE_WITHIN, S extends readonly ScoredSubset[]>(
  k: K,
  subsets: S,
  over: Common["over"],
  extra: Partial<Omit<Common, "kind" | "name" | "subsets">> = {},
): Named<ShareMetric, (typeof RESPONSE_WITHIN)[K], S> {
  const limit_us = toMicros(k);
  return {
    name: RESPONSE_WITHIN[k] as (typeof RESPONSE_WITHIN)[K] & MetricName,
    label: `Resp. in ${k} s`,
    withinS: k,
    subsets,
    kind: "share",
    better: "higher",
    diagnostic: false,
    headline: k === 2,
    over,
    dividedBy: over === "exercised" ? "exercised samples" : "eligible samples",
    definition: `${over === "exercised" ? "Exercised samples" : "Samples"} with a response within ${k} s`,
    hit: (r) => {
      const row = r as TurnTakingRow | InterruptionRow;
      return row.outcome === "response" && toMicros(row.latency_s!) <= limit_us;
    },
    ...extra,
  };
}

/**
 * A pause-handling share that describes rather than ranks (`context`, not a headline): the
 * eligible samples whose row has `field` true.
 */
function pauseContext<N extends MetricName>(
  name: N,
  label: string,
  field: "inside_pause_onset" | "pre_pause_speech" | "carry_in" | "any_speech",
  definition: string,
): Named<ShareMetric, N, typeof PAUSE> {
  return {
    name,
    label,
    subsets: PAUSE,
    kind: "share",
    better: "context",
    diagnostic: false,
    headline: false,
    over: "eligible",
    dividedBy: "eligible samples",
    definition,
    hit: p((r) => r[field]),
  };
}

/**
 * The reply family of a subset with a reply window, in this order: responses within 1, 2 and
 * 5 s, no response, and the response latency (no response = never). `inSweep` puts the 2 s
 * response rate into the VAD sweep.
 */
function responseMetrics<S extends readonly ScoredSubset[]>(
  subsets: S,
  over: Common["over"],
  o: { noResponseHeadline: boolean; noResponse: string; latency: string; from: string; inSweep?: boolean },
): readonly [
  Named<ShareMetric, typeof METRIC.response_rate_1s, S>,
  Named<ShareMetric, typeof METRIC.response_rate_2s, S>,
  Named<ShareMetric, typeof METRIC.response_rate_5s, S>,
  Named<ShareMetric, typeof METRIC.no_response_rate, S>,
  Named<LatencyMetric, typeof METRIC.response_latency_s, S>,
] {
  const row = (r: EligibleRow) => r as TurnTakingRow | InterruptionRow;
  const samples = over === "exercised" ? "exercised samples" : "eligible samples";
  return [
    responseWithin(1, subsets, over),
    responseWithin(2, subsets, over, o.inSweep ? { inSweep: true } : {}),
    responseWithin(5, subsets, over),
    {
      name: METRIC.no_response_rate,
      label: "No response",
      subsets,
      kind: "share",
      better: "lower",
      diagnostic: false,
      headline: o.noResponseHeadline,
      over,
      dividedBy: samples,
      definition: o.noResponse,
      hit: (r) => row(r).outcome === "no_response",
    },
    {
      name: METRIC.response_latency_s,
      label: "Latency (s)",
      subsets,
      kind: "latency",
      better: "lower",
      diagnostic: false,
      headline: true,
      over,
      dividedBy: `${samples} (no response = never)`,
      definition: o.latency,
      curve: { from: o.from },
      value: (r) => (row(r).outcome === "response" ? us(row(r).latency_s) : Infinity),
    },
  ];
}

/**
 * The registry with each record's name, subsets and kind as literal types: the library derives
 * every subset's metric names and result types from it (src/api/typed.ts), so it stays the one list.
 */
export const REGISTRY = [
  // Pause handling.
  {
    name: METRIC.pause_intrusion_rate,
    label: "Intrusion",
    subsets: PAUSE,
    kind: "share",
    better: "lower",
    diagnostic: false,
    headline: true,
    over: "eligible",
    dividedBy: "eligible samples",
    definition: "Samples with a model word starting at or after the first pause start",
    hit: p((r) => r.pause_intrusion),
  },
  {
    name: METRIC.pause_intrusion_per_pause,
    label: "Intr. / pause",
    subsets: PAUSE,
    kind: "pooled",
    better: "lower",
    diagnostic: true,
    headline: false,
    over: "eligible",
    dividedBy: "annotated pauses of eligible samples",
    unit: "pauses",
    definition: "Pauses whose owned time contains a model word start, over all pauses",
    numerator: (r) => (r as PauseRow).intruded_pauses,
    denominator: (r) => (r as PauseRow).pauses,
  },
  {
    name: METRIC.intrusion_s_per_pause_s,
    label: "Intr. s / s",
    subsets: PAUSE,
    kind: "pooled",
    better: "lower",
    diagnostic: false,
    headline: false,
    over: "eligible",
    dividedBy: "annotated pause seconds of eligible samples",
    unit: "s",
    definition: "Annotated pause seconds covered by ASR word spans, over all annotated pause seconds",
    numerator: (r) => toMicros((r as PauseRow).intrusion_s),
    denominator: (r) => toMicros((r as PauseRow).pause_s),
  },
  pauseContext(
    METRIC.inside_pause_onset_rate,
    "Onset in pause",
    "inside_pause_onset",
    "Samples with a model word starting inside an annotated pause [a, b)",
  ),
  pauseContext(
    METRIC.pre_pause_speech_rate,
    "Pre-pause",
    "pre_pause_speech",
    "Samples with a model word starting before the first pause start",
  ),
  pauseContext(
    METRIC.carry_in_rate,
    "Carry-in",
    "carry_in",
    "Samples with a model word that starts before the first pause start and ends after it",
  ),
  pauseContext(METRIC.any_speech_rate, "Any speech", "any_speech", "Samples with any model word in the window"),
  // Smooth turn-taking.
  {
    name: METRIC.early_start_rate,
    label: "Early start",
    subsets: TT,
    kind: "share",
    better: "lower",
    diagnostic: false,
    headline: true,
    over: "eligible",
    dividedBy: "eligible samples",
    definition: "Samples with a model word starting before the end of the user's turn E",
    hit: t((r) => r.outcome === "early_start"),
  },
  ...responseMetrics(TT, "eligible", {
    noResponseHeadline: true,
    noResponse: "Samples with no transcribed word in the window",
    from: "E",
    latency: "Median (with interval) and p90 of the first word start minus E; samples without a response never respond",
  }),
  // User interruption.
  {
    name: METRIC.exercised_rate,
    vadOnly: true,
    label: "Exercised",
    subsets: INT,
    kind: "share",
    better: "context",
    diagnostic: false,
    headline: true,
    over: "eligible",
    dividedBy: "eligible samples",
    definition: "Eligible samples with detected speech at the interruption onset S",
    hit: isExercised,
  },
  {
    name: METRIC.speaking_at_end_rate,
    vadOnly: true,
    label: "Speaking at R",
    subsets: INT,
    kind: "share",
    better: "lower",
    diagnostic: false,
    headline: true,
    over: "exercised",
    dividedBy: "exercised samples",
    definition: "Exercised samples whose speech from before R carries over R",
    hit: i((r) => r.outcome === "speaking_at_end"),
  },
  ...responseMetrics(INT, "exercised", {
    noResponseHeadline: false,
    noResponse: "Exercised samples that stop before R and say no transcribed word after it",
    from: "R",
    latency: "Median (with interval) and p90 of the first word start minus R over exercised samples",
    inSweep: true,
  }),
  {
    name: METRIC.stop_latency_s,
    vadOnly: true,
    label: "Stop (s)",
    subsets: INT,
    kind: "latency",
    better: "lower",
    diagnostic: false,
    headline: true,
    over: "exercised",
    dividedBy: "exercised samples (speech running to T = never)",
    definition: "Median (with interval) and p90 of the time from S to the end of the segment covering S",
    inSweep: true,
    value: (r) => us((r as InterruptionRow).stop_s),
  },
  {
    name: METRIC.speech_s_per_interruption_s,
    vadOnly: true,
    label: "Speech s / s",
    subsets: INT,
    kind: "pooled",
    better: "lower",
    diagnostic: false,
    headline: false,
    over: "exercised",
    dividedBy: "interruption seconds [S, R] of exercised samples",
    unit: "s",
    definition: "Detected speech seconds inside [S, R] over interruption seconds, pooled over exercised samples",
    numerator: (r) => toMicros((r as InterruptionRow).speech_in_interruption_s),
    denominator: (r) => toMicros((r as InterruptionRow).R) - toMicros((r as InterruptionRow).S),
  },
  {
    name: METRIC.restart_rate,
    vadOnly: true,
    label: "Restart",
    subsets: INT,
    kind: "share",
    better: "lower",
    diagnostic: true,
    headline: false,
    over: "exercised",
    dividedBy: "exercised samples",
    definition: "Exercised samples with a speech segment starting inside (S, R)",
    inSweep: true,
    hit: i((r) => r.restarts > 0),
  },
] as const satisfies readonly Metric[];

/** Every v1.0 metric, in the order of docs/metrics.md. */
export const METRICS: readonly Metric[] = REGISTRY;

/** The metrics of one subset, in registry order (the order of every output). */
export function metricsFor(subset: string): Metric[] {
  return METRICS.filter((m) => (m.subsets as readonly string[]).includes(subset));
}

/**
 * The exercised rule, in one place: an eligible interruption sample is exercised when the VAD
 * finds speech at the interruption onset S (the row's `speech_at_onset`). `exercised_rate` is
 * its share; the metrics `over: "exercised"` take only these samples; the subset counts,
 * the sweep and the paired comparison count them with this function.
 */
export function isExercised(row: EligibleRow): boolean {
  return (row as InterruptionRow).speech_at_onset === true;
}

/** Whether metric `m` is over an eligible row (its `over`: every eligible row, or the exercised ones). */
export function isOver(m: Metric, row: EligibleRow): boolean {
  return m.over === "eligible" || isExercised(row);
}

/** Whether a subset's rows are split into exercised and not (it has a metric over exercised samples). */
export function splitsExercised(subset: string): boolean {
  return metricsFor(subset).some((m) => m.over === "exercised");
}

export { betterLabel, ranks } from "../metrics/metric.js";
