/**
 * The ground truth prepared for the rules (docs/backchannel.md "The distribution"): every list of
 * the file trimmed of its zero tail and normalised, its probe q, and per
 * sample the tables its backchannels are looked up in: its own lift table q[w] / q̄ over its
 * scored windows w = 0 … L − P, and its comparison lists — the other speakers' lists (every other
 * key of the file, selected or not) with L' ≥ L whose q'[0 … L − P] are not all 0, keys in string
 * order — each as a lift table normalised over this sample's scored windows, with their mean
 * (lift_other) per window. A sample's tables are built when first asked for and kept.
 *
 * The zero tail: the file's lists end about 1 s after the last human response (51 of the 55 real
 * ones in exactly 5 windows of (0 + 1e-10) / Σ); those windows are no evidence of where listeners
 * respond, only of where the grid ends, so they are cut before anything is averaged. The probe:
 * q[w] = (p[w] + … + p[w + P − 1]) / P for w = 0 … L − P, the mean over the P = 3 windows (0.6 s)
 * from an onset window on, since the ground truth counts coverage and a human response covers the
 * windows after its onset. Sums are plain left-to-right double sums.
 */
import { byString } from "../order.js";
import { PROBE_WINDOWS, WINDOW_US, ZERO_TAIL_SHARE } from "./settings.js";

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

/** q[0 … L − P] of p (empty when L < P). */
export function probeMeans(p: ArrayLike<number>, P: number = PROBE_WINDOWS): Float64Array {
  const n = Math.max(0, p.length - P + 1);
  const q = new Float64Array(n);
  for (let w = 0; w < n; w++) {
    let s = 0;
    for (let k = 0; k < P; k++) s += p[w + k]!;
    q[w] = s / P;
  }
  return q;
}

/** The mean of the first n values of q (plain sum / n); NaN for n = 0. */
export function headMean(q: ArrayLike<number>, n: number): number {
  let s = 0;
  for (let w = 0; w < n; w++) s += q[w]!;
  return s / n;
}

/** q[w] / mean(q[0 … n − 1]) for w = 0 … n − 1: the lift of an onset in window w. */
export function liftTable(q: ArrayLike<number>, n: number): Float64Array {
  const mean = headMean(q, n);
  const out = new Float64Array(n);
  for (let w = 0; w < n; w++) out[w] = q[w]! / mean;
  return out;
}

/** One list of the file as the rules use it. */
export interface SpeakerList {
  key: string;
  /** The list's length in the file, before trimming. */
  fileLength: number;
  /** L: its length after the zero tail is trimmed. */
  L: number;
  /** q[0 … L − P] of the trimmed, normalised list (empty when L < P). */
  q: Float64Array;
}

/** A sample's lookup tables, all indexed by onset window w = 0 … scored − 1. */
export interface SampleTiming {
  key: string;
  L: number;
  /** 0.2 · L in microseconds: where the sample's grid ends. */
  grid_us: number;
  /** The number of scored windows, L − P + 1 (0 when L < P: every onset is off-grid). */
  scored: number;
  /** q[w] / q̄: the lift of an onset in window w. */
  lift: Float64Array;
  /** The keys of the comparison lists, in string order. */
  comparisons: readonly string[];
  /** Per comparison list (same order): q'[w] / mean(q'[0 … L − P]). */
  liftUnder: readonly Float64Array[];
  /** The mean of liftUnder over the comparison lists (summed in their order); null without any. */
  liftOther: Float64Array | null;
}

/** The prepared file: its lists by key, and each sample's tables on demand. */
export interface PreparedDistribution {
  /** sha256 of the file's bytes, when it came from a file (the block records it). */
  sha256: string | null;
  /** Every key of the file, in string order. */
  keys: readonly string[];
  list(key: string): SpeakerList | undefined;
  /** The tables of the sample whose folder name is `key`; throws a RangeError when the file has no such key. */
  timing(key: string): SampleTiming;
}

function checkedList(key: string, list: readonly number[]): void {
  if (list.length < 2) throw new RangeError(`key ${JSON.stringify(key)}: needs at least 2 values`);
  let sum = 0;
  for (const v of list) {
    if (!(Number.isFinite(v) && v >= 0))
      throw new RangeError(`key ${JSON.stringify(key)}: ${v} is not finite and >= 0`);
    sum += v;
  }
  if (!(sum > 0)) throw new RangeError(`key ${JSON.stringify(key)}: the values sum to 0`);
}

/** Whether q[0 … n − 1] has a value that is not 0. */
function anyPositive(q: Float64Array, n: number): boolean {
  for (let w = 0; w < n; w++) if (q[w]! !== 0) return true;
  return false;
}

/**
 * Prepare `lists` (key → the file's list: at least 2 finite non-negative numbers with a positive
 * sum, as src/input/tree/icc-distribution.ts checks them; anything else is a RangeError).
 */
export function prepareDistribution(
  lists: Readonly<Record<string, readonly number[]>>,
  sha256: string | null = null,
): PreparedDistribution {
  const keys = Object.keys(lists).sort(byString);
  const prepared = new Map<string, SpeakerList>();
  for (const key of keys) {
    const raw = lists[key]!;
    checkedList(key, raw);
    const L = trimmedLength(raw);
    prepared.set(key, { key, fileLength: raw.length, L, q: probeMeans(normalisedHead(raw, L)) });
  }
  const timings = new Map<string, SampleTiming>();
  const timing = (key: string): SampleTiming => {
    const hit = timings.get(key);
    if (hit !== undefined) return hit;
    const own = prepared.get(key);
    if (own === undefined) throw new RangeError(`the distribution has no key ${JSON.stringify(key)}`);
    const scored = Math.max(0, own.L - PROBE_WINDOWS + 1);
    const comparisons: string[] = [];
    const liftUnder: Float64Array[] = [];
    for (const other of keys) {
      const c = prepared.get(other)!;
      if (other === key || c.L < own.L || scored === 0 || !anyPositive(c.q, scored)) continue;
      comparisons.push(other);
      liftUnder.push(liftTable(c.q, scored));
    }
    let liftOther: Float64Array | null = null;
    if (liftUnder.length > 0) {
      liftOther = new Float64Array(scored);
      for (let w = 0; w < scored; w++) {
        let s = 0;
        for (const t of liftUnder) s += t[w]!;
        liftOther[w] = s / liftUnder.length;
      }
    }
    const t: SampleTiming = {
      key,
      L: own.L,
      grid_us: own.L * WINDOW_US,
      scored,
      lift: scored === 0 ? new Float64Array(0) : liftTable(own.q, scored),
      comparisons,
      liftUnder,
      liftOther,
    };
    timings.set(key, t);
    return t;
  };
  return { sha256, keys, list: (key) => prepared.get(key), timing };
}
