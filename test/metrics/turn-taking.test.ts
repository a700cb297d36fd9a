import assert from "node:assert/strict";
import { test } from "node:test";
import { firstWord, turnTakingRow } from "../../src/unified/turn-taking.js";
import type { TurnTakingSample } from "../../src/input/tree/sample.js";
import { toMicros } from "../../src/time.js";

function sample(E: number, words: [number, number | null][], T = 10): TurnTakingSample {
  return {
    sampleId: "candor_turn_taking/1",
    subset: "candor_turn_taking",
    name: "1",
    task: "turn_taking",
    eligible: true,
    raw: { chunks: [], annotation: [] },
    T_us: toMicros(T),
    E_us: toMicros(E),
    words: words.map(([s, e]) => ({ start_us: toMicros(s), end_us: e === null ? toMicros(s) : toMicros(e) })),
  };
}

test("a word exactly at E is a response with latency 0", () => {
  const r = turnTakingRow(sample(2.5, [[2.5, 2.7]]));
  assert.equal(r.outcome, "response");
  assert.equal(r.latency_s, 0);
  assert.equal(r.first_word_s, 2.5);
});

test("one microsecond before E is an early start, even if a good answer follows", () => {
  const r = turnTakingRow(
    sample(2.5, [
      [4, 4.2],
      [2.499999, 2.6],
    ]),
  );
  assert.equal(r.outcome, "early_start");
  assert.equal(r.latency_s, null);
  assert.equal(r.first_word_s, 2.499999);
});

test("no words: no_response", () => {
  const r = turnTakingRow(sample(2.5, []));
  assert.equal(r.outcome, "no_response");
  assert.equal(r.latency_s, null);
  assert.equal(r.first_word_s, null);
});

test("latency is computed on the microsecond grid (no float noise)", () => {
  const r = turnTakingRow(sample(2.0100000000000016, [[3.36, 3.5]]));
  assert.equal(r.latency_s, 1.35);
});

test("the first word is the smallest start, the first in file order on a tie", () => {
  const w = [
    { start_us: 5, end_us: 9 },
    { start_us: 3, end_us: 4 },
    { start_us: 3, end_us: 8 },
  ];
  assert.equal(firstWord(w), w[1]);
  assert.equal(firstWord([]), null);
});
