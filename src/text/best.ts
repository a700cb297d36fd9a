/**
 * Which values of a column are the best: the lowest (or highest, by the metric's direction) of
 * the keys, every tied value included; for "closer to 0" the smallest absolute value, so −0.1 and
 * +0.1 tie and −0.05 beats both. A key of +Infinity ("not reached") ranks last and is never best;
 * null has no rank. A context or diagnostic metric has no best, and neither has a column with
 * fewer than two ranked values (nothing to beat). Works on v1.0 and matched-runs metrics alike.
 */
import { ranks, type Metric } from "../unified/registry.js";

export function bestOf(m: Pick<Metric, "better" | "diagnostic">, keys: readonly (number | null)[]): boolean[] {
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
