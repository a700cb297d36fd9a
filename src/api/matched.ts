/**
 * The library's Full-Duplex-Bench v1.5 door (docs/matched-runs.md): load a v1.5 folder (the
 * output and its clean control run per sample) through the one reader, score it by the matched
 * runs at a VAD setting and yield margin, and the typed rows, result and metric registry. A
 * v1.5 folder has its own entry points because its rows and metrics are not v1.0's: `loadInput`
 * refuses one and names `loadMatchedInput`. `writeScore` writes either score.
 */
import { UsageError } from "../errors.js";
import { inputKind as kindOfFolder } from "../input/kind.js";
import { inputVersion, isMatchedInput, loadAnyInput } from "../input/load.js";
import { MATCHED_DEFINITIONS } from "../matched/constants.js";
import * as registry from "../matched/registry.js";
import type * as row from "../matched/row.js";
import type { MatchedSubset as MatchedSubsetName } from "../matched/constants.js";
import type * as typed from "./typed.js";
import type { LoadedMatchedInput as Loaded } from "../input/v15/loaded.js";
import { type ScoreOptions, scoreInput, settingOptions } from "./score.js";
import { vadEdge } from "../vad/engine/edge.js";
import type { LoadInputOptions } from "./load.js";
import { inLibraryWords, vadSettingsOption } from "./options.js";

/**
 * A loaded and checked Full-Duplex-Bench v1.5 folder: its samples by subset (each with the VAD
 * probabilities of output.wav and clean_output.wav), what identifies the files read, the VAD used.
 *
 * @example
 * ```ts
 * import { loadMatchedInput, type LoadedMatchedInput } from "fdb-unified";
 * const input: LoadedMatchedInput = await loadMatchedInput("fixtures/v15");
 * console.log(input.subsets.map((s) => s.subset));
 * ```
 */
export type LoadedMatchedInput = Loaded;

/**
 * One eligible v1.5 sample's row (a line of `unified-samples.jsonl`): its outcome, the runs of
 * both outputs, the stop and reply times of each, the triggers and the suppressed seconds.
 *
 * @example
 * ```ts
 * import { type MatchedRow, scoreMatchedInput } from "fdb-unified";
 * const rows = scoreMatchedInput(input).rows.filter((r): r is MatchedRow => r.eligible);
 * console.log(rows.map((r) => `${r.sample_id}: ${r.outcome}`));
 * ```
 */
export type MatchedRow = row.MatchedRow;

/**
 * The result of `scoreMatchedInput`: the loaded folder, its rows and its `unified.json` object,
 * each present subset's metrics typed by name (`MatchedMetricName`).
 *
 * @example
 * ```ts
 * import { type MatchedScored, scoreMatchedInput } from "fdb-unified";
 * const scored: MatchedScored = scoreMatchedInput(input, { yieldMargin: 1 });
 * console.log(scored.unified.subsets.user_interruption?.metrics.net_yield_rate.value);
 * ```
 */
export type MatchedScored = typed.TypedMatchedScored;

/**
 * A v1.5 metric name, of subset `S` when given: a literal type read off the registry.
 *
 * @example
 * ```ts
 * import type { MatchedMetricName } from "fdb-unified";
 * const name: MatchedMetricName<"user_interruption"> = "net_yield_rate";
 * ```
 */
export type MatchedMetricName<S extends MatchedSubsetName = MatchedSubsetName> = typed.MatchedMetricName<S>;

/**
 * One matched-runs metric: name, subsets, kind (share, difference, pooled, latency), direction
 * ("higher", "closer to 0" or context), population and definition.
 *
 * @example
 * ```ts
 * import { MATCHED_METRICS, type MatchedMetric } from "fdb-unified";
 * const nets: MatchedMetric[] = MATCHED_METRICS.filter((m) => m.kind === "difference");
 * ```
 */
export type MatchedMetric = registry.MatchedMetric;

/**
 * Every matched-runs metric, in the order of every output (a name may have one record per
 * subset family, its direction differing).
 *
 * @example
 * ```ts
 * import { MATCHED_METRICS } from "fdb-unified";
 * console.log(MATCHED_METRICS.map((m) => `${m.name}: ${m.subsets.join(", ")} (${m.better})`));
 * ```
 */
export const MATCHED_METRICS: readonly MatchedMetric[] = registry.MATCHED_METRICS;

/**
 * The matched runs' definitions version, recorded in every v1.5 output.
 *
 * @example
 * ```ts
 * import { MATCHED_DEFINITIONS_VERSION } from "fdb-unified";
 * console.log(MATCHED_DEFINITIONS_VERSION); // "fdb-v1.5-matched-1"
 * ```
 */
export const MATCHED_DEFINITIONS_VERSION: string = MATCHED_DEFINITIONS;

/**
 * What `loadMatchedInput` may be told: folders to skip (`--ignore`) and where the VAD runs.
 *
 * @example
 * ```ts
 * import { loadMatchedInput, type LoadMatchedOptions } from "fdb-unified";
 * const options: LoadMatchedOptions = { vad: { jobs: 1 } };
 * const input = await loadMatchedInput("fixtures/v15", options);
 * ```
 */
export type LoadMatchedOptions = Pick<LoadInputOptions, "ignore" | "vad">;

/**
 * Read and check a Full-Duplex-Bench v1.5 folder and run the VAD on both outputs of every
 * sample, as `fdb-unified score --dataset DIR` loads it. Every problem of every sample is thrown
 * as one `InputError`; a folder that is not v1.5 is a `UsageError` naming `loadInput`.
 *
 * @example
 * ```ts
 * import { loadMatchedInput } from "fdb-unified";
 * const input = await loadMatchedInput("fixtures/v15");
 * console.log(input.subsets.map((s) => `${s.subset}: ${s.samples.length}`));
 * ```
 */
export async function loadMatchedInput(dir: string, options: LoadMatchedOptions = {}): Promise<LoadedMatchedInput> {
  if (typeof dir !== "string" || dir === "")
    throw new UsageError("loadMatchedInput dir: give the folder of a Full-Duplex-Bench v1.5 run");
  const kind = kindOfFolder(dir);
  const ignore = options.ignore ?? [];
  if (inputVersion({ kind, dir }, ignore) !== "v1.5")
    throw new UsageError(
      `loadMatchedInput dir: ${dir} is a Full-Duplex-Bench v1.0 input (${kind}); load it with loadInput`,
    );
  let loaded: Awaited<ReturnType<typeof loadAnyInput>>;
  try {
    loaded = await loadAnyInput({ kind, dir }, vadEdge(options.vad), { ignore });
  } catch (e) {
    throw inLibraryWords("loadMatchedInput", e);
  }
  if (!isMatchedInput(loaded)) throw new Error(`${dir}: loaded as v1.0 although its subset folders are v1.5`);
  return loaded;
}

/**
 * What `scoreMatchedInput` may be told: VAD settings other than the defaults, and the yield
 * margin δ in seconds (≥ 0, default 0.5), as `--yield-margin-s`.
 *
 * @example
 * ```ts
 * import { scoreMatchedInput, type MatchedScoreOptions } from "fdb-unified";
 * const options: MatchedScoreOptions = { yieldMargin: 0.25, vad: { threshold: 0.4 } };
 * const scored = scoreMatchedInput(input, options);
 * ```
 */
export type MatchedScoreOptions = ScoreOptions;

/**
 * Score a loaded v1.5 folder by the matched runs: the rows of `unified-samples.jsonl` and the
 * `unified.json` object, as `fdb-unified score --dataset` computes them. Pure.
 *
 * @example
 * ```ts
 * import { loadMatchedInput, scoreMatchedInput, writeScore } from "fdb-unified";
 * const scored = scoreMatchedInput(await loadMatchedInput("fixtures/v15"));
 * writeScore(scored, "out/v15");
 * ```
 */
export function scoreMatchedInput(input: LoadedMatchedInput, options: MatchedScoreOptions = {}): MatchedScored {
  settingOptions(options, "scoreMatchedInput");
  vadSettingsOption("scoreMatchedInput options.vad", options.vad);
  return scoreInput(input, options);
}
