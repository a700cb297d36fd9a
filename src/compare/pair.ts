/**
 * Pairing two systems' per-sample rows by `sample_id`, as the spec says to compare systems: a
 * pair is a sample eligible in both; for a metric, a pair must also be in that metric's
 * denominator in both (the family's own population rule decides it). Pairs come in sample-id
 * order, so everything computed from them is independent of the input order.
 */
import type { Family, Item } from "../metrics/family.js";
import type { AnyMetric } from "../metrics/metric.js";
import { byString } from "../order.js";

export interface RowPair<R = unknown> {
  sample_id: string;
  a: R;
  b: R;
}

type Keyed = { sample_id?: string; eligible?: boolean; subset?: string };

/** The eligible items (or rows of one subset) by sample id (throws on a repeated id, which a loaded input never has). */
function eligibleById(items: readonly unknown[], subset?: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const seen = new Set<string>();
  for (const it of items as readonly Keyed[]) {
    if (subset !== undefined && it.subset !== subset) continue;
    if (it.sample_id === undefined) continue;
    if (seen.has(it.sample_id)) throw new RangeError(`${it.sample_id}: two rows for one sample`);
    seen.add(it.sample_id);
    if (it.eligible === true) out.set(it.sample_id, it);
  }
  return out;
}

/** Samples eligible in both (of one subset, when the rows hold several), in sample-id order. */
export function eligiblePairs<R = object>(a: readonly unknown[], b: readonly unknown[], subset?: string): RowPair<R>[] {
  const ea = eligibleById(a, subset);
  const eb = eligibleById(b, subset);
  return [...ea.keys()]
    .sort(byString)
    .filter((id) => eb.has(id))
    .map((id) => ({ sample_id: id, a: ea.get(id) as R, b: eb.get(id) as R }));
}

/** The pairs in a metric's own paired set: in its denominator (counted in its n by the family's own rule) in both. */
export function metricPairs<R>(family: Family, m: AnyMetric, pairs: readonly RowPair<R>[]): RowPair<R>[] {
  return pairs.filter((p) => [p.a, p.b].every((row) => family.population(m, [row as Item]).over.length === 1));
}
