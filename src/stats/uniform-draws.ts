/**
 * Many uniform integers in [0, n) from a fresh generator, fast: exactly the values that
 * `createRng(seed)` followed by `uniformInt(rng, n)` once per entry gives (rng.ts), in the same
 * order, so a bootstrap drawn here is the bootstrap the spec defines. For n <= 2^16 the
 * generator runs inline on local words and Lemire's product x * n (below 2^48) is exact in a
 * double, so each draw is a few integer operations; larger n take the general path.
 */
import { createRng, splitmix32State, uniformInt } from "./rng.js";

const TWO_32 = 4294967296;
const TWO_MINUS_32 = 1 / TWO_32;
/** Largest n drawn on the inline path: x * n < 2^48 stays exact in a double. */
const INLINE_MAX_N = 65536;

/** Fill `out` with the draws (see the file comment); n is an integer in [1, 2^32]. */
export function uniformIntDraws(seed: number, n: number, out: Uint16Array | Uint32Array): void {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) {
    throw new RangeError(`n must be an integer in [1, 2^32], got ${n}`);
  }
  if (n > INLINE_MAX_N) {
    const rng = createRng(seed);
    for (let k = 0; k < out.length; k++) out[k] = uniformInt(rng, n);
    return;
  }
  const state = splitmix32State(seed);
  let s0 = state[0] | 0;
  let s1 = state[1] | 0;
  let s2 = state[2] | 0;
  let s3 = state[3] | 0;
  // uniformInt accepts a draw when the low word of x * n is at least 2^32 mod n
  const threshold = TWO_32 % n;
  for (let k = 0; k < out.length; ) {
    const r = Math.imul(s1, 5);
    const x = Math.imul((r << 7) | (r >>> 25), 9) >>> 0; // xoshiro128** output
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    const low = Math.imul(x, n) >>> 0; // the low word of x * n
    if (low < threshold) continue;
    out[k++] = (x * n - low) * TWO_MINUS_32; // the high word: x * n < 2^48 is exact, the scaling too
  }
}
