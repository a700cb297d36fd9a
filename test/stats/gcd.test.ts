/** gcd and checkCount, the two integer helpers the stats, compare and audio code share. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkCount } from "../../src/stats/check-count.js";
import { gcd } from "../../src/stats/gcd.js";

test("gcd: Euclid on non-negative integers, gcd(a, 0) = a", () => {
  assert.equal(gcd(48000, 16000), 16000);
  assert.equal(gcd(44100, 16000), 100);
  assert.equal(gcd(22050, 16000), 50);
  assert.equal(gcd(7, 13), 1);
  assert.equal(gcd(0, 5), 5);
  assert.equal(gcd(5, 0), 5);
});

test("checkCount: non-negative safe integers pass, anything else is a RangeError naming it", () => {
  assert.doesNotThrow(() => checkCount("n", 0));
  assert.doesNotThrow(() => checkCount("n", Number.MAX_SAFE_INTEGER));
  for (const v of [-1, 1.5, Number.NaN, Infinity, 2 ** 53])
    assert.throws(() => checkCount("resamples", v), /^RangeError: resamples must be a non-negative integer/);
});
