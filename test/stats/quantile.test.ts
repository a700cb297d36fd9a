import { test } from "node:test";
import assert from "node:assert/strict";
import { probabilityToRational, quantile, quantileRank, quantileSorted } from "../../src/stats/quantile.js";

/** ceil(num * n / den) in BigInt, independent of the implementation. */
function refRank(num: bigint, den: bigint, n: number): number {
  return Number((num * BigInt(n) + den - 1n) / den);
}

test("quantileRank gives the exact ranks the spec uses", () => {
  assert.equal(quantileRank(0.025, 2000), 50);
  assert.equal(quantileRank(0.975, 2000), 1950);
  assert.equal(quantileRank(0.9, 30), 27);
  assert.equal(quantileRank(0.5, 1), 1);
  assert.equal(quantileRank(0.975, 40), 39);
  assert.equal(quantileRank(0.025, 40), 1);
  assert.equal(quantileRank(0.025, 41), 2);
  assert.equal(quantileRank(0.025, 1), 1);
  assert.equal(quantileRank(0.975, 1), 1);
  assert.equal(quantileRank(0.5, 2), 1);
  assert.equal(quantileRank(0.5, 3), 2);
  assert.equal(quantileRank(0.9, 10), 9);
  assert.equal(quantileRank(0.9, 11), 10);
  assert.equal(quantileRank(1, 7), 7);
  assert.equal(quantileRank(0.5, 0), 0);
});

test("quantileRank is exact where the float product is not", () => {
  // 0.07 * 100 = 7.000000000000001 in doubles, so Math.ceil would give 8.
  assert.equal(Math.ceil(0.07 * 100), 8);
  assert.equal(quantileRank(0.07, 100), 7);
  assert.equal(quantileRank(0.07, 101), 8);
});

test("quantileRank matches BigInt ceil(q N) for the spec's levels and N up to 5000", () => {
  const levels: [number, bigint, bigint][] = [
    [0.025, 1n, 40n],
    [0.5, 1n, 2n],
    [0.9, 9n, 10n],
    [0.975, 39n, 40n],
    [0.07, 7n, 100n],
  ];
  for (const [q, num, den] of levels) {
    for (let n = 0; n <= 5000; n++) {
      assert.equal(quantileRank(q, n), refRank(num, den, n));
      const rational = { numerator: Number(num), denominator: Number(den) };
      assert.equal(quantileRank(rational, n), refRank(num, den, n));
    }
  }
});

test("quantileRank accepts rationals, reduced or not", () => {
  assert.equal(quantileRank({ numerator: 1, denominator: 40 }, 2000), 50);
  assert.equal(quantileRank({ numerator: 50, denominator: 2000 }, 2000), 50);
  assert.equal(quantileRank({ numerator: 1, denominator: 3 }, 3), 1);
  assert.equal(quantileRank({ numerator: 1, denominator: 3 }, 4), 2);
  assert.equal(quantileRank({ numerator: 1, denominator: 1 }, 5), 5);
  assert.deepEqual(probabilityToRational(0.975), { numerator: 39, denominator: 40 });
  assert.deepEqual(probabilityToRational(1), { numerator: 1, denominator: 1 });
  assert.deepEqual(probabilityToRational({ numerator: 6, denominator: 8 }), {
    numerator: 3,
    denominator: 4,
  });
});

test("tiny decimals in exponent notation are exact", () => {
  assert.equal(String(1e-7), "1e-7");
  assert.equal(quantileRank(1e-7, 10_000_000), 1);
  assert.equal(quantileRank(1e-7, 10_000_001), 2);
  assert.equal(quantileRank(2.5e-7, 4_000_000), 1);
  assert.equal(quantileRank(2.5e-7, 4_000_001), 2);
});

test("q outside (0, 1] and unrepresentable q are refused", () => {
  for (const bad of [0, -0.5, 1.0000001, 2, Number.NaN, Infinity, -Infinity]) {
    assert.throws(() => quantileRank(bad, 10), RangeError);
  }
  for (const bad of [
    { numerator: 0, denominator: 1 },
    { numerator: 2, denominator: 1 },
    { numerator: 1, denominator: 0 },
    { numerator: -1, denominator: -2 },
    { numerator: 0.5, denominator: 1 },
  ]) {
    assert.throws(() => quantileRank(bad, 10), RangeError);
  }
  // 0.1 + 0.2 prints with 17 significant digits: not a decimal we can rank exactly.
  assert.throws(() => quantileRank(0.1 + 0.2, 10), RangeError);
  // 1e-16 would need a denominator of 10^16.
  assert.throws(() => quantileRank(1e-16, 10), RangeError);
});

test("quantileRank refuses bad N and products beyond 2^53", () => {
  for (const bad of [-1, 1.5, Number.NaN, Infinity]) {
    assert.throws(() => quantileRank(0.5, bad), RangeError);
  }
  const big = Number.MAX_SAFE_INTEGER;
  assert.equal(quantileRank({ numerator: 1, denominator: big }, big), 1);
  assert.throws(() => quantileRank({ numerator: 3, denominator: big }, big), RangeError);
});

test("quantile picks the ceil(qN)-th smallest with no interpolation", () => {
  const v = [5, 1, 4, 2, 3];
  assert.equal(quantile(v, 0.5), 3); // rank 3
  assert.equal(quantile(v, 0.4), 2); // rank 2 exactly
  assert.equal(quantile(v, 0.41), 3); // 2.05 -> rank 3
  assert.equal(quantile(v, 0.9), 5); // 4.5 -> rank 5
  assert.equal(quantile(v, 0.8), 4); // rank 4 exactly
  assert.equal(quantile(v, 1), 5);
  assert.equal(quantile(v, 0.025), 1);
  assert.equal(quantile([1, 2, 3, 4], 0.5), 2); // even N: the lower middle, not 2.5
  assert.equal(quantile([7], 0.5), 7);
  assert.deepEqual(v, [5, 1, 4, 2, 3]); // input untouched
});

test("quantile is null at N = 0 and when it lands on +Infinity", () => {
  assert.equal(quantile([], 0.5), null);
  assert.equal(quantileSorted([], 0.975), null);
  const v = [Infinity, 0.5, Infinity, 1.5];
  assert.equal(quantile(v, 0.25), 0.5);
  assert.equal(quantile(v, 0.5), 1.5); // rank 2
  assert.equal(quantile(v, 0.51), null); // rank 3 is +Infinity: not reached
  assert.equal(quantile([Infinity], 0.5), null);
  assert.equal(quantile([0, Infinity], 0.5), 0);
  assert.equal(quantile([0, Infinity], 0.9), null);
});

test("quantile refuses NaN and -Infinity", () => {
  assert.throws(() => quantile([1, Number.NaN], 0.5), RangeError);
  assert.throws(() => quantile([1, -Infinity], 0.5), RangeError);
});

test("quantileSorted takes the rank directly from sorted input", () => {
  const s = [0.1, 0.2, 0.3, 0.4, Infinity];
  assert.equal(quantileSorted(s, 0.2), 0.1);
  assert.equal(quantileSorted(s, 0.8), 0.4);
  assert.equal(quantileSorted(s, 0.81), null);
  assert.equal(quantileSorted(new Float64Array([1, 2, 3]), 0.5), 2);
});

test("Q(q) <= k exactly when F(k) >= q (quantiles and rates are one curve)", () => {
  const latencies = [0.3, 1, 1, 1.7, 2, Infinity, 4.9, Infinity, 0, 2.0000001];
  const n = latencies.length;
  for (const k of [0, 0.3, 1, 1.5, 2, 5]) {
    const count = latencies.filter((t) => t <= k).length;
    for (let i = 1; i <= 40; i++) {
      const q = { numerator: i, denominator: 40 };
      const qq = quantile(latencies, q);
      const lhs = qq !== null && qq <= k;
      const rhs = count * 40 >= i * n; // F(k) >= q in integers
      assert.equal(lhs, rhs, `k=${k} q=${i}/40`);
    }
  }
});
