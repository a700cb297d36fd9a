/**
 * `fdb-unified sweep --tree|--dataset DIR [--threshold LIST] [--min-silence-ms LIST] [--min-speech-ms LIST]
 * [--speech-pad-ms LIST] [--out FILE] [--csv] [--per-sample FILE]`: the interruption outcome
 * counts and metrics for every VAD setting of the grid, from the cached Silero probabilities (the
 * model runs only on first use). JSON by default, CSV with --csv; to stdout, or atomically to
 * --out FILE. `--per-sample FILE` also writes one row per (eligible sample, setting), CSV when
 * FILE ends in .csv and JSON Lines otherwise, atomically together with --out.
 */
import { resolve } from "node:path";
import { UsageError } from "../errors.js";
import { checkOutputFile } from "../io/out-path.js";
import { writeFilesAtomically } from "../io/atomic-write.js";
import { DEFAULT_SWEEP_GRID, gridSettings, type SweepGrid } from "../sweep/grid.js";
import { sweepCsvText, sweepJsonText } from "../sweep/serialize.js";
import { perSampleRows, perSampleText, type PerSampleRow } from "../sweep/per-sample.js";
import { sweepTree } from "../sweep/sweep.js";
import { VAD_SETTINGS } from "../vad/settings.js";
import { flag, parseCommand, type Parsed, printedHelp } from "./args.js";
import { COMMAND_SPECS } from "./commands.js";
import { usageLine } from "./flags.js";
import { checkOutsideInputs, loadSource, sourceFromFlags } from "./source.js";
import { vadSettingListFromFlags } from "./vad-settings.js";
import { loadMatchedSource, versionOf } from "./matched-sources.js";
import { matchedSweepOutput } from "./sweep-matched.js";
import { YIELD_MARGIN_FLAG, yieldMarginList } from "./yield-margins.js";

const SWEEP_USAGE = usageLine("sweep", COMMAND_SPECS["sweep"]);

/** The grid from the four list flags (each defaulting to the spec's study). */
export function gridFromFlags(p: Parsed): SweepGrid {
  const grid = {} as SweepGrid;
  for (const s of VAD_SETTINGS) grid[s.field] = vadSettingListFromFlags(p, s, DEFAULT_SWEEP_GRID[s.field]);
  return grid;
}

export async function sweepCommand(argv: string[]): Promise<number> {
  if (printedHelp(argv, "sweep")) return 0;
  const p = parseCommand(argv, "sweep");
  const src = sourceFromFlags(p, SWEEP_USAGE);
  const grid = gridFromFlags(p);
  const marginsRaw = flag(p, YIELD_MARGIN_FLAG);
  // Checked before anything is loaded; a v1.5 input sweeps them (sweep-matched.ts, matchedSweepOutput).
  yieldMarginList(marginsRaw);
  const out = flag(p, "out");
  if (out !== undefined) {
    checkOutputFile(out, "--out");
    checkOutsideInputs(out, [src]);
  }
  const perSample = flag(p, "per-sample");
  if (perSample !== undefined) {
    if (out !== undefined && resolve(perSample) === resolve(out))
      throw new UsageError("--per-sample: must name another file than --out");
    checkOutputFile(perSample, "--per-sample");
    checkOutsideInputs(perSample, [src], "--per-sample");
  }
  if (versionOf([src], p) === "v1.5") {
    const input = await loadMatchedSource(src, p);
    const margins = yieldMarginList(marginsRaw);
    const r = matchedSweepOutput(input, gridSettings(grid), margins, { csv: p.switches.has("csv"), perSample });
    const files = r.perSample === null ? [] : [r.perSample];
    if (out !== undefined) files.unshift({ path: out, content: r.text });
    if (files.length) writeFilesAtomically(files);
    if (out === undefined) process.stdout.write(r.text);
    return 0;
  }
  if (marginsRaw !== undefined)
    throw new UsageError(`--${YIELD_MARGIN_FLAG}: only for a v1.5 input (a v1.0 sweep has no yield margin)`);
  const tree = await loadSource(src, p);
  const rows: PerSampleRow[] = [];
  const result = sweepTree(
    tree,
    gridSettings(grid),
    undefined,
    perSample === undefined ? undefined : (v, r) => rows.push(...perSampleRows(v, r)),
  );
  const text = p.switches.has("csv") ? sweepCsvText(result) : sweepJsonText(result);
  const files = perSample === undefined ? [] : [{ path: perSample, content: perSampleText(perSample, rows) }];
  if (out !== undefined) files.unshift({ path: out, content: text });
  if (files.length) writeFilesAtomically(files);
  if (out === undefined) process.stdout.write(text);
  return 0;
}
