/**
 * Classification by audio on a small plan (bench/backchannel/classify-audio.ts): espeak-ng clips
 * of two voices at two speeds through the real Silero VAD and the rules. Every clip must be
 * detected, and every detected item classified as planned: a sentence a take-over, a single
 * backchannel a backchannel, a pair within j one backchannel or one take-over by its words and
 * span, a pair apart two backchannels. Skipped, saying so, when espeak-ng or sox is missing.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { classifyByAudio, PLANNED, SMALL_PLAN } from "../../bench/backchannel/classify-audio.js";
import { speechToolsAvailable } from "../../bench/backchannel/espeak.js";

const tools = speechToolsAvailable();

test("espeak-ng clips through the real VAD: detected, and classified as planned", {
  skip: tools ? false : "espeak-ng or sox is not installed: the clips cannot be synthesized",
}, async () => {
  const r = await classifyByAudio(SMALL_PLAN);
  for (const p of PLANNED) assert.ok(r.perPlanned[p].items > 0, `no ${p} item planned`);
  assert.equal(r.detected, r.items, "every clip overlaps a VAD segment");
  assert.deepEqual(r.misclassified, []);
  assert.equal(r.correct, r.detected);
});
