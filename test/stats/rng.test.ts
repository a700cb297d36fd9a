import { test } from "node:test";
import assert from "node:assert/strict";
import {
  BOOTSTRAP_GENERATOR_NAME,
  Xoshiro128StarStar,
  createRng,
  splitmix32State,
  uniformInt,
  type Uint32Source,
} from "../../src/stats/rng.js";
import { refLemire, refSplitmix32, refXoshiro } from "./reference-rng.js";

/** A source replaying fixed words, counting how many were taken. */
class Replay implements Uint32Source {
  taken = 0;
  constructor(private readonly words: number[]) {}
  nextUint32(): number {
    if (this.taken >= this.words.length) throw new Error("replay exhausted");
    return this.words[this.taken++];
  }
}

test("xoshiro128** matches the published reference outputs for state [0, 1, 2, 3]", () => {
  // Output of the reference xoshiro128starstar.c (1.1) as quoted by public test suites.
  const expected = [
    5760, 17280, 2966400, 32451840, 2604340873, 3891234569, 1254043636, 216095511, 3291724652, 2070429911,
  ];
  const g = new Xoshiro128StarStar([0, 1, 2, 3]);
  assert.deepEqual(
    expected.map(() => g.nextUint32()),
    expected,
  );
});

test("xoshiro128** matches published outputs and states of the C reference, random state", () => {
  // Test data generated with the C reference implementation (xoshiro-6502 test ROM).
  const g = new Xoshiro128StarStar([0x964d4a0c, 0xd40ab895, 0xad7fdecb, 0x3006f0f0]);
  const outputs = [0xf1391922, 0x6fe53806, 0xa5be2840, 0xf510ee70];
  const states = [
    [0x72410269, 0xef382c52, 0x2e43bec7, 0x62432f20],
    [0xff3a011b, 0xb33a90fc, 0x2c5a18ae, 0xd81b946b],
    [0x941b058c, 0x605a8949, 0xa641e1b5, 0x0824bb59],
    [0xfc65379c, 0x52006d70, 0x87487639, 0xf1908343],
  ];
  for (let i = 0; i < 4; i++) {
    assert.equal(g.nextUint32(), outputs[i]);
    assert.deepEqual(g.state(), states[i]);
  }
});

test("the BigInt reference reproduces the published vectors too", () => {
  const g = refXoshiro([0n, 1n, 2n, 3n]);
  const first = [g(), g(), g(), g(), g()].map(Number);
  assert.deepEqual(first, [5760, 17280, 2966400, 32451840, 2604340873]);
});

test("seed 0 expands by splitmix32 to a fixed, committed state and sequence", () => {
  const state = [0x92ca2f0e, 0x3cd6e3f3, 0x1b147dcc, 0x4c081dbf];
  const outputs = [3809008728, 1133695204, 53579671, 2891528803, 139681546, 2203266335, 104831812, 1587294886];
  assert.deepEqual(splitmix32State(0), state);
  assert.deepEqual(refSplitmix32(0).map(Number), state);
  const g = createRng(0);
  assert.deepEqual(g.state(), state);
  assert.deepEqual(
    outputs.map(() => g.nextUint32()),
    outputs,
  );
  const r = refXoshiro(refSplitmix32(0));
  assert.deepEqual(
    outputs.map(() => Number(r())),
    outputs,
  );
});

test("generator agrees with the BigInt reference over long runs at the seed boundaries", () => {
  for (const seed of [0, 1, 0x7fffffff, 0x80000000, 0xffffffff]) {
    assert.deepEqual(splitmix32State(seed), refSplitmix32(seed).map(Number));
    const g = createRng(seed);
    const r = refXoshiro(refSplitmix32(seed));
    for (let i = 0; i < 5000; i++) {
      const v = g.nextUint32();
      assert.equal(v, Number(r()));
      assert.ok(Number.isInteger(v) && v >= 0 && v <= 0xffffffff);
    }
  }
});

test("seeds outside [0, 2^32) and invalid states are refused", () => {
  for (const bad of [-1, 2 ** 32, 0.5, Number.NaN, Infinity]) {
    assert.throws(() => createRng(bad), RangeError);
  }
  assert.throws(() => new Xoshiro128StarStar([0, 0, 0, 0]), RangeError);
  assert.throws(() => new Xoshiro128StarStar([2 ** 32, 0, 0, 1]), RangeError);
  assert.throws(() => new Xoshiro128StarStar([-1, 0, 0, 1]), RangeError);
  assert.doesNotThrow(() => new Xoshiro128StarStar([0, 0, 0, 1]));
});

test("uniformInt with n = 1 gives 0 from a single draw", () => {
  const src = new Replay([0xffffffff, 0]);
  assert.equal(uniformInt(src, 1), 0);
  assert.equal(src.taken, 1);
});

test("uniformInt with n = 2^32 returns the raw word", () => {
  const src = new Replay([0, 0xffffffff, 123456789]);
  assert.equal(uniformInt(src, 2 ** 32), 0);
  assert.equal(uniformInt(src, 2 ** 32), 0xffffffff);
  assert.equal(uniformInt(src, 2 ** 32), 123456789);
  assert.equal(src.taken, 3);
});

test("uniformInt rejects exactly the low words below 2^32 mod n", () => {
  // n = 3: 2^32 mod 3 = 1, so only a low word of 0 is rejected.
  // x = 0: m = 0, low 0 < 1 -> rejected; x = 0xffffffff: m = 3 * 2^32 - 3 -> high 2, low 2^32 - 3.
  let src = new Replay([0, 0xffffffff]);
  assert.equal(uniformInt(src, 3), 2);
  assert.equal(src.taken, 2);
  // x = 0xaaaaaaab: m = 0x2_00000001 -> high 2, low 1 = threshold: accepted.
  src = new Replay([0xaaaaaaab]);
  assert.equal(uniformInt(src, 3), 2);
  assert.equal(src.taken, 1);
  // x = 1: low 3 = n, accepted without computing the threshold.
  src = new Replay([1]);
  assert.equal(uniformInt(src, 3), 0);
  // n = 2^31 + 1: threshold 2^31 - 1. x = 1 gives low 2^31 + 1 >= n; x = 0 rejected.
  src = new Replay([0, 0, 1]);
  assert.equal(uniformInt(src, 2 ** 31 + 1), 0);
  assert.equal(src.taken, 3);
  // Largest x with n = 2^32 - 1: m = (2^32 - 1)^2 -> high 2^32 - 2, low 1 = 2^32 mod n: accepted.
  src = new Replay([0xffffffff]);
  assert.equal(uniformInt(src, 2 ** 32 - 1), 2 ** 32 - 2);
});

test("uniformInt agrees with a BigInt Lemire reference for small and large n", () => {
  for (const n of [2, 3, 5, 7, 250, 65536, 65537, 2 ** 21 + 1, 2 ** 31 + 1, 2 ** 32 - 1]) {
    const g = createRng(0);
    const r = refXoshiro(refSplitmix32(0));
    for (let i = 0; i < 2000; i++) {
      const v = uniformInt(g, n);
      assert.equal(v, refLemire(r, n));
      assert.ok(v >= 0 && v < n);
    }
    // Both consumed the same number of words.
    assert.equal(g.nextUint32(), Number(r()));
  }
});

test("uniformInt refuses n outside [1, 2^32]", () => {
  const g = createRng(0);
  for (const bad of [0, -1, 2 ** 32 + 1, 2.5, Number.NaN]) {
    assert.throws(() => uniformInt(g, bad), RangeError);
  }
});

test("the generator name states the algorithm, the seeding and the index method", () => {
  assert.match(BOOTSTRAP_GENERATOR_NAME, /^xoshiro128\*\* 1\.1 seeded by splitmix32/);
  assert.match(BOOTSTRAP_GENERATOR_NAME, /0x9E3779B9/);
  assert.match(BOOTSTRAP_GENERATOR_NAME, /fmix32/);
  assert.match(BOOTSTRAP_GENERATOR_NAME, /Lemire/);
});
