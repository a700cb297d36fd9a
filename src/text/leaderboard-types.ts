/**
 * The shapes of a leaderboard: several systems scored on one dataset, one row per system, the
 * chosen metrics of each subset as columns (value, interval, and whether it carries the best mark
 * of its column, ./best-mark.ts), each subset's coverage, and with a baseline every other system's paired difference
 * against it with raw and Holm-adjusted paired p-values. `table --format json` prints this
 * object; every other view (CSV, Markdown, LaTeX, the report) is formatted from it.
 */
import type { InfiniteParts } from "../stats/paired-difference.js";
import type { CellValue } from "../metrics/kind.js";
import type { KindName, MetricBase } from "../metrics/metric.js";

/** A subset of a table (a table holds one family's inputs). */
export type BoardSubset = string;

/** A column: a metric of a subset, as its record describes it (`label`: the short label, with an attached block's key). */
export interface LeaderboardColumn extends Pick<MetricBase, "label" | "kind" | "better" | "diagnostic" | "headline"> {
  subset: BoardSubset;
  metric: string;
}

/** One value of one system as its kind prints it (a latency's median), and whether it carries its column's best mark. */
export interface LeaderboardCell extends CellValue {
  best: boolean;
  /** With `--transcript-check`: a word-based best that is not the best audio-checked (another system is). */
  moved?: true;
}

export interface LeaderboardRow {
  system: string;
  signature: string;
  /** Coverage of each subset that has a column (eligible over selected). */
  coverage: Partial<Record<BoardSubset, number | null>>;
  /** Aligned with `columns`. */
  cells: LeaderboardCell[];
}

/** One system's paired difference against the baseline on one metric (B − A, A = baseline). */
export interface LeaderboardDifference {
  system: string;
  subset: BoardSubset;
  metric: string;
  kind: KindName;
  /** Size of the metric's paired set. */
  n: number;
  /** Baseline and system over the paired set (a latency's median; null = none or not reached). */
  baseline_value: number | null;
  value: number | null;
  difference: number | null;
  /** The interval's ends; null for a latency end at ±∞ (or no interval). */
  lo: number | null;
  hi: number | null;
  has_interval: boolean;
  /** Which of the nulls above stand for ±∞ (a latency only; present when one does). */
  infinite?: InfiniteParts;
  /** The paired p: exact McNemar for a sample share, the sign test's for a latency, else the swap test's (null without one). */
  p: number | null;
  /** Holm-adjusted p over the family (metrics that rank, with a paired sample and a p). */
  p_holm: number | null;
  /** In the Holm family and holds at adjusted p <= 0.05. */
  holds: boolean;
  /** Printed difference and interval (three decimals, signed; "+unbounded"/"-unbounded" at ±∞). */
  text: string;
}

export interface Leaderboard {
  tool: { name: string; version: string };
  definitions: string;
  /** The signature every system shares, or null when they differ (each row has its own). */
  signature: string | null;
  systems: string[];
  baseline: string | null;
  /** The subsets the table holds, in output order (chosen by `--subsets`, less the empty ones). */
  subsets: BoardSubset[];
  /** Chosen subsets that no system selects a sample of: left out, and named in one line. */
  empty_subsets: BoardSubset[];
  /** The family the Holm correction covers, in words. */
  family: string | null;
  columns: LeaderboardColumn[];
  rows: LeaderboardRow[];
  differences: LeaderboardDifference[];
}

/** `table --format json`: the leaderboard object, indented by two spaces, with a final newline. */
export function leaderboardJson(board: Leaderboard): string {
  return JSON.stringify(board, null, 2) + "\n";
}
