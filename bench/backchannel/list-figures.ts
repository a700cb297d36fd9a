/**
 * Three figures of a ground-truth list that say whether a stand-in looks like the real file
 * (docs/backchannel.md "Validation"): its entropy over the uniform's, the share of its windows
 * that are zero before trimming, and its self-lift — the mean lift of onsets drawn from the list's
 * own probe, Σ q[w]² / (q̄ · Σ q[w]), which is how much timing a perfect listener could show.
 */
import { probeMeans, trimmedLength, normalisedHead, ZERO_TAIL_SHARE } from "../../src/backchannel/index.js";

/** H(p) / ln N over the whole list as the file holds it (N windows, zero terms adding nothing). */
export function entropyRatio(list: readonly number[]): number {
  const sum = list.reduce((s, v) => s + v, 0);
  let h = 0;
  for (const v of list) if (v > 0) h -= (v / sum) * Math.log(v / sum);
  return h / Math.log(list.length);
}

/** The share of the file's windows at most 1e-9 of the list's maximum (zero counts), tail included. */
export function zeroShare(list: readonly number[]): number {
  const max = Math.max(...list);
  return list.filter((v) => v <= ZERO_TAIL_SHARE * max).length / list.length;
}

/** Σ q² / (q̄ · Σ q) over the scored windows of the trimmed, normalised list; null when it has none. */
export function selfLift(list: readonly number[]): number | null {
  const q = probeMeans(normalisedHead(list, trimmedLength(list)));
  if (q.length === 0) return null;
  let s = 0;
  let s2 = 0;
  for (const v of q) {
    s += v;
    s2 += v * v;
  }
  return s2 / ((s / q.length) * s);
}

/** Minimum and maximum of some figures. */
export function range(xs: readonly number[]): [number, number] {
  return [Math.min(...xs), Math.max(...xs)];
}
