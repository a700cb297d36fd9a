/**
 * flatPairedMetric copies a compared metric's fields flat: the interval's ends as lo and hi (the
 * names of every flat result), the discordant counts and each test's p where the comparison has
 * them, null where it does not.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { flatPairedMetric } from "../../src/compare/flat-metric.js";

test("a sample share: every field, the interval's ends and the discordant pairs", () => {
  const flat = flatPairedMetric({
    n: 40,
    paired_a: 0.5,
    paired_b: 0.6,
    difference: 0.1,
    interval: [-0.05, 0.25],
    discordant: { a_only: 3, b_only: 7 },
    mcnemar_p: 0.34375,
    own_a: 0.49,
    own_b: 0.61,
  });
  assert.deepEqual(flat, {
    n: 40,
    paired_a: 0.5,
    paired_b: 0.6,
    difference: 0.1,
    lo: -0.05,
    hi: 0.25,
    a_only: 3,
    b_only: 7,
    mcnemar_p: 0.34375,
    sign_test_p: null,
    randomization_p: null,
    own_a: 0.49,
    own_b: 0.61,
  });
  assert.deepEqual(
    Object.keys(flat),
    [
      "n",
      "paired_a",
      "paired_b",
      "difference",
      "lo",
      "hi",
      "a_only",
      "b_only",
      "mcnemar_p",
      "sign_test_p",
      "randomization_p",
      "own_a",
      "own_b",
    ],
    "the records' column order",
  );
});

test("a latency without an interval or discordant pairs: those fields are null, its sign test's p copied", () => {
  const flat = flatPairedMetric({
    n: 1,
    paired_a: 0.8,
    paired_b: 0.7,
    difference: -0.1,
    interval: null,
    sign_test_p: 1,
    own_a: 0.8,
    own_b: 0.7,
  });
  assert.equal(flat.sign_test_p, 1);
  assert.equal(flat.randomization_p, null);
  assert.equal(flat.lo, null);
  assert.equal(flat.hi, null);
  assert.equal(flat.a_only, null);
  assert.equal(flat.b_only, null);
  assert.equal(flat.mcnemar_p, null);
});
