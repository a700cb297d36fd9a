/**
 * The p-value of a one-sided Monte Carlo test from its draws: the share of the statistics drawn
 * under the null hypothesis that reach the observed one, counting the observed statistic itself
 * once (so the p-value is never 0 and the test keeps its level with a finite number of draws):
 *
 *   p = (1 + #{d ≥ observed − tolerance}) / (N + 1),
 *
 * over the N draws d. The tolerance (1e-12 by default) makes a draw that equals the observed
 * statistic in exact arithmetic count even when its sum was rounded differently.
 *
 * @example
 * permutationP(2, [1, 2, 3, 0]); // (1 + 2) / 5 = 0.6: the draws 2 and 3 reach 2
 */

/** The tolerance below the observed statistic at which a draw still counts as reaching it. */
export const PERMUTATION_TOLERANCE = 1e-12;

/** (1 + #{d ≥ observed − tolerance}) / (N + 1); throws on a statistic that is not finite. */
export function permutationP(
  observed: number,
  draws: ArrayLike<number>,
  tolerance: number = PERMUTATION_TOLERANCE,
): number {
  if (!Number.isFinite(observed)) throw new RangeError(`the observed statistic must be finite, got ${observed}`);
  if (!(tolerance >= 0)) throw new RangeError(`the tolerance must be a number >= 0, got ${tolerance}`);
  let reach = 0;
  for (let k = 0; k < draws.length; k++) {
    const d = draws[k]!;
    if (!Number.isFinite(d)) throw new RangeError(`draw ${k} is not finite: ${d}`);
    if (d >= observed - tolerance) reach++;
  }
  return (1 + reach) / (draws.length + 1);
}
