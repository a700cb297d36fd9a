/** The paired mean difference, plain and of absolute values ("closer to 0"): point, bootstrap, edges. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { pairedMeanDifference } from "../../src/stats/paired-mean-difference.js";
import { pairedRatioDifference } from "../../src/stats/paired-ratio-difference.js";
import { pairedShareDifference } from "../../src/stats/paired-share-difference.js";
import { mcnemarExactP } from "../../src/stats/mcnemar.js";
import { BOOTSTRAP_LOWER, BOOTSTRAP_UPPER, quantile, resampleIndices } from "../../src/stats/index.js";

test("plain: mean(b) − mean(a), the same interval as the paired share difference of 0/1 values", () => {
  const a = [1, 0, 1, 1, 0];
  const b = [0, 0, 1, 1, 1];
  const share = pairedShareDifference(
    a.map((x) => x === 1),
    b.map((x) => x === 1),
  );
  const { p, ...rest } = pairedMeanDifference(a, b);
  assert.deepEqual(rest, share);
  assert.equal(p, mcnemarExactP(1, 1)); // of 0/1 values the swap test is McNemar's: 1 A only, 1 B only
  assert.equal(pairedMeanDifference([1, 1, 1, 1, 1, 0], [0, 0, 0, 0, 0, 0]).p, mcnemarExactP(5, 0));
});

test("absolute: |mean(b)| − |mean(a)| at the point and in every resample", () => {
  const a = [1, 1, 0, -1];
  const b = [-1, -1, -1, 0];
  const r = pairedMeanDifference(a, b, true);
  assert.equal(r.difference, 3 / 4 - 1 / 4);
  const draws = resampleIndices(4);
  const stats: number[] = [];
  for (let k = 0; k < 2000; k++) {
    let sa = 0;
    let sb = 0;
    for (let i = 0; i < 4; i++) {
      sa += a[draws[k * 4 + i]!]!;
      sb += b[draws[k * 4 + i]!]!;
    }
    stats.push(Math.abs(sb / 4) - Math.abs(sa / 4));
  }
  assert.deepEqual(r.interval, [quantile(stats, BOOTSTRAP_LOWER), quantile(stats, BOOTSTRAP_UPPER)]);
  // signs do not matter: a mirror image is 0
  assert.equal(
    pairedMeanDifference(
      a,
      a.map((x) => -x),
      true,
    ).difference,
    0,
  );
  assert.notEqual(
    pairedMeanDifference(
      a,
      a.map((x) => -x),
    ).difference,
    0,
  );
});

test("edges: no pair, unequal lengths, values that are not integers", () => {
  assert.deepEqual(pairedMeanDifference([], [], true), { difference: null, interval: null, p: null });
  assert.throws(() => pairedMeanDifference([1], [1, 0]), /differ in length/);
  assert.throws(() => pairedMeanDifference([0.5], [1]), /integers/);
});

test("pooled ratio, absolute: |ratio_B| − |ratio_A|; without it the v1.0 difference", () => {
  const a = { numerators: [-3, -1], denominators: [2, 2] };
  const b = { numerators: [1, 0], denominators: [2, 2] };
  assert.equal(pairedRatioDifference(a, b).difference, 1 / 4 - -4 / 4);
  assert.equal(pairedRatioDifference(a, b, true).difference, 1 / 4 - 4 / 4);
  const [lo, hi] = pairedRatioDifference(a, b, true).interval!;
  assert.ok(lo! <= hi! && hi! <= 0, `${lo} ${hi}`);
});
