/**
 * Platform-stable 32-bit pseudo-random numbers for the bootstrap.
 *
 * The spec requires a generator that is named in `intervals.bootstrap_generator`, documented,
 * and gives the same draws on every run and platform. Everything here is integer arithmetic on
 * 32-bit words (`Math.imul`, shifts, xor), so no floating-point rounding or engine detail can
 * change a draw.
 *
 * Generator: xoshiro128** 1.1 (Blackman and Vigna, 2018), 128-bit state `s[0..3]` of uint32:
 *
 *   result = rotl(s[1] * 5, 7) * 9          (all products mod 2^32)
 *   t = s[1] << 9
 *   s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t; s[3] = rotl(s[3], 11)
 *
 * (Version 1.0 scrambled `s[0]` instead of `s[1]`; this is 1.1, the current reference.)
 *
 * Seeding: an integer seed in [0, 2^32) is expanded into the four state words by splitmix32,
 * the 32-bit analogue of splitmix64: a Weyl sequence with the golden-ratio increment followed by
 * the MurmurHash3 `fmix32` finalizer. With `x` starting at the seed, each output is
 *
 *   x = (x + 0x9E3779B9) mod 2^32
 *   z = x
 *   z = ((z ^ (z >>> 16)) * 0x85EBCA6B) mod 2^32
 *   z = ((z ^ (z >>> 13)) * 0xC2B2AE35) mod 2^32
 *   z = z ^ (z >>> 16)
 *
 * and `s[0], s[1], s[2], s[3]` are the first four outputs, in that order. `fmix32` is a
 * bijection and the four Weyl values are distinct, so at most one state word is zero and the
 * state is never the forbidden all-zero state.
 *
 * Bounded integers (`uniformInt`) use Lemire's multiply-shift with rejection; see there.
 */

/** Precise name of the generator, written to `intervals.bootstrap_generator`. */
export const BOOTSTRAP_GENERATOR_NAME =
  "xoshiro128** 1.1 seeded by splitmix32 (Weyl increment 0x9E3779B9, " +
  "MurmurHash3 fmix32 finalizer; state words s0..s3 = first four outputs); " +
  "indices by Lemire's 32-bit multiply-shift with rejection";

/** A source of uniform 32-bit unsigned integers. */
export interface Uint32Source {
  /** The next uniform integer in [0, 2^32). */
  nextUint32(): number;
}

const TWO_32 = 4294967296;

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

function checkSeed(seed: number): void {
  if (!Number.isInteger(seed) || seed < 0 || seed >= TWO_32) {
    throw new RangeError(`seed must be an integer in [0, 2^32), got ${seed}`);
  }
}

/**
 * The first four splitmix32 outputs for `seed` (see the module comment), i.e. the xoshiro128**
 * state for that seed. Returned as uint32 values.
 */
export function splitmix32State(seed: number): [number, number, number, number] {
  checkSeed(seed);
  let x = seed | 0;
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    z = z ^ (z >>> 16);
    out.push(z >>> 0);
  }
  return [out[0], out[1], out[2], out[3]];
}

/** xoshiro128** 1.1: a small, fast 32-bit generator with a 128-bit state. */
export class Xoshiro128StarStar implements Uint32Source {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  /** Start from an explicit state of four uint32 words, not all zero. */
  constructor(state: readonly [number, number, number, number]) {
    for (const w of state) {
      if (!Number.isInteger(w) || w < 0 || w >= TWO_32) {
        throw new RangeError(`state words must be integers in [0, 2^32), got ${w}`);
      }
    }
    if (state[0] === 0 && state[1] === 0 && state[2] === 0 && state[3] === 0) {
      throw new RangeError("xoshiro128** state must not be all zero");
    }
    this.s0 = state[0] | 0;
    this.s1 = state[1] | 0;
    this.s2 = state[2] | 0;
    this.s3 = state[3] | 0;
  }

  /** A generator whose state is the splitmix32 expansion of `seed` (integer in [0, 2^32)). */
  static fromSeed(seed: number): Xoshiro128StarStar {
    return new Xoshiro128StarStar(splitmix32State(seed));
  }

  /** The current state as four uint32 words. */
  state(): [number, number, number, number] {
    return [this.s0 >>> 0, this.s1 >>> 0, this.s2 >>> 0, this.s3 >>> 0];
  }

  /** The next output in [0, 2^32), advancing the state by one step. */
  nextUint32(): number {
    const s0 = this.s0;
    const s1 = this.s1;
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9);
    const t = s1 << 9;
    const s2 = this.s2 ^ s0;
    const s3 = this.s3 ^ s1;
    this.s1 = s1 ^ s2;
    this.s0 = s0 ^ s3;
    this.s2 = s2 ^ t;
    this.s3 = rotl(s3, 11);
    return result >>> 0;
  }
}

/** A fresh xoshiro128** generator seeded with `seed` through splitmix32. */
export function createRng(seed: number): Xoshiro128StarStar {
  return Xoshiro128StarStar.fromSeed(seed);
}

/**
 * An unbiased integer in [0, n) for an integer 1 <= n <= 2^32, by Lemire's multiply-shift with
 * rejection ("Fast random integer generation in an interval", 2019).
 *
 * Draw x = rng.nextUint32() and form the exact 64-bit product m = x * n. The candidate is the
 * high word floor(m / 2^32); the low word l = m mod 2^32 decides rejection: when l < (2^32 mod n)
 * the draw is rejected and a new x is drawn. Exactly 2^32 - (2^32 mod n), a multiple of n, of the
 * 2^32 values of x are accepted, floor(2^32 / n) of them for each result, so the result is
 * exactly uniform. (The threshold 2^32 mod n is only computed when l < n, as in Lemire's
 * algorithm; this does not change which draws are rejected.) The product is formed exactly from
 * 16-bit halves, since doubles cannot hold 64-bit products.
 */
export function uniformInt(rng: Uint32Source, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) {
    throw new RangeError(`n must be an integer in [1, 2^32], got ${n}`);
  }
  let threshold = -1;
  for (;;) {
    const x = rng.nextUint32();
    // m = x * n = (xh * 2^16 + xl) * n = b * 2^16 + a, with a = xl * n and b = xh * n, both
    // below 2^48. Split b = bh * 2^16 + bl; then m = bh * 2^32 + (bl * 2^16 + a), all exact.
    const a = (x & 0xffff) * n;
    const b = (x >>> 16) * n;
    const bh = Math.floor(b / 65536);
    const rest = (b - bh * 65536) * 65536 + a;
    const carry = Math.floor(rest / TWO_32);
    const high = bh + carry;
    const low = rest - carry * TWO_32;
    if (low >= n) return high; // 2^32 mod n < n, so this draw is accepted
    if (threshold < 0) threshold = TWO_32 % n;
    if (low >= threshold) return high;
  }
}
