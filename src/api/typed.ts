/**
 * The library's typed names and results, derived from the registries (never listed again): each
 * v1.0 and v1.5 subset's metric names as literal types, read off the registry's records (their
 * `name`, `subsets` and `kind` keep their literal types), and each name's result type from its
 * metric's kind. So `unified.subsets.candor_turn_taking.metrics.response_latency_s` is a
 * `LatencyResult` and a v1.5 `unified.subsets.user_interruption?.metrics.net_yield_rate` a
 * `DifferenceResult`; a misspelt name or subset is a compile error, and an editor completes both.
 */
import type { BackchannelBlock } from "../backchannel/family.js";
import type { SubsetName } from "../input/tree/subsets.js";
import type { MatchedSubsetResult } from "../matched/aggregate.js";
import type { MatchedSubset } from "../matched/constants.js";
import type * as matched from "../matched/family.js";
import type { MatchedRecord } from "../matched/registry.js";
import type { DifferenceResult } from "../metrics/kind-difference.js";
import type { LatencyResult } from "../metrics/kind-latency.js";
import type { PooledResult } from "../metrics/kind-pooled.js";
import type { ShareResult } from "../metrics/kind-share.js";
import type { SubsetResult } from "../unified/aggregate.js";
import type * as family from "../unified/family.js";
import type { REGISTRY } from "../unified/registry.js";

/** The result type of each common kind, by the kind's name. */
export interface ResultOfKind {
  share: ShareResult;
  pooled: PooledResult;
  latency: LatencyResult;
  difference: DifferenceResult;
}

/** The records of registry union `M` that list subset `S` among their subsets. */
export type RecordsIn<M, S extends string> = M extends { subsets: readonly (infer X)[] }
  ? S extends X
    ? M
    : never
  : never;

/** The metrics of subset `S` of registry union `M`, each name with the result type of its kind (`R`). */
export type ResultsIn<M extends { name: string; kind: string }, S extends string, R = ResultOfKind> = {
  [K in RecordsIn<M, S> as K["name"]]: K["kind"] extends keyof R ? R[K["kind"]] : never;
};

type V10Record = (typeof REGISTRY)[number];

/** A v1.0 metric name: of subset `S` when given, of any subset otherwise. */
export type MetricName<S extends SubsetName = SubsetName> = RecordsIn<V10Record, S>["name"];

/** The metrics block of v1.0 subset `S`: every metric of the subset under its name, with its result type. */
export type SubsetMetrics<S extends SubsetName> = ResultsIn<V10Record, S>;

/** One subset of a v1.0 `unified.json`, its metrics typed by name; `icc_backchannel` with its attached block. */
export type TypedSubsetResult<S extends SubsetName> = Omit<SubsetResult, "metrics"> & {
  metrics: SubsetMetrics<S>;
} & (S extends "icc_backchannel" ? { backchannel?: BackchannelBlock } : unknown);

/** A v1.0 `unified.json`: every subset by name, its metrics typed. */
export type TypedUnifiedJson = Omit<family.UnifiedV10Json, "subsets"> & {
  subsets: { [S in SubsetName]: TypedSubsetResult<S> };
};

/** A v1.0 score with its `unified.json` typed. */
export type TypedScored = Omit<family.Scored, "unified"> & { unified: TypedUnifiedJson };

/** A v1.5 (matched-runs) metric name: of subset `S` when given, of any v1.5 subset otherwise. */
export type MatchedMetricName<S extends MatchedSubset = MatchedSubset> = RecordsIn<MatchedRecord, S>["name"];

/** One subset of a v1.5 `unified.json`: its metrics, and its difference metrics over identical inputs, typed by name. */
export type TypedMatchedSubsetResult<S extends MatchedSubset> = Omit<
  MatchedSubsetResult,
  "metrics" | "identical_inputs"
> & {
  metrics: ResultsIn<MatchedRecord, S>;
  identical_inputs: ResultsIn<Extract<MatchedRecord, { kind: "difference" }>, S>;
};

/** A v1.5 `unified.json`: each present subset by name, its metrics typed. */
export type TypedMatchedUnifiedJson = Omit<matched.MatchedUnifiedJson, "subsets"> & {
  subsets: { [S in MatchedSubset]?: TypedMatchedSubsetResult<S> };
};

/** A v1.5 score with its `unified.json` typed. */
export type TypedMatchedScored = Omit<matched.MatchedScored, "unified"> & { unified: TypedMatchedUnifiedJson };
