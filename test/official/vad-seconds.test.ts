/**
 * Silero's `return_seconds` times as Python computes them: round(x, 1) on the exact binary value
 * with ties to even (values checked against CPython's documented behaviour), the start floored at
 * 0 and the end capped at the unrounded audio length.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { pyRound } from "../../src/official/py-round.js";
import { OFFICIAL_BACKCHANNEL_VAD, segmentsToSeconds } from "../../src/official/vad-seconds.js";

test("round(x, 1) rounds the exact binary value, ties to even", () => {
  assert.equal(pyRound(3.25, 1), 3.2); // 3.25 is exact: a tie, to even
  assert.equal(pyRound(3.35, 1), 3.4); // 3.35 is 3.350000000000000088…: above the tie
  assert.equal(pyRound(0.15, 1), 0.1); // 0.1499999999999999944…
  assert.equal(pyRound(0.25, 1), 0.2); // exact tie, to even
  assert.equal(pyRound(0.35, 1), 0.3); // 0.3499999999999999777…
  assert.equal(pyRound(0.45, 1), 0.5); // 0.4500000000000000111…
  assert.equal(pyRound(2.675, 2), 2.67); // Python's documented example
  assert.equal(pyRound(0.578, 1), 0.6);
  assert.equal(pyRound(-0.15, 1), -0.1);
  assert.equal(pyRound(0.96, 1), 1);
  assert.equal(pyRound(9.96, 1), 10); // carries into the whole part
  assert.equal(pyRound(2.5, 0), 2);
});

test("segment seconds: a 52000-sample end is 3.2; a last end past the length stays unrounded", () => {
  // 52000 / 16000 = 3.25 → 3.2 (silero-vad.md); 52320 / 16000 = 3.27 rounds to 3.3 > 3.27.
  assert.deepEqual(segmentsToSeconds([[9248, 52000]], 60000, 16000), [[0.6, 3.2]]);
  assert.deepEqual(segmentsToSeconds([[0, 52320]], 52320, 16000), [[0, 3.27]]);
});

test("the official settings are Silero's defaults with 30 ms padding", () => {
  assert.deepEqual(
    { ...OFFICIAL_BACKCHANNEL_VAD },
    { threshold: 0.5, minSpeechDurationMs: 250, minSilenceDurationMs: 100, speechPadMs: 30 },
  );
});
