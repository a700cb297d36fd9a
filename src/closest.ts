/**
 * The names closest to a mistyped one, for messages that suggest a correction: Levenshtein
 * distance, closest first, ties in string order. A message suggests only names of the input it
 * speaks about, so the caller passes that input's names.
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

/** At most `n` of `names`, closest to `wanted` first (ties in string order), each once. */
export function closestNames(wanted: string, names: readonly string[], n: number): string[] {
  return [...new Set(names)]
    .map((x) => ({ x, d: editDistance(wanted, x) }))
    .sort((p, q) => p.d - q.d || byString(p.x, q.x))
    .slice(0, n)
    .map((p) => p.x);
}

/** "closest: a, b, c" with at most `n` names (closest first), "… (N in all)" when more exist; "none" without names. */
export function closestText(wanted: string, names: readonly string[], n: number): string {
  const all = new Set(names).size;
  if (all === 0) return "none";
  const shown = closestNames(wanted, names, n).join(", ");
  return all > n ? `${shown}, … (${all} in all)` : shown;
}
