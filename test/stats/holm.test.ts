/** Holm's step-down adjustment against values computed by hand. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { holmAdjust } from "../../src/stats/holm.js";

describe("holmAdjust", () => {
  it("matches a hand-computed family of four", () => {
    // Sorted: 0.005 × 4 = 0.02; 0.01 × 3 = 0.03; 0.03 × 2 = 0.06; 0.04 × 1 = 0.04 → max(0.06, 0.04) = 0.06.
    const got = holmAdjust([0.01, 0.04, 0.03, 0.005]);
    const want = [0.03, 0.06, 0.06, 0.02];
    got.forEach((x, i) => {
      assert.ok(Math.abs(x - want[i]!) < 1e-15, `${i}: ${x} vs ${want[i]}`);
    });
  });

  it("caps at 1, keeps ties together, and leaves a single test alone", () => {
    // 0.3 × 3 = 0.9; 0.5 × 2 = 1.0; 0.5 × 1 = 0.5 → 1.0 (running maximum).
    assert.deepEqual(holmAdjust([0.5, 0.3, 0.5]), [1, 0.8999999999999999, 1]);
    assert.deepEqual(holmAdjust([0.6, 0.7]), [1, 1]);
    assert.deepEqual(holmAdjust([0.02]), [0.02]);
    assert.deepEqual(holmAdjust([]), []);
  });

  it("never lowers a p-value and keeps the order of the raw values", () => {
    const ps = [0.001, 0.2, 0.013, 0.04, 0.9, 0.0004, 0.04];
    const adj = holmAdjust(ps);
    ps.forEach((p, i) => {
      assert.ok(adj[i]! >= p);
    });
    for (let i = 0; i < ps.length; i++)
      for (let j = 0; j < ps.length; j++) if (ps[i]! < ps[j]!) assert.ok(adj[i]! <= adj[j]!);
  });

  it("refuses a value outside [0, 1]", () => {
    assert.throws(() => holmAdjust([0.1, 1.2]), RangeError);
    assert.throws(() => holmAdjust([Number.NaN]), RangeError);
  });
});
