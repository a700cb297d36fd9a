/**
 * Independent references for the stats tests, in BigInt arithmetic written from the algorithm
 * descriptions (not from src/stats): splitmix32 seeding, xoshiro128** 1.1, Lemire's bounded ints.
 */

export const M32 = 0xffffffffn;
const rotl = (x: bigint, k: number): bigint => ((x << BigInt(k)) | (x >> BigInt(32 - k))) & M32;

export function refSplitmix32(seed: number): bigint[] {
  let x = BigInt(seed);
  const out: bigint[] = [];
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9n) & M32;
    let z = x;
    z = ((z ^ (z >> 16n)) * 0x85ebca6bn) & M32;
    z = ((z ^ (z >> 13n)) * 0xc2b2ae35n) & M32;
    out.push(z ^ (z >> 16n));
  }
  return out;
}

export function refXoshiro(state: bigint[]): () => bigint {
  const s = [...state];
  return () => {
    const result = (rotl((s[1] * 5n) & M32, 7) * 9n) & M32;
    const t = (s[1] << 9n) & M32;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
    return result;
  };
}

export function refLemire(next: () => bigint, n: number): number {
  const bn = BigInt(n);
  const threshold = (1n << 32n) % bn;
  for (;;) {
    const m = next() * bn;
    if ((m & M32) >= threshold) return Number(m >> 32n);
  }
}
