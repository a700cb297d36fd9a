/**
 * The shapes of a comparison. `ComparisonJson` is exactly the object `compare --json` prints and
 * `compare.json` holds: what was compared (names, definitions, tool version, the families'
 * setting values, input hashes and each side's signature) and the paired numbers of every block;
 * `Comparison` adds each side's name and its score (its `unified.json` aggregates: coverage,
 * counts, selected bounds; its family and blocks), which the table, the report and notebooks show
 * beside the paired numbers.
 */
import type { PairedMetricJson } from "../metrics/kind.js";
import type { Score, UnifiedJson } from "../metrics/score.js";
import type { SameAudioJson } from "./same-audio.js";

export type { PairedMetricJson };

/** One block compared: the samples eligible in both, and each metric over its own paired set. */
export interface PairedBlockJson {
  /** Samples eligible in both. */
  paired_n: number;
  metrics: Record<string, PairedMetricJson>;
}

/**
 * One subset compared: its own block, what its family adds (the exercised cross-table of v1.0
 * interruption), and each attached block under its key (`control`).
 */
export type SubsetComparisonJson = PairedBlockJson & Record<string, unknown>;

/** What was compared: names, versions, settings and input hashes of both sides (from their unified.json). */
export interface ComparedInputsJson {
  a: { name: string; inputs: Record<string, unknown>; signature: string };
  b: { name: string; inputs: Record<string, unknown>; signature: string };
  definitions: string;
  tool: { name: string; version: string };
  /** The families' setting values (`yield_margin_s`), then how the difference reads. */
  [key: string]: unknown;
  difference: string;
}

export interface ComparisonJson {
  compared: ComparedInputsJson;
  subsets: Record<string, SubsetComparisonJson>;
  /** Chosen subsets left out because neither input selects a sample of them (absent when none). */
  empty_subsets?: string[];
  /** Only when both inputs are the same audio with different transcripts (./same-audio.ts). */
  same_audio?: SameAudioJson;
}

export interface ComparedSide {
  name: string;
  unified: UnifiedJson;
  score: Score;
}

export interface Comparison extends ComparisonJson {
  a: ComparedSide;
  b: ComparedSide;
}
