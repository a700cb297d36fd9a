/**
 * The view's pure pieces: the min/max envelope (bins cover the audio, each the extremes of its
 * span) and the word labels (staggered on two rows, a label that fits neither is thinned).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { minMaxEnvelope } from "../../src/charts/envelope.js";
import { wordLabelRows } from "../../src/charts/word-labels.js";

test("envelope: each bin holds the lowest and highest sample of its span", () => {
  const x = Int16Array.from([0, 16384, -16384, 0, 32767, -32768, 1, 2]);
  assert.deepEqual(minMaxEnvelope(x, 4, 4), [
    { t0: 0, t1: 0.5, lo: 0, hi: 0.5 },
    { t0: 0.5, t1: 1, lo: -0.5, hi: 0 },
    { t0: 1, t1: 1.5, lo: -1, hi: 1 },
    { t0: 1.5, t1: 2, lo: 0, hi: 0.0001 },
  ]);
  assert.equal(minMaxEnvelope(new Int16Array(16000 * 60), 16000, 400).length, 400);
  assert.equal(minMaxEnvelope(Int16Array.from([5, 6]), 16000, 400).length, 2, "never more bins than samples");
});

test("word labels: far-apart words share row 0, crowded words stagger, a third collision is thinned", () => {
  // 100 px for 1 s: "hello" at 9 px is about 25 px wide.
  const words = [
    { start: 0, text: "hello" },
    { start: 0.05, text: "there" },
    { start: 0.1, text: "crowded" },
    { start: 0.6, text: "far" },
    { start: 0.7, text: "" },
  ];
  assert.deepEqual(wordLabelRows(words, 1, 100), [0, 1, null, 0, null]);
});
