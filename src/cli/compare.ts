/**
 * `fdb-unified compare` with two inputs of one version, each `--tree [NAME=]DIR` (a reference
 * tree) or `--dataset [NAME=]DIR` (a plain v1.0 or a v1.5 folder): the first on the command line
 * is A, the second B. Check that both hold one dataset, score both with their family (and every
 * family attached to it, at the settings of the flags), and compare B with A paired by sample,
 * over the subsets `--subsets` chooses (all by default). Prints a table, or with `--json` the
 * comparison object; `--out DIR` writes `compare.json` there atomically. Nothing is written
 * inside the inputs.
 */
import { join } from "node:path";
import { COMPARE_JSON, comparisonText } from "../compare/json.js";
import { compareInputs } from "../compare/trees.js";
import { comparisonTable } from "../text/console-compare.js";
import { UsageError } from "../errors.js";
import { checkTreeFolder } from "../input/kind.js";
import { writeFilesAtomically } from "../io/atomic-write.js";
import { checkOutputFolder } from "../io/out-path.js";
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";
import { flag, parseCommand, printedHelp } from "./args.js";
import { COMMAND_SPECS } from "./commands.js";
import { settingValuesFromFlags } from "./family-settings.js";
import { usageLine } from "./flags.js";
import { familyOfSources, subsetChoiceFromFlags } from "./sources.js";
import { checkOutsideInputs, loadAnySource, sourcesFromFlags } from "./source.js";

const COMPARE_USAGE = usageLine("compare", COMMAND_SPECS["compare"]);

export async function compareCommand(argv: string[]): Promise<number> {
  if (printedHelp(argv, "compare")) return 0;
  const p = parseCommand(argv, "compare");
  const sources = sourcesFromFlags(p, argv);
  if (sources.length !== 2)
    throw new UsageError(`--tree, --dataset: give exactly two inputs, A then B (${COMPARE_USAGE})`);
  for (const s of sources) if (s.kind === "tree") checkTreeFolder(s.dir);
  const family = familyOfSources(sources, p);
  const values = settingValuesFromFlags(p);
  const subsets = subsetChoiceFromFlags(p, family);
  const out = flag(p, "out");
  if (out !== undefined) {
    checkOutputFolder(out, "--out");
    checkOutsideInputs(out, sources);
  }
  const comparison = await compareInputs(
    sources[0]!,
    sources[1]!,
    (x) => loadAnySource(x, p),
    DEFAULT_VAD_SETTINGS,
    subsets,
    values,
  );
  const text = comparisonText(comparison);
  if (out !== undefined) writeFilesAtomically([{ path: join(out, COMPARE_JSON), content: text }]);
  process.stdout.write(p.switches.has("json") ? text : comparisonTable(comparison));
  return 0;
}
