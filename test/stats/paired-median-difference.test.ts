/** The paired latency-median difference (+Infinity for never) and its bootstrap interval, by hand and against the plain restatement. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { pairedMedianDifference } from "../../src/stats/paired-median-difference.js";
import { reference } from "./paired-reference.js";

describe("pairedMedianDifference", () => {
  const s = 1e6; // microseconds per second

  it("is null without pairs", () => {
    assert.deepEqual(pairedMedianDifference([], []), { difference: null, interval: null });
  });

  it("B one second slower on every sample: +1 s in every resample", () => {
    const a = [0.2, 0.5, 1.3, 0.9].map((x) => x * s);
    assert.deepEqual(
      pairedMedianDifference(
        a,
        a.map((x) => x + s),
      ),
      { difference: 1, interval: [1, 1] },
    );
  });

  it("A never responds, B always does: the difference and both endpoints at −Infinity (null, with the side)", () => {
    assert.deepEqual(pairedMedianDifference([Infinity, Infinity], [0.5 * s, 2 * s]), {
      difference: null,
      interval: [null, null],
      infinite: { difference: "-inf", low: "-inf", high: "-inf" },
    });
  });

  it("B never responds, A always does: every end at +Infinity, the low end included", () => {
    assert.deepEqual(pairedMedianDifference([0.5 * s, 2 * s], [Infinity, Infinity]), {
      difference: null,
      interval: [null, null],
      infinite: { difference: "inf", low: "inf", high: "inf" },
    });
  });

  it("one side not reached in some resamples only: a finite point and one infinite end", () => {
    // Pairs (A, B): (0.2, 0.4), (0.3, never), (0.5, 0.6). B's median (2nd of 3) is 0.6, A's 0.3:
    // +0.3. A resample drawing the never pair twice or more has B never: +Infinity, 7 of 27.
    const r = pairedMedianDifference([0.2 * s, 0.3 * s, 0.5 * s], [0.4 * s, Infinity, 0.6 * s]);
    assert.equal(r.difference, 0.3);
    assert.equal(r.interval![1], null);
    assert.ok(r.interval![0] !== null);
    assert.deepEqual(r.infinite, { high: "inf" });
  });

  it("neither responds: every resample is skipped", () => {
    assert.deepEqual(pairedMedianDifference([Infinity, Infinity], [Infinity, Infinity]), {
      difference: null,
      interval: null,
    });
  });

  it("the fixture's interruption case: [0, 2.0] by enumeration", () => {
    // Pairs (A, B): (never, never), (0.96, 0.96), (0.0, 2.0). Medians are the 2nd of 3. Over the
    // 27 equally likely ordered resamples: 7 have both medians never (skipped), 7 give 0,
    // 6 give 2.0 − 0.96 = 1.04 and 7 give 2.0 − 0 = 2.0; none gives ±Infinity. Each endpoint's
    // value has probability 7/20 among kept resamples, far above 0.025.
    const r = pairedMedianDifference([Infinity, 0.96 * s, 0], [Infinity, 0.96 * s, 2 * s]);
    assert.equal(r.difference, 1.04);
    assert.deepEqual(r.interval, [0, 2]);
  });

  it("agrees with the plain restatement, infinities included", () => {
    const a = [0.4, Infinity, 1.2, 0.8, Infinity, 2.5, 0.1, 3.0].map((x) => x * s);
    const b = [0.6, 0.9, Infinity, 0.7, Infinity, 1.5, 0.3, Infinity].map((x) => x * s);
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.ceil(xs.length / 2) - 1]!;
    const [lo, hi] = reference(8, (idx) => {
      const ma = median(idx.map((j) => a[j]!));
      const mb = median(idx.map((j) => b[j]!));
      if (ma === Infinity && mb === Infinity) return undefined;
      return ma === Infinity ? -Infinity : mb === Infinity ? Infinity : mb - ma;
    });
    const r = pairedMedianDifference(a, b);
    // Medians (4th of 8): A 0.1, 0.4, 0.8, 1.2 → 1.2; B 0.3, 0.6, 0.7, 0.9 → 0.9; B − A = −0.3.
    assert.equal(r.difference, (0.9 * s - 1.2 * s) / s);
    const sec = (v: number) => (Number.isFinite(v) ? v / s : null);
    assert.deepEqual(r.interval, [sec(lo), sec(hi)]);
    const side = (v: number) => (v === Infinity ? "inf" : v === -Infinity ? "-inf" : undefined);
    assert.deepEqual(
      r.infinite ?? {},
      Object.fromEntries(Object.entries({ low: side(lo), high: side(hi) }).filter(([, v]) => v !== undefined)),
    );
  });

  it("refuses NaN and −Infinity", () => {
    assert.throws(() => pairedMedianDifference([NaN], [1]), RangeError);
    assert.throws(() => pairedMedianDifference([1], [-Infinity]), RangeError);
  });
});
