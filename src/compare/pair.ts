/**
 * Pairing two systems' per-sample rows by `sample_id`, as the spec says to compare systems: a
 * pair is a sample eligible in both; for a metric over exercised interruption samples, a pair
 * must also be in that metric's denominator in both (exercised in both). Pairs come in sample-id
 * order, so everything computed from them is independent of the input order.
 */
import { isOver, type Metric } from "../metrics/registry.js";
import type { EligibleRow, SampleRow } from "../metrics/rows.js";
import { byString } from "../order.js";

export interface RowPair {
  sample_id: string;
  a: EligibleRow;
  b: EligibleRow;
}

/** The rows of one subset by sample id (throws on a repeated id, which a loaded tree never has). */
function rowsOf(rows: readonly SampleRow[], subset: string): Map<string, SampleRow> {
  const out = new Map<string, SampleRow>();
  for (const r of rows) {
    if (r.subset !== subset) continue;
    if (out.has(r.sample_id)) throw new RangeError(`${r.sample_id}: two rows for one sample`);
    out.set(r.sample_id, r);
  }
  return out;
}

/** Samples of `subset` eligible in both systems, in sample-id order. */
export function eligiblePairs(rowsA: readonly SampleRow[], rowsB: readonly SampleRow[], subset: string): RowPair[] {
  const a = rowsOf(rowsA, subset);
  const b = rowsOf(rowsB, subset);
  const pairs: RowPair[] = [];
  for (const id of [...a.keys()].sort(byString)) {
    const ra = a.get(id)!;
    const rb = b.get(id);
    if (ra.eligible && rb?.eligible) pairs.push({ sample_id: id, a: ra, b: rb });
  }
  return pairs;
}

/** The pairs in a metric's own paired set: in its denominator in both systems. */
export function metricPairs(m: Metric, pairs: readonly RowPair[]): RowPair[] {
  return pairs.filter((p) => isOver(m, p.a) && isOver(m, p.b));
}
