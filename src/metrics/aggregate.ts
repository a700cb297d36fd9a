/**
 * What every family's subset aggregates share (the pyannote.metrics way: components per item,
 * then the aggregate from the components): the counts of the ineligibility reasons and the
 * coverage. Each family builds its block from these, `blockMetrics` (./kinds.ts) and its own
 * counts (src/unified/family.ts, src/matched/family.ts).
 */
import { byString } from "../order.js";
import type { Item } from "./family.js";

/** Each exact reason with the number of ineligible items that give it (once per item), keys sorted. */
export function reasonCounts(items: readonly Item[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const it of items) {
    const x = it as { eligible?: boolean; reasons?: readonly string[] };
    if (x.eligible !== false) continue;
    for (const r of new Set(x.reasons)) counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  // fromEntries defines own keys: a reason such as "__proto__" is an ordinary key, not the prototype
  return Object.fromEntries([...counts.keys()].sort(byString).map((k) => [k, counts.get(k)!]));
}

/** Eligible over selected, null when nothing is selected. */
export function coverageOf(selected: number, eligible: number): number | null {
  return selected === 0 ? null : eligible / selected;
}
