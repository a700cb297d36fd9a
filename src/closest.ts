/**
 * The closest names to a mistyped one, for "did you mean" fixes in messages: Levenshtein
 * distance, nearest first, ties in the string order of ids (src/order.ts). One helper, so a
 * subset folder and a sample id are corrected the same way.
 */
import { byString } from "./order.js";

/** Levenshtein distance. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** At most `n` of `candidates` (duplicates once), the nearest to `name` first. */
export function closestNames(name: string, candidates: readonly string[], n: number): string[] {
  return [...new Set(candidates)]
    .map((c) => ({ c, d: editDistance(name, c) }))
    .sort((x, y) => x.d - y.d || byString(x.c, y.c))
    .slice(0, n)
    .map((x) => x.c);
}
