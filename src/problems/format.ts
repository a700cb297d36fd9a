/**
 * The lines a list of problems prints as, the one formatter every command (and a notebook) uses:
 * problems with the same input, file, check and fix make one line with their count and the first
 * five sample ids; lines come in input order, then subset order, then sample ids as strings; at
 * most 50 lines are printed, then one summary line. A single problem is its own line. The order
 * of the subsets is the caller's (the dataset's, from src/tree/subsets.ts), so that this sits
 * below the loaders that report problems.
 */
import { byString } from "../order.js";
import type { Problem } from "./problem.js";

const MAX_PROBLEM_LINES = 50;
const IDS_SHOWN = 5;

/** Control characters (a newline in a folder name) written as JSON escapes, so a line stays one line. */
function oneLine(s: string): string {
  return s.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));
}

/** One problem as one line: `[<input>: ]<where>: <message>[; <fix>]`. */
export function problemLine(p: Problem): string {
  return oneLine(`${p.input !== undefined ? `${p.input}: ` : ""}${p.where}: ${p.message}${p.fix ? `; ${p.fix}` : ""}`);
}

/** Several problems of one check as one line: the count, the first ids, the check and its fix. */
function groupLine(group: readonly Problem[]): string {
  const first = group[0]!;
  const ids = [...new Set(group.map((p) => p.where))];
  const shown = ids.slice(0, IDS_SHOWN).join(", ") + (ids.length > IDS_SHOWN ? ", ..." : "");
  const what = ids.length === group.length ? `${ids.length} samples` : `${group.length} problems in ${ids.length} samples`;
  return oneLine(`${first.input !== undefined ? `${first.input}: ` : ""}${what} (${shown}): ${first.check}${first.fix ? `; ${first.fix}` : ""}`);
}

/** The problems in print order: input order, the order of `subsets`, then `where` as strings (stable). */
function sortedProblems(problems: readonly Problem[], subsets: readonly string[]): Problem[] {
  const subsetRank = (s: string | undefined): number => (s === undefined ? -1 : subsets.indexOf(s));
  const inputs = new Map<string | undefined, number>();
  for (const p of problems) if (!inputs.has(p.input)) inputs.set(p.input, inputs.size);
  return problems
    .map((p, k) => ({ p, k }))
    .sort((a, b) => inputs.get(a.p.input)! - inputs.get(b.p.input)! || subsetRank(a.p.subset) - subsetRank(b.p.subset) || byString(a.p.where, b.p.where) || a.k - b.k)
    .map((x) => x.p);
}

/** The lines to print for `problems` (none for an empty list), their subsets in the order of `subsets`. */
export function formatProblems(problems: readonly Problem[], subsets: readonly string[], maxLines = MAX_PROBLEM_LINES): string[] {
  const groups = new Map<string, Problem[]>();
  for (const p of sortedProblems(problems, subsets)) {
    const key = JSON.stringify([p.input ?? null, p.file ?? null, p.check, p.fix ?? null]);
    const g = groups.get(key);
    if (g) g.push(p);
    else groups.set(key, [p]);
  }
  const all = [...groups.values()];
  const lines = all.slice(0, maxLines).map((g) => (g.length === 1 ? problemLine(g[0]!) : groupLine(g)));
  if (all.length > maxLines) {
    const more = all.slice(maxLines).reduce((n, g) => n + g.length, 0);
    const samples = new Set(problems.map((p) => JSON.stringify([p.input ?? null, p.where]))).size;
    lines.push(`... and ${more} more problem${more === 1 ? "" : "s"} (${samples} sample${samples === 1 ? "" : "s"} in all)`);
  }
  return lines;
}
