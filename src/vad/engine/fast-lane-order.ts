/**
 * The order in which onnxruntime's one-column matrix product adds its terms, so a shorter
 * product can add the same terms in the same order.
 *
 * A Conv whose output has one column (Silero's encoders 2 and 3) runs on the CPU as a dot
 * product per output channel (MLAS's M=1 "transpose B" kernel): eight lanes, lane l holding
 * the running sum of products k = l, l+8, l+16, ... each rounded (multiply, then add), and the
 * lanes reduced as ((l0+l1)+l2)+l3 + ((l4+l5)+l6)+l7. When some inputs are known zeros (the
 * Conv's padding taps), their products are ±0 and leave every lane sum unchanged. So a dot
 * product over only the non-zero inputs gives the same bits, provided each lane receives the
 * same terms in the same order: position p of the shorter vector must hold, in lane p mod 8,
 * the next non-zero term of that lane. This function computes that arrangement.
 */

/** Lanes of the dot-product kernel. */
export const DOT_LANES = 8;

/**
 * `length` is the original vector length; `sources.get(k)` names what sits at original
 * position k (absent: a known zero). Returns, for each position of the shortened vector, the
 * source that belongs there. Throws when the lanes do not hold equally many non-zero terms
 * (then no shortened vector of whole lanes exists).
 */
export function laneOrder<T>(length: number, sources: ReadonlyMap<number, T>): T[] {
  const lanes: T[][] = Array.from({ length: DOT_LANES }, () => []);
  for (let k = 0; k < length; k++) {
    if (sources.has(k)) lanes[k % DOT_LANES]!.push(sources.get(k)!);
  }
  const per = lanes[0]!.length;
  if (!lanes.every((l) => l.length === per))
    throw new RangeError("the non-zero terms are not spread evenly over the lanes");
  const out: T[] = [];
  for (let i = 0; i < per; i++) for (let l = 0; l < DOT_LANES; l++) out.push(lanes[l]![i]!);
  return out;
}
