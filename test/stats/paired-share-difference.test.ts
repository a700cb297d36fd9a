/** The paired share difference and its bootstrap interval, on cases derived by hand and against the plain restatement. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { pairedShareDifference } from "../../src/stats/paired-share-difference.js";
import { reference } from "./paired-reference.js";

describe("pairedShareDifference", () => {
  it("is null without pairs", () => {
    assert.deepEqual(pairedShareDifference([], []), { difference: null, interval: null });
  });

  it("B hits everywhere A misses: difference 1 in every resample", () => {
    assert.deepEqual(pairedShareDifference([false, false, false], [true, true, true]), {
      difference: 1,
      interval: [1, 1],
    });
  });

  it("one B-only hit among 5: the interval is [0, 3/5] from Bin(5, 1/5)", () => {
    // A resample's difference is k/5, k = draws of the one discordant sample ~ Bin(5, 1/5):
    // P(k = 0) = 0.328 > 0.025, so Q(0.025) = 0; P(k <= 2) = 0.942 < 0.975 <= P(k <= 3) = 0.993,
    // so Q(0.975) = 3/5 (2000 resamples put both margins many standard errors away).
    const r = pairedShareDifference([true, false, false, true, false], [true, true, false, true, false]);
    assert.equal(r.difference, 1 / 5);
    assert.deepEqual(r.interval, [0, 3 / 5]);
  });

  it("agrees with the plain restatement on a mixed case", () => {
    const a = [true, true, false, false, true, false, true, false, false, true, true];
    const b = [false, true, true, true, true, false, false, true, true, true, false];
    const d = a.map((x, i) => Number(b[i]) - Number(x));
    const r = pairedShareDifference(a, b);
    assert.equal(r.difference, (7 - 6) / 11); // B hits 7 samples, A hits 6
    assert.deepEqual(
      r.interval,
      reference(11, (idx) => idx.reduce((s, j) => s + d[j]!, 0) / 11),
    );
  });
});
