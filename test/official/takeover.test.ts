/**
 * The shared take-over rule on each boundary (docs/official-rules.md "The take-over rule"):
 * TOR = 0 iff no words, or D < 1 s and at most 3 words; D = eₙ − s₁ on the file's doubles. A null
 * last end is zero-length for pause handling and a crash for turn-taking and interruption.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { clampedLatency, officialTakeover, rawLatency, type RawChunk } from "../../src/official/takeover.js";

const c = (...w: [number, number | null][]): RawChunk[] => w.map(([start, end]) => ({ start, end }));

test("no words: no take-over", () => {
  assert.equal(officialTakeover([], "use-start"), 0);
  assert.equal(officialTakeover([], "crash"), 0);
});

test("a span of exactly 1 s is a take-over (D < 1 is false), even with one word", () => {
  // 3.0 - 2.0 = 1 exactly in doubles.
  assert.equal(officialTakeover(c([2, 3]), "use-start"), 1);
  assert.equal(officialTakeover(c([2, 2.5], [2.6, 3]), "crash"), 1);
});

test("a span just under 1 s: exactly 3 words is no take-over, 4 words is", () => {
  // D = 2.99 - 2 = 0.99 (< 1).
  assert.equal(officialTakeover(c([2, 2.3], [2.4, 2.6], [2.7, 2.99]), "use-start"), 0);
  assert.equal(officialTakeover(c([2, 2.3], [2.4, 2.6], [2.7, 2.8], [2.85, 2.99]), "use-start"), 1);
});

test("D is last end minus first start, in file order (unsorted chunks can make it negative)", () => {
  // D = 3.12 - 3.2 = -0.08: no take-over although the words span 0.72 s.
  assert.equal(officialTakeover(c([3.2, 3.6], [2.88, 3.12]), "use-start"), 0);
});

test("a null last end: pause handling uses the last start, the others crash", () => {
  // With the last start, D = 2.9 - 2.0 = 0.9 < 1 and 2 words: no take-over.
  assert.equal(officialTakeover(c([2, 2.2], [2.9, null]), "use-start"), 0);
  // D = 3.3 - 0.9 = 2.4: take-over.
  assert.equal(officialTakeover(c([0.9, 1.7], [3.3, null]), "use-start"), 1);
  assert.equal(officialTakeover(c([2, 2.2], [2.9, null]), "crash"), "crash");
});

test("a null end before the last chunk is never read", () => {
  // D = 3.6 - 2 = 1.6 with either policy.
  assert.equal(officialTakeover(c([2, null], [3.5, 3.6]), "crash"), 1);
  assert.equal(officialTakeover(c([2, null], [3.5, 3.6]), "use-start"), 1);
});

test("the clamp stores a negative latency as 0 and keeps others", () => {
  assert.equal(clampedLatency(-0.6), 0);
  assert.equal(clampedLatency(0), 0);
  assert.equal(clampedLatency(0.25), 0.25);
  // The raw latency of an early reply: 2.4 - 3.0.
  assert.equal(rawLatency(c([2.4, 2.64]), 3), 2.4 - 3);
  assert.ok(rawLatency(c([2.4, 2.64]), 3) < 0);
});
