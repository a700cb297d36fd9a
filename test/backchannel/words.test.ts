import { test } from "node:test";
import assert from "node:assert/strict";
import { wordMicros, wordsPerUtterance } from "../../src/backchannel/index.js";

test("a null end, or an end before the start, is a point at the start", () => {
  assert.deepEqual(wordMicros({ start: 1.5, end: null }), [1_500_000, 1_500_000]);
  assert.deepEqual(wordMicros({ start: 4.4, end: 3.7 }), [4_400_000, 4_400_000]);
  assert.deepEqual(wordMicros({ start: 0.1, end: 0.30000000000000004 }), [100_000, 300_000]);
});

test("a word belongs to the utterance holding its midpoint, both ends inclusive", () => {
  const utts: [number, number][] = [
    [1_000_000, 2_000_000],
    [3_000_000, 3_500_000],
  ];
  // midpoint exactly on the first utterance's end: in
  assert.deepEqual(wordsPerUtterance(utts, [{ start: 1.8, end: 2.2 }]), { counts: [1, 0], unsegmented: 0 });
  // its doubled midpoint one microsecond past the end (ws + we = 2b + 1): out
  assert.deepEqual(wordsPerUtterance(utts, [{ start: 1.8, end: 2.200001 }]), { counts: [0, 0], unsegmented: 1 });
  // midpoint exactly on the second one's start
  assert.deepEqual(wordsPerUtterance(utts, [{ start: 2.9, end: 3.1 }]), { counts: [0, 1], unsegmented: 0 });
  // a word starting before an utterance but centred in it belongs to it
  assert.deepEqual(wordsPerUtterance(utts, [{ start: 0.8, end: 1.4 }]), { counts: [1, 0], unsegmented: 0 });
});

test("null ends and reversed words are placed by their start; words in no utterance are counted", () => {
  const utts: [number, number][] = [[1_000_000, 2_000_000]];
  const r = wordsPerUtterance(utts, [
    { start: 2.0, end: null }, // a point at 2.0: on the end, in
    { start: 1.5, end: 0.2 }, // reversed: a point at 1.5, in
    { start: 2.5, end: null }, // in none
    { start: 0.0, end: 0.4 }, // in none
  ]);
  assert.deepEqual(r, { counts: [2], unsegmented: 2 });
  assert.deepEqual(wordsPerUtterance([], [{ start: 1, end: 2 }]), { counts: [], unsegmented: 1 });
});
