/**
 * `fdb-unified score --tree DIR | --dataset DIR [--out DIR]`: load and check a reference tree, a
 * plain folder or a Full-Duplex-Bench v1.5 folder, score it with its family and every family
 * attached to it (at the settings of the flags), write `unified.json` and `unified-samples.jsonl`
 * atomically (the only files it writes) and print the table.
 */
import { consoleReport } from "../text/console-score.js";
import { checkOutputFolder } from "../io/out-path.js";
import { scoreLoaded } from "../score/families.js";
import { writeScoreFiles } from "../score/files.js";
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";
import { defineCommand, flag } from "./args.js";
import { settingValuesFromFlags } from "./family-settings.js";
import { familyOfSources, refuseFamilyFlags } from "./sources.js";
import { loadAnySource, sourceFromFlags } from "./source.js";

export const scoreCommand = defineCommand("score", async (p, usage) => {
  const src = sourceFromFlags(p, usage);
  refuseFamilyFlags(p, "score", familyOfSources([src], p));
  const values = settingValuesFromFlags(p);
  const outFlag = flag(p, "out");
  if (outFlag !== undefined) checkOutputFolder(outFlag, "--out");
  const scored = scoreLoaded(await loadAnySource(src, p), DEFAULT_VAD_SETTINGS, values);
  const unified = writeScoreFiles(scored, outFlag ?? src.outDir);
  if (p.switches.has("json")) process.stdout.write(unified);
  else if (!p.switches.has("quiet")) process.stdout.write(consoleReport(scored));
});
