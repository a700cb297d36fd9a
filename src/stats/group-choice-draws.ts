/**
 * The draws of a permutation test in which every group of items takes one of its own choices at
 * random: the null distribution of a mean over items when, under the null hypothesis, each group
 * could as well have been observed under any of its choices (a circular shift of a sample's
 * onsets, another speaker's list in place of its own). In each draw a fresh pass goes through
 * the groups in their order; group g takes the choice c = uniformInt(rng, choices_g) (one
 * generator, rng.ts, seeded once for all draws, so a group with a single choice still uses one
 * number), and the statistic is
 *
 *   (Σ_g Σ_i value_g(c, i)) / count,
 *
 * summed in group order, then item order, as one running double sum, so that a draw that takes
 * the observed choices gives exactly the observed statistic when it was summed the same way.
 * The p-value of the draws is permutation-p.ts.
 *
 * @example
 * // one group of two items on a cycle of 4 values, shifted by k: (v[(1 + k) % 4] + v[(3 + k) % 4]) / 2
 * const v = [0, 1, 2, 3];
 * groupChoiceDraws([{ choices: 4, items: 2, value: (k, i) => v[([1, 3][i]! + k) % 4]! }], 2, 3);
 */
import { checkCount } from "./check-count.js";
import { createRng, uniformInt } from "./rng.js";

/** One group: how many choices it draws from, how many items it holds, each item's value under a choice. */
export interface ChoiceGroup {
  /** The number of choices, an integer >= 1; each draw takes uniformInt(rng, choices). */
  choices: number;
  /** The number of items the group adds to the sum. */
  items: number;
  /** Item `item`'s value under choice `choice` (0 ≤ choice < choices); must be finite. */
  value(choice: number, item: number): number;
}

/** `draws` statistics, each (Σ_g Σ_i value_g(c_g, i)) / count with every c_g drawn afresh. */
export function groupChoiceDraws(
  groups: readonly ChoiceGroup[],
  count: number,
  draws: number,
  seed: number,
): Float64Array {
  checkCount("draws", draws);
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`count must be an integer >= 1, got ${count}`);
  for (const g of groups) {
    if (!Number.isSafeInteger(g.choices) || g.choices < 1) {
      throw new RangeError(`a group's choices must be an integer >= 1, got ${g.choices}`);
    }
    checkCount("a group's items", g.items);
  }
  const rng = createRng(seed);
  const out = new Float64Array(draws);
  for (let d = 0; d < draws; d++) {
    let sum = 0;
    for (const g of groups) {
      const c = uniformInt(rng, g.choices);
      for (let i = 0; i < g.items; i++) sum += g.value(c, i);
    }
    out[d] = sum / count;
  }
  return out;
}
