/** NumPy's pairwise summation: plain below 8 values, eight accumulators to 128, halves above. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { pairwiseSum } from "../../src/stats/pairwise-sum.js";

test("pairwise summation equals a plain sum for short arrays and sums long ones", () => {
  assert.equal(pairwiseSum([0.1, 0.2, 0.3]), 0.1 + 0.2 + 0.3);
  assert.equal(pairwiseSum(new Array(1000).fill(1)), 1000);
});

test("eight accumulators from 8 values on: the additions group as NumPy's, not left to right", () => {
  // 1e16 + 1 + ... plainly loses every 1; the eight accumulators keep the 1s of the other lanes.
  const a = [1e16, 1, 1, 1, 1, 1, 1, 1, -1e16, 1, 1, 1, 1, 1, 1, 1];
  const r = [a[0]! + a[8]!, ...[1, 2, 3, 4, 5, 6, 7].map((j) => a[j]! + a[j + 8]!)];
  const expected = r[0]! + r[1]! + (r[2]! + r[3]!) + (r[4]! + r[5]! + (r[6]! + r[7]!));
  assert.equal(pairwiseSum(a), expected);
  assert.equal(pairwiseSum(a), 14);
  assert.notEqual(
    a.reduce((s, x) => s + x, 0),
    14,
  );
  // a window of the array: from and n
  assert.equal(pairwiseSum([5, 1, 2, 9], 1, 2), 3);
});
