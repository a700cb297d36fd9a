import { test } from "node:test";
import assert from "node:assert/strict";
import { mcnemarExactP } from "../../src/stats/mcnemar.js";
import { pairedMeanDifference } from "../../src/stats/paired-mean-difference.js";
import { pairedRatioDifference } from "../../src/stats/paired-ratio-difference.js";
import { pairedSwapP, SWAP_EXACT_MAX_N } from "../../src/stats/paired-swap-p.js";
import { createRng } from "../../src/stats/rng.js";

/** B − A of two means after the swaps in `s`. */
const meanDiff = (a: number[], b: number[]) => (s: Uint8Array) =>
  a.reduce((t, x, i) => t + (s[i] ? x - b[i]! : b[i]! - x), 0) / a.length;

test("the worked value: 3 pairs all one way, only swapping none or all reaches |T(0)|: 2/8", () => {
  assert.equal(pairedSwapP(3, meanDiff([0, 1, 2], [1, 2, 3])), 2 / 8);
  // differences 2, 1, −1: |±2 ± 1 ± 1| reaches |2 + 1 − 1| = 2 in 6 of the 8 patterns (not ±(2 − 1 − 1) = 0)
  assert.equal(pairedSwapP(3, meanDiff([0, 1, 2], [2, 2, 1])), 6 / 8);
  // no difference at all: every pattern reaches 0
  assert.equal(pairedSwapP(4, meanDiff([1, 2, 3, 4], [1, 2, 3, 4])), 1);
});

test("for a share difference the exact swap test is the exact McNemar test, for every 0/1 table up to 10 pairs", () => {
  const rng = createRng(7);
  for (let trial = 0; trial < 200; trial++) {
    const n = 1 + (rng.nextUint32() % SWAP_EXACT_MAX_N);
    const a = Array.from({ length: n }, () => rng.nextUint32() % 2);
    const b = Array.from({ length: n }, () => rng.nextUint32() % 2);
    const aOnly = a.filter((x, i) => x === 1 && b[i] === 0).length;
    const bOnly = b.filter((x, i) => x === 1 && a[i] === 0).length;
    const p = pairedSwapP(n, meanDiff(a, b))!;
    assert.ok(Math.abs(p - mcnemarExactP(aOnly, bOnly)) < 1e-12, `${a} vs ${b}: ${p}`);
  }
});

test("exact up to 10 pairs (a multiple of 1/2^n), 2000 random patterns from 11 on ((1 + k) / 2001)", () => {
  assert.equal(SWAP_EXACT_MAX_N, 10);
  const ones = (n: number) => Array.from({ length: n }, (_, i) => i);
  const up = (n: number) => ones(n).map((x) => x + 1);
  // all pairs one way: exactly 2 of the 2^n patterns reach |T(0)|
  assert.equal(pairedSwapP(10, meanDiff(ones(10), up(10))), 2 / 1024);
  let calls = 0;
  const p11 = pairedSwapP(11, (s) => {
    calls++;
    return meanDiff(ones(11), up(11))(s);
  })!;
  assert.equal(calls, 2001); // the observed statistic, then 2000 patterns
  assert.ok(Number.isInteger(Math.round(p11 * 2001)) && Math.abs(p11 * 2001 - Math.round(p11 * 2001)) < 1e-9);
  assert.ok(p11 < 0.01, String(p11)); // 2/2048 in truth
});

test("the random patterns: bit i mod 32 of the generator's outputs (seed 0), low bit first, a new output every 32 samples", () => {
  const seen: Uint8Array[] = [];
  pairedSwapP(40, (s) => {
    seen.push(s.slice());
    return 1;
  });
  const rng = createRng(0);
  for (const pattern of seen.slice(1, 4)) {
    const [w0, w1] = [rng.nextUint32(), rng.nextUint32()];
    const want = Array.from({ length: 40 }, (_, i) => ((i < 32 ? w0 : w1) >>> (i % 32)) & 1);
    assert.deepEqual(Array.from(pattern), want);
  }
  assert.deepEqual(Array.from(seen[0]!), new Array(40).fill(0)); // the observed statistic first
});

test("undefined statistics: an undefined T(0) gives null; an undefined pattern is left out; |T| = ∞ reaches ∞", () => {
  assert.equal(
    pairedSwapP(3, () => NaN),
    null,
  );
  // pattern 0 (observed) = 1; of the other 7, those swapping sample 0 are undefined (4 of 8 patterns)
  assert.equal(
    pairedSwapP(3, (s) => (s[0] ? NaN : s[1] ? 0.5 : 1)),
    2 / 4,
  );
  assert.equal(
    pairedSwapP(2, (s) => (s[0] === s[1] ? Infinity : 0)),
    2 / 4,
  );
  assert.throws(() => pairedSwapP(-1, () => 0), RangeError);
});

test("under no difference, p <= 0.05 about 5% of the time (exact and random patterns)", () => {
  const rng = createRng(11);
  for (const n of [8, 14]) {
    let hits = 0;
    const trials = 300;
    for (let t = 0; t < trials; t++) {
      const a = Array.from({ length: n }, () => rng.nextUint32() % 5);
      const b = Array.from({ length: n }, () => rng.nextUint32() % 5);
      if (pairedSwapP(n, meanDiff(a, b))! <= 0.05) hits++;
    }
    assert.ok(hits / trials <= 0.08, `n ${n}: ${hits}/${trials}`);
  }
});

test("the paired mean and ratio differences carry the swap test's p of their own statistic", () => {
  assert.equal(pairedMeanDifference([0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1]).p, 2 / 64);
  assert.equal(pairedMeanDifference([], []).p, null);
  const parts = (nums: number[]) => ({ numerators: nums, denominators: nums.map(() => 2) });
  assert.equal(pairedRatioDifference(parts([0, 0, 0, 0, 0, 0]), parts([2, 2, 2, 2, 2, 2])).p, 2 / 64);
  // a zero denominator on both sides: no ratio, no p
  const zero = { numerators: [0], denominators: [0] };
  assert.equal(pairedRatioDifference(zero, zero).p, null);
});
