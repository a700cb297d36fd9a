import { test } from "node:test";
import assert from "node:assert/strict";
import {
  liftTable,
  normalisedHead,
  prepareDistribution,
  probeMeans,
  trimmedLength,
} from "../../src/backchannel/index.js";

const close = (actual: ArrayLike<number>, expected: number[], what = "") => {
  assert.equal(actual.length, expected.length, `${what} length`);
  for (let i = 0; i < expected.length; i++)
    assert.ok(Math.abs(actual[i]! - expected[i]!) < 1e-12, `${what}[${i}]: ${actual[i]} vs ${expected[i]}`);
};

test("the zero tail: trailing windows at most 1e-9 of the list's maximum, and only trailing ones", () => {
  assert.equal(trimmedLength([0, 1, 2, 3, 0, 0]), 4);
  assert.equal(trimmedLength([0, 0, 3, 0, 1]), 5); // zeros inside the list stay
  assert.equal(trimmedLength([1, 1e-9]), 1); // exactly 1e-9 of the maximum: trimmed
  assert.equal(trimmedLength([1, 2e-9]), 2);
  // as the real file holds it: (c + 1e-10) / Σ, five empty windows at the end
  const counts = [3, 5, 0, 4, 0, 0, 0, 0, 0];
  const total = counts.reduce((s, c) => s + c + 1e-10, 0);
  assert.equal(trimmedLength(counts.map((c) => (c + 1e-10) / total)), 4);
});

test("the trimmed list normalised, its probe means q and the lift table q[w] / q̄", () => {
  const p = normalisedHead([0, 1, 2, 3, 0, 0], 4);
  close(p, [0, 1 / 6, 2 / 6, 3 / 6], "p");
  const q = probeMeans(p);
  close(q, [1 / 6, 1 / 3], "q"); // w = 0 … L − P
  close(liftTable(q, 2), [2 / 3, 4 / 3], "lift"); // q̄ = 1/4
  assert.equal(probeMeans([0.5, 0.5]).length, 0); // L = 2 < P: no probe
  assert.equal(probeMeans([1, 2, 3]).length, 1); // L = P: one window
});

test("a sample's tables: own lift, comparison lists with L' ≥ L and a non-zero probe, in string order", () => {
  const d = prepareDistribution({
    a: [0, 1, 2, 3, 0, 0],
    e: [4, 3, 2, 1],
    d: [1, 2, 3, 4, 5, 6],
    b: [0, 0, 0, 0, 5], // L' = 5, but q'[0 … 1] are 0: not a comparison list
    c: [1, 1, 1], // L' = 3 < 4
    10: [1, 1, 1, 1], // a digit key sorts as a string, before "a"
  });
  assert.deepEqual(d.keys, ["10", "a", "b", "c", "d", "e"]);
  const t = d.timing("a");
  assert.deepEqual([t.L, t.scored, t.grid_us], [4, 2, 800_000]);
  close(t.lift, [2 / 3, 4 / 3], "lift");
  assert.deepEqual(t.comparisons, ["10", "d", "e"]);
  close(t.liftUnder[0]!, [1, 1], "10");
  close(t.liftUnder[1]!, [0.8, 1.2], "d"); // q' = 6/63, 9/63 over the scored windows, mean 7.5/63
  close(t.liftUnder[2]!, [1.2, 0.8], "e");
  close(t.liftOther!, [1, 1], "lift_other");
  assert.equal(d.timing("a"), t); // built once
  assert.deepEqual([d.list("a")!.fileLength, d.list("a")!.L], [6, 4]);
});

test("a list that trims to fewer than P windows has no probe and no comparison lists; a missing key is a bug", () => {
  const d = prepareDistribution({ 0: [0.5, 0.5], 1: [1, 2, 3, 4] }, "ab".repeat(32));
  const t = d.timing("0");
  assert.deepEqual([t.L, t.scored, t.lift.length, t.comparisons.length, t.liftOther], [2, 0, 0, 0, null]);
  assert.equal(d.timing("1").comparisons.length, 0); // "0" is shorter
  assert.equal(d.sha256, "ab".repeat(32));
  assert.throws(() => d.timing("2"), /no key "2"/);
  assert.throws(() => prepareDistribution({ 0: [1] }), RangeError);
  assert.throws(() => prepareDistribution({ 0: [0, 0] }), RangeError);
  assert.throws(() => prepareDistribution({ 0: [1, -1, 3] }), RangeError);
});
