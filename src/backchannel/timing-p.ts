/**
 * The permutation p-values of the timing metrics (docs/backchannel.md "Metrics"), each through
 * the general test of src/stats (group-choice-draws.ts, permutation-p.ts), 2000 draws from a
 * fresh generator seeded 0:
 *
 * - against placement uniform over the scored windows (timing_lift, and timing_lift_other): every
 *   sample with a scored backchannel, in row order, draws k = uniformInt(L − P + 1) and each of
 *   its scored windows w moves to (w + k) mod (L − P + 1), so every scored onset stays scored and
 *   the spacing of a sample's backchannels is kept;
 * - against timing that does not depend on the speaker (listening_gain): every sample with a
 *   non-null lift_other, in row order, takes its comparison list number uniformInt(n_c) in place
 *   of its own list, lift_other staying as it is.
 *
 * The statistic of a draw is summed in the order of the observed one (samples in row order,
 * backchannels in onset order), so the draw that leaves everything in place reproduces it exactly.
 */
import { type ChoiceGroup, groupChoiceDraws } from "../stats/group-choice-draws.js";
import { permutationP } from "../stats/permutation-p.js";
import { PERMUTATION_DRAWS, PERMUTATION_SEED } from "./settings.js";
import type { SampleTiming } from "./distribution.js";

/** A sample's tables and the onset windows of its scored backchannels (onset order). */
export interface TimedSample {
  timing: SampleTiming;
  windows: readonly number[];
}

/**
 * p of Σ table[w] / count under circular shifts, `table` being each sample's lift (timing_lift)
 * or lift_other (timing_lift_other; a sample without comparison lists draws its shift and adds
 * nothing). Every sample with a scored window draws.
 */
export function shiftP(
  samples: readonly TimedSample[],
  table: (t: SampleTiming) => Float64Array | null,
  observed: number,
  count: number,
  draws: number = PERMUTATION_DRAWS,
): number {
  const groups: ChoiceGroup[] = samples
    .filter((s) => s.windows.length > 0)
    .map((s) => {
      const values = table(s.timing);
      const n = s.timing.scored;
      return {
        choices: n,
        items: values === null ? 0 : s.windows.length,
        value: (k: number, i: number) => values![(s.windows[i]! + k) % n]!,
      };
    });
  return permutationP(observed, groupChoiceDraws(groups, count, draws, PERMUTATION_SEED));
}

/**
 * p of Σ (lift − lift_other) / count when each sample with a non-null lift_other takes one of its
 * comparison lists, drawn uniformly, in place of its own.
 */
export function speakerSwapP(
  samples: readonly TimedSample[],
  observed: number,
  count: number,
  draws: number = PERMUTATION_DRAWS,
): number {
  const groups: ChoiceGroup[] = samples
    .filter((s) => s.windows.length > 0 && s.timing.liftOther !== null)
    .map((s) => {
      const t = s.timing;
      return {
        choices: t.comparisons.length,
        items: s.windows.length,
        value: (c: number, i: number) => t.liftUnder[c]![s.windows[i]!]! - t.liftOther![s.windows[i]!]!,
      };
    });
  return permutationP(observed, groupChoiceDraws(groups, count, draws, PERMUTATION_SEED));
}
