/**
 * The official backchannel rule and its timing score: the per-segment loop (stop at a segment
 * over 3 s, last segment wins, every listed segment counts whatever its TOR), the word overlap
 * with null ends, the 0.2 s bins, interp1d resampling, and JSD values derived by hand; and the
 * rule's four pitfalls, counted per sample.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  backchannelSample,
  officialBackchannel,
  overlappingWords,
  type BackchannelInput,
} from "../../src/official/backchannel.js";
import { backchannelJsd, binCounts, interp1dLinear, linspace01 } from "../../src/official/jsd.js";

const input = (
  segments: [number, number][],
  chunks: [number, number | null][],
  T = 10,
  reference = [0.5, 0.5],
): BackchannelInput => ({
  sampleId: "icc_backchannel/0",
  T,
  segments,
  chunks: chunks.map(([start, end]) => ({ start, end })),
  reference,
});

test("a sample without any backchannel scores JSD 1 and frequency 0", () => {
  const r = backchannelSample(input([], []));
  assert.deepEqual({ tor: r.tor, frequency: r.frequency, jsd: r.jsd }, { tor: 0, frequency: 0, jsd: 1 });
  // A first segment over 3 s stops the loop before anything is listed.
  const long = backchannelSample(
    input(
      [
        [1, 4.5],
        [5, 5.3],
      ],
      [],
    ),
  );
  assert.deepEqual({ tor: long.tor, list: long.backchannels, jsd: long.jsd }, { tor: 1, list: [], jsd: 1 });
});

test("hand-computed JSD: one backchannel in bin 1 of 3 against a resampled reference", () => {
  // T = 0.4 → ⌊0.4/0.2⌋ + 1 = 3 bins; [0.2, 0.3] fills bins ⌊1⌋..⌊1.4999999999999998⌋ = 1 only,
  // so p ≈ (0, 1, 0). The reference [0.25, 0.75] at x = 0, 1 resampled at 0, 0.5, 1 is
  // (0.25, 0.5, 0.75), normalised q = (1/6, 1/3, 1/2). m = (1/12, 2/3, 1/4):
  // KL(p‖m) = ln(1 / (2/3)) = ln 1.5; KL(q‖m) = (1/6) ln 2 + (1/3) ln(1/2) + (1/2) ln 2 = (1/3) ln 2.
  // JSD = √((ln 1.5 + (ln 2)/3) / 2) ≈ 0.56414; ε = 1e-10 moves it by about 1e-9.
  const expected = Math.sqrt((Math.log(1.5) + Math.log(2) / 3) / 2);
  const jsd = backchannelJsd([[0.2, 0.3]], 0.4, [0.25, 0.75]);
  assert.ok(Math.abs(jsd - expected) < 1e-8, `${jsd} vs ${expected}`);
});

test("bins divide in double precision before truncating: 0.6/0.2 is bin 2", () => {
  // 0.6 / 0.2 = 2.9999999999999996; T = 1 gives 6 bins.
  assert.deepEqual(binCounts([[0.6, 0.6]], 1), [0, 0, 1, 0, 0, 0]);
  // A segment reaching past the last bin only fills the bins that exist.
  assert.deepEqual(binCounts([[0.8, 1.6]], 1), [0, 0, 0, 0, 1, 1]);
});

test("linspace and interp1d as NumPy and SciPy compute them", () => {
  assert.deepEqual(linspace01(1), [0]);
  assert.deepEqual(linspace01(3), [0, 0.5, 1]);
  assert.deepEqual(interp1dLinear([0, 0.5, 1], [1, 3, 2], [0, 0.25, 0.5, 0.75, 1]), [1, 2, 3, 2.5, 2]);
});

test("word overlap: inside, crossing either edge; a null end is skipped before the segment end, else zero-length", () => {
  // Segment [1.0, 2.0].
  assert.equal(overlappingWords([{ start: 1.2, end: 1.5 }], 1, 2), 1); // inside
  assert.equal(overlappingWords([{ start: 1.8, end: 2.4 }], 1, 2), 1); // crosses the end
  assert.equal(overlappingWords([{ start: 0.5, end: 1.1 }], 1, 2), 1); // crosses the start
  assert.equal(overlappingWords([{ start: 0.5, end: 1.0 }], 1, 2), 0); // ends exactly at the start
  assert.equal(overlappingWords([{ start: 1.5, end: null }], 1, 2), 0); // null end, start < segment end: skipped
  assert.equal(overlappingWords([{ start: 2.0, end: null }], 1, 2), 1); // null end at the end: zero-length at 2.0
});

test("TOR per segment: 3 words or 1 s make it 1, the last segment wins, and every listed segment counts", () => {
  const words: [number, number][] = [
    [1.1, 1.2],
    [1.25, 1.3],
    [1.35, 1.45],
  ];
  // Segment 1: 3 words in 0.5 s → TOR 1. Segment 2: 1 word in 0.4 s → TOR 0 (last wins).
  const r = backchannelSample(
    input(
      [
        [1, 1.5],
        [4, 4.4],
      ],
      [...words, [4.1, 4.2]],
    ),
  );
  assert.equal(r.tor, 0);
  assert.deepEqual(r.backchannels, [
    [1, 1.5],
    [4, 4.4],
  ]);
  assert.equal(r.frequency, 2 / 10);
  // A segment of exactly 1 s with no words → TOR 1; a segment of 3 s is not "over 3 s".
  assert.equal(backchannelSample(input([[2, 3]], [])).tor, 1);
  const three = backchannelSample(input([[2, 5]], []));
  assert.deepEqual({ tor: three.tor, n: three.backchannels.length }, { tor: 1, n: 1 });
  // A later segment over 3 s stops the loop: TOR 1 and the next segment is not listed.
  const stop = backchannelSample(
    input(
      [
        [1, 1.3],
        [2, 5.5],
        [6, 6.2],
      ],
      [],
    ),
  );
  assert.deepEqual({ tor: stop.tor, list: stop.backchannels }, { tor: 1, list: [[1, 1.3]] });
});

test("subset means are plain sums over samples; no sample gives nulls", () => {
  const r = officialBackchannel([input([], []), input([[1, 1.2]], [], 4)]);
  assert.equal(r.json.tor, 0);
  assert.equal(r.json.frequency, (0 + 1 / 4) / 2);
  assert.equal(r.json.jsd, (1 + r.perSample[1]!.jsd) / 2);
  assert.equal(r.json.samples, 2);
  const none = {
    takeover_segments_listed: 0,
    segments_dropped_after_stop: 0,
    no_backchannel_scored_1: 0,
    stretched_axis: 0,
  };
  assert.deepEqual(officialBackchannel([]).json, { tor: null, frequency: null, jsd: null, samples: 0, pitfalls: none });
});

test("the four pitfalls, each a count of samples", () => {
  const threeWords: [number, number][] = [
    [1.1, 1.2],
    [1.25, 1.3],
    [1.35, 1.45],
  ];
  // 0: a listed take-over (3 words in 0.5 s) and a 1 s segment, then a backchannel; T = 1.0 → 6 windows, the list has 6.
  const listed = input(
    [
      [1, 1.5],
      [2, 3],
      [4, 4.3],
    ],
    threeWords,
    1.0,
    [1, 1, 1, 1, 1, 1],
  );
  // 1: a segment over 3 s stops the loop, two later segments are dropped; 10 s → 51 windows against 2.
  const dropped = input(
    [
      [0.5, 0.8],
      [1, 4.5],
      [5, 5.3],
      [6, 6.2],
    ],
    [],
  );
  // 2: silent, scored 1; 0.4 s → 3 windows against 3.
  const silent = input([], [], 0.4, [1, 2, 3]);
  // 3: the first segment over 3 s: nothing listed (scored 1), one segment dropped.
  const early = input(
    [
      [0, 3.5],
      [4, 4.2],
    ],
    [],
    0.4,
    [1, 2, 3],
  );
  const per = [listed, dropped, silent, early].map(backchannelSample);
  assert.deepEqual(
    per.map((r) => [r.takeoversListed, r.dropped, r.outputWindows, r.referenceWindows]),
    [
      [2, 0, 6, 6],
      [0, 2, 51, 2],
      [0, 0, 3, 3],
      [0, 1, 3, 3],
    ],
  );
  assert.deepEqual(officialBackchannel([listed, dropped, silent, early]).json.pitfalls, {
    takeover_segments_listed: 1,
    segments_dropped_after_stop: 2,
    no_backchannel_scored_1: 2,
    stretched_axis: 1,
  });
});
