/**
 * From a loaded tree to the report's context (pure): score at the default VAD settings, sweep the
 * grid, and settle the title. A comparison with a second tree is made by the caller (an edge).
 */
import type { Comparison } from "../compare/types.js";
import { scoreSamples } from "../score.js";
import { gridSettings, type SweepGrid } from "../sweep/grid.js";
import { sweepTree } from "../sweep/sweep.js";
import type { LoadedTree } from "../tree/load.js";
import type { ReportContext } from "./context.js";

export interface ContextOptions {
  name: string;
  title?: string;
  grid: SweepGrid;
  comparison?: Comparison | null;
  onSetting?: (done: number, total: number) => void;
}

export function defaultTitle(name: string): string {
  return `Full-Duplex-Bench v1.0 unified metrics: ${name}`;
}

export function reportContext(tree: LoadedTree, opts: ContextOptions): ReportContext {
  return {
    title: opts.title ?? defaultTitle(opts.name),
    name: opts.name,
    tree,
    scored: scoreSamples(tree),
    grid: opts.grid,
    sweep: sweepTree(tree, gridSettings(opts.grid), opts.onSetting),
    comparison: opts.comparison ?? null,
  };
}
