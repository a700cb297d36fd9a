/**
 * Which systems of a table's row (one metric of one subset) carry the best mark (pure). The best by
 * value (`bestOf`: the metric's direction, ties, "not reached" last) is marked only when it is
 * significantly better than at least one other system: the best is tested against every other
 * system with a value over the samples both hold, by the comparison `compare` makes (the paired
 * test of the metric's kind: the exact McNemar p of a sample share, the exact sign test's of a
 * latency, the paired swap test's of the other kinds), a difference the other way counted as p = 1;
 * the row's p-values are Holm-adjusted, and a test holds at adjusted p <= 0.05. When one holds, the
 * best and every tested system not significantly different from it share the mark; when none holds,
 * nothing is marked, so two copies of one system mark nothing. A system with no sample in common
 * with the best is not tested and not marked. Nothing is computed here beyond Holm's adjustment.
 */
import { pairedP, type PairedMetricJson } from "../metrics/kind.js";
import type { AnyMetric } from "../metrics/metric.js";
import { holmAdjust } from "../stats/holm.js";
import type { InfiniteSide } from "../stats/paired-difference.js";
import { ranks } from "../metrics/metric.js";

/**
 * Which values of a row are the best by value alone: the lowest (or highest, by the metric's
 * direction) of the keys, every tied value included; for "closer to 0" the smallest absolute
 * value, so −0.1 and +0.1 tie and −0.05 beats both. A key of +Infinity ("not reached") ranks last
 * and is never best; null has no rank. A context or diagnostic metric has no best, and neither has
 * a row with fewer than two ranked values (nothing to beat). `markedBest` tests it.
 */
export function bestOf(m: Pick<AnyMetric, "better" | "diagnostic">, keys: readonly (number | null)[]): boolean[] {
  const none = keys.map(() => false);
  if (!ranks(m)) return none;
  const finite = keys.filter((k): k is number => k !== null && Number.isFinite(k));
  const ranked = keys.filter((k) => k !== null).length;
  if (finite.length === 0 || ranked < 2) return none;
  if (m.better === "closer to 0") {
    const best = Math.min(...finite.map(Math.abs));
    return keys.map((k) => k !== null && Number.isFinite(k) && Math.abs(k) === best);
  }
  const best = m.better === "lower" ? Math.min(...finite) : Math.max(...finite);
  return keys.map((k) => k === best);
}

/** The level the row's Holm-adjusted p-values are held against. */
export const BEST_ALPHA = 0.05;

/** The paired comparison of system `a` (A, the best) with system `b` (B) on the row's metric, or null without one. */
export type PairedTest = (a: number, b: number) => PairedMetricJson | null;

/** A number on the extended line: the value, or ±∞ where `side` says so, or null. */
const extended = (x: number | null, side: InfiniteSide | undefined): number | null =>
  x ?? (side === "inf" ? Infinity : side === "-inf" ? -Infinity : null);

/**
 * The p-value of "A (the best) is better than B" from their paired comparison (B − A, or |B| − |A|
 * for "closer to 0"): the comparison's two-sided p (McNemar's, the sign test's or the swap test's)
 * when the difference favours A, 1 when it does not or there is no p.
 */
export function bestSideP(m: Pick<AnyMetric, "better">, pm: PairedMetricJson): number {
  const sign = m.better === "higher" ? -1 : 1; // B − A is positive where A is better (lower or closer to 0)
  const d = extended(pm.difference, pm.infinite?.difference);
  const p = pairedP(pm);
  return d !== null && sign * d > 0 && p !== undefined ? p : 1;
}

/**
 * The marks of a row: `keys` are each system's rank keys (null: no value), `test` compares two
 * systems by index. See the file's comment for the rule.
 */
export function markedBest(
  m: Pick<AnyMetric, "better" | "diagnostic">,
  keys: readonly (number | null)[],
  test: PairedTest,
) {
  const none = keys.map(() => false);
  const ref = bestOf(m, keys).indexOf(true);
  if (ref < 0) return none;
  const tested: { k: number; p: number }[] = [];
  keys.forEach((key, k) => {
    if (k === ref || key === null) return;
    const pm = test(ref, k);
    if (pm && pm.n > 0) tested.push({ k, p: bestSideP(m, pm) });
  });
  const adjusted = holmAdjust(tested.map((t) => t.p));
  const holds = tested.map((_, j) => adjusted[j]! <= BEST_ALPHA);
  if (!holds.some(Boolean)) return none;
  const out = [...none];
  out[ref] = true;
  tested.forEach((t, j) => {
    if (!holds[j]) out[t.k] = true;
  });
  return out;
}
