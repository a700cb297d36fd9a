/**
 * `fixtures/backchannel/` is exactly what its generator writes, and every sample gives the row
 * fixtures/README.md plans for it: the real Silero VAD at the default settings on output.wav
 * brought to T, the words of output.json, the backchannel rules at j 0.3 s, D 1 s, W 2 and the
 * folder's stand-in distribution. Lifts are checked against their ratios of counts by hand (the
 * file's 1e-10 moves them by about 1e-11). The official command on the folder (a plain folder)
 * counts each of the four backchannel pitfalls once or more.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { after, describe, it } from "node:test";
import { writeBackchannelFixture } from "../../fixtures/generator/backchannel.js";
import { repoRoot } from "../../fixtures/generator/paths.js";
import type { BackchannelEligibleRow } from "../../src/backchannel/index.js";
import { runCli, tempDir } from "../helpers/cli.js";
import { fixtureRows } from "./fixture-rows.js";

const FIXTURE = join(repoRoot(), "fixtures", "backchannel");

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

const close = (actual: readonly (number | null)[] | undefined, expected: number[], what: string) => {
  assert.equal(actual?.length, expected.length, what);
  for (const [k, x] of expected.entries())
    assert.ok(Math.abs(actual![k]! - x) < 1e-9, `${what}[${k}]: ${actual![k]} vs ${x}`);
};

describe("the backchannel fixture", () => {
  const temp = tempDir("fdb-bc-fixture-");
  after(() => rmSync(temp, { recursive: true, force: true }));

  it("regenerates byte for byte, and stays small", () => {
    writeBackchannelFixture(join(temp, "backchannel"));
    const expected = listFiles(FIXTURE);
    assert.deepEqual(listFiles(join(temp, "backchannel")), expected);
    let bytes = 0;
    for (const f of expected) {
      const a = readFileSync(join(FIXTURE, f));
      bytes += a.length;
      assert.ok(a.equals(readFileSync(join(temp, "backchannel", f))), `${f} differs`);
    }
    assert.ok(bytes < 500_000, `${bytes} bytes`);
  });

  it("every sample gives its planned row, and the block its counts", async () => {
    const { rows, block } = await fixtureRows(FIXTURE);
    const [r0, r1, r2, r3] = rows as BackchannelEligibleRow[];
    // 0: "Yeah." at 0.5 s, a sentence of 3.1 s, "Right." at 4.8 s past the grid of 16 windows (3.2 s)
    assert.deepEqual(r0!.backchannel.utterances, [
      [0.512, 0.864, 1, "backchannel"],
      [1.312, 4.416, 11, "takeover"],
      [4.8, 5.248, 1, "backchannel"],
    ]);
    assert.deepEqual(
      [r0!.T, r0!.backchannel.takeover_s, r0!.backchannel.grid_s, r0!.backchannel.off_grid],
      [5.4, 3.104, 3.2, 1],
    );
    // window 2: q ∝ 21 against a mean of 128 / 14; the one comparison list, "5", 11 against 123 / 14
    close(r0!.backchannel.lifts, [(21 * 14) / 128], "0 lifts");
    close(r0!.backchannel.lifts_other, [(11 * 14) / 123], "0 lifts_other");
    // 1: "Yeah." and "Right." 0.1 s apart: one utterance of 0.896 s and 2 words; "Uh huh." at w = 10 = L − P
    assert.deepEqual(r1!.backchannel.utterances, [
      [0.416, 1.312, 2, "backchannel"],
      [2.016, 2.496, 2, "backchannel"],
    ]);
    assert.deepEqual([r1!.backchannel.unsegmented_words, r1!.backchannel.off_grid], [1, 0]);
    close(r1!.backchannel.lifts, [(17 * 11) / 125, (9 * 11) / 125], "1 lifts");
    // comparison lists "0", "5" and "6" (its 1e-10 is not 0; "7"'s exact zeros are)
    close(r1!.backchannel.lifts_other, [(2.1 + 121 / 103 + 1) / 3, (0.8 + 99 / 103 + 1) / 3], "1 lifts_other");
    // 2: an untranscribed "Uh huh." (nonlexical), then 3 words in 0.96 s (a take-over)
    assert.deepEqual(r2!.backchannel.utterances, [
      [0.608, 1.088, 0, "backchannel"],
      [1.6, 2.56, 3, "takeover"],
    ]);
    close(r2!.backchannel.lifts, [120 / 74], "2 lifts");
    close(r2!.backchannel.lifts_other, [(190 / 102 + 130 / 116 + 110 / 94 + 1) / 4], "2 lifts_other");
    assert.deepEqual(r3!.backchannel, {
      utterances: [],
      backchannels: 0,
      nonlexical: 0,
      takeovers: 0,
      takeover_s: 0,
      unsegmented_words: 0,
      grid_s: 1.6,
      off_grid: 0,
      lifts: [],
      lifts_other: [],
    });
    assert.deepEqual(rows[4], {
      sample_id: "icc_backchannel/4",
      subset: "icc_backchannel",
      task: "backchannel",
      eligible: false,
      reasons: ["output.json missing"],
    });
    assert.deepEqual(block.counts, {
      selected: 5,
      eligible: 4,
      ineligible: 1,
      utterances: 7,
      backchannels: 5,
      nonlexical: 1,
      takeovers: 2,
      unsegmented_words: 1,
      scored: 4,
      off_grid: 1,
    });
    const m = block.metrics;
    assert.equal(m.backchannel_rate_per_min.value, (5 * 60) / 13.4);
    assert.equal(m.takeover_s_per_s.value, 4.064 / 13.4);
    assert.deepEqual([m.backchannel_sample_rate.count, m.takeover_rate.count, m.nonlexical_share.value], [3, 2, 0.2]);
    assert.ok(m.listening_gain!.p_value! < 0.01); // the stand-in's peaks are where the fixture speaks
  });

  it("official on the folder: numbers, and each backchannel pitfall counted", () => {
    const r = runCli([
      "official",
      "--dataset",
      FIXTURE,
      "--icc-distribution",
      join(FIXTURE, "icc_gt_distribution.json"),
      "--json",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const bc = JSON.parse(r.stdout).subsets.icc_backchannel;
    // the last segment's take-over wins: 0 (a segment over 3 s stops the loop) and 2 (3 words)
    assert.deepEqual([bc.tor, bc.samples], [0.5, 4]);
    assert.deepEqual(bc.pitfalls, {
      takeover_segments_listed: 1, // 2: the 3-word pair is listed
      segments_dropped_after_stop: 1, // 0: "Right." after the 3.1 s sentence
      no_backchannel_scored_1: 1, // 3: silent
      stretched_axis: 4, // each output ends before T, and no list has ⌊T_out / 0.2⌋ + 1 windows
    });
  });
});
