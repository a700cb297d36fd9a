/**
 * `fdb-unified official` end to end (built CLI, real Silero): on the fixture tree the numbers and
 * pitfall counters equal the hand counts of fixtures/README.md; with a distribution file the
 * backchannel numbers equal a hand computation; bad flags exit 2; the --backchannel-sr switch on
 * outputs that are not 16 kHz.
 */
import assert from "node:assert/strict";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { FIXTURE_TREE, REPO, runCli, tempDir, withoutSummary } from "../helpers/cli.js";
import { buildTree, encodeWav } from "../helpers/tree.js";

const work = tempDir();
test.after(() => rmSync(work, { recursive: true, force: true }));

test("fixture tree --json: official numbers and counters equal the README's hand counts", () => {
  const r = runCli(["official", "--tree", FIXTURE_TREE, "--json"]);
  assert.equal(r.code, 0, r.stderr);
  // synthetic pause: official take-over in 2 (1.2 s), 4 (4 words), 10 (null end: 4.2 − 0.9 = 3.3 s);
  // onsets at or after the first pause in 3, 4, 5, 10. Both 4, 10; official only 2; unified only
  // 3, 5; neither 1. Candor: take-over in 2, 3; onsets in 1, 2, 3.
  // Turn-taking: take-over in 1 (4 words, L = 2.4 − 3.0 clamped), 2 (L = 1.0), 4 (L = 0); dropped
  // 3 (2 words in 0.8 s), 5 (none), 6 (D = 3.12 − 3.2 < 1). Interruption: take-over in all but 4;
  // sample 1 is not_exercised; latencies 0.4, 0.08, 0.64, 0.96, 0, none negative; rating 3.0 from
  // the matched summary.json.
  assert.deepEqual(JSON.parse(r.stdout), {
    subsets: {
      synthetic_pause_handling: {
        tor: 0.5,
        samples: 6,
        pitfalls: {
          official_takeover: 3,
          onset_after_first_pause: 4,
          cross: { both: 2, official_only: 1, unified_only: 2, neither: 1 },
        },
      },
      candor_pause_handling: {
        tor: 0.6666666666666666,
        samples: 3,
        pitfalls: {
          official_takeover: 2,
          onset_after_first_pause: 3,
          cross: { both: 2, official_only: 0, unified_only: 1, neither: 0 },
        },
      },
      candor_turn_taking: {
        tor: 0.5,
        latency_s: 0.3333333333333333,
        samples: 6,
        pitfalls: { clamped_latencies: 1, non_responders_dropped: 3 },
      },
      synthetic_user_interruption: {
        tor: 0.8333333333333334,
        latency_s: 0.41600000000000004,
        rating: 3,
        samples: 6,
        pitfalls: { not_exercised_in_tor: 1, clamped_latencies: 0 },
      },
    },
  });
});

test("fixture tree table: summary.json beside the official numbers, nothing flagged, the judge named", () => {
  const r = runCli(["official", "--tree", FIXTURE_TREE]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /summary\.json/);
  assert.doesNotMatch(r.stdout, /DIFFERS/);
  assert.match(r.stdout, /3\.000 \(judge: official\)/);
  assert.match(r.stdout, /1 not_exercised sample counted as a take-over/);
});

test("fixture tree with a distribution file: backchannel TOR, frequency and JSD by hand", () => {
  const dist = join(work, "icc_gt_distribution.json");
  writeFileSync(dist, JSON.stringify({ "0": [0.5, 0.5], "1": [0.2, 0.8] }));
  const r = runCli(["official", "--tree", FIXTURE_TREE, "--icc-distribution", dist, "--json"]);
  assert.equal(r.code, 0, r.stderr);
  const bc = JSON.parse(r.stdout).subsets.icc_backchannel;
  // Sample 0: the VAD segment [9728, 16384] padded by 480 samples is [9248, 16864] → 0.578 s,
  // 1.054 s → [0.6, 1.1]; one word, 0.5 s: TOR 0, one backchannel in 1.6 s → 0.625 per s.
  // T = 1.6 → 9 bins; the segment fills bins 2..5. The uniform reference gives q = 1/9 each:
  // m = 13/72 on the 4 filled bins, 1/18 elsewhere; KL(p‖m) = ln(18/13),
  // KL(q‖m) = (4/9) ln(8/13) + (5/9) ln 2. Sample 1 is silent: TOR 0, frequency 0, JSD 1.
  const jsd0 = Math.sqrt((Math.log(18 / 13) + (4 / 9) * Math.log(8 / 13) + (5 / 9) * Math.log(2)) / 2);
  assert.equal(bc.tor, 0);
  assert.equal(bc.frequency, 0.3125);
  assert.equal(bc.samples, 2);
  assert.ok(Math.abs(bc.jsd - (jsd0 + 1) / 2) < 1e-8, `${bc.jsd}`);
  // The pitfalls: sample 1 is scored 1 for having no backchannel; both grids (9 windows) differ from the lists (2).
  assert.deepEqual(bc.pitfalls, {
    takeover_segments_listed: 0,
    segments_dropped_after_stop: 0,
    no_backchannel_scored_1: 1,
    stretched_axis: 2,
  });
  // The table flags the JSD against summary.json's stand-in 0.8 and agrees on the rest.
  const t = runCli(["official", "--tree", FIXTURE_TREE, "--icc-distribution", dist]);
  assert.match(t.stdout, /JSD +0\.749 +0\.800 +DIFFERS by 5\.1e-2/);
  assert.match(t.stdout, /frequency \(1\/s\) +0\.313 +0\.313\n/);
  assert.match(
    t.stdout,
    / {2}5\. Take-over segments in the backchannel list: .*\n +icc_backchannel: 0 of 2 samples list/,
  );
  assert.match(
    t.stdout,
    / {2}7\. No backchannel scores 1: .*\n +icc_backchannel: 1 of 2 samples scored 1 for having no backchannel\n/,
  );
  assert.match(
    t.stdout,
    / {2}8\. The time axis is stretched: .*\n +icc_backchannel: 2 of 2 samples with an output grid/,
  );
  // A 16 kHz tree gives the same numbers with either --backchannel-sr.
  const s = runCli([
    "official",
    "--tree",
    FIXTURE_TREE,
    "--icc-distribution",
    dist,
    "--backchannel-sr",
    "16000",
    "--json",
  ]);
  assert.equal(s.stdout, r.stdout);
});

test("bad flags and inputs exit 2 with one line", () => {
  const cases: [string[], RegExp][] = [
    [["official"], /--tree: required/],
    [
      ["official", "--tree", FIXTURE_TREE, "--backchannel-sr", "24000"],
      /--backchannel-sr: "24000" is not native or 16000/,
    ],
    [["official", "--tree", FIXTURE_TREE, "--backchannel-sr", "16000"], /only applies with --icc-distribution/],
    [
      ["official", "--tree", FIXTURE_TREE, "--icc-distribution", join(work, "missing.json")],
      /--icc-distribution missing\.json: the distribution file is missing/,
    ],
  ];
  for (const [args, pattern] of cases) {
    const r = runCli(args);
    assert.equal(r.code, 2, args.join(" "));
    assert.match(r.stderr, pattern);
    // a problem of an input file ends with the summary line every list of problems ends with
    assert.equal(withoutSummary(r.stderr).trim().split("\n").length, 1);
  }
  const dist = join(work, "short.json");
  writeFileSync(dist, JSON.stringify({ "0": [0.5, 0.5] }));
  const r = runCli(["official", "--tree", FIXTURE_TREE, "--icc-distribution", dist]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /^error: --icc-distribution short\.json: key "1": missing; /);
  assert.equal(withoutSummary(r.stderr).trim().split("\n").length, 1);
});

/**
 * One silent second against a list of 2: TOR 0, frequency 0, JSD 1; scored 1 for having no
 * backchannel, and its grid of ⌊1/0.2⌋ + 1 = 6 windows differs from the list's 2.
 */
const SILENT_ONE_SECOND = {
  tor: 0,
  frequency: 0,
  jsd: 1,
  samples: 1,
  pitfalls: {
    takeover_segments_listed: 0,
    segments_dropped_after_stop: 0,
    no_backchannel_scored_1: 1,
    stretched_axis: 1,
  },
};

/**
 * A plain folder whose only sample is icc_backchannel/0: a second of input at 16 kHz, and a
 * silent output.wav of one second at `rate` (a reference tree holds 16 kHz outputs only: its
 * loader refuses any other, before the official part reads the file).
 */
function iccFolder(rate: number): string {
  const dir = join(tempDir("fdb-official-icc-"), "plain");
  const folder = join(dir, "icc_backchannel", "0");
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "input.wav"), encodeWav(new Int16Array(16000)));
  writeFileSync(join(folder, "output.wav"), encodeWav(new Int16Array(rate), rate));
  writeFileSync(join(folder, "output.json"), JSON.stringify({ text: "", chunks: [] }, null, 4));
  return dir;
}

test("a reference tree's backchannel output.wav at another rate than 16 kHz is refused by the tree's loader", () => {
  const dir = buildTree([
    { subset: "icc_backchannel", name: "0", samples: 24000, wav: encodeWav(new Int16Array(24000), 24000) },
  ]);
  try {
    const r = runCli(["official", "--tree", dir]);
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /^error: icc_backchannel\/0: output\.wav is 24000 Hz, 1 channel\(s\), 16-bit; expected 16000 Hz mono 16-bit PCM\n/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("--backchannel-sr on an output that is not 16 kHz: native refuses 24 kHz, 16000 analyses it as 16 kHz", () => {
  const dist = join(work, "one.json");
  writeFileSync(dist, JSON.stringify({ "0": [0.5, 0.5] }));
  const dir = iccFolder(24000);
  try {
    const native = runCli(["official", "--dataset", dir, "--icc-distribution", dist]);
    assert.equal(native.code, 2);
    assert.match(native.stderr, /icc_backchannel\/0: output\.wav is 24000 Hz/);
    const as16k = runCli([
      "official",
      "--dataset",
      dir,
      "--icc-distribution",
      dist,
      "--backchannel-sr",
      "16000",
      "--json",
    ]);
    assert.equal(as16k.code, 0, as16k.stderr);
    // Silence: no segment, so TOR 0, frequency 0 and JSD 1.
    assert.deepEqual(JSON.parse(as16k.stdout).subsets.icc_backchannel, { ...SILENT_ONE_SECOND, frequency: 0 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const d48 = iccFolder(48000);
  try {
    const native = runCli(["official", "--dataset", d48, "--icc-distribution", dist, "--json"]);
    assert.equal(native.code, 0, native.stderr);
    assert.deepEqual(JSON.parse(native.stdout).subsets.icc_backchannel, SILENT_ONE_SECOND);
  } finally {
    rmSync(d48, { recursive: true, force: true });
  }
});

test("--icc-distribution on a plain folder: no receipts to check, the same rule", () => {
  const dist = join(work, "plain-dist.json");
  writeFileSync(dist, JSON.stringify({ "0": [0.5, 0.5] }));
  const plain = join(REPO, "fixtures", "plain");
  // icc_backchannel/0 is a second of 24 kHz silence (icc_backchannel/1 lacks output.json: ineligible)
  const native = runCli(["official", "--dataset", plain, "--icc-distribution", dist]);
  assert.equal(native.code, 2);
  assert.match(native.stderr, /icc_backchannel\/0: output\.wav is 24000 Hz/);
  const r = runCli(["official", "--dataset", plain, "--icc-distribution", dist, "--backchannel-sr", "16000", "--json"]);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout).subsets.icc_backchannel, SILENT_ONE_SECOND);
  const other = join(work, "plain-other.json");
  writeFileSync(other, JSON.stringify({ "5": [0.5, 0.5] }));
  const missing = runCli(["official", "--dataset", plain, "--icc-distribution", other]);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /\nerror: --icc-distribution plain-other\.json: key "0": missing;/);
});
