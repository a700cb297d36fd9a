/** The Jensen–Shannon distance at its two ends (disjoint, identical once normalised), derived by hand. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { jensenShannon } from "../../src/stats/jensen-shannon.js";

test("hand-computed JSD: two disjoint point masses give the maximum √ln 2", () => {
  // p ≈ (1, 0), q = (0, 1): m = (1/2, 1/2), KL(p‖m) = KL(q‖m) = ln 2, JSD = √ln 2.
  assert.ok(Math.abs(jensenShannon([1, 0], [0, 1]) - Math.sqrt(Math.log(2))) < 1e-15);
  assert.equal(jensenShannon([0.2, 0.8], [2, 8]), 0); // renormalised: identical
});

test("a zero weight in p contributes nothing (0 · ln 0 = 0), as scipy.special.rel_entr", () => {
  // p = (1, 0), q = (1/2, 1/2): m = (3/4, 1/4); KL(p‖m) = ln(4/3), KL(q‖m) = (1/2) ln(2/3) + (1/2) ln 2.
  const expected = Math.sqrt((Math.log(4 / 3) + 0.5 * Math.log(2 / 3) + 0.5 * Math.log(2)) / 2);
  assert.ok(Math.abs(jensenShannon([1, 0], [1, 1]) - expected) < 1e-15);
});
