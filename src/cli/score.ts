/**
 * `fdb-unified score --tree DIR | --dataset DIR [--out DIR]`: load and check a reference tree, a
 * plain folder or a Full-Duplex-Bench v1.5 folder, score it with its family and every family
 * attached to it (at the VAD and family settings of the flags, the defaults where absent), write `unified.json` and `unified-samples.jsonl`
 * atomically (the only files it writes) and print the table.
 */
import { consoleReport } from "../text/console-score.js";
import { checkOutputFolder } from "../io/out-path.js";
import { scoreLoaded } from "../score/families.js";
import { writeScoreFiles } from "../score/files.js";
import { defineCommand, flag } from "./args.js";
import { settingValuesFromFlags } from "./family-settings.js";
import { familyOfSources, refuseFamilyFlags } from "./sources.js";
import { loadAnySource, sourceFromFlags } from "./source.js";
import { vadSettingsFromFlags } from "./vad-settings.js";

export const scoreCommand = defineCommand("score", async (p, usage) => {
  const src = sourceFromFlags(p, usage);
  refuseFamilyFlags(p, "score", familyOfSources([src], p));
  const values = settingValuesFromFlags(p);
  // the VAD settings of the flags, checked by the rules scoreInput's options.vad is checked by
  const vad = vadSettingsFromFlags(p);
  const outFlag = flag(p, "out");
  if (outFlag !== undefined) checkOutputFolder(outFlag, "--out");
  const scored = scoreLoaded(await loadAnySource(src, p), vad, values);
  const unified = writeScoreFiles(scored, outFlag ?? src.outDir);
  if (p.switches.has("json")) process.stdout.write(unified);
  else if (!p.switches.has("quiet")) process.stdout.write(consoleReport(scored));
});
