import { test } from "node:test";
import assert from "node:assert/strict";
import { type ChoiceGroup, groupChoiceDraws } from "../../src/stats/group-choice-draws.js";
import { createRng, uniformInt } from "../../src/stats/rng.js";
import { refLemire, refSplitmix32, refXoshiro } from "./reference-rng.js";

/** A group of items at `positions` on a cycle of `values`, shifted by the drawn choice. */
const shifted = (values: number[], positions: number[]): ChoiceGroup => ({
  choices: values.length,
  items: positions.length,
  value: (k, i) => values[(positions[i]! + k) % values.length]!,
});

test("each draw takes one choice per group, in group order, from one seeded generator", () => {
  const a = shifted([0, 1, 2, 3], [1, 3]);
  const b = shifted([10, 20, 30], [0]);
  const draws = groupChoiceDraws([a, b], 3, 50, 7);
  // the same by hand, from the independent reference of the generator
  const next = refXoshiro(refSplitmix32(7));
  for (let d = 0; d < 50; d++) {
    const ka = refLemire(next, 4);
    const kb = refLemire(next, 3);
    const expected = ([0, 1, 2, 3][(1 + ka) % 4]! + [0, 1, 2, 3][(3 + ka) % 4]! + [10, 20, 30][kb]!) / 3;
    assert.equal(draws[d], expected, `draw ${d}`);
  }
});

test("a group of one choice still uses one number; a group without items adds nothing but draws", () => {
  const one = { choices: 1, items: 1, value: () => 5 };
  const empty = { choices: 3, items: 0, value: () => Number.NaN };
  const seven = shifted([0, 1, 2, 3, 4, 5, 6], [0]);
  const draws = groupChoiceDraws([one, empty, seven], 2, 20, 0);
  const rng = createRng(0);
  for (let d = 0; d < 20; d++) {
    uniformInt(rng, 1);
    uniformInt(rng, 3);
    assert.equal(draws[d], (5 + uniformInt(rng, 7)) / 2);
  }
});

test("a draw that keeps the observed choices gives the observed statistic exactly", () => {
  // with a single choice per group the draw is the observed statistic, summed the same way
  const values = [0.1, 0.2, 0.7];
  const g = { choices: 1, items: 3, value: (_: number, i: number) => values[i]! };
  const observed = (0.1 + 0.2 + 0.7) / 3;
  for (const d of groupChoiceDraws([g], 3, 5, 0)) assert.equal(d, observed);
});

test("bad counts and choices are bugs", () => {
  assert.throws(() => groupChoiceDraws([], 0, 1, 0), RangeError);
  assert.throws(() => groupChoiceDraws([{ choices: 0, items: 1, value: () => 0 }], 1, 1, 0), RangeError);
  assert.throws(() => groupChoiceDraws([], 1, -1, 0), RangeError);
  assert.deepEqual([...groupChoiceDraws([], 1, 2, 0)], [0, 0]);
});
