/**
 * laneOrder: the arrangement that lets a dot product over the non-zero inputs only add the
 * same terms in the same lanes as MLAS's 8-lane kernel over the whole zero-padded vector.
 * Checked by hand and against a float32 model of the kernel.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { laneOrder } from "../../src/vad/engine/fast-graph.js";

const f = Math.fround;

/** MLAS's M=1 transpose-B dot product: 8 lanes of rounded multiply-then-add, fixed reduction. */
function laneDot(x: Float32Array, w: Float32Array): number {
  const l = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let k = 0; k < x.length; k++) l[k % 8] = f(l[k % 8]! + f(x[k]! * w[k]!));
  return f(f(f(f(l[0]! + l[1]!) + l[2]!) + l[3]!) + f(f(f(l[4]! + l[5]!) + l[6]!) + l[7]!));
}

test("laneOrder puts the next non-zero term of lane p mod 8 at position p", () => {
  // length 24, non-zero at k = 3c + 1 (c = 0..7): lanes 1, 4, 7, 2, 5, 0, 3, 6 in order of c
  const sources = new Map<number, number>();
  for (let c = 0; c < 8; c++) sources.set(3 * c + 1, c);
  assert.deepEqual(laneOrder(24, sources), [5, 0, 3, 6, 1, 4, 7, 2]);
});

test("laneOrder refuses non-zero terms spread unevenly over the lanes", () => {
  assert.throws(
    () =>
      laneOrder(
        16,
        new Map([
          [0, "a"],
          [1, "b"],
          [2, "c"],
          [3, "d"],
          [4, "e"],
          [5, "f"],
          [6, "g"],
          [15, "h"],
          [8, "i"],
        ]),
      ),
    /evenly/,
  );
});

test("the shortened dot product equals the kernel's dot product over the zero-padded vector, bit for bit", () => {
  let seed = 12345;
  const rnd = (): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32 - 0.5;
  };
  let naiveDiffers = 0;
  for (let trial = 0; trial < 200; trial++) {
    // encoder-2-like: 64 channels x 3 taps, tap 0 is padding (zero)
    const full = new Float32Array(192);
    const w = new Float32Array(192).map(() => rnd());
    const sources = new Map<number, number>();
    for (let c = 0; c < 64; c++) {
      full[3 * c + 1] = Math.max(0, rnd() * 7);
      full[3 * c + 2] = Math.max(0, rnd() * 7);
      sources.set(3 * c + 1, 3 * c + 1);
      sources.set(3 * c + 2, 3 * c + 2);
    }
    const order = laneOrder(192, sources);
    const xs = Float32Array.from(order, (k) => full[k]!);
    const ws = Float32Array.from(order, (k) => w[k]!);
    assert.ok(Object.is(laneDot(xs, ws), laneDot(full, w)), `trial ${trial}`);
    // packing the non-zero terms in their original order is not the same computation
    const keys = [...sources.keys()].sort((a, b) => a - b);
    const naive = laneDot(
      Float32Array.from(keys, (k) => full[k]!),
      Float32Array.from(keys, (k) => w[k]!),
    );
    if (!Object.is(naive, laneDot(full, w))) naiveDiffers++;
  }
  assert.ok(naiveDiffers > 0, "the check must be able to fail");
});
