/**
 * Percentile bootstrap over whole samples, as the spec defines it: for each metric a fresh
 * generator seeded with 0 draws 2000 resamples of the sample indices with replacement; each
 * resample's statistic uses the spec's quantile rule, and the interval is [Q(0.025), Q(0.975)]
 * of the resampled statistics under the same rule. Resampling whole samples keeps the pauses of
 * one sample together, since they are not independent.
 *
 * Draw order: resample 0's n indices first (index 0, 1, ..., n - 1), then resample 1's, and so
 * on; each index is `uniformInt(rng, n)` from `createRng(seed)` (see rng.ts; uniform-draws.ts
 * draws them all at once). Because every metric
 * starts from the same seed, the draws depend only on (n, resamples, seed), so they are memoized.
 */

import { createRng } from "./rng.js";
import { uniformIntDraws } from "./uniform-draws.js";
import { quantileRank, quantileSorted, type Rational } from "./quantile.js";
import { checkCount } from "./check-count.js";

/** Resamples per interval, fixed by the spec. */
export const BOOTSTRAP_RESAMPLES = 2000;
/** Seed of the fresh generator each metric starts from, fixed by the spec. */
export const BOOTSTRAP_SEED = 0;
/** Lower percentile of the 95% interval, 0.025, as an exact rational. */
export const BOOTSTRAP_LOWER: Readonly<Rational> = Object.freeze({
  numerator: 1,
  denominator: 40,
});
/** Upper percentile of the 95% interval, 0.975, as an exact rational. */
export const BOOTSTRAP_UPPER: Readonly<Rational> = Object.freeze({
  numerator: 39,
  denominator: 40,
});

/** Options of the bootstrap intervals; the defaults are the spec's. */
export interface BootstrapOptions {
  /** Number of resamples (default 2000). */
  resamples?: number;
  /** Seed of the fresh generator (default 0). */
  seed?: number;
}

/**
 * Resampled indices, resample-major: entry `r * n + i` is the i-th index of resample r.
 * A Uint16Array when n <= 65536, else a Uint32Array.
 */
export type IndexArray = Uint16Array | Uint32Array;

/** Memoized arrays (draws, and multiplicities made from them), least recently used first. */
const CACHE_ENTRIES = 64;
const CACHE_BYTES = 128 * 1024 * 1024;
type Memo = Uint8Array | Uint16Array | Uint32Array;
const cache = new Map<string, Memo>();
let cacheBytes = 0;

function remembered<T extends Memo>(key: string, make: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key); // keep the most recently used entries last
    cache.set(key, hit);
    return hit as T;
  }
  const made = make();
  cache.set(key, made);
  cacheBytes += made.byteLength;
  while (cache.size > 1 && (cache.size > CACHE_ENTRIES || cacheBytes > CACHE_BYTES)) {
    const oldest = cache.keys().next().value as string;
    cacheBytes -= cache.get(oldest)!.byteLength;
    cache.delete(oldest);
  }
  return made;
}

/**
 * Intervals already computed, by their exact inputs: an interval is a pure function of its
 * values, resamples and seed, and a VAD sweep meets the same values under several settings.
 */
const INTERVAL_ENTRIES = 256;
const intervals = new Map<string, readonly (number | null)[] | null>();

/** The exact text of a list of numbers (-0 kept apart from 0) as part of a memo key. */
const exactKey = (xs: readonly number[]): string => xs.map((x) => (Object.is(x, -0) ? "-0" : String(x))).join(",");

function rememberedInterval<T extends (number | null)[]>(key: string, make: () => T | null): T | null {
  if (intervals.has(key)) {
    const hit = intervals.get(key)!;
    return hit === null ? null : ([...hit] as T);
  }
  const made = make();
  intervals.set(key, made === null ? null : [...made]);
  if (intervals.size > INTERVAL_ENTRIES) intervals.delete(intervals.keys().next().value as string);
  return made;
}

/** The memoized draws, shared between callers: never hand this array out to be modified. */
function sharedIndices(n: number, resamples: number, seed: number): IndexArray {
  checkCount("n", n);
  checkCount("resamples", resamples);
  if (n > 4294967296) throw new RangeError(`n must be at most 2^32, got ${n}`);
  return remembered(`draws:${n}:${resamples}:${seed}`, (): IndexArray => {
    const total = n * resamples;
    const out: IndexArray = n <= 65536 ? new Uint16Array(total) : new Uint32Array(total);
    if (n > 0) uniformIntDraws(seed, n, out); // validates the seed
    else createRng(seed); // validates the seed
    return out;
  });
}

/** Largest n for which the multiplicities are kept (as 8- or 16-bit counts). */
const MULTIPLICITY_MAX_N = 65535;

/**
 * How often each sample index occurs in each resample of the memoized draws, resample-major
 * (entry `r * n + i`): they depend only on (n, resamples, seed), so every median interval over
 * n values (every metric, every setting of a sweep) shares them. Null when n is too large.
 */
function sharedMultiplicities(n: number, resamples: number, seed: number): Uint8Array | Uint16Array | null {
  if (n > MULTIPLICITY_MAX_N) return null;
  const draws = sharedIndices(n, resamples, seed);
  return remembered(`counts:${n}:${resamples}:${seed}`, () => {
    const counts = n < 256 ? new Uint8Array(n * resamples) : new Uint16Array(n * resamples);
    for (let r = 0, base = 0; r < resamples; r++, base += n) {
      for (let i = 0; i < n; i++) counts[base + draws[base + i]]++;
    }
    return counts;
  });
}

/**
 * The bootstrap draws for n samples: a fresh generator seeded with `seed` draws `resamples`
 * resamples of n indices in [0, n) with replacement, resample by resample and index by index.
 * Returns them resample-major in one array of length resamples * n (empty when n = 0). The draws
 * are memoized by (n, resamples, seed); each call returns its own copy.
 */
export function resampleIndices(
  n: number,
  resamples: number = BOOTSTRAP_RESAMPLES,
  seed: number = BOOTSTRAP_SEED,
): IndexArray {
  return sharedIndices(n, resamples, seed).slice();
}

function options(opts: BootstrapOptions): { resamples: number; seed: number } {
  return {
    resamples: opts.resamples ?? BOOTSTRAP_RESAMPLES,
    seed: opts.seed ?? BOOTSTRAP_SEED,
  };
}

/**
 * 95% percentile bootstrap interval of the median of `values` (finite numbers or +Infinity for
 * "not reached"). Each resample's median is its ceil(0.5 * n)-th smallest value; the interval is
 * [Q(0.025), Q(0.975)] of the resampled medians, each the ceil(q * resamples)-th smallest. An
 * endpoint that is +Infinity is null. Null when n = 0 or there are no resamples.
 *
 * The values are sorted once; a resample walks the sorted values, adding how often each one's
 * sample occurs in it, up to the median rank, so no resample is sorted. How often each sample
 * occurs in each resample depends only on n, so those counts are made once and shared by every
 * median interval over n values (every metric, every setting of a sweep). An interval over the
 * same values is computed once.
 */
export function bootstrapMedianInterval(
  values: readonly number[],
  opts: BootstrapOptions = {},
): [number | null, number | null] | null {
  const { resamples, seed } = options(opts);
  for (const v of values) {
    if (Number.isNaN(v) || v === -Infinity) {
      throw new RangeError(`values must be finite or +Infinity, got ${v}`);
    }
  }
  return rememberedInterval(`median:${resamples}:${seed}:${exactKey(values)}`, () => medianInterval(values, resamples, seed));
}

function medianInterval(values: readonly number[], resamples: number, seed: number): [number | null, number | null] | null {
  const n = values.length;
  const draws = sharedIndices(n, resamples, seed);
  if (n === 0 || resamples === 0) return null;

  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    const x = values[a];
    const y = values[b];
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  const sorted = new Float64Array(n);
  const position = new Uint32Array(n);
  for (let p = 0; p < n; p++) {
    sorted[p] = values[order[p]];
    position[order[p]] = p;
  }

  const rank = quantileRank({ numerator: 1, denominator: 2 }, n);
  const medians = new Float64Array(resamples);
  const counts = sharedMultiplicities(n, resamples, seed);
  if (counts !== null) {
    // walk the sorted values, adding how often each one's sample occurs in the resample
    for (let r = 0, base = 0; r < resamples; r++, base += n) {
      let p = 0;
      let seen = counts[base + order[0]];
      while (seen < rank) seen += counts[base + order[++p]];
      medians[r] = sorted[p];
    }
  } else {
    const hits = new Uint32Array(n);
    for (let r = 0, base = 0; r < resamples; r++, base += n) {
      hits.fill(0);
      for (let i = 0; i < n; i++) hits[position[draws[base + i]]]++;
      let p = 0;
      let seen = hits[0];
      while (seen < rank) seen += hits[++p];
      medians[r] = sorted[p];
    }
  }
  medians.sort();
  return [quantileSorted(medians, BOOTSTRAP_LOWER), quantileSorted(medians, BOOTSTRAP_UPPER)];
}

/**
 * When every term is an integer, sums of up to n terms are exact in doubles as long as
 * n * max|x| <= 2^53 - 1 (every partial sum is then a safe integer); throw if that fails, rather
 * than round silently. Non-integer inputs are left to float summation.
 */
function guardIntegerSums(xs: readonly number[], name: string): void {
  let maxAbs = 0;
  for (const x of xs) {
    if (!Number.isInteger(x)) return;
    maxAbs = Math.max(maxAbs, Math.abs(x));
  }
  if (maxAbs * xs.length > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`${name}: integer sums could exceed 2^53 and lose precision`);
  }
}

/**
 * 95% percentile bootstrap interval of a pooled ratio sum(numerators) / sum(denominators) over
 * whole samples (sample i contributes numerators[i] and denominators[i]). A resample whose
 * denominator sum is 0 has no ratio and is skipped; the interval is [Q(0.025), Q(0.975)] of the
 * kept ratios, with ranks ceil(q * kept). Null when n = 0 or no resample is kept.
 *
 * Integer inputs (counts, microseconds) are summed exactly, so each resample's ratio is the
 * correctly rounded quotient of its exact sums, whatever the order of the terms. Non-integer
 * inputs are summed in draw order, deterministic but subject to float rounding; pass integer
 * units for exact results. Denominators must be non-negative, all values finite.
 */
export function bootstrapRatioInterval(
  numerators: readonly number[],
  denominators: readonly number[],
  opts: BootstrapOptions = {},
): [number, number] | null {
  const n = numerators.length;
  if (denominators.length !== n) {
    throw new RangeError(
      `numerators and denominators differ in length (${n} vs ${denominators.length})`,
    );
  }
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(numerators[i])) {
      throw new RangeError(`numerators must be finite, got ${numerators[i]} at ${i}`);
    }
    if (!Number.isFinite(denominators[i]) || denominators[i] < 0) {
      throw new RangeError(
        `denominators must be finite and non-negative, got ${denominators[i]} at ${i}`,
      );
    }
  }
  guardIntegerSums(numerators, "numerators");
  guardIntegerSums(denominators, "denominators");
  const { resamples, seed } = options(opts);
  return rememberedInterval(`ratio:${resamples}:${seed}:${exactKey(numerators)}/${exactKey(denominators)}`, () => ratioInterval(numerators, denominators, resamples, seed));
}

function ratioInterval(numerators: readonly number[], denominators: readonly number[], resamples: number, seed: number): [number, number] | null {
  const n = numerators.length;
  const draws = sharedIndices(n, resamples, seed);
  if (n === 0 || resamples === 0) return null;

  const ratios = new Float64Array(resamples);
  let kept = 0;
  for (let r = 0, base = 0; r < resamples; r++, base += n) {
    let num = 0;
    let den = 0;
    for (let i = 0; i < n; i++) {
      const j = draws[base + i];
      num += numerators[j];
      den += denominators[j];
    }
    if (den === 0) continue;
    ratios[kept++] = num / den;
  }
  if (kept === 0) return null;
  const keptRatios = ratios.subarray(0, kept).sort();
  const lo = quantileSorted(keptRatios, BOOTSTRAP_LOWER);
  const hi = quantileSorted(keptRatios, BOOTSTRAP_UPPER);
  // Ratios are finite, so neither endpoint is null here.
  return [lo as number, hi as number];
}
