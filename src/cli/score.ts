/**
 * `fdb-unified score --tree DIR [--out DIR]`: load and check a reference tree, score it, write
 * `unified.json` and `unified-samples.jsonl` atomically (the only files it writes) and print the
 * table with the reference column.
 */
import { join } from "node:path";
import { consoleReport } from "../output/console.js";
import { samplesText, UNIFIED_JSON, UNIFIED_SAMPLES, unifiedText } from "../output/serialize.js";
import { writeFilesAtomically } from "../output/write.js";
import { scoreTree } from "../score.js";
import { UsageError } from "../errors.js";
import { flag, parseArgs, parseTree } from "./args.js";
import { analyzerFromFlags, VAD_FLAGS } from "./vad-edge.js";

export const SCORE_USAGE = "fdb-unified score --tree DIR [--out DIR] [--json] [--quiet] [--vad-model FILE] [--no-cache] [--jobs N]";

export async function scoreCommand(argv: string[]): Promise<number> {
  const p = parseArgs(argv, { tree: { type: "string" }, out: { type: "string" }, json: { type: "boolean" }, quiet: { type: "boolean" }, ...VAD_FLAGS });
  const treeArg = flag(p, "tree");
  if (!treeArg) throw new UsageError(`--tree: required (${SCORE_USAGE})`);
  const { dir } = parseTree(treeArg);
  const scored = await scoreTree(dir, analyzerFromFlags(p));
  const out = flag(p, "out") ?? dir;
  const unified = unifiedText(scored.unified);
  writeFilesAtomically([
    { path: join(out, UNIFIED_JSON), content: unified },
    { path: join(out, UNIFIED_SAMPLES), content: samplesText(scored.rows) },
  ]);
  if (p.switches.has("json")) process.stdout.write(unified);
  else if (!p.switches.has("quiet")) process.stdout.write(consoleReport(scored.unified, scored.tree.reference));
  return 0;
}
