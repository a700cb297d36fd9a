/**
 * From scored inputs to the report's context (pure): sweep the grid for each input whose family's
 * sections draw it (keeping each setting's per-sample rows for the sensitivity section), score
 * each at the values of a setting its family studies, settle the title, and build the headline
 * table of every input (with a baseline and its paired differences when there are three or
 * more), restricted to the subsets shown. Each input given with its loaded input gets its own
 * part. A comparison with a second input is made by the caller (an edge).
 */
import type { Comparison } from "../compare/types.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { buildLeaderboard, type ScoredSystem } from "../text/leaderboard.js";
import type { Score } from "../metrics/score.js";
import { chosenSubsets, type SubsetChoice } from "../metrics/subset-choice.js";
import { type AnyInput, scoreLoaded } from "../score/families.js";
import { gridSettings, type SweepGrid } from "../score/grid.js";
import type { SettingRows } from "../score/sensitivity.js";
import { sweepScores, sweepPoints } from "../score/sweep.js";
import type { ReportContext, SettingStudy, SystemPart } from "./context.js";

/** Another input of the report: scored, and with its loaded input when the report details it. */
export interface ReportInput extends ScoredSystem {
  input?: AnyInput;
}

export interface ContextOptions {
  name: string;
  title?: string;
  grid: SweepGrid;
  comparison?: Comparison | null;
  /** The other inputs, scored (the report's own input is first). */
  others?: readonly ReportInput[];
  /** This input, scored (by its family and those attached, at the default settings, when absent). */
  scored?: Score;
  /** The baseline of the Systems section (three or more inputs); the first input by default. */
  baseline?: string;
  /** The subsets the report is about (--subsets); every subset by default. */
  subsets?: SubsetChoice;
  /** Sweep progress of the input named `name` (its settings done of total). */
  onSetting?: (done: number, total: number, name: string) => void;
}

/** The rows at each value of every setting the family's report studies. */
function studies(input: AnyInput, scored: Score): SettingStudy[] {
  const out: SettingStudy[] = [];
  for (const p of scored.family.presentation.report.subsetParts) {
    if (p.kind !== "setting-study") continue;
    const points = p.values.map((v) => ({ vad: scored.vad, values: { ...scored.values, [p.setting]: v } }));
    sweepScores(input, points, (point, rows) =>
      out.push({ setting: p.setting, value: point.values[p.setting]!, rows }),
    );
  }
  return out;
}

/** One input's part: its score, its sweep over the grid (every setting's rows) and its setting studies. */
export function systemPart(
  name: string,
  input: AnyInput,
  scored: Score,
  grid: SweepGrid,
  onSetting?: (done: number, total: number) => void,
): SystemPart {
  const part: SystemPart = { name, tree: input as LoadedInput, scored, studies: studies(input, scored) };
  const sections = scored.family.presentation.report.sections;
  if (!sections.includes("sweep") && !sections.includes("sensitivity")) return part;
  const sweepRows: SettingRows[] = [];
  const points = sweepPoints(scored.family, gridSettings(grid));
  const sweep = sweepScores(input, points, (point, rows) => sweepRows.push({ setting: point.vad, rows }), onSetting);
  return { ...part, sweep, sweepRows };
}

export function reportContext(input: AnyInput, opts: ContextOptions): ReportContext {
  const scored = opts.scored ?? scoreLoaded(input);
  const family = scored.family;
  const others = opts.others ?? [];
  const systems: ScoredSystem[] = [
    { name: opts.name, scored },
    ...others.map((o) => ({ name: o.name, scored: o.scored })),
  ];
  const progress = (name: string) =>
    opts.onSetting ? (done: number, total: number) => opts.onSetting!(done, total, name) : undefined;
  const parts = [
    systemPart(opts.name, input, scored, opts.grid, progress(opts.name)),
    ...others.flatMap((o) => (o.input ? [systemPart(o.name, o.input, o.scored, opts.grid, progress(o.name))] : [])),
  ];
  const subsets = chosenSubsets(
    family.subsets.filter((s) => systems.some((x) => x.scored.unified.subsets[s] !== undefined)),
    systems.map((x) => x.scored.unified),
    opts.subsets ?? null,
  );
  return {
    ...parts[0]!,
    family,
    title: opts.title ?? family.presentation.report.title(systems.map((x) => x.name)),
    grid: opts.grid,
    comparison: opts.comparison ?? null,
    systems,
    // two or more inputs get a baseline (the first input unless one is named): the summary says which differences hold
    leaderboard: buildLeaderboard(systems, {
      baseline: systems.length >= 2 ? (opts.baseline ?? systems[0]!.name) : null,
      subsets: subsets.chosen,
    }),
    parts,
    subsets,
  };
}

/** The context with its parts replaced (the first part is the context's own system again). */
export function withParts(ctx: ReportContext, parts: readonly SystemPart[]): ReportContext {
  return { ...ctx, ...parts[0]!, parts };
}
