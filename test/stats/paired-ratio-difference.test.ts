/** The paired pooled-ratio difference and its bootstrap interval, on cases derived by hand and against the plain restatement. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { pairedRatioDifference } from "../../src/stats/paired-ratio-difference.js";
import { reference, swapReference } from "./paired-reference.js";

describe("pairedRatioDifference", () => {
  it("is null without pairs or with a zero denominator", () => {
    assert.deepEqual(
      pairedRatioDifference({ numerators: [], denominators: [] }, { numerators: [], denominators: [] }),
      { difference: null, interval: null, p: null },
    );
    const r = pairedRatioDifference(
      { numerators: [0, 0], denominators: [0, 0] },
      { numerators: [1, 1], denominators: [2, 2] },
    );
    assert.deepEqual(r, { difference: null, interval: null, p: null });
  });

  it("the same ratio in every sample: a constant difference", () => {
    // A: 1 of 2 in each sample (0.5), B: 2 of 2 (1.0); every resample gives 1.0 − 0.5.
    const r = pairedRatioDifference(
      { numerators: [1, 1, 1], denominators: [2, 2, 2] },
      { numerators: [2, 2, 2], denominators: [2, 2, 2] },
    );
    // the swap test: each sample moves B − A by ±1/6; only swapping none or all reaches 3/6
    assert.deepEqual(r, { difference: 0.5, interval: [0.5, 0.5], p: 2 / 8 });
  });

  it("skips resamples where either denominator is zero", () => {
    // Sample 0: A 0/0, B 1/1; sample 1: A 1/2, B 0/1. All: B 1/2 − A 1/2 = 0. Resample {0,0}: A has
    // no denominator, skipped (1/4); {1,1}: 0/2 − 2/4 = −0.5 (1/4); mixed: 1/2 − 1/2 = 0 (1/2).
    // Kept: −0.5 with probability 1/3, 0 with 2/3, so the interval is [−0.5, 0].
    const r = pairedRatioDifference(
      { numerators: [0, 1], denominators: [0, 2] },
      { numerators: [1, 0], denominators: [1, 1] },
    );
    // swapping sample 0 only: A 2/3, B 0/1 (−2/3); sample 1 only: +2/3; both: 1/2 − 1/2; every |T| reaches 0
    assert.deepEqual(r, { difference: 0, interval: [-0.5, 0], p: 1 });
  });

  it("agrees with the plain restatement on a mixed case", () => {
    const a = { numerators: [3, 0, 5, 0, 7, 1], denominators: [10, 4, 9, 0, 12, 3] };
    const b = { numerators: [1, 2, 5, 0, 3, 3], denominators: [10, 4, 9, 0, 12, 3] };
    const sum = (xs: number[], idx: number[]) => idx.reduce((s, j) => s + xs[j]!, 0);
    const r = pairedRatioDifference(a, b);
    assert.equal(r.difference, 14 / 38 - 16 / 38); // sums: B 14/38, A 16/38
    const all = [0, 1, 2, 3, 4, 5];
    assert.equal(
      r.difference,
      sum(b.numerators, all) / sum(b.denominators, all) - sum(a.numerators, all) / sum(a.denominators, all),
    );
    assert.deepEqual(
      r.interval,
      reference(6, (idx) => {
        const da = sum(a.denominators, idx);
        const db = sum(b.denominators, idx);
        return da === 0 || db === 0 ? undefined : sum(b.numerators, idx) / db - sum(a.numerators, idx) / da;
      }),
    );
    assert.equal(r.p, swapReference(a, b));
  });

  it("with reals: real numerators (a mean of per-item values), the same draws; without, they are refused", () => {
    const a = { numerators: [1.25, 0, 2.5], denominators: [1, 0, 2] };
    const b = { numerators: [0.75, 0.5, 3], denominators: [1, 1, 2] };
    assert.throws(() => pairedRatioDifference(a, b), /A numerators must be integers, got 1\.25/);
    const r = pairedRatioDifference(a, b, false, true);
    assert.equal(r.difference, (0.75 + 0.5 + 3) / 4 - (1.25 + 0 + 2.5) / 3);
    const sum = (xs: number[], idx: number[]) => idx.reduce((s, j) => s + xs[j]!, 0);
    assert.deepEqual(
      r.interval,
      reference(3, (idx) => {
        const da = sum(a.denominators, idx);
        const db = sum(b.denominators, idx);
        return da === 0 || db === 0 ? undefined : sum(b.numerators, idx) / db - sum(a.numerators, idx) / da;
      }),
    );
    assert.throws(() => pairedRatioDifference({ numerators: [Number.NaN], denominators: [1] }, b, false, true));
  });
});
