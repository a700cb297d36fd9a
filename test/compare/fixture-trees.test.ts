/**
 * `fixtures/tree` (system A) against `fixtures/tree-b` (system B, fixtures/generator/variant-b.ts):
 * every paired number checked against a value derived by hand from the per-sample values in
 * fixtures/README.md and the edits listed in variant-b.ts. The paired sets are in sample-id order
 * (as strings: "1" < "10" < "2"), which is also the order of the bootstrap draws.
 *
 * Per-sample hits are written as strings over the paired samples, "1" for a hit; they give the
 * expected difference and discordant counts by counting, and the expected interval through a
 * plain restatement of the paired bootstrap (whole paired samples, `resampleIndices(n)`,
 * ceil(q·N)-th smallest at q = 1/40 and 39/40). Where an interval is fixed by the hits alone it
 * is written out: identical hits give [0, 0] in every resample.
 */
import assert from "node:assert/strict";
import type { ExercisedTable } from "../../src/unified/aggregate.js";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { after, before, describe, it } from "node:test";
import { compareScored } from "../../src/compare/compare.js";
import { readAnnotationHashes } from "../../src/input/tree/load.js";
import { comparisonText } from "../../src/compare/json.js";
import type { Comparison, PairedMetricJson } from "../../src/compare/types.js";
import { scoreSamples, type Scored } from "../../src/unified/family.js";
import { resampleIndices } from "../../src/stats/index.js";
import { loadTree } from "../../src/input/tree/load.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { repoRoot } from "../../fixtures/generator/paths.js";
import { generateVariantB } from "../../fixtures/generator/variant-b.js";

const TREE_A = join(repoRoot(), "fixtures", "tree");
const TREE_B = join(repoRoot(), "fixtures", "tree-b");
const cacheDir = mkdtempSync(join(tmpdir(), "fdb-compare-cache-"));
const work = mkdtempSync(join(tmpdir(), "fdb-compare-fixture-"));
after(() => {
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const analyze: AnalyzeWavs = (paths) => analyzeFiles(paths, { cacheDir });

async function score(dir: string): Promise<Scored> {
  return scoreSamples(await loadTree(dir, analyze));
}

async function compareFixtures(): Promise<Comparison> {
  const [a, b] = [await score(TREE_A), await score(TREE_B)];
  return compareScored(a, b, {
    names: ["tree", "tree-b"],
    annotations: [readAnnotationHashes(TREE_A), readAnnotationHashes(TREE_B)],
  });
}

const bits = (s: string) => [...s].map((c) => c === "1");

/** The paired bootstrap interval of a share difference, restated plainly from per-sample hits. */
function shareInterval(a: string, b: string): [number, number] {
  const n = a.length;
  const d = bits(a).map((x, i) => Number(bits(b)[i]) - Number(x));
  const draws = resampleIndices(n);
  const stats: number[] = [];
  for (let r = 0; r < 2000; r++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += d[draws[r * n + i]!]!;
    stats.push(s / n);
  }
  stats.sort((x, y) => x - y);
  return [stats[Math.ceil(2000 / 40) - 1]!, stats[Math.ceil((39 * 2000) / 40) - 1]!];
}

/** The same for a pooled ratio from per-sample integer parts (pauses, or microseconds). */
function ratioInterval(numA: number[], numB: number[], den: number[]): [number, number] {
  const n = den.length;
  const draws = resampleIndices(n);
  const stats: number[] = [];
  for (let r = 0; r < 2000; r++) {
    let na = 0,
      nb = 0,
      d = 0;
    for (let i = 0; i < n; i++) {
      const j = draws[r * n + i]!;
      na += numA[j]!;
      nb += numB[j]!;
      d += den[j]!;
    }
    if (d > 0) stats.push(nb / d - na / d);
  }
  stats.sort((x, y) => x - y);
  return [stats[Math.ceil(stats.length / 40) - 1]!, stats[Math.ceil((39 * stats.length) / 40) - 1]!];
}

interface ShareCase {
  a: number | null; // A's own value (its own eligible or exercised samples)
  b: number | null;
  hitsA: string; // hits over the paired samples, in sample-id order
  hitsB: string;
  difference: number;
  aOnly: number;
  bOnly: number;
  p: number; // exact McNemar: 2 · P(Bin(aOnly + bOnly, 1/2) <= min), capped at 1
}

function checkShare(name: string, got: PairedMetricJson | undefined, e: ShareCase) {
  assert.ok(got, `${name} missing`);
  assert.deepEqual(
    Object.keys(got),
    ["n", "paired_a", "paired_b", "difference", "interval", "discordant", "mcnemar_p", "own_a", "own_b"],
    name,
  );
  assert.equal(got.n, e.hitsA.length, `${name} n`);
  assert.equal(got.own_a, e.a, `${name} a`);
  assert.equal(got.own_b, e.b, `${name} b`);
  assert.equal(got.difference, e.difference, `${name} difference`);
  // A and B over the paired set: their hits over n, so B − A is their difference.
  const hits = (h: string) => [...h].filter((x) => x === "1").length;
  if (e.hitsA.length > 0) {
    assert.equal(got.paired_a, hits(e.hitsA) / e.hitsA.length, `${name} paired A`);
    assert.equal(got.paired_b, hits(e.hitsB) / e.hitsB.length, `${name} paired B`);
    assert.ok(
      Math.abs(got.paired_b! - got.paired_a! - got.difference!) < 1e-15,
      `${name} B − A is paired B minus paired A`,
    );
  } else {
    assert.equal(got.paired_a, null);
    assert.equal(got.paired_b, null);
  }
  assert.deepEqual(got.discordant, { a_only: e.aOnly, b_only: e.bOnly }, `${name} discordant`);
  assert.equal(got.mcnemar_p, e.p, `${name} McNemar p`);
  const expected = e.hitsA === e.hitsB ? [0, 0] : shareInterval(e.hitsA, e.hitsB);
  assert.deepEqual(got.interval, expected, `${name} interval`);
}

describe("compare fixtures/tree (A) with fixtures/tree-b (B)", () => {
  let c: Comparison;
  before(async () => {
    c = await compareFixtures();
  });

  it("regenerates fixtures/tree-b byte for byte", () => {
    const out = join(work, "tree-b");
    generateVariantB(out);
    const list = (dir: string): string[] => {
      const files: string[] = [];
      const walk = (d: string) => {
        for (const e of readdirSync(d)) {
          const p = join(d, e);
          if (statSync(p).isDirectory()) walk(p);
          else files.push(relative(dir, p));
        }
      };
      walk(dir);
      return files.sort();
    };
    assert.deepEqual(list(out), list(TREE_B));
    for (const f of list(TREE_B))
      assert.ok(readFileSync(join(out, f)).equals(readFileSync(join(TREE_B, f))), `${f} differs`);
  });

  it("lists the four scored subsets, with the exercised table for interruption only", () => {
    assert.deepEqual(Object.keys(c.subsets), [
      "synthetic_pause_handling",
      "candor_pause_handling",
      "candor_turn_taking",
      "synthetic_user_interruption",
    ]);
    for (const [subset, s] of Object.entries(c.subsets)) {
      const keys =
        subset === "synthetic_user_interruption" ? ["paired_n", "metrics", "exercised"] : ["paired_n", "metrics"];
      assert.deepEqual(Object.keys(s), keys, subset);
    }
  });

  it("synthetic_pause_handling: B is quieter in 3, 4 and 5 and intrudes in 1", () => {
    // Paired samples, all eligible in both: 1, 10, 2, 3, 4, 5.
    const s = c.subsets.synthetic_pause_handling!;
    assert.equal(s.paired_n, 6);
    const m = s.metrics;
    // Intrusions: A in 10, 3, 4, 5; B in 1 ("Hm" at 3.2 inside [3.0, 4.2]) and 10.
    // Discordant 3 (A only: 3, 4, 5) / 1 (B only: 1): p = 2 · (1 + 4)/16 = 0.625.
    checkShare("pause_intrusion_rate", m.pause_intrusion_rate, {
      a: 4 / 6,
      b: 2 / 6,
      hitsA: "010111",
      hitsB: "110000",
      difference: -2 / 6,
      aOnly: 3,
      bOnly: 1,
      p: 0.625,
    });
    // Onsets inside [a, b): A in 10 and 3 ("Yes." at 2.5); B in 1 and 10. 1 / 1: p = min(1, 2 · 3/4).
    checkShare("inside_pause_onset_rate", m.inside_pause_onset_rate, {
      a: 2 / 6,
      b: 2 / 6,
      hitsA: "010100",
      hitsB: "110000",
      difference: 0,
      aOnly: 1,
      bOnly: 1,
      p: 1,
    });
    // 2 and 10 unchanged in B: the same pre-pause speech and carry-in.
    checkShare("pre_pause_speech_rate", m.pre_pause_speech_rate, {
      a: 2 / 6,
      b: 2 / 6,
      hitsA: "011000",
      hitsB: "011000",
      difference: 0,
      aOnly: 0,
      bOnly: 0,
      p: 1,
    });
    checkShare("carry_in_rate", m.carry_in_rate, {
      a: 1 / 6,
      b: 1 / 6,
      hitsA: "010000",
      hitsB: "010000",
      difference: 0,
      aOnly: 0,
      bOnly: 0,
      p: 1,
    });
    // Any word: A all but 1; B in 1, 10, 2.
    checkShare("any_speech_rate", m.any_speech_rate, {
      a: 5 / 6,
      b: 3 / 6,
      hitsA: "011111",
      hitsB: "111000",
      difference: -2 / 6,
      aOnly: 3,
      bOnly: 1,
      p: 0.625,
    });

    // Intruded pauses (of 1, 2, 1, 1, 1, 1 pauses): A 0, 1, 0, 1, 1, 1 = 4/7; B 1, 1, 0, 0, 0, 0 = 2/7.
    const perPause = m.pause_intrusion_per_pause!;
    assert.deepEqual(Object.keys(perPause), [
      "n",
      "paired_a",
      "paired_b",
      "difference",
      "interval",
      "randomization_p",
      "own_a",
      "own_b",
    ]);
    assert.equal(perPause.n, 6);
    assert.equal(perPause.own_a, 4 / 7);
    assert.equal(perPause.own_b, 2 / 7);
    assert.equal(perPause.difference, 2 / 7 - 4 / 7);
    assert.deepEqual(perPause.interval, ratioInterval([0, 1, 0, 1, 1, 1], [1, 1, 0, 0, 0, 0], [1, 2, 1, 1, 1, 1]));
    // The swap test: the pauses are the same in both, so a swap moves B − A by ±d/7, d = B − A of a
    // sample (+1, 0, 0, −1, −1, −1); |±1 ± 1 ± 1 ± 1| reaches |−2| unless it is 0 (6 of 16): p = 10/16.
    assert.equal(perPause.randomization_p, 10 / 16);
    // Pause seconds covered (µs): A 0, 0.2, 0, 0.4, 0, 0 and B 0.4 ("Hm"), 0.2, 0, 0, 0, 0, both
    // 0.6 s of 6.8 s: the same ratio, difference exactly 0, but not 0 in every resample.
    const cover = m.intrusion_s_per_pause_s!;
    assert.equal(cover.n, 6);
    assert.equal(cover.own_a, 600000 / 6800000);
    assert.equal(cover.own_b, 600000 / 6800000);
    assert.equal(cover.difference, 0);
    assert.deepEqual(
      cover.interval,
      ratioInterval(
        [0, 200000, 0, 400000, 0, 0],
        [400000, 200000, 0, 0, 0, 0],
        [1200000, 2000000, 1000000, 1000000, 800000, 800000],
      ),
    );
    assert.ok(cover.interval![0]! < 0 && cover.interval![1]! > 0);
    assert.equal(cover.randomization_p, 1); // a difference of 0: every swap pattern reaches it
  });

  it("candor_pause_handling: 4 is eligible in B only, B is silent in 2", () => {
    // Paired: 1, 2, 3 (4 is ineligible in A). B's own values are over its 4 eligible samples.
    const s = c.subsets.candor_pause_handling!;
    assert.equal(s.paired_n, 3);
    const m = s.metrics;
    // A intrudes in all three; B in 1 and 3, not in 2 or 4. 1 / 0: p = 2 · 1/2 = 1.
    checkShare("pause_intrusion_rate", m.pause_intrusion_rate, {
      a: 1,
      b: 2 / 4,
      hitsA: "111",
      hitsB: "101",
      difference: -1 / 3,
      aOnly: 1,
      bOnly: 0,
      p: 1,
    });
    checkShare("inside_pause_onset_rate", m.inside_pause_onset_rate, {
      a: 1,
      b: 2 / 4,
      hitsA: "111",
      hitsB: "101",
      difference: -1 / 3,
      aOnly: 1,
      bOnly: 0,
      p: 1,
    });
    checkShare("pre_pause_speech_rate", m.pre_pause_speech_rate, {
      a: 1 / 3,
      b: 1 / 4,
      hitsA: "001",
      hitsB: "001",
      difference: 0,
      aOnly: 0,
      bOnly: 0,
      p: 1,
    });
    checkShare("carry_in_rate", m.carry_in_rate, {
      a: 0,
      b: 0,
      hitsA: "000",
      hitsB: "000",
      difference: 0,
      aOnly: 0,
      bOnly: 0,
      p: 1,
    });
    checkShare("any_speech_rate", m.any_speech_rate, {
      a: 1,
      b: 2 / 4,
      hitsA: "111",
      hitsB: "101",
      difference: -1 / 3,
      aOnly: 1,
      bOnly: 0,
      p: 1,
    });
    // Intruded pauses: A 1, 3, 2 of 1, 3, 3 (6/7); B 1, 0, 2 (3/7 paired; 3/8 with 4's one pause).
    const perPause = m.pause_intrusion_per_pause!;
    assert.equal(perPause.n, 3);
    assert.equal(perPause.own_a, 6 / 7);
    assert.equal(perPause.own_b, 3 / 8);
    assert.equal(perPause.difference, 3 / 7 - 6 / 7);
    assert.deepEqual(perPause.interval, ratioInterval([1, 3, 2], [1, 0, 2], [1, 3, 3]));
    // only sample 2 differs (−3 of the same 7 pauses): every swap pattern gives ±3/7, p = 1
    assert.equal(perPause.randomization_p, 1);
    // Covered pause µs: A 0.4, 0.7, 0.8 of 0.68, 3.5, 1.8 s; B 0.4, 0, 0.8 (own: + 0 of 1.0 s for 4).
    const cover = m.intrusion_s_per_pause_s!;
    assert.equal(cover.n, 3);
    assert.equal(cover.own_a, 1900000 / 5980000);
    assert.equal(cover.own_b, 1200000 / 6980000);
    assert.equal(cover.difference, 1200000 / 5980000 - 1900000 / 5980000);
    assert.deepEqual(
      cover.interval,
      ratioInterval([400000, 700000, 800000], [400000, 0, 800000], [680000, 3500000, 1800000]),
    );
    assert.equal(cover.randomization_p, 1); // again only sample 2 differs
  });

  it("candor_turn_taking: 2 is ineligible in B; B answers 1 and 5, falls silent in 3", () => {
    // Paired: 1, 3, 4, 5, 6. A: early, response 3.2, response 0, no_response, early.
    // B: response 0.5, no_response, response 0, response 1.5, early.
    const s = c.subsets.candor_turn_taking!;
    assert.equal(s.paired_n, 5);
    const m = s.metrics;
    // B's own: early {6} 1/5, within 1 s {1, 4} 2/5, within 2 s and 5 s {1, 4, 5} 3/5, silent {3} 1/5.
    checkShare("early_start_rate", m.early_start_rate, {
      a: 2 / 6,
      b: 1 / 5,
      hitsA: "10001",
      hitsB: "00001",
      difference: -1 / 5,
      aOnly: 1,
      bOnly: 0,
      p: 1,
    });
    checkShare("response_rate_1s", m.response_rate_1s, {
      a: 2 / 6,
      b: 2 / 5,
      hitsA: "00100",
      hitsB: "10100",
      difference: 1 / 5,
      aOnly: 0,
      bOnly: 1,
      p: 1,
    });
    // 0 / 2: p = 2 · 1/4.
    checkShare("response_rate_2s", m.response_rate_2s, {
      a: 2 / 6,
      b: 3 / 5,
      hitsA: "00100",
      hitsB: "10110",
      difference: 2 / 5,
      aOnly: 0,
      bOnly: 2,
      p: 0.5,
    });
    // 1 / 2: p = min(1, 2 · 4/8).
    checkShare("response_rate_5s", m.response_rate_5s, {
      a: 3 / 6,
      b: 3 / 5,
      hitsA: "01100",
      hitsB: "10110",
      difference: 1 / 5,
      aOnly: 1,
      bOnly: 2,
      p: 1,
    });
    checkShare("no_response_rate", m.no_response_rate, {
      a: 1 / 6,
      b: 1 / 5,
      hitsA: "00010",
      hitsB: "01000",
      difference: 0,
      aOnly: 1,
      bOnly: 1,
      p: 1,
    });
    // Latency, paired: A ∞, 3.2, 0, ∞, ∞ → median (3rd of 5) not reached, so no difference.
    // Own medians: A 3.2 (3rd of 0, 1.0, 3.2, ∞, ∞, ∞); B 1.5 (3rd of 0, 0.5, 1.5, ∞, ∞).
    // Interval: over all 5^5 ordered resamples, 601 have neither median reached (skipped), 1532
    // give −∞ (only A's not reached) and 391 give +∞; among the kept 2524, −∞ has probability
    // 0.61 and +∞ 0.15, both far above 0.025, so both endpoints are not reached.
    const lat = m.response_latency_s!;
    // Paired medians: A not reached (null); B 3rd of 0.5, 1.5, ∞, ∞, ∞ (1, 5, 3, 4, 6 sorted) = 1.5.
    // B − A is then −∞ (A never, B 1.5), with ends at −∞ and +∞: nulls with their sides.
    // Sign test, sample by sample (1, 3, 4, 5, 6): B earlier in 1 (0.5 < ∞) and 5 (1.5 < ∞), later
    // in 3 (∞ > 3.2), ties in 4 (0, 0) and 6 (∞, ∞): 1 later, 2 earlier, p = min(1, 2 · 4/8) = 1.
    assert.deepEqual(lat, {
      n: 5,
      paired_a: null,
      paired_b: 1.5,
      difference: null,
      interval: [null, null],
      infinite: { difference: "-inf", low: "-inf", high: "inf" },
      sign_test_p: 1,
      own_a: 3.2,
      own_b: 1.5,
    });
  });

  it("synthetic_user_interruption: exercised table, and the metrics over samples exercised in both", () => {
    // Eligible in both: 1..6. Exercised: A 2, 3, 4, 5, 6; B 1 (clip 06 moved over S), 2, 5, 6
    // (3 and 4 are silent in B). Both: 2, 5, 6; only A: 3, 4; only B: 1; neither: none.
    const s = c.subsets.synthetic_user_interruption!;
    assert.equal(s.paired_n, 6);
    assert.deepEqual(s.exercised, { both: 3, only_a: 2, only_b: 1, neither: 0 });
    const m = s.metrics;
    // exercised_rate pairs all 6: 2 / 1 discordant, p = min(1, 2 · 4/8).
    checkShare("exercised_rate", m.exercised_rate, {
      a: 5 / 6,
      b: 4 / 6,
      hitsA: "011111",
      hitsB: "110011",
      difference: -1 / 6,
      aOnly: 2,
      bOnly: 1,
      p: 1,
    });
    // The rest pair 2, 5, 6. A: speaking_at_end, response 0.96, response 0.0; B: speaking_at_end,
    // response 0.96, response 2.0 (the reply moved 2.0 s later). B's own are over 1, 2, 5, 6
    // (1 is speaking_at_end in B).
    checkShare("speaking_at_end_rate", m.speaking_at_end_rate, {
      a: 1 / 5,
      b: 2 / 4,
      hitsA: "100",
      hitsB: "100",
      difference: 0,
      aOnly: 0,
      bOnly: 0,
      p: 1,
    });
    checkShare("response_rate_1s", m.response_rate_1s, {
      a: 3 / 5,
      b: 1 / 4,
      hitsA: "011",
      hitsB: "010",
      difference: -1 / 3,
      aOnly: 1,
      bOnly: 0,
      p: 1,
    });
    // 2.0 s is within 2 s (the spec's "at most").
    checkShare("response_rate_2s", m.response_rate_2s, {
      a: 3 / 5,
      b: 2 / 4,
      hitsA: "011",
      hitsB: "011",
      difference: 0,
      aOnly: 0,
      bOnly: 0,
      p: 1,
    });
    checkShare("response_rate_5s", m.response_rate_5s, {
      a: 3 / 5,
      b: 2 / 4,
      hitsA: "011",
      hitsB: "011",
      difference: 0,
      aOnly: 0,
      bOnly: 0,
      p: 1,
    });
    checkShare("no_response_rate", m.no_response_rate, {
      a: 1 / 5,
      b: 0,
      hitsA: "000",
      hitsB: "000",
      difference: 0,
      aOnly: 0,
      bOnly: 0,
      p: 1,
    });
    checkShare("restart_rate", m.restart_rate, {
      a: 1 / 5,
      b: 1 / 4,
      hitsA: "010",
      hitsB: "010",
      difference: 0,
      aOnly: 0,
      bOnly: 0,
      p: 1,
    });
    // Response latency, paired: A ∞, 0.96, 0 → median 0.96; B ∞, 0.96, 2.0 → 2.0; +1.04.
    // Interval [0, 2.0]: see the enumeration in paired-median-difference.test.ts. Own: A 0.96 (3rd of
    // 0, 0.64, 0.96, ∞, ∞), B 2.0 (2nd of 0.96, 2.0, ∞, ∞).
    // Sign test: B later in 6 (2.0 > 0), ties in 2 (∞, ∞) and 5: 1 later, 0 earlier, p = min(1, 2 · 1/2) = 1.
    assert.deepEqual(m.response_latency_s, {
      n: 3,
      paired_a: 0.96,
      paired_b: 2,
      difference: 1.04,
      interval: [0, 2],
      sign_test_p: 1,
      own_a: 0.96,
      own_b: 2,
    });
    // Stop latency and speech in [S, R]: the speech covering S in 2, 5, 6 is the same audio in
    // both, so every resample has a zero difference (or none, when both medians are ∞).
    // Own stop medians: A 1.08; B 1.952 (2nd of 0.532, 1.952, 2.552, ∞).
    const stop = m.stop_latency_s!;
    assert.equal(stop.paired_a, stop.paired_b);
    assert.deepEqual(
      { ...stop, paired_a: 0, paired_b: 0 },
      { n: 3, paired_a: 0, paired_b: 0, difference: 0, interval: [0, 0], sign_test_p: 1, own_a: 1.08, own_b: 1.952 },
    );
    // Own speech ratios: A 7.284/11.872 s; B (2.2 + 2.4 + 0.98 + 1.952)/(2.2 + 2.4 + 2.2 + 3.072) s.
    const speech = m.speech_s_per_interruption_s!;
    assert.equal(speech.paired_a, speech.paired_b);
    assert.deepEqual(
      { ...speech, paired_a: 0, paired_b: 0 },
      {
        n: 3,
        paired_a: 0,
        paired_b: 0,
        difference: 0,
        interval: [0, 0],
        randomization_p: 1,
        own_a: 7284000 / 11872000,
        own_b: 7532000 / 9872000,
      },
    );
  });

  it("is deterministic: scoring and comparing again gives the same bytes", async () => {
    const again = await compareFixtures();
    assert.equal(comparisonText(again), comparisonText(c));
  });

  it("swapping A and B negates every difference and swaps the discordant counts", async () => {
    const [a, b] = [await score(TREE_A), await score(TREE_B)];
    const swapped = compareScored(b, a);
    for (const [subset, s] of Object.entries(c.subsets)) {
      const t = swapped.subsets[subset as keyof typeof swapped.subsets]!;
      assert.equal(t.paired_n, s.paired_n);
      const e = s["exercised"] as ExercisedTable | undefined;
      if (e)
        assert.deepEqual(t["exercised"], {
          both: e.both,
          only_a: e.only_b,
          only_b: e.only_a,
          neither: e.neither,
        });
      for (const [name, pm] of Object.entries(s.metrics)) {
        const q = t.metrics[name]!;
        assert.equal(
          q.difference === null ? null : q.difference + 0,
          pm.difference === null ? null : -pm.difference + 0,
          `${subset} ${name}`,
        );
        if (pm.discordant)
          assert.deepEqual(q.discordant, { a_only: pm.discordant.b_only, b_only: pm.discordant.a_only });
        assert.equal(q.mcnemar_p, pm.mcnemar_p);
        assert.equal(q.sign_test_p, pm.sign_test_p);
        assert.equal(q.randomization_p, pm.randomization_p);
      }
    }
  });
});
