/**
 * `sweepInput` and `sweepText`: the interruption outcome counts and metrics at every VAD setting
 * of a grid, from the probabilities the load computed (the model does not run again), as
 * `fdb-unified sweep` computes and prints them.
 */
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { type AnyInput, familyOf } from "../score/families.js";
import { gridSettings, type SweepGrid } from "../score/grid.js";
import { sweepCsvText, sweepJsonText } from "../score/serialize.js";
import { type SweepResult, sweepPoints, sweepScores } from "../score/sweep.js";
import { knownName, sweepGridOption } from "./options.js";

/**
 * What `sweepInput` may be told: the values of each setting (the lists of the command line's
 * `--threshold`, `--min-speech-ms`, `--min-silence-ms`, `--speech-pad-ms`); a setting left out
 * keeps the default grid's values (`DEFAULT_SWEEP_GRID`).
 *
 * @example
 * ```ts
 * import { sweepInput, type SweepOptions } from "fdb-unified";
 * const options: SweepOptions = { grid: { threshold: [0.4, 0.5], minSilenceDurationMs: [100] } };
 * const sweep = sweepInput(input, options);
 * ```
 */
export interface SweepOptions {
  grid?: Partial<SweepGrid>;
  /** The values of the family's sweepable settings (a v1.5 folder's yield margins), by JSON key. */
  settings?: Readonly<Record<string, readonly number[]>>;
}

/**
 * Sweep the VAD settings of the grid over the interruption samples of `input`.
 *
 * @example
 * ```ts
 * import { loadInput, sweepInput } from "fdb-unified";
 * const sweep = sweepInput(await loadInput("fixtures/tree"), { grid: { threshold: [0.3, 0.5, 0.7] } });
 * console.log(sweep.settings.length);
 * ```
 */
export function sweepInput(input: LoadedInput | AnyInput, options: SweepOptions = {}): SweepResult {
  const grid = gridSettings(sweepGridOption("sweepInput options.grid", options.grid));
  return sweepScores(input as AnyInput, sweepPoints(familyOf(input as AnyInput), grid, options.settings ?? {}));
}

/**
 * A sweep as the text `fdb-unified sweep` prints or writes with `--out`: JSON, or with `"csv"` one
 * row per setting.
 *
 * @example
 * ```ts
 * import { sweepText } from "fdb-unified";
 * process.stdout.write(sweepText(sweep, "csv"));
 * ```
 */
export function sweepText(result: SweepResult, format: "json" | "csv" = "json"): string {
  if (format !== "json" && format !== "csv") knownName("sweepText format", "format", format, ["json", "csv"]);
  return format === "csv" ? sweepCsvText(result) : sweepJsonText(result);
}
