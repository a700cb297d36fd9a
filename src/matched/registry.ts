/**
 * The matched-runs metrics as declarative records, in the shape of the v1.0 registry
 * (src/unified/registry.ts): name, subsets, kind, direction, the population it is over, what it
 * is divided by, a short label and a one-line definition, and how to read it from a row.
 * Aggregation, and every view built on it, iterates this list; nothing else lists these metrics.
 * A name that differs by subset family (its direction: "higher" for user interruption, "closer
 * to 0" for the three others) has one record per family, as the v1.0 registry does.
 */
import {
  type Better,
  type DifferenceMetric,
  type LatencyMetric,
  type MetricBase,
  type PooledMetric,
  ranks,
  type ShareMetric,
} from "../metrics/metric.js";
import { toMicros } from "../time.js";
import type { MatchedSubset } from "./constants.js";
import type { MatchedRow } from "./row.js";

/** The samples a metric is over; unknown samples are never in it. */
export type MatchedOver = "not_mismatched" | "exercised" | "not_exercised" | "yielded" | "extended";

/** The group of the stop picture: the single run's stop beside the control's (views show these together). */
export const STOP_GROUP = "stop";

interface Common extends MetricBase {
  subsets: readonly MatchedSubset[];
  over: MatchedOver;
  /**
   * Not observed long enough: a sample of the population whose clock ends before `from + k`
   * (from the onset s or the end e) is unknown and leaves n.
   */
  horizon?: { from: "s" | "e"; k: number };
}

export type MatchedShare = Common & ShareMetric<MatchedRow>;
/** d = +1 for the first event alone, −1 for the second alone, 0 otherwise. */
export type MatchedDifference = Common & DifferenceMetric<MatchedRow>;
/** Σ numerator / Σ denominator over the samples, both in integer microseconds. */
export type MatchedPooled = Common & PooledMetric<MatchedRow>;
/** Microseconds, or +Infinity for no observed end or no reply. */
export type MatchedLatency = Common & LatencyMetric<MatchedRow>;

export type MatchedMetric = MatchedShare | MatchedDifference | MatchedPooled | MatchedLatency;

/** A record as declared below: its `headline` is derived (it ranks systems). */
type Declared<M> = M extends unknown ? Omit<M, "headline"> : never;
/**
 * A declared record of kind `M` whose name and subsets keep their literal types, so the library's
 * typed names of each v1.5 subset are read off the records (src/api/typed.ts), never listed again.
 */
type Of<M, N extends string, S extends readonly MatchedSubset[]> = Declared<M> & { name: N; subsets: S };

const UI = ["user_interruption"] as const;
const OTHERS = ["user_backchannel", "talking_to_other", "background_speech"] as const;
const ALL = [...UI, ...OTHERS] as const;

const us = (s: number | null) => (s === null ? Infinity : toMicros(s));
/** A time above k seconds; null (no observed end) counts as above. */
const above = (s: number | null, k: number) => s === null || toMicros(s) > toMicros(k);
/** A time of at most k seconds; null (none) is not. */
const within = (s: number | null, k: number) => s !== null && toMicros(s) <= toMicros(k);

const EXERCISED = "exercised samples";

function share<N extends string, S extends readonly MatchedSubset[]>(
  name: N,
  label: string,
  subsets: S,
  over: MatchedOver,
  dividedBy: string,
  definition: string,
  hit: (r: MatchedRow) => boolean,
  extra: Partial<Omit<Common, "kind" | "subsets" | "name">> = {},
): Of<MatchedShare, N, S> {
  return {
    name,
    label,
    subsets,
    kind: "share",
    better: "context",
    diagnostic: false,
    over,
    dividedBy,
    definition,
    hit,
    ...extra,
  };
}

/** The metrics whose direction differs between user interruption and the other three. */
function directional<S extends readonly MatchedSubset[]>(subsets: S, better: Better) {
  const stopEffect = <K extends 1 | 2>(k: K): Of<MatchedDifference, `stop_effect_${K}s`, S> => ({
    name: `stop_effect_${k}s` as const,
    label: `Stop eff. ${k} s`,
    subsets,
    kind: "difference",
    better,
    diagnostic: false,
    over: "exercised",
    dividedBy: `${EXERCISED} observed ${k} s past s`,
    definition: `Share whose control still talks ${k} s after s, minus share whose output does (no observed end = still)`,
    horizon: { from: "s", k },
    withinS: k,
    group: STOP_GROUP,
    first: (r) => above(r.clean_stop_s, k),
    second: (r) => above(r.stop_s, k),
  });
  const netYield: Of<MatchedDifference, "net_yield_rate", S> = {
    name: "net_yield_rate",
    label: "Net yield",
    subsets,
    kind: "difference",
    better,
    diagnostic: false,
    over: "exercised",
    dividedBy: EXERCISED,
    definition: "yield_rate minus extension_rate: stops more than δ earlier than the control, net of the reverse",
    first: (r) => r.outcome === "yielded",
    second: (r) => r.outcome === "extended",
  };
  return [netYield, stopEffect(1), stopEffect(2)];
}

/** The stop-time context every subset has: ended anyway, and both runs' stop latencies. */
function stopContext<S extends readonly MatchedSubset[]>(subsets: S) {
  const latency = <N extends string>(
    name: N,
    label: string,
    which: string,
    f: (r: MatchedRow) => number | null,
  ): Of<MatchedLatency, N, S> => ({
    name,
    label,
    subsets,
    kind: "latency",
    better: "context",
    diagnostic: false,
    over: "exercised",
    dividedBy: `${EXERCISED} (no observed end = never)`,
    group: STOP_GROUP,
    definition: `Median (with interval) and p90 of the time from s to the end of ${which} run active at s`,
    value: (r) => us(f(r)),
  });
  return [
    share(
      "ended_anyway_rate",
      "Ended anyway",
      subsets,
      "exercised",
      EXERCISED,
      "Exercised samples whose two runs both ended within δ of s, neither more than δ before the other",
      (r) => r.outcome === "ended_anyway",
      { group: STOP_GROUP },
    ),
    latency("stop_latency_s", "Stop (s)", "the output's", (r) => r.stop_s),
    latency("clean_stop_latency_s", "Clean stop (s)", "the control's", (r) => r.clean_stop_s),
  ];
}

/** The pooled suppression: the control's speech seconds inside [s, e] minus the output's, over overlap seconds. */
function suppressed<S extends readonly MatchedSubset[]>(
  subsets: S,
  better: Better,
): Of<MatchedPooled, "suppressed_s_per_overlap_s", S> {
  return {
    name: "suppressed_s_per_overlap_s",
    label: "Suppressed s/s",
    subsets,
    kind: "pooled",
    better,
    diagnostic: false,
    over: "exercised",
    dividedBy: "overlap seconds [s, e] of exercised samples",
    definition: "Control speech seconds inside [s, e] minus output speech seconds, over overlap seconds, pooled",
    unit: "s",
    numerator: (r) => toMicros(r.suppressed_s!),
    denominator: (r) => toMicros(r.e) - toMicros(r.s),
  };
}

function responses() {
  const latency = <N extends string>(
    name: N,
    label: string,
    which: string,
    f: (r: MatchedRow) => number | null,
  ): Of<MatchedLatency, N, typeof UI> => ({
    name,
    label,
    subsets: UI,
    kind: "latency",
    better: "context",
    diagnostic: false,
    over: "exercised",
    dividedBy: `${EXERCISED} (no reply = never)`,
    definition: `Median (with interval) and p90 of the ${which} after time (first run at or after its stop and e, minus e)`,
    value: (r) => us(f(r)),
  });
  const within_k = [1, 2, 5] as const;
  return [
    ...within_k.map((k) =>
      share(
        `response_rate_${k}s` as const,
        `Resp. in ${k} s`,
        UI,
        "exercised",
        `${EXERCISED} observed ${k} s past e`,
        `Exercised samples whose output starts a run within ${k} s of e, at or after its stop`,
        (r) => within(r.after_s, k),
        { horizon: { from: "e", k } },
      ),
    ),
    ...within_k.map((k) =>
      share(
        `clean_response_rate_${k}s` as const,
        `Clean resp. ${k}s`,
        UI,
        "exercised",
        `${EXERCISED} observed ${k} s past e`,
        `Exercised samples whose control starts a run within ${k} s of e, at or after its stop`,
        (r) => within(r.clean_after_s, k),
        { horizon: { from: "e", k } },
      ),
    ),
    ...within_k.map(
      (k): Of<MatchedDifference, `net_response_rate_${typeof k}s`, typeof UI> => ({
        name: `net_response_rate_${k}s` as const,
        label: `Net resp. ${k} s`,
        subsets: UI,
        kind: "difference",
        better: "higher",
        diagnostic: false,
        over: "exercised",
        dividedBy: `${EXERCISED} observed ${k} s past e`,
        definition: `response_rate_${k}s minus clean_response_rate_${k}s`,
        horizon: { from: "e", k },
        first: (r) => within(r.after_s, k),
        second: (r) => within(r.clean_after_s, k),
      }),
    ),
    latency("response_latency_s", "Latency (s)", "output's", (r) => r.after_s),
    latency("clean_response_latency_s", "Clean lat. (s)", "control's", (r) => r.clean_after_s),
  ];
}

function othersOnly() {
  const netTriggered: Of<MatchedDifference, "net_triggered_rate", typeof OTHERS> = {
    name: "net_triggered_rate",
    label: "Net triggered",
    subsets: OTHERS,
    kind: "difference",
    better: "closer to 0",
    diagnostic: false,
    over: "not_exercised",
    dividedBy: "not-exercised samples",
    definition: "triggered_rate minus clean_triggered_rate",
    first: (r) => r.triggered === true,
    second: (r) => r.clean_triggered === true,
  };
  return [
    share(
      "resume_rate_2s",
      "Resume 2 s",
      OTHERS,
      "yielded",
      "yielded samples observed 2 s past e",
      "Yielded samples whose output starts a run within 2 s of e, at or after its stop (conditional)",
      (r) => within(r.after_s, 2),
      { diagnostic: true, horizon: { from: "e", k: 2 } },
    ),
    share(
      "clean_resume_rate_2s",
      "Clean resume",
      OTHERS,
      "extended",
      "extended samples observed 2 s past e",
      "Extended samples whose control starts a run within 2 s of e, at or after its stop (conditional)",
      (r) => within(r.clean_after_s, 2),
      { diagnostic: true, horizon: { from: "e", k: 2 } },
    ),
    share(
      "triggered_rate",
      "Triggered",
      OTHERS,
      "not_exercised",
      "not-exercised samples",
      "Samples silent at s whose output starts a run in [s, e + G] where the control is silent and starts none within κ",
      (r) => r.triggered === true,
    ),
    share(
      "clean_triggered_rate",
      "Clean trigger",
      OTHERS,
      "not_exercised",
      "not-exercised samples",
      "The reverse of triggered_rate: the control starts where the output is silent",
      (r) => r.clean_triggered === true,
    ),
    netTriggered,
  ];
}

const DECLARED = [
  share(
    "exercised_rate",
    "Exercised",
    ALL,
    "not_mismatched",
    "eligible samples, less onset mismatches",
    "Samples with a run active at s in both the output and the control",
    (r) => r.outcome !== "not_exercised",
  ),
  share(
    "agreement_rate",
    "Agree before s",
    ALL,
    "exercised",
    EXERCISED,
    "Exercised samples whose two runs agree within τ on [0, s − g]",
    (r) => r.agree_before_onset,
  ),
  share(
    "yield_rate",
    "Yield",
    ALL,
    "exercised",
    EXERCISED,
    "Exercised samples whose output stops more than δ before the control",
    (r) => r.outcome === "yielded",
  ),
  share(
    "extension_rate",
    "Extension",
    ALL,
    "exercised",
    EXERCISED,
    "Exercised samples whose output stops more than δ after the control",
    (r) => r.outcome === "extended",
  ),
  ...directional(UI, "higher"),
  ...directional(OTHERS, "closer to 0"),
  ...stopContext(ALL),
  ...responses(),
  ...othersOnly(),
  suppressed(UI, "higher"),
  suppressed(OTHERS, "closer to 0"),
] satisfies readonly Declared<MatchedMetric>[];

/** A declared record, its name and subsets literal (the library's typed v1.5 names read them). */
export type MatchedRecord = (typeof DECLARED)[number];

/** Every matched metric; a headline metric of a table is one that ranks systems. */
export const MATCHED_METRICS: readonly MatchedMetric[] = DECLARED.map(
  (m) => ({ ...m, headline: ranks(m) }) as MatchedMetric,
);

/** The metrics of one subset, in registry order (the order of every output). */
export function matchedMetricsFor(subset: MatchedSubset): MatchedMetric[] {
  return MATCHED_METRICS.filter((m) => m.subsets.includes(subset));
}
