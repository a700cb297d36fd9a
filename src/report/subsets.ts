/**
 * Which subsets the report is about (pure). `--subsets` names some of the five; without it every
 * subset is chosen. A chosen subset that no input has a selected sample of is absent: it leaves
 * the headline tables (summary and Systems) with one line naming it, while a subset with samples
 * but none eligible stays (its coverage is the news). The headline table is built for the chosen
 * subsets (src/table/build.ts leaves out the absent ones and keeps Holm to tests with pairs).
 */
import { parseSubsetChoice, planSubsets } from "../output/subset-choice.js";
import type { ScoredSystem } from "../table/build.js";
import { SUBSETS, type SubsetName } from "../tree/subsets.js";

export interface SubsetChoice {
  /** The subsets the report details, in SUBSETS order (all five without --subsets). */
  chosen: readonly SubsetName[];
  /** Chosen subsets with no selected sample in any input, in SUBSETS order. */
  absent: readonly SubsetName[];
}

/** `--subsets a,b`: subset names, in SUBSETS order (the one parser `table` and `compare` use). */
export function parseSubsets(text: string): SubsetName[] {
  return [...parseSubsetChoice(text, SUBSETS)!];
}

/** The choice for these inputs: `chosen` (every subset by default) and which of them are absent. */
export function subsetChoice(systems: readonly ScoredSystem[], chosen: readonly SubsetName[] = SUBSETS): SubsetChoice {
  const plan = planSubsets(SUBSETS, systems.map((x) => x.scored.unified), chosen);
  return { chosen: SUBSETS.filter((s) => chosen.includes(s)), absent: plan.empty };
}

export const isChosen = (c: SubsetChoice, subset: string): boolean => (c.chosen as readonly string[]).includes(subset);

/** The rows of the chosen subsets. */
export function chosenRows<R extends { subset: string }>(c: SubsetChoice, rows: readonly R[]): R[] {
  return rows.filter((r) => isChosen(c, r.subset));
}

/** Chosen and not absent: the subsets the headline tables show. */
export const isShown = (c: SubsetChoice, subset: string): boolean => isChosen(c, subset) && !(c.absent as readonly string[]).includes(subset);

/** The line that names the absent subsets ("" when none is). */
export function absentLine(c: SubsetChoice): string {
  if (c.absent.length === 0) return "";
  const n = c.absent.length;
  return `${c.absent.join(", ")}: no selected sample in any input, so ${n === 1 ? "it is" : "they are"} left out of the headline tables.`;
}
