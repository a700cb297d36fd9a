import { test } from "node:test";
import assert from "node:assert/strict";
import { gridSettings, DEFAULT_BACKCHANNEL_SETTINGS, utteranceKind } from "../../src/backchannel/index.js";

const g = gridSettings(DEFAULT_BACKCHANNEL_SETTINGS);

test("a duration of exactly D is a take-over, one microsecond less a backchannel", () => {
  assert.equal(utteranceKind(500_000, 1_500_000, 1, g), "takeover");
  assert.equal(utteranceKind(500_000, 1_499_999, 1, g), "backchannel");
});

test("W words may be a backchannel, W + 1 words are a take-over; no word is a backchannel too", () => {
  assert.equal(utteranceKind(0, 400_000, 2, g), "backchannel");
  assert.equal(utteranceKind(0, 400_000, 3, g), "takeover");
  assert.equal(utteranceKind(0, 400_000, 0, g), "backchannel");
  const strict = gridSettings({ merge_gap_s: 0.3, max_duration_s: 0.5, max_words: 0 });
  assert.equal(utteranceKind(0, 400_000, 1, strict), "takeover");
  assert.equal(utteranceKind(0, 500_000, 0, strict), "takeover");
});
