/**
 * `fdb-unified sweep --tree|--dataset DIR [--threshold LIST] [--min-silence-ms LIST] [--min-speech-ms LIST]
 * [--speech-pad-ms LIST] [--yield-margin-s LIST] [--out FILE] [--csv] [--per-sample FILE]`: the
 * counts and metrics of the input's VAD-dependent subsets at every point of the grid (the VAD
 * settings × its family's sweepable settings), from the cached Silero probabilities (the model
 * runs only on first use). JSON by default, CSV with --csv; to stdout, or atomically to --out
 * FILE. `--per-sample FILE` also writes one row per (eligible sample, point), CSV when FILE ends
 * in .csv and JSON Lines otherwise, atomically together with --out. A setting of a family the
 * input's sweep does not vary is refused before anything is loaded (its row's declaration).
 */
import { resolve } from "node:path";
import { UsageError } from "../errors.js";
import { writeFilesAtomically } from "../io/atomic-write.js";
import { familyOf } from "../score/families.js";
import { gridSettings } from "../score/grid.js";
import { perSampleRows, perSampleText, type PerSampleRow } from "../score/per-sample.js";
import { sweepCsvText, sweepJsonText } from "../score/serialize.js";
import { sweepScores, sweepPoints } from "../score/sweep.js";
import { defineCommand, flag } from "./args.js";
import { settingListsFromFlags } from "./family-settings.js";
import { familyOfSources, refuseFamilyFlags } from "./sources.js";
import { checkOutput, loadAnySource, sourceFromFlags } from "./source.js";
import { gridFromFlags } from "./vad-settings.js";

export const sweepCommand = defineCommand("sweep", async (p, usage) => {
  const src = sourceFromFlags(p, usage);
  const grid = gridFromFlags(p);
  const lists = settingListsFromFlags(p);
  const out = flag(p, "out");
  if (out !== undefined) checkOutput(out, [src], "file");
  const perSample = flag(p, "per-sample");
  if (perSample !== undefined) {
    if (out !== undefined && resolve(perSample) === resolve(out))
      throw new UsageError("--per-sample: must name another file than --out");
    checkOutput(perSample, [src], "file", "--per-sample");
  }
  refuseFamilyFlags(p, "sweep", familyOfSources([src], p));
  const input = await loadAnySource(src, p);
  const family = familyOf(input);
  const rows: PerSampleRow[] = [];
  const result = sweepScores(
    input,
    sweepPoints(family, gridSettings(grid), lists),
    perSample === undefined ? undefined : (point, r) => rows.push(...perSampleRows(family, point, r)),
  );
  const text = p.switches.has("csv") ? sweepCsvText(result) : sweepJsonText(result);
  const files = perSample === undefined ? [] : [{ path: perSample, content: perSampleText(family, perSample, rows) }];
  if (out !== undefined) files.unshift({ path: out, content: text });
  if (files.length) writeFilesAtomically(files);
  if (out === undefined) process.stdout.write(text);
});
