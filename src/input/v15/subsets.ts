/**
 * The four Full-Duplex-Bench v1.5 subsets, in the order every output lists them. They sit here,
 * under the loader that recognises a v1.5 folder by these names, and the matched-runs rules
 * (src/matched/constants.ts) take them from here.
 */

/** The Full-Duplex-Bench v1.5 subsets, in the order outputs list them. */
export const MATCHED_SUBSETS = [
  "user_interruption",
  "user_backchannel",
  "talking_to_other",
  "background_speech",
] as const;
export type MatchedSubset = (typeof MATCHED_SUBSETS)[number];

export function isMatchedSubset(s: string): s is MatchedSubset {
  return (MATCHED_SUBSETS as readonly string[]).includes(s);
}
