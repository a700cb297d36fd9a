import { test } from "node:test";
import assert from "node:assert/strict";
import { selectedBounds } from "../../src/stats/bounds.js";

test("selected = 0 gives null", () => {
  assert.equal(selectedBounds(0, 0, 0), null);
});

test("bounds are count / selected and (count + unknown) / selected", () => {
  assert.deepEqual(selectedBounds(3, 2, 10), [0.3, 0.5]);
  assert.deepEqual(selectedBounds(1, 0, 3), [1 / 3, 1 / 3]);
  assert.deepEqual(selectedBounds(1, 1, 3), [1 / 3, 2 / 3]);
});

test("edges: nothing known, everything unknown, everything a yes", () => {
  assert.deepEqual(selectedBounds(0, 0, 10), [0, 0]);
  assert.deepEqual(selectedBounds(0, 10, 10), [0, 1]); // a model silent at every S: [0, 1]
  assert.deepEqual(selectedBounds(10, 0, 10), [1, 1]);
  assert.deepEqual(selectedBounds(4, 6, 10), [0.4, 1]); // count + unknown = selected exactly
  assert.deepEqual(selectedBounds(0, 1, 1), [0, 1]);
  assert.deepEqual(selectedBounds(1, 0, 1), [1, 1]);
});

test("inconsistent or non-integer counts are refused", () => {
  assert.throws(() => selectedBounds(5, 6, 10), RangeError); // count + unknown > selected
  assert.throws(() => selectedBounds(1, 0, 0), RangeError);
  assert.throws(() => selectedBounds(0, 1, 0), RangeError);
  assert.throws(() => selectedBounds(-1, 0, 10), RangeError);
  assert.throws(() => selectedBounds(0, -1, 10), RangeError);
  assert.throws(() => selectedBounds(0.5, 0, 10), RangeError);
  assert.throws(() => selectedBounds(0, 0, Number.NaN), RangeError);
});
