import { test } from "node:test";
import assert from "node:assert/strict";
import {
  backchannelBlock,
  type BackchannelAggregateItem,
  backchannelRow,
  BACKCHANNEL_METRICS,
  DEFAULT_BACKCHANNEL_SETTINGS,
  ineligibleBackchannelRow,
  type PreparedDistribution,
  prepareDistribution,
  type SpanUs,
} from "../../src/backchannel/index.js";
import { bootstrapRatioInterval, wilsonInterval } from "../../src/stats/index.js";
import { refLemire, refSplitmix32, refXoshiro } from "../stats/reference-rng.js";

const DIST = prepareDistribution(
  {
    0: [1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0, 0],
    1: [8, 7, 6, 5, 4, 3, 2, 1],
    2: [1, 3, 1, 3, 1, 3, 1, 3, 1, 3],
    3: [1, 1, 0],
  },
  "00".repeat(32),
);

/** A sample with one 0.3 s, one-word backchannel at each onset (µs) and take-overs at `long` onsets (1.5 s, 5 words). */
function item(
  name: string,
  T_us: number,
  onsets: number[],
  long: number[] = [],
  dist: PreparedDistribution | null = DIST,
) {
  const segments: SpanUs[] = [
    ...onsets.map((a): SpanUs => [a, a + 300_000]),
    ...long.map((a): SpanUs => [a, a + 1_500_000]),
  ];
  const words = [
    ...onsets.map((a) => ({ start: a / 1e6 + 0.05, end: a / 1e6 + 0.25 })),
    ...long.flatMap((a) => [0.1, 0.3, 0.5, 0.7, 0.9].map((d) => ({ start: a / 1e6 + d, end: a / 1e6 + d + 0.1 }))),
  ];
  return backchannelRow(
    { sampleId: `icc_backchannel/${name}`, name },
    segments,
    words,
    T_us,
    DEFAULT_BACKCHANNEL_SETTINGS,
    dist,
  ).item;
}

const ITEMS: BackchannelAggregateItem[] = [
  item("0", 4_000_000, [0, 1_000_000], [2_000_000]), // windows 0 and 5 of 6 scored
  item("1", 3_000_000, [400_000, 1_200_000, 2_600_000]), // window 2 scored; 6 and 13 off-grid (L − P = 5)
  item("2", 2_000_000, []),
  ineligibleBackchannelRow({ sampleId: "icc_backchannel/4", reasons: ["output.json missing"] }).item,
  item("3", 1_000_000, [100_000]), // L = 2: off-grid
];

test("counts, and the eight metrics in their order with the design's shapes", () => {
  const b = backchannelBlock(ITEMS, DEFAULT_BACKCHANNEL_SETTINGS, DIST);
  assert.deepEqual(Object.keys(b), [
    "definitions",
    "settings",
    "constants",
    "distribution_sha256",
    "counts",
    "metrics",
  ]);
  assert.equal(b.definitions, "fdb-v1.0-backchannel-1");
  assert.deepEqual(b.settings, { merge_gap_s: 0.3, max_duration_s: 1, max_words: 2 });
  assert.deepEqual(b.constants, { window_s: 0.2, probe_windows: 3 });
  assert.equal(b.distribution_sha256, "00".repeat(32));
  assert.deepEqual(b.counts, {
    selected: 5,
    eligible: 4,
    ineligible: 1,
    utterances: 7,
    backchannels: 6,
    nonlexical: 0,
    takeovers: 1,
    unsegmented_words: 0,
    scored: 3,
    off_grid: 3,
  });
  assert.deepEqual(
    Object.keys(b.metrics),
    BACKCHANNEL_METRICS.map((m) => m.name),
  );
  const m = b.metrics;
  // shares: Wilson interval, selected bounds with the ineligible sample unknown
  assert.deepEqual(m.backchannel_sample_rate, {
    value: 3 / 4,
    count: 3,
    n: 4,
    interval: wilsonInterval(3, 4),
    selected_bounds: [3 / 5, 4 / 5],
  });
  assert.deepEqual(m.takeover_rate, {
    value: 1 / 4,
    count: 1,
    n: 4,
    interval: wilsonInterval(1, 4),
    selected_bounds: [1 / 5, 2 / 5],
  });
  // pooled: integer parts, the bootstrap over the eligible samples
  const T = [4_000_000, 3_000_000, 2_000_000, 1_000_000];
  assert.deepEqual(m.backchannel_rate_per_min, {
    value: (6 * 60_000_000) / 10_000_000,
    numerator: 6,
    denominator: 10_000_000 / 60_000_000,
    n: 4,
    interval: bootstrapRatioInterval(
      [2, 3, 0, 1].map((x) => x * 60_000_000),
      T,
    ),
  });
  assert.deepEqual(m.takeover_s_per_s, {
    value: 0.15,
    numerator: 1.5,
    denominator: 10,
    n: 4,
    interval: bootstrapRatioInterval([1_500_000, 0, 0, 0], T),
  });
  assert.deepEqual(m.nonlexical_share, {
    value: 0,
    numerator: 0,
    denominator: 6,
    n: 4,
    interval: [0, 0],
    n_bc: 6,
    few_backchannels: true,
  });
  const lifts = [DIST.timing("0").lift[0]!, DIST.timing("0").lift[5]!, DIST.timing("1").lift[2]!];
  const tl = m.timing_lift!;
  assert.deepEqual(Object.keys(tl), [
    "value",
    "numerator",
    "denominator",
    "n",
    "interval",
    "n_bc",
    "few_backchannels",
    "p_value",
  ]);
  assert.equal(tl.value, (lifts[0]! + lifts[1]! + lifts[2]!) / 3);
  assert.deepEqual([tl.denominator, tl.n, tl.n_bc, tl.few_backchannels], [3, 4, 3, true]);
  assert.deepEqual(tl.interval, bootstrapRatioInterval([lifts[0]! + lifts[1]!, lifts[2]!, 0, 0], [2, 1, 0, 0]));
});

test("the p-values by hand: circular shifts for the lifts, another speaker's list for the listening gain", () => {
  const b = backchannelBlock(ITEMS, DEFAULT_BACKCHANNEL_SETTINGS, DIST);
  const t0 = DIST.timing("0");
  const t1 = DIST.timing("1");
  // samples with a scored backchannel, in row order: "0" (windows 0, 5; n = 6) and "1" (window 2; n = 6)
  const shifts = (table: (t: typeof t0) => Float64Array | null, count: number) => {
    const next = refXoshiro(refSplitmix32(0));
    const draws: number[] = [];
    for (let d = 0; d < 2000; d++) {
      let s = 0;
      for (const [t, ws] of [
        [t0, [0, 5]],
        [t1, [2]],
      ] as const) {
        const k = refLemire(next, t.scored);
        const v = table(t);
        if (v !== null) for (const w of ws) s += v[(w + k) % t.scored]!;
      }
      draws.push(s / count);
    }
    return draws;
  };
  const p = (observed: number, draws: number[]) => (1 + draws.filter((d) => d >= observed - 1e-12).length) / 2001;
  const tl = b.metrics.timing_lift!;
  assert.equal(
    tl.p_value,
    p(
      tl.value!,
      shifts((t) => t.lift, 3),
    ),
  );
  // "0" has comparison lists ("1", "2" of L ≥ 8); "1" has "0" and "2"
  assert.deepEqual(
    [t0.comparisons, t1.comparisons],
    [
      ["1", "2"],
      ["0", "2"],
    ],
  );
  const lo = b.metrics.timing_lift_other!;
  assert.equal(lo.n_bc, 3);
  assert.equal(
    lo.p_value,
    p(
      lo.value!,
      shifts((t) => t.liftOther, 3),
    ),
  );
  const lg = b.metrics.listening_gain!;
  const next = refXoshiro(refSplitmix32(0));
  const swaps: number[] = [];
  for (let d = 0; d < 2000; d++) {
    let s = 0;
    for (const [t, ws] of [
      [t0, [0, 5]],
      [t1, [2]],
    ] as const) {
      const c = refLemire(next, t.comparisons.length);
      for (const w of ws) s += t.liftUnder[c]![w]! - t.liftOther![w]!;
    }
    swaps.push(s / 3);
  }
  assert.equal(lg.p_value, p(lg.value!, swaps));
  // both samples have comparison lists: the gain is the lift less lift_other over the same backchannels
  assert.ok(Math.abs(lg.value! - (tl.value! - lo.value!)) < 1e-12);
});

test("a single scored window leaves the shift nothing to move: p = 1", () => {
  const d = prepareDistribution({ 0: [1, 2, 3], 1: [3, 2, 1] });
  const it = item("0", 1_000_000, [100_000], [], d);
  const b = backchannelBlock([it], DEFAULT_BACKCHANNEL_SETTINGS, d);
  assert.equal(b.metrics.timing_lift!.value, 1);
  assert.equal(b.metrics.timing_lift!.p_value, 1);
});

test("without a distribution: five metrics, null scored and off_grid; zero denominators give nulls", () => {
  const plain = [item("0", 4_000_000, [], [], null), item("1", 1_000_000, [], [], null)];
  const b = backchannelBlock(plain);
  assert.deepEqual(Object.keys(b.metrics), [
    "backchannel_rate_per_min",
    "backchannel_sample_rate",
    "takeover_rate",
    "takeover_s_per_s",
    "nonlexical_share",
  ]);
  assert.deepEqual([b.counts.scored, b.counts.off_grid, b.distribution_sha256], [null, null, null]);
  assert.deepEqual(b.metrics.nonlexical_share, {
    value: null,
    numerator: 0,
    denominator: 0,
    n: 2,
    interval: null,
    n_bc: 0,
    few_backchannels: true,
  });
  assert.equal(b.metrics.backchannel_rate_per_min!.value, 0);
  // with the distribution but no scored backchannel: timing value, interval and p-value null
  const none = backchannelBlock([item("0", 4_000_000, [])], DEFAULT_BACKCHANNEL_SETTINGS, DIST);
  assert.deepEqual(
    ["timing_lift", "timing_lift_other", "listening_gain"].map((k) => {
      const r = none.metrics[k as "timing_lift"]!;
      return [r.value, r.interval, r.p_value, r.n_bc];
    }),
    [
      [null, null, null, 0],
      [null, null, null, 0],
      [null, null, null, 0],
    ],
  );
  // nothing selected
  const empty = backchannelBlock([]);
  assert.deepEqual(empty.metrics.takeover_rate, { value: null, count: 0, n: 0, interval: null, selected_bounds: null });
  // rows made without the distribution cannot be aggregated with one
  assert.throws(() => backchannelBlock(plain, DEFAULT_BACKCHANNEL_SETTINGS, DIST), /made without the distribution/);
});
