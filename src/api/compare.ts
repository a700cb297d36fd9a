/**
 * `compareInputs` and `comparisonText`: two systems on one dataset, paired by sample (B − A), as
 * `fdb-unified compare` computes and prints them; the two inputs are checked to hold one dataset.
 */
import type { ScoredSubset } from "../input/tree/subsets.js";
import { COMPARE_JSON, comparisonText as comparisonJson } from "../compare/json.js";
import { compareInputs as compareLoaded } from "../compare/trees.js";
import type { Comparison } from "../compare/types.js";
import { comparisonTable } from "../text/console-compare.js";
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";
import { type NamedInput, namedSources } from "./named.js";
import { knownName, subsetsOption } from "./options.js";

/**
 * What `compareInputs` may be told: the scored subsets to compare (every one by default).
 *
 * @example
 * ```ts
 * import { compareInputs, type CompareOptions } from "fdb-unified";
 * const options: CompareOptions = { subsets: ["candor_turn_taking"] };
 * const comparison = await compareInputs(a, b, options);
 * ```
 */
export interface CompareOptions {
  /** Scored subsets only; an unknown name is a UsageError naming the closest. */
  subsets?: readonly ScoredSubset[];
}

/**
 * Compare B with A, paired by `sample_id`: B − A with a seeded paired bootstrap interval,
 * discordant counts and the exact McNemar p for shares, the sign test's p for latencies, the swap
 * test's for the other kinds. Inputs from different datasets are an `InputError`.
 *
 * @example
 * ```ts
 * import { compareInputs, loadInput } from "fdb-unified";
 * const a = { name: "A", input: await loadInput("fixtures/tree") };
 * const b = { name: "B", input: await loadInput("fixtures/tree-b") };
 * const comparison = await compareInputs(a, b);
 * console.log(comparison.subsets);
 * ```
 */
export function compareInputs(a: NamedInput, b: NamedInput, options: CompareOptions = {}): Promise<Comparison> {
  const [sa, sb] = namedSources("compareInputs inputs", [a, b], 2);
  const subsets = subsetsOption("compareInputs options.subsets", options.subsets);
  return compareLoaded(sa!, sb!, (x) => Promise.resolve(x.loaded), DEFAULT_VAD_SETTINGS, subsets);
}

/**
 * A comparison as text: `"json"`, the bytes of `compare.json` (`fdb-unified compare --out`,
 * `--json`), or `"table"`, the table `fdb-unified compare` prints.
 *
 * @example
 * ```ts
 * import { comparisonText } from "fdb-unified";
 * process.stdout.write(comparisonText(comparison, "table"));
 * ```
 */
export function comparisonText(comparison: Comparison, format: "json" | "table" = "json"): string {
  if (format !== "json" && format !== "table") knownName("comparisonText format", "format", format, ["json", "table"]);
  return format === "json" ? comparisonJson(comparison) : comparisonTable(comparison);
}

/**
 * The file name `fdb-unified compare --out DIR` writes the JSON text into.
 *
 * @example
 * ```ts
 * import { COMPARE_FILE, comparisonText } from "fdb-unified";
 * import { writeFileSync } from "node:fs";
 * writeFileSync(COMPARE_FILE, comparisonText(comparison));
 * ```
 */
export const COMPARE_FILE: string = COMPARE_JSON;
