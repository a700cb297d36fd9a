import { test } from "node:test";
import assert from "node:assert/strict";
import { PERMUTATION_TOLERANCE, permutationP } from "../../src/stats/permutation-p.js";

test("the worked value: (1 + draws that reach the observed statistic) / (N + 1)", () => {
  assert.equal(permutationP(2, [1, 2, 3, 0]), 3 / 5);
  assert.equal(permutationP(10, [1, 2, 3]), 1 / 4); // never reached: the smallest p of 3 draws
  assert.equal(permutationP(-1, [1, 2, 3]), 1); // always reached
  assert.equal(permutationP(0, []), 1); // no draws
});

test("a draw within the tolerance below the observed statistic reaches it; one further below does not", () => {
  assert.equal(PERMUTATION_TOLERANCE, 1e-12);
  assert.equal(permutationP(1, [1 - 5e-13]), 1);
  assert.equal(permutationP(1, [1 - 2e-12]), 1 / 2);
  // 0.1 + 0.2 and 0.3 differ in the last bit: the same statistic summed in another order still counts.
  assert.equal(permutationP(0.1 + 0.2, [0.3]), 1);
  assert.equal(permutationP(1, [1 - 2e-12], 0), 1 / 2);
  assert.equal(permutationP(1, [1 - 2e-12], 1e-11), 1);
});

test("a statistic or draw that is not finite, or a negative tolerance, is a bug", () => {
  assert.throws(() => permutationP(Number.NaN, [1]), RangeError);
  assert.throws(() => permutationP(1, [Infinity]), RangeError);
  assert.throws(() => permutationP(1, [1], -1), RangeError);
});
