import { test } from "node:test";
import assert from "node:assert/strict";
import {
  backchannelRow,
  DEFAULT_BACKCHANNEL_SETTINGS,
  ineligibleBackchannelRow,
  type PreparedDistribution,
  prepareDistribution,
  type SpanUs,
  type TranscriptWord,
} from "../../src/backchannel/index.js";

// "0": L = 6, scored windows 0 … 3 (L − P = 3); q = (6, 9, 12, 15) / 63, q̄ = 10.5 / 63.
// "1" is its mirror, q' = (15, 12, 9, 6) / 63; "3" is flat and longer: the two comparison lists of "0".
// "2" trims to 2 windows (fewer than P). "3" is longer than every other list: it has none.
const DIST = prepareDistribution({
  0: [1, 2, 3, 4, 5, 6, 0, 0],
  1: [6, 5, 4, 3, 2, 1],
  2: [1, 1, 0],
  3: [1, 1, 1, 1, 1, 1, 1, 1],
});
const t0 = DIST.timing("0");
const lift0 = (w: number) => t0.lift[w]!;
const other0 = (w: number) => t0.liftOther![w]!;

test("the tables the rows look up, by hand", () => {
  assert.deepEqual(t0.comparisons, ["1", "3"]);
  for (let w = 0; w < 4; w++) {
    assert.ok(Math.abs(lift0(w) - [6, 9, 12, 15][w]! / 10.5) < 1e-12);
    assert.ok(Math.abs(other0(w) - ([15, 12, 9, 6][w]! / 10.5 + 1) / 2) < 1e-12);
  }
});
const T = 3_000_000;
const row = (
  name: string,
  segments: SpanUs[],
  words: TranscriptWord[] = [],
  dist: PreparedDistribution | null = DIST,
) =>
  backchannelRow({ sampleId: `icc_backchannel/${name}`, name }, segments, words, T, DEFAULT_BACKCHANNEL_SETTINGS, dist);

test("a sample's row: utterances joined across j, words by midpoint, kinds, counts and lifts, keys in order", () => {
  const { row: r, item } = row(
    "0",
    [
      [200_000, 500_000],
      [900_000, 1_100_000],
      [1_300_000, 2_600_000], // 0.2 s after the previous one: joined, 1.7 s long
    ],
    [
      { start: 0.25, end: 0.45 },
      { start: 1.0, end: 1.1 },
      { start: 1.4, end: 1.5 },
      { start: 1.6, end: 1.9 },
      { start: 2.8, end: null }, // in no utterance
    ],
  );
  assert.deepEqual(Object.keys(r), ["sample_id", "subset", "task", "eligible", "T", "backchannel"]);
  assert.deepEqual(Object.keys(r.backchannel), [
    "utterances",
    "backchannels",
    "nonlexical",
    "takeovers",
    "takeover_s",
    "unsegmented_words",
    "grid_s",
    "off_grid",
    "lifts",
    "lifts_other",
  ]);
  assert.deepEqual(r, {
    sample_id: "icc_backchannel/0",
    subset: "icc_backchannel",
    task: "backchannel",
    eligible: true,
    T: 3,
    backchannel: {
      utterances: [
        [0.2, 0.5, 1, "backchannel"],
        [0.9, 2.6, 3, "takeover"],
      ],
      backchannels: 1,
      nonlexical: 0,
      takeovers: 1,
      takeover_s: 1.7,
      unsegmented_words: 1,
      grid_s: 1.2,
      off_grid: 0,
      lifts: [lift0(1)],
      lifts_other: [other0(1)],
    },
  });
  assert.deepEqual(item, {
    eligible: true,
    sampleId: "icc_backchannel/0",
    T_us: T,
    utterances: 2,
    backchannels: 1,
    nonlexical: 0,
    takeovers: 1,
    takeover_us: 1_700_000,
    unsegmented_words: 1,
    timing: { key: "0", windows: [1], offGrid: 0, tables: DIST.timing("0") },
  });
});

test("an onset exactly on a window boundary belongs to the later window; w = L − P is scored, L − P + 1 is off-grid", () => {
  const at = (a: number) => row("0", [[a, a + 300_000]]).row.backchannel;
  assert.deepEqual(at(200_000).lifts, [lift0(1)]); // 0.2 s: window 1
  assert.deepEqual(at(199_999).lifts, [lift0(0)]);
  assert.deepEqual(at(599_999).lifts, [lift0(2)]);
  assert.deepEqual([at(600_000).lifts, at(600_000).off_grid], [[lift0(3)], 0]); // w = 3 = L − P
  assert.deepEqual([at(800_000).lifts, at(800_000).lifts_other, at(800_000).off_grid], [[], [], 1]); // w = 4
  assert.deepEqual(at(799_999).lifts, [lift0(3)]);
});

test("a list that trims to fewer than P windows: every backchannel off-grid; a sample without comparison lists: lifts_other null", () => {
  const short = row("2", [[0, 300_000]]).row.backchannel;
  assert.deepEqual([short.grid_s, short.off_grid, short.lifts, short.lifts_other], [0.4, 1, [], []]);
  const alone = row("3", [
    [0, 300_000],
    [1_000_000, 1_300_000],
  ]).row.backchannel;
  assert.deepEqual(
    [alone.lifts, alone.lifts_other],
    [
      [1, 1],
      [null, null],
    ],
  );
});

test("without a distribution the four timing fields are absent; no words makes a nonlexical backchannel", () => {
  const { row: r, item } = row("9", [[500_000, 900_000]], [], null);
  assert.deepEqual(r.backchannel, {
    utterances: [[0.5, 0.9, 0, "backchannel"]],
    backchannels: 1,
    nonlexical: 1,
    takeovers: 0,
    takeover_s: 0,
    unsegmented_words: 0,
  });
  assert.equal(item.timing, null);
  assert.throws(() => row("9", [[500_000, 900_000]]), /no key "9"/); // the reader checks keys first
});

test("settings move the rules; an ineligible sample keeps its reasons only", () => {
  const segs: SpanUs[] = [
    [0, 400_000],
    [600_000, 900_000],
  ];
  const words = [
    { start: 0.1, end: 0.2 },
    { start: 0.7, end: 0.8 },
  ];
  const joined = backchannelRow({ sampleId: "icc_backchannel/9", name: "9" }, segs, words, T);
  assert.deepEqual(joined.row.backchannel.utterances, [[0, 0.9, 2, "backchannel"]]);
  const apart = backchannelRow({ sampleId: "icc_backchannel/9", name: "9" }, segs, words, T, {
    merge_gap_s: 0.1,
    max_duration_s: 0.35,
    max_words: 1,
  });
  assert.deepEqual(apart.row.backchannel.utterances, [
    [0, 0.4, 1, "takeover"],
    [0.6, 0.9, 1, "backchannel"],
  ]);
  const bad = ineligibleBackchannelRow({ sampleId: "icc_backchannel/4", reasons: ["output.json missing"] });
  assert.deepEqual(Object.keys(bad.row), ["sample_id", "subset", "task", "eligible", "reasons"]);
  assert.deepEqual(bad.item, { eligible: false, reasons: ["output.json missing"] });
});
