import { test } from "node:test";
import assert from "node:assert/strict";
import { signTestP } from "../../src/stats/sign-test.js";

/** The two-sided p by the definition: the total probability of outcomes no more likely than a's. */
function byDefinition(a: number, b: number): number {
  const n = a + b;
  const pk = (k: number) => {
    let c = 1;
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
    return c / 2 ** n;
  };
  const observed = pk(a);
  let p = 0;
  for (let k = 0; k <= n; k++) if (pk(k) <= observed * (1 + 1e-12)) p += pk(k);
  return Math.min(1, p);
}

test("the worked values: none discordant, all one way, 3 against 1", () => {
  assert.equal(signTestP(0, 0), 1);
  assert.equal(signTestP(5, 0), 0.0625);
  assert.equal(signTestP(0, 5), 0.0625);
  assert.equal(signTestP(3, 1), 0.625);
  assert.equal(signTestP(2, 2), 1);
  assert.equal(signTestP(1, 0), 1);
});

test("agrees with the definition on small counts, symmetric in a and b", () => {
  for (let a = 0; a <= 25; a++) {
    for (let b = 0; b <= 25; b++) {
      const p = signTestP(a, b);
      assert.ok(Math.abs(p - byDefinition(a, b)) < 1e-12, `${a}, ${b}`);
      assert.equal(p, signTestP(b, a));
    }
  }
});

test("large counts stay finite and exact at the tails", () => {
  assert.equal(signTestP(2000, 0), 0); // the exact 2 · 2^-2000 is below the smallest double
  const p = signTestP(600, 400);
  assert.ok(p > 0 && p < 1e-9, String(p));
  assert.equal(signTestP(500, 500), 1);
});

test("counts must be non-negative integers", () => {
  assert.throws(() => signTestP(-1, 0), RangeError);
  assert.throws(() => signTestP(0.5, 1), RangeError);
});
