/**
 * Paired differences and their bootstrap intervals on cases small enough to derive by hand, and
 * a check against a plain restatement of the spec's rule (resample whole paired samples with
 * `resampleIndices(n)`, statistic per resample, ceil(q·N)-th smallest at q = 1/40 and 39/40).
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  pairedMedianDifference,
  pairedRatioDifference,
  pairedShareDifference,
} from "../../src/stats/paired-difference.js";
import { resampleIndices } from "../../src/stats/index.js";

/** The spec's percentile rule, restated: the ceil(q·N)-th smallest (1-based) of the kept statistics. */
function percentile(sorted: number[], num: number, den: number): number {
  return sorted[Math.ceil((num * sorted.length) / den) - 1]!;
}

/** A plain restatement of the paired bootstrap: `stat` of each resample, undefined = skipped. */
function reference(n: number, stat: (idx: number[]) => number | undefined): [number, number] {
  const draws = resampleIndices(n);
  const kept: number[] = [];
  for (let r = 0; r < 2000; r++) {
    const idx = Array.from(draws.slice(r * n, (r + 1) * n));
    const s = stat(idx);
    if (s !== undefined) kept.push(s);
  }
  kept.sort((x, y) => x - y);
  return [percentile(kept, 1, 40), percentile(kept, 39, 40)];
}

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

describe("pairedRatioDifference", () => {
  it("is null without pairs or with a zero denominator", () => {
    assert.deepEqual(
      pairedRatioDifference({ numerators: [], denominators: [] }, { numerators: [], denominators: [] }),
      {
        difference: null,
        interval: null,
      },
    );
    const r = pairedRatioDifference(
      { numerators: [0, 0], denominators: [0, 0] },
      { numerators: [1, 1], denominators: [2, 2] },
    );
    assert.deepEqual(r, { difference: null, interval: null });
  });

  it("the same ratio in every sample: a constant difference", () => {
    // A: 1 of 2 in each sample (0.5), B: 2 of 2 (1.0); every resample gives 1.0 − 0.5.
    const r = pairedRatioDifference(
      { numerators: [1, 1, 1], denominators: [2, 2, 2] },
      { numerators: [2, 2, 2], denominators: [2, 2, 2] },
    );
    assert.deepEqual(r, { difference: 0.5, interval: [0.5, 0.5] });
  });

  it("skips resamples where either denominator is zero", () => {
    // Sample 0: A 0/0, B 1/1; sample 1: A 1/2, B 0/1. All: B 1/2 − A 1/2 = 0. Resample {0,0}: A has
    // no denominator, skipped (1/4); {1,1}: 0/2 − 2/4 = −0.5 (1/4); mixed: 1/2 − 1/2 = 0 (1/2).
    // Kept: −0.5 with probability 1/3, 0 with 2/3, so the interval is [−0.5, 0].
    const r = pairedRatioDifference(
      { numerators: [0, 1], denominators: [0, 2] },
      { numerators: [1, 0], denominators: [1, 1] },
    );
    assert.deepEqual(r, { difference: 0, interval: [-0.5, 0] });
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
  });
});

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
