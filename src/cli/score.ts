/**
 * `fdb-unified score --tree DIR [--out DIR]`: load and check a reference tree, score it, write
 * `unified.json` and `unified-samples.jsonl` atomically (the only files it writes) and print the
 * table with the reference column.
 */
import { join } from "node:path";
import { consoleReport } from "../output/console.js";
import { samplesText, UNIFIED_JSON, UNIFIED_SAMPLES, unifiedText } from "../output/serialize.js";
import { checkOutputFolder } from "../output/folders.js";
import { writeFilesAtomically } from "../output/write.js";
import { scoreSamples } from "../score.js";
import { flag, parseArgs, printedHelp } from "./args.js";
import { loadSource, SOURCE_FLAGS, sourceFromFlags } from "./source.js";
import { VAD_FLAGS } from "./vad-edge.js";

export const SCORE_USAGE = "fdb-unified score (--tree [NAME=]DIR | --dataset [NAME=]DIR) [--out DIR] [--json] [--quiet] [--vad-model FILE] [--no-cache] [--jobs N]";

export async function scoreCommand(argv: string[]): Promise<number> {
  if (printedHelp(argv, SCORE_USAGE)) return 0;
  const p = parseArgs(argv, { ...SOURCE_FLAGS, out: { type: "string" }, json: { type: "boolean" }, quiet: { type: "boolean" }, ...VAD_FLAGS });
  const src = sourceFromFlags(p, SCORE_USAGE);
  const outFlag = flag(p, "out");
  if (outFlag !== undefined) checkOutputFolder(outFlag, "--out");
  const scored = scoreSamples(await loadSource(src, p));
  const out = outFlag ?? src.outDir;
  const unified = unifiedText(scored.unified);
  writeFilesAtomically([
    { path: join(out, UNIFIED_JSON), content: unified },
    { path: join(out, UNIFIED_SAMPLES), content: samplesText(scored.rows) },
  ]);
  if (p.switches.has("json")) process.stdout.write(unified);
  else if (!p.switches.has("quiet")) process.stdout.write(consoleReport(scored.unified, scored.tree.reference, scored.tree));
  return 0;
}
