/**
 * `fdb-unified compare --tree A=DIR --tree B=DIR [--out DIR] [--json]`: check that two trees hold
 * one dataset, score both with the core, and compare B with A paired by sample. Prints a table,
 * or with `--json` the comparison object; `--out DIR` writes `compare.json` there atomically.
 * Nothing is written inside the trees.
 */
import { join } from "node:path";
import { compareTrees } from "../compare/trees.js";
import { COMPARE_JSON, comparisonText } from "../compare/json.js";
import { comparisonTable } from "../compare/table.js";
import { UsageError } from "../errors.js";
import { writeFilesAtomically } from "../output/write.js";
import { flag, parseArgs, parseTree } from "./args.js";
import { analyzerFromFlags, VAD_FLAGS } from "./vad-edge.js";

export const COMPARE_USAGE = "fdb-unified compare --tree A=DIR --tree B=DIR [--out DIR] [--json] [--vad-model FILE] [--no-cache] [--jobs N]";

export async function compareCommand(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(`usage: ${COMPARE_USAGE}\n`);
    return 0;
  }
  const p = parseArgs(argv, { tree: { type: "string", multiple: true }, out: { type: "string" }, json: { type: "boolean" }, ...VAD_FLAGS });
  const trees = (p.flags.get("tree") ?? []).map(parseTree);
  if (trees.length !== 2) throw new UsageError(`--tree: give exactly two trees, A then B (${COMPARE_USAGE})`);
  const comparison = await compareTrees(trees[0]!, trees[1]!, analyzerFromFlags(p));
  const text = comparisonText(comparison);
  const out = flag(p, "out");
  if (out !== undefined) writeFilesAtomically([{ path: join(out, COMPARE_JSON), content: text }]);
  process.stdout.write(p.switches.has("json") ? text : comparisonTable(comparison));
  return 0;
}
