import assert from "node:assert/strict";
import { test } from "node:test";
import { pauseRow } from "../../src/unified/pause.js";
import type { PauseSample } from "../../src/input/tree/sample.js";
import { toMicros } from "../../src/time.js";

const us = toMicros;
function sample(T: number, pauses: [number, number][], words: [number, number | null][]): PauseSample {
  return {
    sampleId: "synthetic_pause_handling/1",
    subset: "synthetic_pause_handling",
    name: "1",
    task: "pause_handling",
    eligible: true,
    raw: { chunks: [], annotation: [] },
    T_us: us(T),
    pauses_us: pauses.map(([a, b]) => [us(a), us(b)]),
    words: words.map(([s, e]) => ({ start_us: us(s), end_us: e === null ? us(s) : us(e) })),
  };
}

test("no words: nothing intrudes, no speech", () => {
  const r = pauseRow(sample(10, [[3, 4]], []));
  assert.equal(r.pause_intrusion, false);
  assert.equal(r.any_speech, false);
  assert.equal(r.intrusion_words, 0);
  assert.equal(r.intruded_pauses, 0);
  assert.equal(r.intrusion_s, 0);
  assert.equal(r.pauses, 1);
  assert.equal(r.pause_s, 1);
  assert.equal(r.first_pause_start, 3);
});

test("a word exactly at the first pause start intrudes and is inside the pause, not before it", () => {
  const r = pauseRow(sample(10, [[3, 4]], [[3, 3.5]]));
  assert.equal(r.pause_intrusion, true);
  assert.equal(r.inside_pause_onset, true);
  assert.equal(r.pre_pause_speech, false);
  assert.equal(r.carry_in, false);
  assert.equal(r.intrusion_words, 1);
  assert.equal(r.intruded_pauses, 1);
  assert.equal(r.intrusion_s, 0.5);
});

test("a word one microsecond before the first pause is pre-pause speech, not an intrusion", () => {
  const r = pauseRow(sample(10, [[3, 4]], [[2.999999, 3]]));
  assert.equal(r.pause_intrusion, false);
  assert.equal(r.pre_pause_speech, true);
  assert.equal(r.carry_in, false, "ends exactly at the pause start: not strictly after");
  assert.equal(r.intrusion_s, 0);
});

test("float noise in the annotation: 6.32000000000005 against a word at 6.32", () => {
  const r = pauseRow(sample(10, [[6.32000000000005, 7]], [[6.32, 6.5]]));
  assert.equal(r.pause_intrusion, true);
  assert.equal(r.pre_pause_speech, false);
  assert.equal(r.first_pause_start, 6.32);
});

test("a word starting at the pause end is not inside [a, b) but still intrudes (owned time)", () => {
  const r = pauseRow(sample(10, [[3, 4]], [[4, 4.5]]));
  assert.equal(r.inside_pause_onset, false);
  assert.equal(r.pause_intrusion, true);
  assert.equal(r.intruded_pauses, 1);
  assert.equal(r.intrusion_s, 0, "the span [4, 4.5] meets the pause [3, 4] in a point");
});

test("the last pause owns time up to and including T", () => {
  const r = pauseRow(
    sample(
      10,
      [
        [3, 4],
        [6, 7],
      ],
      [[10, null]],
    ),
  );
  assert.equal(r.intruded_pauses, 1);
  assert.equal(r.intrusion_words, 1);
  assert.equal(r.inside_pause_onset, false);
});

test("pause i owns [a_i, a_(i+1)): a word at a_(i+1) belongs to the next pause", () => {
  const r = pauseRow(
    sample(
      10,
      [
        [3, 4],
        [6, 7],
      ],
      [[6, 6.1]],
    ),
  );
  assert.equal(r.intruded_pauses, 1);
  const r2 = pauseRow(
    sample(
      10,
      [
        [3, 4],
        [6, 7],
      ],
      [
        [5.999999, 6.1],
        [8, 8.5],
      ],
    ),
  );
  assert.equal(r2.intruded_pauses, 2);
  assert.equal(r2.intrusion_s, 0.1);
});

test("a null word end is zero-length at its start", () => {
  const r = pauseRow(
    sample(
      10,
      [[3, 4]],
      [
        [2, null],
        [3.5, null],
      ],
    ),
  );
  assert.equal(r.carry_in, false);
  assert.equal(r.intrusion_s, 0);
  assert.equal(r.pause_intrusion, true);
  assert.equal(r.inside_pause_onset, true);
  assert.equal(r.any_speech, true);
});

test("carry-in: starts before the first pause and ends strictly after it; coverage counts its overlap", () => {
  const r = pauseRow(sample(10, [[3, 4]], [[2.5, 3.25]]));
  assert.equal(r.carry_in, true);
  assert.equal(r.pre_pause_speech, true);
  assert.equal(r.pause_intrusion, false);
  assert.equal(r.intrusion_s, 0.25);
});

test("union coverage: overlapping words count once, touching pauses count once", () => {
  const r = pauseRow(
    sample(
      10,
      [
        [3, 4],
        [4, 5],
      ],
      [
        [3.2, 3.8],
        [3.5, 4.4],
        [4.9, 6],
      ],
    ),
  );
  assert.equal(r.pause_s, 2);
  assert.equal(r.intrusion_s, 1.3); // [3.2, 4.4] → 1.2, [4.9, 5] → 0.1
  assert.equal(r.intruded_pauses, 2);
  assert.equal(r.intrusion_words, 3);
});
