/**
 * uniformIntDraws gives exactly what a fresh generator and uniformInt give, draw for draw: for
 * n = 1, small and odd n, n = 2^16 (the inline path's last) and beyond it (the general path),
 * several seeds, and a stream long enough that the inline path meets rejected words (checked
 * against the raw generator: the stream must contain some).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { createRng, uniformInt } from "../../src/stats/rng.js";
import { uniformIntDraws } from "../../src/stats/uniform-draws.js";

function reference(seed: number, n: number, count: number): number[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => uniformInt(rng, n));
}

test("the same draws as createRng + uniformInt, on both paths", () => {
  for (const seed of [0, 1, 12345, 2 ** 32 - 1]) {
    for (const n of [1, 2, 3, 7, 200, 727, 65535, 65536, 65537, 3 * 2 ** 30, 2 ** 32]) {
      const out = n <= 65536 ? new Uint16Array(5000) : new Uint32Array(5000);
      uniformIntDraws(seed, n, out);
      assert.deepEqual([...out], reference(seed, n, out.length), `seed ${seed}, n ${n}`);
    }
  }
});

test("a long stream with rejected words: still the same draws", () => {
  // 2^32 mod 43690 = 21846: about one raw word in 200,000 is rejected
  const n = 43690;
  const count = 1_000_000;
  const out = new Uint16Array(count);
  uniformIntDraws(0, n, out);
  const rng = createRng(0);
  let rejected = 0;
  for (let k = 0; k < count; ) {
    const x = rng.nextUint32();
    if ((x * n) % 2 ** 32 < 2 ** 32 % n) rejected++;
    else k++;
  }
  assert.ok(rejected > 0, "the stream holds rejected words");
  const ref = reference(0, n, count);
  for (let k = 0; k < count; k++) if (out[k] !== ref[k]) assert.fail(`draw ${k}: ${out[k]} != ${ref[k]}`);
});

test("n outside [1, 2^32] is refused", () => {
  assert.throws(() => uniformIntDraws(0, 0, new Uint16Array(1)), RangeError);
  assert.throws(() => uniformIntDraws(0, 1.5, new Uint16Array(1)), RangeError);
  assert.throws(() => uniformIntDraws(0, 2 ** 32 + 1, new Uint32Array(1)), RangeError);
});
