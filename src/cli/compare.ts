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
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";
import { defineCommand, flag } from "./args.js";
import { settingValuesFromFlags } from "./family-settings.js";
import { familyOfSources, refuseFamilyFlags, subsetChoiceFromFlags } from "./sources.js";
import { checkOutput, loadAnySource, type Source, sourcesFromFlags } from "./source.js";

export const compareCommand = defineCommand("compare", async (p, usage, argv) => {
  const sources = sourcesFromFlags(p, argv);
  if (sources.length !== 2) throw new UsageError(`--tree, --dataset: give exactly two inputs, A then B (${usage})`);
  for (const s of sources) if (s.kind === "tree") checkTreeFolder(s.dir);
  const family = familyOfSources(sources, p);
  refuseFamilyFlags(p, "compare", family);
  const values = settingValuesFromFlags(p);
  const subsets = subsetChoiceFromFlags(p, family);
  const out = flag(p, "out");
  if (out !== undefined) checkOutput(out, sources, "folder");
  const [a, b] = sources as [Source, Source];
  const comparison = await compareInputs(a, b, (x) => loadAnySource(x, p), DEFAULT_VAD_SETTINGS, subsets, values);
  const text = comparisonText(comparison);
  if (out !== undefined) writeFilesAtomically([{ path: join(out, COMPARE_JSON), content: text }]);
  process.stdout.write(p.switches.has("json") ? text : comparisonTable(comparison));
});
