/**
 * `fdb-unified score --tree DIR [--out DIR]`: load and check a reference tree, score it, write
 * `unified.json` and `unified-samples.jsonl` atomically (the only files it writes) and print the
 * table with the reference column.
 */
import { consoleReport } from "../console/score.js";
import { setQuietNotes } from "../io/notes.js";
import { checkOutputFolder } from "../io/out-path.js";
import { scoreWithControl } from "../matched/control.js";
import { writeScoreFiles } from "../metrics/score-files.js";
import { flag, parseCommand, printedHelp } from "./args.js";
import { COMMAND_SPECS } from "./commands.js";
import { usageLine } from "./flags.js";
import { loadSource, sourceFromFlags } from "./source.js";

const SCORE_USAGE = usageLine("score", COMMAND_SPECS["score"]);

export async function scoreCommand(argv: string[]): Promise<number> {
  if (printedHelp(argv, "score")) return 0;
  const p = parseCommand(argv, "score");
  if (p.switches.has("quiet")) setQuietNotes(true); // notes go, warnings and errors stay
  const src = sourceFromFlags(p, SCORE_USAGE);
  const outFlag = flag(p, "out");
  if (outFlag !== undefined) checkOutputFolder(outFlag, "--out");
  // The yield margin of the control runs: DEFAULT_YIELD_MARGIN_S until a flag passes one.
  const scored = scoreWithControl(await loadSource(src, p), undefined, { yieldMargin: undefined });
  const out = outFlag ?? src.outDir;
  const unified = writeScoreFiles(scored, out);
  if (p.switches.has("json")) process.stdout.write(unified);
  else if (!p.switches.has("quiet"))
    process.stdout.write(consoleReport(scored.unified, scored.tree.reference, scored.tree));
  return 0;
}
