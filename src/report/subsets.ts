/**
 * Which subsets the report is about (pure). `--subsets` names some of the five; without it every
 * subset is chosen. A chosen subset that no input has a selected sample of is absent: it leaves
 * the headline tables (summary and Systems) with one line naming it, while a subset with samples
 * but none eligible stays (its coverage is the news). The headline table is then restricted to
 * the subsets shown, and its Holm family to their tests with a paired sample.
 */
import { UsageError } from "../errors.js";
import { familyDescription, FAMILY_ALPHA, type ScoredSystem } from "../table/build.js";
import { holmAdjust } from "../table/holm.js";
import type { Leaderboard } from "../table/types.js";
import { isSubsetName, SUBSETS, type ScoredSubset, type SubsetName } from "../tree/subsets.js";

export interface SubsetChoice {
  /** The subsets the report details, in SUBSETS order (all five without --subsets). */
  chosen: readonly SubsetName[];
  /** Chosen subsets with no selected sample in any input, in SUBSETS order. */
  absent: readonly SubsetName[];
}

/** `--subsets a,b`: known, distinct subset names (a UsageError naming the flag otherwise). */
export function parseSubsets(text: string, flag = "--subsets"): SubsetName[] {
  const names = text.split(",").map((x) => x.trim());
  const seen = new Set<string>();
  for (const x of names) {
    if (!isSubsetName(x)) throw new UsageError(`${flag}: ${JSON.stringify(x)} is not a subset; choose from ${SUBSETS.join(", ")}, comma-separated`);
    if (seen.has(x)) throw new UsageError(`${flag}: ${x} is listed twice; list each subset once`);
    seen.add(x);
  }
  return SUBSETS.filter((s) => seen.has(s));
}

/** The choice for these inputs: `chosen` (every subset by default) and which of them are absent. */
export function subsetChoice(systems: readonly ScoredSystem[], chosen: readonly SubsetName[] = SUBSETS): SubsetChoice {
  const absent = chosen.filter((s) => systems.every((x) => x.scored.unified.subsets[s].counts.selected === 0));
  return { chosen: SUBSETS.filter((s) => chosen.includes(s)), absent };
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

/**
 * The leaderboard restricted to the shown subsets: their columns, coverage and differences. The
 * Holm correction is redone over the kept tests that have a paired sample (a test over no pair
 * tests nothing); the values, intervals and best marks are the leaderboard's own.
 */
export function shownBoard(board: Leaderboard, c: SubsetChoice): Leaderboard {
  const keep = (s: ScoredSubset) => isShown(c, s);
  const cols = board.columns.map((col, k) => ({ col, k })).filter((x) => keep(x.col.subset));
  const differences = board.differences.filter((d) => keep(d.subset)).map((d) => ({ ...d }));
  const family = differences.filter((d) => d.p_holm !== null && d.n > 0);
  for (const d of differences) if (!family.includes(d)) Object.assign(d, { p_holm: null, holds: false });
  holmAdjust(family.map((d) => d.p!)).forEach((p, k) => Object.assign(family[k]!, { p_holm: p, holds: p <= FAMILY_ALPHA }));
  return {
    ...board,
    columns: cols.map((x) => x.col),
    rows: board.rows.map((r) => ({
      ...r,
      coverage: Object.fromEntries(Object.entries(r.coverage).filter(([s]) => keep(s as ScoredSubset))),
      cells: cols.map((x) => r.cells[x.k]!),
    })),
    differences,
    family: board.baseline ? familyDescription(board.baseline, family.length) : null,
  };
}
