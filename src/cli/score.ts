/**
 * `fdb-unified score --tree DIR | --dataset DIR [--out DIR]`: load and check a reference tree or a
 * plain folder, score it, write `unified.json` and `unified-samples.jsonl` atomically (the only
 * files it writes) and print the table. A v1.0 input is scored by the unified rules, with the
 * reference column; a Full-Duplex-Bench v1.5 folder by the matched runs (docs/matched-runs.md) at
 * `--yield-margin-s`, which is also the margin of a v1.0 folder's control runs (an input without
 * control runs keeps its bytes).
 */
import { matchedConsoleReport } from "../console/matched-score.js";
import { consoleReport } from "../console/score.js";
import { isMatchedInput } from "../input/load.js";
import { setQuietNotes } from "../io/notes.js";
import { checkOutputFolder } from "../io/out-path.js";
import { scoreWithControl } from "../matched/control.js";
import { scoreMatched } from "../matched/score.js";
import { writeScoreFiles } from "../metrics/score-files.js";
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";
import { flag, parseCommand, printedHelp } from "./args.js";
import { COMMAND_SPECS } from "./commands.js";
import { usageLine } from "./flags.js";
import { loadAnySource, sourceFromFlags } from "./source.js";
import { yieldMarginFromFlags } from "./yield-margins.js";

const SCORE_USAGE = usageLine("score", COMMAND_SPECS["score"]);

export async function scoreCommand(argv: string[]): Promise<number> {
  if (printedHelp(argv, "score")) return 0;
  const p = parseCommand(argv, "score");
  if (p.switches.has("quiet")) setQuietNotes(true); // notes go, warnings and errors stay
  const src = sourceFromFlags(p, SCORE_USAGE);
  const yieldMargin = yieldMarginFromFlags(p);
  const outFlag = flag(p, "out");
  if (outFlag !== undefined) checkOutputFolder(outFlag, "--out");
  const loaded = await loadAnySource(src, p);
  const out = outFlag ?? src.outDir;
  let unified: string;
  let table: () => string;
  if (isMatchedInput(loaded)) {
    const scored = scoreMatched(loaded, DEFAULT_VAD_SETTINGS, yieldMargin);
    unified = writeScoreFiles(scored, out);
    table = () => matchedConsoleReport(scored.unified, loaded);
  } else {
    // a v1.0 folder's control runs (if any) are scored at the same margin
    const scored = scoreWithControl(loaded, DEFAULT_VAD_SETTINGS, { yieldMargin });
    unified = writeScoreFiles(scored, out);
    table = () => consoleReport(scored.unified, scored.tree.reference, scored.tree);
  }
  if (p.switches.has("json")) process.stdout.write(unified);
  else if (!p.switches.has("quiet")) process.stdout.write(table());
  return 0;
}
