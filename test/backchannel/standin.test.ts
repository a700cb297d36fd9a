/**
 * The stand-in ground truth (fixtures/generator/icc-standin.ts) is made as documented and looks
 * like the real file: each list is (c + 1e-10) / Σ with a 5-window zero tail, 100–400 windows
 * long before it, and the median list's entropy ratio, zero-window share and self-lift fall in
 * the real file's ranges (0.93–0.98, 2–14 %, 1.16–1.59), as do most lists.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { entropyRatio, selfLift, zeroShare } from "../../bench/backchannel/list-figures.js";
import { prepareDistribution, trimmedLength } from "../../src/backchannel/index.js";
import {
  STANDIN_LISTENERS,
  STANDIN_TAIL,
  standinDistribution,
  standinLists,
} from "../../fixtures/generator/icc-standin.js";

const FILES = [1, 2, 3].map((seed) => standinDistribution(seed, 55));

test("seeded, 55 lists keyed 0–54, made as the real file's lists are", () => {
  assert.deepEqual(standinDistribution(1, 55), FILES[0]);
  assert.equal(STANDIN_LISTENERS, 15);
  for (const file of FILES) {
    assert.deepEqual(
      Object.keys(standinLists(file)),
      Array.from({ length: 55 }, (_, k) => String(k)),
    );
    for (const s of file) {
      assert.ok(s.fileWindows >= 105 && s.fileWindows <= 405, `${s.fileWindows}`);
      assert.deepEqual(s.counts.slice(-STANDIN_TAIL), [0, 0, 0, 0, 0]);
      const total = s.counts.reduce((a, c) => a + c + 1e-10, 0);
      assert.deepEqual(
        s.list,
        s.counts.map((c) => (c + 1e-10) / total),
      );
      const L = trimmedLength(s.list);
      assert.ok(L <= s.fileWindows - STANDIN_TAIL && L >= 95, `${L}`); // a last window with no response trims too
      assert.ok(s.T_s >= s.fileWindows * 0.2 && s.T_s <= s.fileWindows * 0.2 + 2);
    }
  }
  // a prepared stand-in has comparison lists for nearly every sample
  const d = prepareDistribution(standinLists(FILES[0]!));
  assert.ok(d.keys.filter((k) => d.timing(k).comparisons.length > 0).length >= 50);
});

test("the figures of the stand-in fall in the real file's ranges", () => {
  const lists = FILES.flat().map((s) => s.list);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const inside = (xs: number[], lo: number, hi: number) => xs.filter((x) => x >= lo && x <= hi).length / xs.length;
  const entropy = lists.map(entropyRatio);
  const zeros = lists.map(zeroShare);
  const self = lists.map((l) => selfLift(l)!);
  assert.ok(median(entropy) >= 0.93 && median(entropy) <= 0.98, `entropy ${median(entropy)}`);
  assert.ok(median(zeros) >= 0.02 && median(zeros) <= 0.14, `zeros ${median(zeros)}`);
  assert.ok(median(self) >= 1.16 && median(self) <= 1.59, `self-lift ${median(self)}`);
  assert.ok(inside(entropy, 0.93, 0.98) >= 0.9, "entropy: most lists in range");
  assert.ok(inside(zeros, 0.02, 0.14) >= 0.9, "zeros: most lists in range");
  assert.ok(inside(self, 1.16, 1.59) >= 0.9, "self-lift: most lists in range");
});

test("the figures by hand on small lists", () => {
  assert.equal(entropyRatio([1, 1, 1, 1]), 1);
  assert.equal(zeroShare([1, 0, 2, 0]), 0.5);
  // a flat list: every lift 1; q = (1, 1, 1) on 3 windows; Σq² / (q̄ Σq) = 1
  assert.ok(Math.abs(selfLift([1, 1, 1, 1, 1])! - 1) < 1e-15);
  // p = (1, 2, 3, 4, 5) / 15 gives q ∝ (2, 3, 4): Σq² / (q̄ Σq) = 29 / (3 · 9) = 29 / 27
  assert.ok(Math.abs(selfLift([1, 2, 3, 4, 5])! - 29 / 27) < 1e-12);
  assert.equal(selfLift([1, 1]), null);
});
