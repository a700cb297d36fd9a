/**
 * `fdb-unified compare` with two inputs, each `--tree [NAME=]DIR` (a reference tree) or
 * `--dataset [NAME=]DIR` (a plain Full-Duplex-Bench v1.0 folder), in any mix, or two v1.5
 * folders (scored by their matched runs at `--yield-margin-s`): the first on the command line is
 * A, the second B. Check that both hold one dataset, score both with the core,
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
import { loadMatchedSystems, matchedSubsetChoice, versionOf } from "./matched-sources.js";
import { matchedCompareOutput } from "./matched-views.js";
import { checkOutsideInputs, loadSource, sourcesFromFlags } from "./source.js";
import { yieldMarginFromFlags } from "./yield-margins.js";

const COMPARE_USAGE = usageLine("compare", COMMAND_SPECS["compare"]);

export async function compareCommand(argv: string[]): Promise<number> {
  if (printedHelp(argv, "compare")) return 0;
  const p = parseCommand(argv, "compare");
  const sources = sourcesFromFlags(p, argv);
  if (sources.length !== 2)
    throw new UsageError(`--tree, --dataset: give exactly two inputs, A then B (${COMPARE_USAGE})`);
  for (const s of sources) if (s.kind === "tree") checkTreeFolder(s.dir);
  const v15 = versionOf(sources, p) === "v1.5";
  const yieldMargin = yieldMarginFromFlags(p);
  const subsets = v15 ? null : parseSubsetChoice(flag(p, "subsets"), SCORED_SUBSETS);
  const matchedSubsets = v15 ? matchedSubsetChoice(flag(p, "subsets")) : null;
  const out = flag(p, "out");
  if (out !== undefined) {
    checkOutputFolder(out, "--out");
    checkOutsideInputs(out, sources);
  }
  if (v15) {
    const [a, b] = await loadMatchedSystems(sources, p);
    const settings = { vad: DEFAULT_VAD_SETTINGS, yieldMargin, subsets: matchedSubsets };
    const { json, table } = matchedCompareOutput(a!, b!, settings);
    if (out !== undefined) writeFilesAtomically([{ path: join(out, COMPARE_JSON), content: json }]);
    process.stdout.write(p.switches.has("json") ? json : table);
    return 0;
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
