/**
 * Selected bounds of a sample share: the share over all selected samples with every unknown
 * outcome (ineligible, and for interruption metrics not exercised) taken first as no, then as
 * yes. They show how far selection could move a share that is computed over known outcomes only.
 */
import { checkCount } from "./check-count.js";

/**
 * `[count / selected, (count + unknown) / selected]`, or null when `selected` is 0.
 * Throws unless all three are non-negative integers with count + unknown <= selected (the known
 * "yes" samples and the unknown ones are disjoint parts of the selected samples).
 */
export function selectedBounds(count: number, unknown: number, selected: number): [number, number] | null {
  checkCount("count", count);
  checkCount("unknown", unknown);
  checkCount("selected", selected);
  if (count + unknown > selected) {
    throw new RangeError(`count + unknown (${count} + ${unknown}) must not exceed selected (${selected})`);
  }
  if (selected === 0) return null;
  return [count / selected, (count + unknown) / selected];
}
