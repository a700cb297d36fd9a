/**
 * `fdb-unified compare` with two inputs, each `--tree [NAME=]DIR` (a reference tree) or
 * `--dataset [NAME=]DIR` (a plain Full-Duplex-Bench v1.0 folder), in any mix: the first on the
 * command line is A, the second B. Check that both hold one dataset, score both with the core,
 * and compare B with A paired by sample, over the subsets `--subsets` chooses (all by default).
 * Prints a table, or with `--json` the comparison object; `--out DIR` writes `compare.json`
 * there atomically. Nothing is written inside the inputs.
 */
import { join } from "node:path";
import { compareInputs } from "../compare/trees.js";
import { parseSubsetChoice } from "../metrics/subset-choice.js";
import { SCORED_SUBSETS } from "../input/tree/subsets.js";
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";
import { COMPARE_JSON, comparisonText } from "../compare/json.js";
import { comparisonTable } from "../console/compare.js";
import { checkTreeFolder } from "../input/kind.js";
import { UsageError } from "../errors.js";
import { checkOutputFolder } from "../io/out-path.js";
import { writeFilesAtomically } from "../io/atomic-write.js";
import { flag, parseCommand, printedHelp } from "./args.js";
import { COMMAND_SPECS } from "./commands.js";
import { usageLine } from "./flags.js";
import { checkOutsideInputs, loadSource, sourcesFromFlags } from "./source.js";

const COMPARE_USAGE = usageLine("compare", COMMAND_SPECS["compare"]);

export async function compareCommand(argv: string[]): Promise<number> {
  if (printedHelp(argv, "compare")) return 0;
  const p = parseCommand(argv, "compare");
  const subsets = parseSubsetChoice(flag(p, "subsets"), SCORED_SUBSETS);
  const sources = sourcesFromFlags(p, argv);
  if (sources.length !== 2)
    throw new UsageError(`--tree, --dataset: give exactly two inputs, A then B (${COMPARE_USAGE})`);
  for (const s of sources) if (s.kind === "tree") checkTreeFolder(s.dir);
  const out = flag(p, "out");
  if (out !== undefined) {
    checkOutputFolder(out, "--out");
    checkOutsideInputs(out, sources);
  }
  const comparison = await compareInputs(
    sources[0]!,
    sources[1]!,
    (x) => loadSource(x, p),
    DEFAULT_VAD_SETTINGS,
    subsets,
  );
  const text = comparisonText(comparison);
  if (out !== undefined) writeFilesAtomically([{ path: join(out, COMPARE_JSON), content: text }]);
  process.stdout.write(p.switches.has("json") ? text : comparisonTable(comparison));
  return 0;
}
