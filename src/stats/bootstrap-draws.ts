/**
 * The bootstrap's resampled indices. Draw order: resample 0's n indices first (index 0, 1, ...,
 * n - 1), then resample 1's, and so on; each index is `uniformInt(rng, n)` from
 * `createRng(seed)` (rng.ts). Because every metric starts from the same seed, the draws depend
 * only on (n, resamples, seed), so they are memoized, and so are how often each index occurs in
 * each resample (what a median interval walks): every interval over n values, of every metric
 * and every setting of a sweep, shares them.
 */
import { createRng, uniformInt } from "./rng.js";
import { checkCount } from "./check-count.js";
import { BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED } from "./bootstrap.js";

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

/** The memoized draws, shared between callers: never hand this array out to be modified. */
export function sharedIndices(n: number, resamples: number, seed: number): IndexArray {
  checkCount("n", n);
  checkCount("resamples", resamples);
  if (n > 4294967296) throw new RangeError(`n must be at most 2^32, got ${n}`);
  return remembered(`draws:${n}:${resamples}:${seed}`, (): IndexArray => {
    const total = n * resamples;
    const out: IndexArray = n <= 65536 ? new Uint16Array(total) : new Uint32Array(total);
    const rng = createRng(seed); // validates the seed, also when there is nothing to draw
    for (let k = 0; k < total; k++) out[k] = uniformInt(rng, n);
    return out;
  });
}

/** Largest n for which the multiplicities are kept (as 8- or 16-bit counts). */
const MULTIPLICITY_MAX_N = 65535;

/**
 * How often each sample index occurs in each resample of the memoized draws, resample-major
 * (entry `r * n + i`), shared like the draws; null when n is too large. Never modify it.
 */
export function sharedMultiplicities(n: number, resamples: number, seed: number): Uint8Array | Uint16Array | null {
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
