/**
 * The exact McNemar p-value on textbook cases, each worked out by hand from the binomial
 * distribution: p = min(1, 2 · P(X <= min(b, c))), X ~ Bin(b + c, 1/2).
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { mcnemarExactP } from "../../src/stats/mcnemar.js";

describe("mcnemarExactP", () => {
  it("is 1 without discordant pairs", () => {
    assert.equal(mcnemarExactP(0, 0), 1);
  });

  it("matches the Wikipedia McNemar example (b = 6, c = 16)", () => {
    // C(22, 0..6) = 1, 22, 231, 1540, 7315, 26334, 74613, summing to 110056; 2^22 = 4194304.
    // p = 2 · 110056 / 4194304 = 0.052478790283203125 (the article's exact p ≈ 0.0525).
    assert.equal(mcnemarExactP(6, 16), (2 * 110056) / 4194304);
    assert.equal(mcnemarExactP(16, 6), (2 * 110056) / 4194304); // symmetric
  });

  it("one-sided splits: all discordant pairs on one side", () => {
    assert.equal(mcnemarExactP(0, 1), 1); // 2 · 1/2
    assert.equal(mcnemarExactP(0, 2), 0.5); // 2 · 1/4
    assert.equal(mcnemarExactP(5, 0), 0.0625); // 2 · 1/32
    assert.equal(mcnemarExactP(0, 10), 2 / 1024);
  });

  it("small uneven splits", () => {
    assert.equal(mcnemarExactP(1, 3), 0.625); // 2 · (1 + 4) / 16
    assert.equal(mcnemarExactP(2, 8), 0.109375); // 2 · (1 + 10 + 45) / 1024
    assert.equal(mcnemarExactP(1, 6), 0.125); // 2 · (1 + 7) / 128
  });

  it("is capped at 1 for even or nearly even splits", () => {
    assert.equal(mcnemarExactP(3, 3), 1); // 2 · 42/64 > 1
    assert.equal(mcnemarExactP(1, 2), 1); // 2 · 4/8
    assert.equal(mcnemarExactP(500, 500), 1);
  });

  it("stays finite and exact far beyond double range of 2^n", () => {
    // b = 0, c = n: p = 2 / 2^n = 2^(1 - n).
    assert.equal(mcnemarExactP(0, 1000), 2 ** -999);
    assert.equal(mcnemarExactP(0, 1100), 0); // 2^-1099 is below the smallest double
    // b = 1, c = 1099: p = 2 · (1 + 1100) / 2^1100, about 1.6e-328, also below the double range.
    assert.equal(mcnemarExactP(1, 1099), 0);
    // b = 1, c = 1020: 2 · 1022 / 2^1021 = 1022 · 2^-1020.
    assert.equal(mcnemarExactP(1, 1020), 1022 * 2 ** -1020);
  });

  it("refuses counts that are not non-negative integers", () => {
    assert.throws(() => mcnemarExactP(-1, 2), RangeError);
    assert.throws(() => mcnemarExactP(1.5, 2), RangeError);
  });
});
