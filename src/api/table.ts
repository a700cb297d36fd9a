/**
 * `buildTable` and `tableText`: several systems in one table (the leaderboard of
 * `fdb-unified table`), each input scored exactly as `score` scores it, and the table in each of
 * the command's formats.
 */
import { UsageError } from "../errors.js";
import type { ScoredSubset } from "../input/tree/subsets.js";
import type { MetricName } from "./typed.js";
import type { ScoredSystem } from "../text/leaderboard.js";
import { buildLeaderboard } from "../text/leaderboard.js";
import { scoreInputs } from "../text/table-inputs.js";
import type { MetricChoice } from "../text/select.js";
import { leaderboardText, TABLE_FORMATS, type TableFormat } from "../text/table-text.js";
import type { Leaderboard } from "../text/leaderboard-types.js";
import { type NamedInput, namedSources } from "./named.js";
import { baselineOption, knownName, metricsOption, subsetsOption } from "./options.js";

/**
 * What `buildTable` may be told: the metrics (`"headline"` by default, `"all"`, or registry names),
 * a baseline (one input's name: every other system's paired difference against it, with
 * Holm-corrected paired p) and the scored subsets (every one by default).
 *
 * @example
 * ```ts
 * import { buildTable, type TableOptions } from "fdb-unified";
 * const options: TableOptions = { baseline: "A", metrics: ["response_rate_2s", "no_response_rate"] };
 * const table = await buildTable(systems, options);
 * ```
 */
export interface TableOptions {
  /** `"headline"`, `"all"` or v1.0 metric names (a misspelt one does not compile, and at run time names the closest). */
  metrics?: "headline" | "all" | readonly MetricName[];
  baseline?: string;
  /** Scored subsets only; an unknown name is a UsageError naming the closest. */
  subsets?: readonly ScoredSubset[];
}

/**
 * A built table: the leaderboard (grid, best values, differences), the scored systems it was
 * built from and the metric choice, which the tidy CSV needs.
 *
 * @example
 * ```ts
 * import { buildTable, type Table } from "fdb-unified";
 * const table: Table = await buildTable(systems);
 * console.log(table.leaderboard.rows.length, table.systems.map((s) => s.name));
 * ```
 */
export interface Table {
  leaderboard: Leaderboard;
  systems: ScoredSystem[];
  metrics: MetricChoice;
}

/**
 * Build the table of `inputs` (one or more, distinct names, one dataset by annotation hashes).
 *
 * @example
 * ```ts
 * import { buildTable, loadInput } from "fdb-unified";
 * const systems = [
 *   { name: "A", input: await loadInput("fixtures/tree") },
 *   { name: "B", input: await loadInput("fixtures/tree-b") },
 * ];
 * const table = await buildTable(systems);
 * ```
 */
export async function buildTable(inputs: readonly NamedInput[], options: TableOptions = {}): Promise<Table> {
  const sources = namedSources("buildTable inputs", inputs, 1);
  const metrics = metricsOption("buildTable options.metrics", options.metrics, { kind: "headline" });
  const subsets = subsetsOption("buildTable options.subsets", options.subsets);
  const baseline = baselineOption("buildTable options.baseline", options.baseline, sources);
  const systems = await scoreInputs(sources, (x) => Promise.resolve(x.loaded));
  return { leaderboard: buildLeaderboard(systems, { metrics, baseline: baseline ?? null, subsets }), systems, metrics };
}

/**
 * A table as `fdb-unified table --format` prints it: `"markdown"` (default), `"latex"` (booktabs;
 * with a caption, and optionally a label, a complete float), `"csv"` (tidy, long) or `"json"`.
 *
 * @example
 * ```ts
 * import { tableText } from "fdb-unified";
 * process.stdout.write(tableText(table, "latex", { caption: "Turn-taking metrics.", label: "tab:fdb" }));
 * ```
 */
export function tableText(
  table: Table,
  format: TableFormat = "markdown",
  latex: { caption?: string; label?: string } = {},
): string {
  knownName("tableText format", "format", format, TABLE_FORMATS);
  if ((latex.caption !== undefined || latex.label !== undefined) && format !== "latex")
    throw new UsageError("tableText latex: a caption or label only with the latex format");
  return leaderboardText(format, table.systems, table.metrics, table.leaderboard, latex);
}
