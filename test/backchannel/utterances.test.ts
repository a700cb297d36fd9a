import { test } from "node:test";
import assert from "node:assert/strict";
import { segmentsInMicros, utterancesOf } from "../../src/backchannel/index.js";

const J = 300_000;

test("a gap of exactly j joins, one microsecond more does not", () => {
  assert.deepEqual(
    utterancesOf(
      [
        [1_000_000, 1_200_000],
        [1_500_000, 1_700_000],
      ],
      5_000_000,
      J,
    ),
    [[1_000_000, 1_700_000]],
  );
  assert.deepEqual(
    utterancesOf(
      [
        [1_000_000, 1_200_000],
        [1_500_001, 1_700_000],
      ],
      5_000_000,
      J,
    ),
    [
      [1_000_000, 1_200_000],
      [1_500_001, 1_700_000],
    ],
  );
  // j = 0 joins touching segments only
  assert.deepEqual(
    utterancesOf(
      [
        [0, 100],
        [100, 200],
        [201, 300],
      ],
      1000,
      0,
    ),
    [
      [0, 200],
      [201, 300],
    ],
  );
});

test("joining is transitive, in start order whatever the input order", () => {
  const segs: [number, number][] = [
    [2_000_000, 2_100_000],
    [1_000_000, 1_200_000],
    [1_400_000, 1_800_000],
  ];
  assert.deepEqual(utterancesOf(segs, 5_000_000, J), [[1_000_000, 2_100_000]]);
});

test("segments are cropped to [0, T]; what is left of nothing is dropped", () => {
  const T = 3_000_000;
  assert.deepEqual(
    utterancesOf(
      [
        [-500, 100_000],
        [2_900_000, 3_400_000],
        [3_000_000, 3_200_000],
      ],
      T,
      J,
    ),
    [
      [0, 100_000],
      [2_900_000, 3_000_000],
    ],
  );
  // a segment ending at the crop point after T still joins across a gap inside [0, T]
  assert.deepEqual(
    utterancesOf(
      [
        [2_500_000, 2_600_000],
        [2_800_000, 3_500_000],
      ],
      T,
      J,
    ),
    [[2_500_000, 3_000_000]],
  );
  assert.deepEqual(utterancesOf([], T, J), []);
});

test("segments in samples become microseconds on the grid; a bad segment is a bug", () => {
  assert.deepEqual(
    segmentsInMicros(
      [
        [8192, 46080],
        [1, 3],
      ],
      16000,
    ),
    [
      [512000, 2880000],
      [62, 188],
    ],
  );
  assert.throws(() => utterancesOf([[2, 1]], 10, 0), RangeError);
  assert.throws(() => utterancesOf([[0.5, 1]], 10, 0), RangeError);
});
