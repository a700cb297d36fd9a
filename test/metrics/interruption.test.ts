import assert from "node:assert/strict";
import { test } from "node:test";
import { interruptionRow } from "../../src/unified/interruption.js";
import type { InterruptionSample } from "../../src/input/tree/sample.js";
import { toMicros } from "../../src/time.js";

const N = 8 * 16000;
function sample(S: number, R: number, words: number[] = []): InterruptionSample {
  return {
    sampleId: "synthetic_user_interruption/1",
    subset: "synthetic_user_interruption",
    name: "1",
    task: "user_interruption",
    eligible: true,
    raw: { chunks: [], annotation: [] },
    T_us: toMicros(8),
    S_us: toMicros(S),
    R_us: toMicros(R),
    nSamples: N,
    probs: new Float32Array(0),
    words: words.map((s) => ({ start_us: toMicros(s), end_us: toMicros(s) + 100000 })),
  };
}
const sec = (x: number) => Math.round(x * 16000);

test("silence at S: not_exercised, but speech_at_end stays visible", () => {
  const r = interruptionRow(sample(2, 4, [4.5]), [[sec(3), sec(5)]]);
  assert.equal(r.outcome, "not_exercised");
  assert.equal(r.speech_at_onset, false);
  assert.equal(r.speech_at_end, true);
  assert.equal(r.latency_s, null);
  assert.equal(r.stop_s, null);
  assert.equal(r.speech_before_onset, false);
  assert.equal(r.restarts, 1);
  assert.equal(r.speech_in_interruption_s, 1);
});

test("a segment starting exactly at S covers S; one ending exactly at S does not", () => {
  assert.equal(interruptionRow(sample(2, 4), [[sec(2), sec(3)]]).speech_at_onset, true);
  assert.equal(interruptionRow(sample(2, 4), [[sec(1), sec(2)]]).speech_at_onset, false);
});

test("speech over S and R: speaking_at_end, no latency", () => {
  const r = interruptionRow(sample(2, 4, [4.2]), [[sec(1), sec(5)]]);
  assert.equal(r.outcome, "speaking_at_end");
  assert.equal(r.latency_s, null);
  assert.equal(r.stop_s, 3);
  assert.equal(r.speech_before_onset, true);
});

test("a reply beginning exactly at R is not carried over R: response, latency from the first word", () => {
  const r = interruptionRow(sample(2, 4, [4]), [
    [sec(1), sec(3)],
    [sec(4), sec(6)],
  ]);
  assert.equal(r.speech_at_end, false);
  assert.equal(r.outcome, "response");
  assert.equal(r.latency_s, 0);
  assert.equal(r.stop_s, 1);
  assert.equal(r.restarts, 0, "a segment starting at R is outside the open interval (S, R)");
});

test("stopped before R with no words after: no_response", () => {
  const r = interruptionRow(sample(2, 4), [[sec(1), sec(2.5)]]);
  assert.equal(r.outcome, "no_response");
  assert.equal(r.speech_in_interruption_s, 0.5);
});

test("a restart inside (S, R) is counted and its speech adds to the interruption seconds", () => {
  const r = interruptionRow(sample(2, 4, [4.5]), [
    [sec(1), sec(2.5)],
    [sec(3), sec(3.5)],
  ]);
  assert.equal(r.restarts, 1);
  assert.equal(r.outcome, "response");
  assert.equal(r.latency_s, 0.5);
  assert.equal(r.speech_in_interruption_s, 1);
});

test("a segment running to T has no observed stop", () => {
  const r = interruptionRow(sample(2, 4), [[sec(1), N]]);
  assert.equal(r.outcome, "speaking_at_end");
  assert.equal(r.stop_s, null);
  assert.deepEqual(r.segments, [[1, 8]]);
});

test("segment bounds convert through samples / 16000 then round half to even", () => {
  const r = interruptionRow(sample(2, 4), [[1, 3]]);
  assert.deepEqual(r.segments, [[0.000062, 0.000188]]);
});
