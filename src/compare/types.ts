/**
 * The shapes of a comparison. `ComparisonJson` is exactly the object `compare --json` prints and
 * `compare.json` holds (issue 6); `Comparison` adds each side's name and its own `unified.json`
 * aggregates (coverage, counts, selected bounds), which the table, the report and notebooks show
 * beside the paired numbers.
 */
import type { UnifiedJson } from "../score.js";
import type { ScoredSubset } from "../tree/subsets.js";

/** One metric compared. `discordant` and `mcnemar_p` are present for sample shares only. */
export interface PairedMetricJson {
  /** Size of the metric's own paired set. */
  n: number;
  /** Each side's own value over its own eligible (or exercised) samples; a latency's median. */
  a: number | null;
  b: number | null;
  /** B − A over the paired set. */
  difference: number | null;
  /** 95% paired bootstrap interval of the difference. */
  interval: [number | null, number | null] | null;
  discordant?: { a_only: number; b_only: number };
  mcnemar_p?: number;
}

/** Samples eligible in both, split by where they were exercised (interruption only). */
export interface ExercisedTable {
  both: number;
  only_a: number;
  only_b: number;
  neither: number;
}

export interface SubsetComparisonJson {
  /** Samples eligible in both trees. */
  paired_n: number;
  metrics: Record<string, PairedMetricJson>;
  exercised?: ExercisedTable;
}

export interface ComparisonJson {
  subsets: Partial<Record<ScoredSubset, SubsetComparisonJson>>;
}

export interface ComparedSide {
  name: string;
  unified: UnifiedJson;
}

export interface Comparison extends ComparisonJson {
  a: ComparedSide;
  b: ComparedSide;
}
