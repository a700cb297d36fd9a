/**
 * Which subsets a view shows, shared by `table`, `compare`, the console summary of `score` and
 * the report: the ones `--subsets` chooses (all by default), less those with no selected sample
 * in any input. An empty subset is left out of every view with one line naming it, since two
 * columns of "n/a" say nothing; a subset with samples but none eligible stays, because its
 * coverage of 0 is the news. The report details the chosen subsets (`chosenSubsets`) and leaves
 * only the absent ones out of its headline tables (summary and Systems), with `absentLine`; the
 * headline table itself is built for the chosen subsets (src/text/leaderboard.ts leaves out the empty
 * ones). Pure: it reads the counts of each input's aggregates.
 */
import { UsageError } from "../errors.js";

/** The subsets `--subsets` names, in output order; null when the flag is absent (every subset). */
export type SubsetChoice = readonly string[] | null;

/** What a view shows, in output order, and the chosen subsets it leaves out as empty. */
export interface SubsetPlan<S extends string = string> {
  shown: S[];
  empty: S[];
}

/** The counts a plan reads: each input's `unified.json` subsets (or anything shaped like them). */
export type SubsetCounts = { subsets: Partial<Record<string, { counts: { selected: number } }>> };

/**
 * Parse `--subsets a,b`: subset names of `allowed`, separated by commas, returned in output order
 * (duplicates dropped). An unknown or empty name is a UsageError naming it.
 */
export function parseSubsetChoice(raw: string | undefined, allowed: readonly string[]): SubsetChoice {
  if (raw === undefined) return null;
  const names = raw.split(",").map((s) => s.trim());
  const bad = names.find((n) => !allowed.includes(n));
  if (bad !== undefined) {
    throw new UsageError(
      `--subsets: ${JSON.stringify(bad)} is not a subset here; give one or more of ${allowed.join(", ")} separated by commas`,
    );
  }
  const chosen = new Set(names);
  return allowed.filter((s) => chosen.has(s));
}

/**
 * The subsets of `candidates` a view shows: those chosen (all without a choice) that hold at
 * least one selected sample in at least one input; the chosen ones without any are `empty`.
 */
export function planSubsets<S extends string>(
  candidates: readonly S[],
  inputs: readonly SubsetCounts[],
  choice: SubsetChoice = null,
): SubsetPlan<S> {
  const plan: SubsetPlan<S> = { shown: [], empty: [] };
  for (const s of candidates) {
    if (choice !== null && !choice.includes(s)) continue;
    const any = inputs.some((u) => (u.subsets[s]?.counts.selected ?? 0) > 0);
    (any ? plan.shown : plan.empty).push(s);
  }
  return plan;
}

/** What the report details: the chosen subsets and those of them no input has a selected sample of. */
export interface ChosenSubsets {
  /** The chosen subsets, in output order (every subset without a choice). */
  chosen: readonly string[];
  /** Chosen subsets with no selected sample in any input, in output order. */
  absent: readonly string[];
}

/** The chosen subsets of these inputs (every subset without a choice) and which of them are absent. */
export function chosenSubsets(
  subsets: readonly string[],
  inputs: readonly SubsetCounts[],
  choice: SubsetChoice = null,
): ChosenSubsets {
  const plan = planSubsets(subsets, inputs, choice);
  return { chosen: subsets.filter((s) => choice === null || choice.includes(s)), absent: plan.empty };
}

export const isChosen = (c: ChosenSubsets, subset: string): boolean => (c.chosen as readonly string[]).includes(subset);

/** The rows of the chosen subsets. */
export function chosenRows<R extends { subset: string }>(c: ChosenSubsets, rows: readonly R[]): R[] {
  return rows.filter((r) => isChosen(c, r.subset));
}

/** The report's line that names the absent subsets ("" when none is). */
export function absentLine(c: ChosenSubsets): string {
  if (c.absent.length === 0) return "";
  const n = c.absent.length;
  return `${c.absent.join(", ")}: no selected sample in any input, so ${n === 1 ? "it is" : "they are"} left out of the headline tables.`;
}

/**
 * The one line that names the empty subsets ("left out, no sample selected in any input:
 * candor_pause_handling"), or null when none is empty. `inputs` is how many inputs were read.
 */
export function emptySubsetsLine(empty: readonly string[], inputs: number): string | null {
  if (empty.length === 0) return null;
  const where = inputs > 1 ? (inputs === 2 ? " in either input" : " in any input") : "";
  return `left out, no sample selected${where}: ${empty.join(", ")}`;
}
