/**
 * `scoreInput` and `writeScore`: a loaded input's per-sample rows and `unified.json` at a VAD
 * setting (pure; the probabilities were computed by the load), and the two files of
 * `fdb-unified score --out`, written through the same writer, byte for byte.
 */
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { LoadedMatchedInput } from "../input/v15/loaded.js";
import { checkOutputFolder } from "../io/out-path.js";
import type { Score } from "../metrics/score.js";
import { allSettings, scoreLoaded } from "../score/families.js";
import { writeScoreFiles } from "../score/files.js";
import type { TypedMatchedScored as MatchedScored, TypedScored as Scored } from "./typed.js";
import { type ScoreVadSettings, settingValue, vadSettingsOption } from "./options.js";

/**
 * What `scoreInput` may be told: VAD settings other than the defaults (threshold 0.5, minimum
 * speech 250 ms, minimum silence 100 ms, no padding), each checked by its rule.
 *
 * @example
 * ```ts
 * import { scoreInput, type ScoreOptions } from "fdb-unified";
 * const options: ScoreOptions = { vad: { threshold: 0.4, minSilenceDurationMs: 200 } };
 * const scored = scoreInput(input, options);
 * ```
 */
export interface ScoreOptions {
  /** Settings to change; the others keep their defaults. */
  vad?: Partial<ScoreVadSettings>;
  /** The yield margin δ (seconds ≥ 0, default 0.5) of the control runs a plain folder's interruption samples may have. */
  yieldMargin?: number;
}

/**
 * Score a loaded input: the rows of `unified-samples.jsonl` and the `unified.json` object, as
 * `fdb-unified score` computes them (at the default VAD settings unless `options.vad` says
 * otherwise). Pure: the same input and options give the same result.
 *
 * @example
 * ```ts
 * import { loadInput, scoreInput } from "fdb-unified";
 * const scored = scoreInput(await loadInput("fixtures/tree"));
 * const rate = scored.unified.subsets.synthetic_user_interruption.metrics.response_rate_2s; // a ShareResult
 * console.log(scored.rows.length, rate);
 * ```
 */
export function scoreInput<I extends LoadedInput | LoadedMatchedInput>(
  input: I,
  options: ScoreOptions = {},
): I extends LoadedMatchedInput ? MatchedScored : Scored {
  // as `score` scores: the input's family, with every family attached to it (a plain folder's control runs)
  const scored = scoreLoaded(input, vadSettingsOption("scoreInput options.vad", options.vad), settingOptions(options));
  return scored as unknown as I extends LoadedMatchedInput ? MatchedScored : Scored;
}

/** The families' settings of `options` (each by its option name), checked by their rules. */
export function settingOptions(options: object, where = "scoreInput"): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of allSettings()) {
    const x = (options as Record<string, unknown>)[s.option];
    if (x !== undefined) out[s.json] = settingValue(`${where} options.${s.option}`, s, x);
  }
  return out;
}

/**
 * Write `unified.json` and `unified-samples.jsonl` of `result` (a v1.0 or a v1.5 score) into the folder `outDir` (made
 * when missing), atomically: afterwards it holds the old pair, the new pair or none. The bytes are
 * those of `fdb-unified score --out outDir` on the same input.
 *
 * @example
 * ```ts
 * import { loadInput, scoreInput, writeScore } from "fdb-unified";
 * writeScore(scoreInput(await loadInput("fixtures/tree")), "out/fixture");
 * ```
 */
export function writeScore(result: Pick<Score, "rows" | "unified">, outDir: string): void {
  checkOutputFolder(outDir, "writeScore outDir");
  writeScoreFiles(result, outDir);
}
