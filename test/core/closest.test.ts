/** The closest-names helper behind "did you mean" fixes: nearest first, ties in id order, at most n. */
import assert from "node:assert/strict";
import test from "node:test";
import { closestNames, editDistance } from "../../src/closest.js";

test("editDistance counts insertions, deletions and substitutions", () => {
  assert.equal(editDistance("kitten", "sitting"), 3);
  assert.equal(editDistance("", "abc"), 3);
  assert.equal(editDistance("same", "same"), 0);
});

test("closestNames puts the nearest first, breaks ties in string order and keeps at most n", () => {
  const ids = ["candor_turn_taking/2", "candor_turn_taking/12", "candor_turn_taking/1", "candor_turn_taking/1"];
  assert.deepEqual(closestNames("candor_turn_taking/11", ids, 2), ["candor_turn_taking/1", "candor_turn_taking/12"]);
  assert.deepEqual(closestNames("x", ids, 10).length, 3);
  assert.deepEqual(closestNames("x", [], 3), []);
});
