import { test } from "node:test";
import assert from "node:assert/strict";
import { Z95, wilsonInterval } from "../../src/stats/wilson.js";

/** The same interval in the algebraically equivalent closed form
 *  (2c + z^2 -+ z sqrt(z^2 + 4 c (n - c) / n)) / (2 (n + z^2)). */
function closedForm(c: number, n: number, z: number): [number, number] {
  const z2 = z * z;
  const root = z * Math.sqrt(z2 + (4 * c * (n - c)) / n);
  const den = 2 * (n + z2);
  return [(2 * c + z2 - root) / den, (2 * c + z2 + root) / den];
}

function close(actual: number, expected: number, tol = 1e-14): void {
  assert.ok(Math.abs(actual - expected) <= tol, `${actual} vs ${expected}`);
}

test("Z95 is the spec's constant", () => {
  assert.equal(Z95, 1.959963984540054);
});

test("Wilson interval matches values computed to 40 digits", () => {
  // Reference digits from an independent 40-digit evaluation (mpmath) of the formula.
  const cases: [number, number, number, number][] = [
    [5, 10, 0.236593090512564, 0.763406909487436],
    [1, 2, 0.0945312057342307, 0.905468794265769],
    [1, 200, 0.000883168715600978, 0.0277737043978929],
    [199, 200, 0.972226295602107, 0.999116831284399],
    [39, 119, 0.249938275670765, 0.416298185589063],
  ];
  for (const [c, n, lo, hi] of cases) {
    const w = wilsonInterval(c, n);
    assert.ok(w !== null);
    close(w[0], lo);
    close(w[1], hi);
  }
});

test("count 0 gives a lower end of exactly 0, count n an upper end of exactly 1", () => {
  assert.deepEqual(wilsonInterval(0, 1)?.[0], 0);
  assert.deepEqual(wilsonInterval(1, 1)?.[1], 1);
  const zero = wilsonInterval(0, 10);
  const all = wilsonInterval(10, 10);
  assert.ok(zero !== null && all !== null);
  assert.equal(zero[0], 0);
  assert.equal(all[1], 1);
  // The other ends: z^2 / (n + z^2) and n / (n + z^2).
  const z2 = Z95 * Z95;
  close(zero[1], z2 / (10 + z2));
  close(all[0], 10 / (10 + z2));
  close(zero[1], 0.277532799862889);
  close(all[0], 0.722467200137111);
  const one = wilsonInterval(1, 1);
  assert.ok(one !== null);
  close(one[0], 0.206549314377237);
  assert.equal(one[1], 1);
  close(wilsonInterval(0, 1)?.[1] ?? Number.NaN, 0.793450685622763);
  const big = wilsonInterval(119, 119);
  assert.ok(big !== null);
  close(big[0], 0.968728319758061);
  assert.equal(big[1], 1);
});

test("n = 0 gives null", () => {
  assert.equal(wilsonInterval(0, 0), null);
  assert.equal(wilsonInterval(0, 0, 1), null);
});

test("every count agrees with the closed form and stays inside [0, 1] around the estimate", () => {
  for (let n = 1; n <= 60; n++) {
    for (let c = 0; c <= n; c++) {
      const w = wilsonInterval(c, n);
      assert.ok(w !== null);
      const [lo, hi] = closedForm(c, n, Z95);
      if (c === 0) assert.equal(w[0], 0);
      else close(w[0], lo);
      if (c === n) assert.equal(w[1], 1);
      else close(w[1], hi);
      assert.ok(0 <= w[0] && w[0] <= c / n && c / n <= w[1] && w[1] <= 1);
      // Symmetry: the interval for n - c mirrors this one.
      const m = wilsonInterval(n - c, n);
      assert.ok(m !== null);
      close(w[0], 1 - m[1]);
      close(w[1], 1 - m[0]);
    }
  }
});

test("a custom z is honoured", () => {
  const w = wilsonInterval(3, 7, 1);
  assert.ok(w !== null);
  const [lo, hi] = closedForm(3, 7, 1);
  close(w[0], lo);
  close(w[1], hi);
  const wide = wilsonInterval(3, 7, 3);
  assert.ok(wide !== null && wide[0] < w[0] && wide[1] > w[1]);
});

test("invalid counts and z are refused", () => {
  assert.throws(() => wilsonInterval(-1, 10), RangeError);
  assert.throws(() => wilsonInterval(11, 10), RangeError);
  assert.throws(() => wilsonInterval(1.5, 10), RangeError);
  assert.throws(() => wilsonInterval(0, -1), RangeError);
  assert.throws(() => wilsonInterval(1, 0), RangeError);
  assert.throws(() => wilsonInterval(1, 2, 0), RangeError);
  assert.throws(() => wilsonInterval(1, 2, Number.NaN), RangeError);
});
