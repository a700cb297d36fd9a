/**
 * The shapes of a comparison. `ComparisonJson` is exactly the object `compare --json` prints and
 * `compare.json` holds: what was compared (names, definitions, tool version, input hashes and
 * each side's signature) and the paired numbers; `Comparison` adds each side's name and its own `unified.json`
 * aggregates (coverage, counts, selected bounds), which the table, the report and notebooks show
 * beside the paired numbers.
 */
import type { UnifiedJson } from "../metrics/score.js";
import type { InfiniteParts } from "../stats/paired-difference.js";
import type { ScoredSubset } from "../input/tree/subsets.js";
import type { SameAudioJson } from "./same-audio.js";

/**
 * One metric compared. `paired_a` and `paired_b` are each side's value over the metric's paired
 * set, so `difference` is `paired_b − paired_a`; `own_a` and `own_b` are each side's value over
 * its own eligible (or exercised) samples, as in its unified.json. A latency's values are
 * medians (null when not reached or when there is no sample). `discordant` and `mcnemar_p` are
 * present for sample shares only.
 */
export interface PairedMetricJson {
  /** Size of the metric's own paired set. */
  n: number;
  paired_a: number | null;
  paired_b: number | null;
  /** B − A over the paired set. */
  difference: number | null;
  /** 95% paired bootstrap interval of the difference. */
  interval: [number | null, number | null] | null;
  /** A latency's nulls that stand for ±∞ (present only when there is one): see docs/compare.md. */
  infinite?: InfiniteParts;
  discordant?: { a_only: number; b_only: number };
  mcnemar_p?: number;
  /** A "closer to 0" metric of the matched runs: `difference` is |paired_b| − |paired_a| (absent otherwise). */
  absolute?: true;
  own_a: number | null;
  own_b: number | null;
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

/** What was compared: names, versions and input hashes of both sides (from their unified.json). */
export interface ComparedInputsJson {
  a: { name: string; inputs: Record<string, unknown>; signature: string };
  b: { name: string; inputs: Record<string, unknown>; signature: string };
  definitions: string;
  tool: { name: string; version: string };
  difference: "B - A, paired by sample_id";
}

export interface ComparisonJson {
  compared: ComparedInputsJson;
  subsets: Partial<Record<ScoredSubset, SubsetComparisonJson>>;
  /** Chosen subsets left out because neither input selects a sample of them (absent when none). */
  empty_subsets?: ScoredSubset[];
  /** Only when both inputs are the same audio with different transcripts (./same-audio.ts). */
  same_audio?: SameAudioJson;
}

export interface ComparedSide {
  name: string;
  unified: UnifiedJson;
}

export interface Comparison extends ComparisonJson {
  a: ComparedSide;
  b: ComparedSide;
}
