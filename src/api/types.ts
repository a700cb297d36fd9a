/**
 * The library's typed data, each under the name it has in the code that makes it: the loaded
 * input, the per-sample rows, unified.json, the results of the sweep, comparison, table and
 * transcript check, the metric registry, the VAD settings and the errors a script can tell apart.
 * Declared here as aliases so that each carries its own documentation and example.
 */
import * as errors from "../errors.js";
import type * as compare from "../compare/types.js";
import type * as loaded from "../input/tree/loaded-input.js";
import type * as subsets from "../input/tree/subsets.js";
import type * as board from "../text/leaderboard.js";
import type * as boardTypes from "../text/leaderboard-types.js";
import type * as aggregate from "../unified/aggregate.js";
import type * as kinds from "../metrics/kinds.js";
import * as registry from "../unified/registry.js";
import type * as rows from "../unified/rows.js";
import type * as score from "../metrics/score.js";
import type * as unified from "../unified/family.js";
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
 * the `unified.json` object.
 *
 * @example
 * ```ts
 * import { scoreInput, type Scored } from "fdb-unified";
 * const scored: Scored = scoreInput(input);
 * ```
 */
export type Scored = unified.Scored;

/**
 * The `unified.json` object (docs/output.md): definitions, tool, inputs, VAD, intervals, subsets.
 *
 * @example
 * ```ts
 * import type { UnifiedJson } from "fdb-unified";
 * const definitions = (u: UnifiedJson) => u.definitions; // "fdb-v1.0-unified-4"
 * ```
 */
export type UnifiedJson = score.UnifiedJson;

/**
 * One subset of `unified.json`: its task, counts, coverage and metrics.
 *
 * @example
 * ```ts
 * import type { SubsetResult } from "fdb-unified";
 * const coverage = (s: SubsetResult) => s.coverage;
 * ```
 */
export type SubsetResult = aggregate.SubsetResult;

/**
 * One metric's value in `unified.json`: a sample share, a pooled ratio or a latency.
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
 * The metrics of one subset, in registry order.
 *
 * @example
 * ```ts
 * import { metricsFor } from "fdb-unified";
 * console.log(metricsFor("candor_turn_taking").map((m) => m.name));
 * ```
 */
export const metricsFor: (subset: string) => Metric[] = registry.metricsFor;

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
