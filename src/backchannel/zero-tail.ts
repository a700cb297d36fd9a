/**
 * A ground-truth list as the rules use it: its zero tail trimmed and the rest divided by its sum.
 * The file's lists end about 1 s after the last human response (51 of the 55 real ones in exactly
 * 5 windows of (0 + 1e-10) / Σ); those windows are no evidence of where listeners respond, only
 * of where the grid ends, so they are cut before anything is averaged over the windows.
 */
import { ZERO_TAIL_SHARE } from "./constants.js";

/** L: the list's length without its trailing windows whose value is at most 1e-9 of the list's maximum. */
export function trimmedLength(list: ArrayLike<number>): number {
  let max = 0;
  for (let i = 0; i < list.length; i++) if (list[i]! > max) max = list[i]!;
  const floor = ZERO_TAIL_SHARE * max;
  let L = list.length;
  while (L > 0 && list[L - 1]! <= floor) L--;
  return L;
}

/** p: the first L values divided by their sum (a plain left-to-right double sum). */
export function normalisedHead(list: ArrayLike<number>, L: number): Float64Array {
  let sum = 0;
  for (let i = 0; i < L; i++) sum += list[i]!;
  const p = new Float64Array(L);
  for (let i = 0; i < L; i++) p[i] = list[i]! / sum;
  return p;
}
