/**
 * From a loaded tree to the report's context (pure): score at the default VAD settings, sweep the
 * grid (keeping each setting's per-sample rows for the sensitivity section), settle the title,
 * and build the headline table of every input (with a baseline and its paired differences when
 * there are three or more). Other inputs and a comparison with a second
 * one are loaded and scored by the caller (an edge).
 */
import type { Comparison } from "../compare/types.js";
import { scoreSamples, type Scored } from "../score.js";
import { gridSettings, type SweepGrid } from "../sweep/grid.js";
import { sweepTree } from "../sweep/sweep.js";
import { buildLeaderboard, type ScoredSystem } from "../table/build.js";
import type { LoadedTree } from "../tree/load.js";
import type { SettingRows } from "../sweep/sensitivity.js";
import type { ReportContext } from "./context.js";

export interface ContextOptions {
  name: string;
  title?: string;
  grid: SweepGrid;
  comparison?: Comparison | null;
  /** The other inputs, scored (the report's own input is first and need not be given). */
  others?: readonly ScoredSystem[];
  /** This input, already scored (scored here otherwise). */
  scored?: Scored;
  /** The baseline of the Systems section (three or more inputs); the first input by default. */
  baseline?: string;
  onSetting?: (done: number, total: number) => void;
}

export function defaultTitle(name: string, others: readonly string[] = []): string {
  return `Full-Duplex-Bench v1.0 unified metrics: ${[name, ...others].join(", ")}`;
}

/** Systems with three or more inputs get a baseline; the first input unless one is named. */
export function reportBaseline(systems: readonly ScoredSystem[], baseline?: string): string | null {
  return systems.length >= 3 ? (baseline ?? systems[0]!.name) : null;
}

export function reportContext(tree: LoadedTree, opts: ContextOptions): ReportContext {
  const scored = opts.scored ?? scoreSamples(tree);
  const systems: ScoredSystem[] = [{ name: opts.name, scored }, ...(opts.others ?? [])];
  const sweepRows: SettingRows[] = [];
  return {
    title: opts.title ?? defaultTitle(opts.name, (opts.others ?? []).map((o) => o.name)),
    name: opts.name,
    tree,
    scored,
    grid: opts.grid,
    sweep: sweepTree(tree, gridSettings(opts.grid), opts.onSetting, (setting, rows) => sweepRows.push({ setting, rows })),
    comparison: opts.comparison ?? null,
    systems,
    leaderboard: buildLeaderboard(systems, { baseline: reportBaseline(systems, opts.baseline) }),
    sweepRows,
  };
}
