/**
 * Other work's load (src/cpu-load.ts): the machine's busy CPU time less this process's, per wall
 * time; nothing (null) over a window too short to tell; never below zero. (A live check would
 * depend on what else runs during the test, so only the arithmetic is tested here.)
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { MIN_WINDOW_MS, otherLoad } from "../../src/cpu-load.js";

test("busy time less this process's own, per wall time", () => {
  const from = { wallMs: 1000, busyMs: 50_000, ownMs: 200 };
  assert.equal(otherLoad(from, { wallMs: 1200, busyMs: 50_300, ownMs: 400 }), 0.5, "300 ms busy, 200 of them ours, over 200 ms");
  assert.equal(otherLoad(from, { wallMs: 1200, busyMs: 50_200, ownMs: 400 }), 0, "only this process");
  assert.equal(otherLoad(from, { wallMs: 1200, busyMs: 50_100, ownMs: 400 }), 0, "tick rounding never gives a negative load");
  assert.equal(otherLoad(from, { wallMs: 1000 + MIN_WINDOW_MS - 1, busyMs: 60_000, ownMs: 200 }), null);
  assert.equal(otherLoad(from, { wallMs: 1000 + MIN_WINDOW_MS, busyMs: 50_000 + MIN_WINDOW_MS * 2, ownMs: 200 }), 2);
});
