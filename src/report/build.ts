/**
 * From loaded trees to the report's context (pure): score each input at the default VAD
 * settings, sweep the grid for each (keeping each setting's per-sample rows for the sensitivity
 * section), settle the title, and build the headline table of every input (with a baseline and
 * its paired differences when there are three or more), restricted to the subsets shown. Each
 * input given with its tree gets its own part. Other inputs and a comparison with a second one
 * are loaded and scored by the caller (an edge).
 */
import type { Comparison } from "../compare/types.js";
import { scoreSamples, type Scored } from "../metrics/score.js";
import { gridSettings, type SweepGrid } from "../sweep/grid.js";
import { sweepTree } from "../sweep/sweep.js";
import { chosenSubsets, type SubsetChoice } from "../metrics/subset-choice.js";
import { buildLeaderboard, type ScoredSystem } from "../leaderboard/build.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { SettingRows } from "../sweep/sensitivity.js";
import type { ReportContext, SystemPart } from "./context.js";

/** Another input of the report: scored, and with its tree when the report details it. */
export interface ReportInput extends ScoredSystem {
  tree?: LoadedInput;
}

export interface ContextOptions {
  name: string;
  title?: string;
  grid: SweepGrid;
  comparison?: Comparison | null;
  /** The other inputs, scored (the report's own input is first and need not be given). */
  others?: readonly ReportInput[];
  /** This input, already scored (scored here otherwise). */
  scored?: Scored;
  /** The baseline of the Systems section (three or more inputs); the first input by default. */
  baseline?: string;
  /** The subsets the report is about (--subsets); every subset by default. */
  subsets?: SubsetChoice;
  /** Sweep progress of the input named `name` (its settings done of total). */
  onSetting?: (done: number, total: number, name: string) => void;
}

export function defaultTitle(name: string, others: readonly string[] = []): string {
  return `Full-Duplex-Bench v1.0 unified metrics: ${[name, ...others].join(", ")}`;
}

/** Systems with three or more inputs get a baseline; the first input unless one is named. */
export function reportBaseline(systems: readonly ScoredSystem[], baseline?: string): string | null {
  return systems.length >= 3 ? (baseline ?? systems[0]!.name) : null;
}

/** One input's part: its score and its sweep over the grid, with every setting's rows. */
export function systemPart(
  name: string,
  tree: LoadedInput,
  scored: Scored,
  grid: SweepGrid,
  onSetting?: (done: number, total: number) => void,
): SystemPart {
  const sweepRows: SettingRows[] = [];
  const sweep = sweepTree(tree, gridSettings(grid), onSetting, (setting, rows) => sweepRows.push({ setting, rows }));
  return { name, tree, scored, sweep, sweepRows };
}

export function reportContext(tree: LoadedInput, opts: ContextOptions): ReportContext {
  const scored = opts.scored ?? scoreSamples(tree);
  const others = opts.others ?? [];
  const systems: ScoredSystem[] = [
    { name: opts.name, scored },
    ...others.map((o) => ({ name: o.name, scored: o.scored })),
  ];
  const progress = (name: string) =>
    opts.onSetting ? (done: number, total: number) => opts.onSetting!(done, total, name) : undefined;
  const parts = [
    systemPart(opts.name, tree, scored, opts.grid, progress(opts.name)),
    ...others.flatMap((o) => (o.tree ? [systemPart(o.name, o.tree, o.scored, opts.grid, progress(o.name))] : [])),
  ];
  const subsets = chosenSubsets(
    systems.map((x) => x.scored.unified),
    opts.subsets ?? null,
  );
  return {
    ...parts[0]!,
    title:
      opts.title ??
      defaultTitle(
        opts.name,
        others.map((o) => o.name),
      ),
    grid: opts.grid,
    comparison: opts.comparison ?? null,
    systems,
    leaderboard: buildLeaderboard(systems, {
      baseline: reportBaseline(systems, opts.baseline),
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
