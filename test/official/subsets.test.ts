/**
 * The per-subset official numbers and pitfall counters: the spec's worked examples (turn-taking
 * latency 1.3499999999999983, interruption latency 4.08), plain means in sample-name order, the
 * clamp counted and averaged as 0, non-responders dropped, null latency where the script would
 * divide by zero, crashes on a null last end, the pause cross-table and not_exercised take-overs.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { officialInterruption, officialTurnTaking } from "../../src/official/latency-pass.js";
import { officialPause } from "../../src/official/pause.js";
import { plainMean } from "../../src/official/takeover.js";
import { interruptionRows, interruptionSample, pauseRows, pauseSample, turnTakingSample, type W } from "./samples.js";

test("worked example: smooth_turn_taking_example/1 gives latency 1.3499999999999983", () => {
  // t_ref = 2.0100000000000016, first word at 3.36 (docs/official-rules.md).
  const r = officialTurnTaking([
    turnTakingSample("1", 2.0100000000000016, [
      [3.36, 3.6],
      [3.7, 4.5],
    ]),
  ]);
  assert.equal(r.json.tor, 1);
  assert.equal(r.json.latency_s, 1.3499999999999983);
});

test("worked example: user_interruption_example/1, 32 words over 10.9 s, latency 4.08", () => {
  // E = 13.144; the first word starts at 17.224 and the 32nd ends 10.9 s later.
  const words: W[] = Array.from({ length: 32 }, (_, i) => [17.224 + i * 0.3, 17.224 + i * 0.3 + 0.2]);
  words[31] = [words[31]![0], 17.224 + 10.9];
  const r = officialInterruption(
    [interruptionSample("1", 10.530666666666667, 13.144, words)],
    interruptionRows({ "1": "response" }),
    4,
  );
  assert.equal(r.json.tor, 1);
  assert.equal(r.json.latency_s, 4.08);
  assert.equal(r.json.rating, 4);
  assert.deepEqual(r.json.pitfalls, { not_exercised_in_tor: 0, clamped_latencies: 0 });
});

test("turn-taking: clamped latencies count and average as 0; non-responders leave the mean", () => {
  const r = officialTurnTaking([
    turnTakingSample("1", 3, [
      [2.4, 2.64],
      [3.6, 3.84],
      [3.9, 4],
      [4.1, 4.2],
    ]), // early: L = -0.6, stored 0
    turnTakingSample("2", 2.5, [
      [3.5, 3.76],
      [3.8, 4],
      [4.1, 4.3],
      [4.4, 4.6],
    ]), // L = 1.0
    turnTakingSample("3", 2, [
      [5.2, 5.6],
      [5.68, 6],
    ]), // 2 words in 0.8 s: no take-over
    turnTakingSample("4", 3, []), // silent
  ]);
  assert.equal(r.json.tor, 0.5); // 2 of 4
  assert.equal(r.json.latency_s, 0.5); // (0 + 1.0) / 2
  assert.deepEqual(r.json.pitfalls, { clamped_latencies: 1, non_responders_dropped: 2 });
  assert.equal(r.json.samples, 4);
});

test("turn-taking without any take-over: latency null (the script divides by zero), TOR 0", () => {
  const r = officialTurnTaking([turnTakingSample("1", 3, []), turnTakingSample("2", 3, [[4, 4.2]])]);
  assert.equal(r.json.tor, 0);
  assert.equal(r.json.latency_s, null);
  assert.equal(r.json.pitfalls.non_responders_dropped, 2);
});

test("turn-taking and interruption: a null last end crashes the script, so no numbers", () => {
  const tt = officialTurnTaking([
    turnTakingSample("1", 1, [[2, 3]]),
    turnTakingSample("2", 1, [
      [2, 2.5],
      [2.6, null],
    ]),
  ]);
  assert.equal(tt.json.tor, null);
  assert.equal(tt.json.latency_s, null);
  assert.deepEqual(tt.crashes, ["candor_turn_taking/2"]);
  const ui = officialInterruption(
    [interruptionSample("1", 1, 2, [[2.5, null]])],
    interruptionRows({ "1": "response" }),
    null,
  );
  assert.equal(ui.json.tor, null);
  assert.deepEqual(ui.crashes, ["synthetic_user_interruption/1"]);
});

test("means are plain double sums in the given (sample-name) order", () => {
  // 0.1 + 0.2 + 0.3 = 0.6000000000000001 left to right; 0.3 + 0.2 + 0.1 = 0.6.
  assert.equal(plainMean([0.1, 0.2, 0.3]), 0.6000000000000001 / 3);
  assert.equal(plainMean([0.3, 0.2, 0.1]), 0.6 / 3);
  assert.equal(plainMean([]), null);
});

test("interruption: not_exercised take-overs are counted; latency uses E = timestamp[1] and the clamp", () => {
  const samples = [
    interruptionSample("1", 2, 4, [[4.4, 5.6]]), // take-over, L = 0.4
    interruptionSample("2", 2, 4, [[3.9999999, 5.5]]), // take-over, L < 0 → clamped
    interruptionSample("3", 2, 4, [[4.5, 4.7]]), // no take-over
    interruptionSample("4", 2, 4, [[6, 7.5]]), // take-over, L = 2, but not exercised
  ];
  const rows = interruptionRows({
    "1": "response",
    "2": "speaking_at_end",
    "3": "not_exercised",
    "4": "not_exercised",
  });
  const r = officialInterruption(samples, rows, null);
  assert.equal(r.json.tor, 0.75);
  assert.equal(r.json.latency_s, (0.40000000000000036 + 0 + 2) / 3); // 4.4 - 4 in doubles
  assert.equal(r.json.rating, null);
  assert.deepEqual(r.json.pitfalls, { not_exercised_in_tor: 1, clamped_latencies: 1 });
});

test("pause: take-over rate and the cross-table against onsets at or after the first pause", () => {
  const samples = [
    pauseSample("1", []), // neither
    pauseSample("2", [
      [0.5, 0.7],
      [0.8, 1.2],
      [1.3, 1.7],
    ]), // official only (1.2 s before the pause)
    pauseSample("3", [[3.5, 3.9]]), // unified only (a short word in the pause)
    pauseSample("4", [
      [4.2, 4.4],
      [4.5, 4.7],
      [4.8, 5],
      [5.1, 5.3],
    ]), // both
  ];
  const r = officialPause(samples, pauseRows({ "1": false, "2": false, "3": true, "4": true }));
  assert.deepEqual(r, {
    tor: 0.5,
    samples: 4,
    pitfalls: {
      official_takeover: 2,
      onset_after_first_pause: 2,
      cross: { both: 1, official_only: 1, unified_only: 1, neither: 1 },
    },
  });
  assert.equal(officialPause([], new Map()).tor, null);
});
