/**
 * The library's typed data, each under the name it has in the code that makes it: the loaded
 * input, the per-sample rows, unified.json, the results of the sweep, comparison, table and
 * transcript check, the metric registry, the VAD settings and the errors a script can tell apart.
 * Declared here as aliases so that each carries its own documentation and example.
 */
import * as errors from "../errors.js";
import type * as compare from "../compare/types.js";
import type * as loaded from "../input/tree/loaded-input.js";
import * as subsets from "../input/tree/subsets.js";
import type * as board from "../text/leaderboard.js";
import type * as boardTypes from "../text/leaderboard-types.js";
import type * as aggregate from "../unified/aggregate.js";
import type * as kinds from "../metrics/kinds.js";
import * as registry from "../unified/registry.js";
import type * as rows from "../unified/rows.js";
import type * as backchannel from "../backchannel/family.js";
import type * as backchannelKind from "../backchannel/kind.js";
import type * as difference from "../metrics/kind-difference.js";
import type * as latency from "../metrics/kind-latency.js";
import type * as pooled from "../metrics/kind-pooled.js";
import type * as share from "../metrics/kind-share.js";
import type * as matchedAggregate from "../matched/aggregate.js";
import { knownName } from "./options.js";
import type * as typed from "./typed.js";
import * as grid from "../score/grid.js";
import type * as sweep from "../score/sweep.js";
import type * as check from "../transcript-check/check.js";
import * as settings from "../vad/settings.js";
import * as version from "../version.js";

/**
 * A loaded and checked input, whatever its kind: its samples by subset, what identifies the files
 * read (`inputs`, the manifest and receipt hashes), the VAD model and runtime used.
 *
 * @example
 * ```ts
 * import { loadInput, type LoadedInput } from "fdb-unified";
 * const input: LoadedInput = await loadInput("fixtures/tree");
 * console.log(input.manifestSha256, input.vad.modelSha256);
 * ```
 */
export type LoadedInput = loaded.LoadedInput;

/**
 * The kind of an input: `"tree"` (a reference tree) or `"dataset"` (a plain Full-Duplex-Bench folder).
 *
 * @example
 * ```ts
 * import type { InputKind } from "fdb-unified";
 * const kind: InputKind = "dataset";
 * ```
 */
export type InputKind = loaded.InputKind;

/**
 * The result of `scoreInput`: the loaded input (`tree`), the rows of `unified-samples.jsonl` and
 * the `unified.json` object, its metrics typed by subset and name.
 *
 * @example
 * ```ts
 * import { scoreInput, type Scored } from "fdb-unified";
 * const scored: Scored = scoreInput(input);
 * const latency = scored.unified.subsets.candor_turn_taking.metrics.response_latency_s; // a LatencyResult
 * ```
 */
export type Scored = typed.TypedScored;

/**
 * The `unified.json` object of a v1.0 input (docs/output.md): definitions, tool, inputs, VAD,
 * intervals, and the five subsets by name, each subset's metrics by name with their result types.
 *
 * @example
 * ```ts
 * import type { UnifiedJson } from "fdb-unified";
 * const definitions = (u: UnifiedJson) => u.definitions; // "fdb-v1.0-unified-4"
 * const rate = (u: UnifiedJson) => u.subsets.candor_turn_taking.metrics.response_rate_2s.value;
 * ```
 */
export type UnifiedJson = typed.TypedUnifiedJson;

/**
 * One subset of `unified.json`: its task, counts, coverage and metrics (of subset `S` when given,
 * its metrics then typed by name; without, any subset's).
 *
 * @example
 * ```ts
 * import type { SubsetResult } from "fdb-unified";
 * const coverage = (s: SubsetResult) => s.coverage;
 * const median = (s: SubsetResult<"candor_turn_taking">) => s.metrics.response_latency_s.median;
 * ```
 */
export type SubsetResult<S extends SubsetName = SubsetName> = S extends SubsetName ? typed.TypedSubsetResult<S> : never;

/**
 * One v1.0 subset as the aggregation makes it, its metrics by any name (for code that iterates
 * `metricsFor(subset)` rather than naming a metric).
 *
 * @example
 * ```ts
 * import { type AnySubsetResult, metricsFor } from "fdb-unified";
 * const values = (s: AnySubsetResult) => metricsFor("candor_turn_taking").map((m) => s.metrics[m.name]);
 * ```
 */
export type AnySubsetResult = aggregate.SubsetResult;

/**
 * A v1.0 metric's name, of subset `S` when given: a literal type read off the registry, so a
 * misspelt name does not compile.
 *
 * @example
 * ```ts
 * import type { MetricName } from "fdb-unified";
 * const name: MetricName<"candor_turn_taking"> = "response_latency_s";
 * ```
 */
export type MetricName<S extends SubsetName = SubsetName> = typed.MetricName<S>;

/**
 * The metrics block of subset `S`: each of its metric names with the result type of its kind.
 *
 * @example
 * ```ts
 * import type { SubsetMetrics } from "fdb-unified";
 * const p90 = (m: SubsetMetrics<"synthetic_user_interruption">) => m.stop_latency_s.p90;
 * ```
 */
export type SubsetMetrics<S extends SubsetName> = typed.SubsetMetrics<S>;

/**
 * The result type of each kind of metric, by the kind's name (a metric's `kind` in `METRICS`).
 *
 * @example
 * ```ts
 * import type { ResultOfKind } from "fdb-unified";
 * const median = (r: ResultOfKind["latency"]) => r.median;
 * ```
 */
export type ResultOfKind = typed.ResultOfKind;

/**
 * A share of samples: value, count of n, the Wilson interval and the selected bounds.
 *
 * @example
 * ```ts
 * import type { ShareResult } from "fdb-unified";
 * const text = (r: ShareResult) => `${r.count}/${r.n}`;
 * ```
 */
export type ShareResult = share.ShareResult;

/**
 * A ratio pooled over samples: value, numerator, denominator and the bootstrap interval.
 *
 * @example
 * ```ts
 * import type { PooledResult } from "fdb-unified";
 * const value = (r: PooledResult) => r.value;
 * ```
 */
export type PooledResult = pooled.PooledResult;

/**
 * A latency: median with its bootstrap interval, and p90 (null with samples: not reached).
 *
 * @example
 * ```ts
 * import type { LatencyResult } from "fdb-unified";
 * const median = (r: LatencyResult) => r.median;
 * ```
 */
export type LatencyResult = latency.LatencyResult;

/**
 * A matched-runs difference: the mean of d over the samples, with its interval and counts.
 *
 * @example
 * ```ts
 * import type { DifferenceResult } from "fdb-unified";
 * const value = (r: DifferenceResult) => r.value;
 * ```
 */
export type DifferenceResult = difference.DifferenceResult;

/**
 * A backchannel pooled ratio (docs/backchannel.md): value, parts, interval, n and backchannels.
 *
 * @example
 * ```ts
 * import type { BackchannelPooledResult } from "fdb-unified";
 * const value = (r: BackchannelPooledResult) => r.value;
 * ```
 */
export type BackchannelPooledResult = backchannelKind.BackchannelPooledResult;

/**
 * The `backchannel` block of `subsets.icc_backchannel`: settings, counts and its metrics by name.
 *
 * @example
 * ```ts
 * import type { UnifiedJson } from "fdb-unified";
 * const takeovers = (u: UnifiedJson) => u.subsets.icc_backchannel.backchannel?.metrics.takeover_rate.value;
 * ```
 */
export type BackchannelBlock = backchannel.BackchannelBlock;

/**
 * One subset of a v1.5 `unified.json` (the matched runs): counts, coverage and metrics.
 *
 * @example
 * ```ts
 * import type { MatchedSubsetResult } from "fdb-unified";
 * const eligible = (s: MatchedSubsetResult) => s.counts;
 * ```
 */
export type MatchedSubsetResult = matchedAggregate.MatchedSubsetResult;

/**
 * One metric's value in `unified.json`: a sample share, a pooled ratio, a latency or a difference.
 * Reading it by name (`metrics.response_rate_2s`) gives its own type; over a metric of `METRICS`,
 * `ResultOfKind[m.kind]` is its type.
 *
 * @example
 * ```ts
 * import type { MetricResult } from "fdb-unified";
 * const value = (m: MetricResult) => ("value" in m ? m.value : m.median);
 * ```
 */
export type MetricResult = kinds.AnyResult;

/**
 * One line of `unified-samples.jsonl`: an ineligible sample (with its reasons) or an eligible row.
 *
 * @example
 * ```ts
 * import type { SampleRow } from "fdb-unified";
 * const eligible = (rows: SampleRow[]) => rows.filter((r) => r.eligible);
 * ```
 */
export type SampleRow = rows.SampleRow;

/**
 * An eligible row of any task: pause, turn-taking or interruption.
 *
 * @example
 * ```ts
 * import type { EligibleRow, SampleRow } from "fdb-unified";
 * const isEligible = (r: SampleRow): r is EligibleRow => r.eligible;
 * ```
 */
export type EligibleRow = rows.EligibleRow;

/**
 * A selected sample that cannot be scored, with its id and reasons.
 *
 * @example
 * ```ts
 * import type { IneligibleRow } from "fdb-unified";
 * const why = (r: IneligibleRow) => r.reasons.join("; ");
 * ```
 */
export type IneligibleRow = rows.IneligibleRow;

/**
 * The row of a pause-handling sample: the pause flags and speech inside the pauses.
 *
 * @example
 * ```ts
 * import type { PauseRow } from "fdb-unified";
 * const ids = (rows: PauseRow[]) => rows.map((r) => r.sample_id);
 * ```
 */
export type PauseRow = rows.PauseRow;

/**
 * The row of a turn-taking sample: its outcome and latency.
 *
 * @example
 * ```ts
 * import type { TurnTakingRow } from "fdb-unified";
 * const outcomes = (rows: TurnTakingRow[]) => rows.map((r) => r.outcome);
 * ```
 */
export type TurnTakingRow = rows.TurnTakingRow;

/**
 * The row of a user-interruption sample: S, R, the VAD segments, the outcome, the stop time, the
 * speech inside the interruption and the restarts.
 *
 * @example
 * ```ts
 * import type { InterruptionRow } from "fdb-unified";
 * const outcomes = (rows: InterruptionRow[]) => rows.map((r) => r.outcome);
 * ```
 */
export type InterruptionRow = rows.InterruptionRow;

/**
 * The name of one of the five subsets, in dataset order (`SUBSETS` in the loaded input).
 *
 * @example
 * ```ts
 * import type { SubsetName } from "fdb-unified";
 * const subset: SubsetName = "candor_turn_taking";
 * ```
 */
export type SubsetName = subsets.SubsetName;

/**
 * One metric of the registry: name, subsets, kind (share, pooled, latency), direction, headline
 * or not, denominator and definition (docs/metrics.md is generated from it).
 *
 * @example
 * ```ts
 * import { METRICS, type Metric } from "fdb-unified";
 * const headline: Metric[] = METRICS.filter((m) => m.headline);
 * ```
 */
export type Metric = registry.Metric;

/**
 * Every unified metric, in the order of docs/metrics.md.
 *
 * @example
 * ```ts
 * import { METRICS } from "fdb-unified";
 * console.log(METRICS.map((m) => `${m.name} (${m.better})`));
 * ```
 */
export const METRICS: readonly Metric[] = registry.METRICS;

/**
 * The metrics of one subset, in registry order, their names typed as the subset's; an unknown
 * subset is a `UsageError` naming the closest ("unknown subset candor_turn_takin; did you mean
 * candor_turn_taking?").
 *
 * @example
 * ```ts
 * import { metricsFor } from "fdb-unified";
 * console.log(metricsFor("candor_turn_taking").map((m) => m.name));
 * ```
 */
export function metricsFor<S extends SubsetName>(subset: S): (Metric & { name: MetricName<S> })[] {
  knownName("metricsFor subset", "subset", subset, subsets.SUBSETS);
  return registry.metricsFor(subset) as (Metric & { name: MetricName<S> })[];
}

/**
 * The VAD settings: threshold, minimum speech, minimum silence, padding and the optional maximum
 * speech (the parameters of silero-vad's `get_speech_timestamps`, in camelCase).
 *
 * @example
 * ```ts
 * import type { VadSettings } from "fdb-unified";
 * const strict: VadSettings = { threshold: 0.6, minSpeechDurationMs: 250, minSilenceDurationMs: 100, speechPadMs: 0 };
 * ```
 */
export type VadSettings = settings.VadSettings;

/**
 * The project's VAD settings: threshold 0.5, minimum speech 250 ms, minimum silence 100 ms, no padding.
 *
 * @example
 * ```ts
 * import { DEFAULT_VAD_SETTINGS } from "fdb-unified";
 * console.log(DEFAULT_VAD_SETTINGS.threshold); // 0.5
 * ```
 */
export const DEFAULT_VAD_SETTINGS: Readonly<VadSettings> = settings.DEFAULT_VAD_SETTINGS;

/**
 * A sweep's grid: the values of each of the four recorded settings.
 *
 * @example
 * ```ts
 * import type { SweepGrid } from "fdb-unified";
 * const grid: Partial<SweepGrid> = { threshold: [0.4, 0.5, 0.6] };
 * ```
 */
export type SweepGrid = grid.SweepGrid;

/**
 * The grid `sweepInput` and the report sweep by default.
 *
 * @example
 * ```ts
 * import { DEFAULT_SWEEP_GRID } from "fdb-unified";
 * console.log(DEFAULT_SWEEP_GRID.threshold);
 * ```
 */
export const DEFAULT_SWEEP_GRID: Readonly<SweepGrid> = grid.DEFAULT_SWEEP_GRID;

/**
 * A sweep's result: one entry per setting with its outcome counts and interruption metrics.
 *
 * @example
 * ```ts
 * import type { SweepResult } from "fdb-unified";
 * const thresholds = (r: SweepResult) => r.settings.map((s) => s.threshold);
 * ```
 */
export type SweepResult = sweep.SweepResult;

/**
 * A paired comparison of two systems (the object of `compare.json`, with both sides' rows).
 *
 * @example
 * ```ts
 * import type { Comparison } from "fdb-unified";
 * const compared = (c: Comparison) => c.compared;
 * ```
 */
export type Comparison = compare.Comparison;

/**
 * A scored system of a table: its name and its `Scored` result.
 *
 * @example
 * ```ts
 * import type { ScoredSystem } from "fdb-unified";
 * const names = (systems: ScoredSystem[]) => systems.map((s) => s.name);
 * ```
 */
export type ScoredSystem = board.ScoredSystem;

/**
 * A leaderboard: systems, columns, rows with their best values, and differences against a baseline.
 *
 * @example
 * ```ts
 * import type { Leaderboard } from "fdb-unified";
 * const columns = (b: Leaderboard) => b.columns.length;
 * ```
 */
export type Leaderboard = boardTypes.Leaderboard;

/**
 * A transcript check: the `transcript-check.json` object, its sample lines and the checked rows.
 *
 * @example
 * ```ts
 * import type { TranscriptCheck } from "fdb-unified";
 * const lines = (c: TranscriptCheck) => c.lines.length;
 * ```
 */
export type TranscriptCheck = check.TranscriptCheck;

/**
 * Bad input: a folder, file, sample or option that fails a check. Its message names the path (or
 * option), the problem and the fix, one line per problem; `exitCode` is 2.
 *
 * @example
 * ```ts
 * import { InputError, loadInput } from "fdb-unified";
 * try {
 *   await loadInput("no/such/folder");
 * } catch (e) {
 *   if (e instanceof InputError) console.error(e.message);
 *   else throw e;
 * }
 * ```
 */
export const InputError = errors.InputError;
/**
 * Bad input (see the class of the same name).
 *
 * @example
 * ```ts
 * import { InputError } from "fdb-unified";
 * const isBadInput = (e: unknown): e is InputError => e instanceof InputError;
 * ```
 */
export type InputError = errors.InputError;

/**
 * Bad usage: an option of a library call (or a command-line flag) that is not allowed; an `InputError`.
 *
 * @example
 * ```ts
 * import { UsageError, scoreInput } from "fdb-unified";
 * try {
 *   scoreInput(input, { vad: { threshold: 2 } });
 * } catch (e) {
 *   if (e instanceof UsageError) console.error(e.message);
 * }
 * ```
 */
export const UsageError = errors.UsageError;
/**
 * Bad usage (see the class of the same name).
 *
 * @example
 * ```ts
 * import { UsageError } from "fdb-unified";
 * const isBadUsage = (e: unknown): e is UsageError => e instanceof UsageError;
 * ```
 */
export type UsageError = errors.UsageError;

/**
 * The version of the metric definitions every output records (`"fdb-v1.0-unified-4"`).
 *
 * @example
 * ```ts
 * import { DEFINITIONS_VERSION } from "fdb-unified";
 * console.log(DEFINITIONS_VERSION);
 * ```
 */
export const DEFINITIONS_VERSION: string = version.DEFINITIONS_VERSION;

/**
 * This package's version, as every output's `tool.version` records it.
 *
 * @example
 * ```ts
 * import { TOOL_VERSION } from "fdb-unified";
 * console.log(TOOL_VERSION);
 * ```
 */
export const TOOL_VERSION: string = version.TOOL_VERSION;
