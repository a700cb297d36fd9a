/**
 * Which subsets a view shows, shared by `table`, `compare`, the console summary of `score` and
 * the report: the ones `--subsets` chooses (all by default), less those with no selected sample
 * in any input. An empty subset is left out of every view with one line naming it, since two
 * columns of "n/a" say nothing; a subset with samples but none eligible stays, because its
 * coverage of 0 is the news. Pure: it reads the counts of each input's aggregates.
 */
import { UsageError } from "../errors.js";
import { SUBSETS, type SubsetName } from "../tree/subsets.js";

/** The subsets `--subsets` names, in output order; null when the flag is absent (every subset). */
export type SubsetChoice = readonly SubsetName[] | null;

/** What a view shows, in output order, and the chosen subsets it leaves out as empty. */
export interface SubsetPlan<S extends SubsetName> {
  shown: S[];
  empty: S[];
}

/** The counts a plan reads: each input's `unified.json` subsets (or anything shaped like them). */
export type SubsetCounts = { subsets: Partial<Record<SubsetName, { counts: { selected: number } }>> };

/**
 * Parse `--subsets a,b`: subset names of `allowed`, separated by commas, returned in output order
 * (duplicates dropped). An unknown or empty name is a UsageError naming it.
 */
export function parseSubsetChoice(raw: string | undefined, allowed: readonly SubsetName[] = SUBSETS): SubsetChoice {
  if (raw === undefined) return null;
  const names = raw.split(",").map((s) => s.trim());
  const bad = names.find((n) => !(allowed as readonly string[]).includes(n));
  if (bad !== undefined) {
    throw new UsageError(`--subsets: ${JSON.stringify(bad)} is not a subset here; give one or more of ${allowed.join(", ")} separated by commas`);
  }
  const chosen = new Set(names);
  return allowed.filter((s) => chosen.has(s));
}

/**
 * The subsets of `candidates` a view shows: those chosen (all without a choice) that hold at
 * least one selected sample in at least one input; the chosen ones without any are `empty`.
 */
export function planSubsets<S extends SubsetName>(candidates: readonly S[], inputs: readonly SubsetCounts[], choice: SubsetChoice = null): SubsetPlan<S> {
  const plan: SubsetPlan<S> = { shown: [], empty: [] };
  for (const s of candidates) {
    if (choice !== null && !choice.includes(s)) continue;
    const any = inputs.some((u) => (u.subsets[s]?.counts.selected ?? 0) > 0);
    (any ? plan.shown : plan.empty).push(s);
  }
  return plan;
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
