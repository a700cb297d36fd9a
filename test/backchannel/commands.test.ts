/**
 * The backchannel family through every command on `fixtures/backchannel` (a plain folder with a
 * stand-in ground truth): `score` writes the block and rows the rules give (fixture-rows.ts, the
 * path a loader takes, by hand), the signature names the family's settings and the ground truth,
 * the timing metrics need the file and say so without it; a bad file or key is exit 2 with one
 * line per problem and nothing written; a v1.5 folder refuses the family's flags; `sweep` carries
 * the block at every point with j, D and W varied; `view`, `compare`, `table` and `report` show it.
 */
import assert from "node:assert/strict";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { repoRoot } from "../../fixtures/generator/paths.js";
import { runCli, tempDir, withoutSummary } from "../helpers/cli.js";
import { fixtureRows } from "./fixture-rows.js";

const FIXTURE = join(repoRoot(), "fixtures", "backchannel");
const GROUND = join(FIXTURE, "icc_gt_distribution.json");
const V15 = join(repoRoot(), "fixtures", "v15");

const jsonLines = (path: string) =>
  readFileSync(path, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("the backchannel family through the commands", () => {
  const work = tempDir("fdb-bc-commands-");
  let expected: Awaited<ReturnType<typeof fixtureRows>>;
  before(async () => {
    expected = await fixtureRows(FIXTURE);
  });
  after(() => {});

  it("score: the block and rows the rules give, after the other subsets; the signature names the ground truth", () => {
    const out = join(work, "score");
    const r = runCli(["score", "--dataset", FIXTURE, "--icc-distribution", GROUND, "--out", out]);
    assert.equal(r.code, 0, r.stderr);
    const u = JSON.parse(readFileSync(join(out, "unified.json"), "utf8"));
    const icc = u.subsets.icc_backchannel;
    assert.deepEqual(Object.keys(icc), ["task", "counts", "coverage", "metrics", "backchannel"]);
    assert.deepEqual(icc.metrics, {}, "the v1.0 block keeps its counts only");
    assert.deepEqual(JSON.parse(JSON.stringify(expected.block)), icc.backchannel);
    const rows = jsonLines(join(out, "unified-samples.jsonl")).filter((x) => x["subset"] === "icc_backchannel");
    assert.deepEqual(rows, JSON.parse(JSON.stringify(expected.rows)));
    const sha = icc.backchannel.distribution_sha256 as string;
    assert.match(
      r.stdout,
      new RegExp(`\\|ci:0\\.95\\|j:0\\.3\\|D:1\\|W:2\\|icc:${sha.slice(0, 8)}\\|resampled:\\d+\\n`),
      "the signature's settings and the ground truth's first 8 hex digits",
    );
    assert.match(r.stdout, /defs:fdb-v1\.0-unified-4\+fdb-v1\.0-backchannel-1\|/);
    assert.match(r.stdout, /^ {2}backchannel \(fdb-v1\.0-backchannel-1, j 0\.3 s, D 1 s, W 2\): eligible 4\/5 · /m);
    assert.match(r.stdout, /^ {2}backchannel\.timing_lift +\(1\.552\) /m, "fewer than 10 backchannels: in parentheses");
    assert.match(r.stdout, / permutation p /);
  });

  it("score without the ground truth: the five metrics that need none, and one line saying what the others need", () => {
    const r = runCli(["score", "--dataset", FIXTURE, "--json", "--out", join(work, "json")]);
    assert.equal(r.code, 0, r.stderr);
    const b = JSON.parse(r.stdout).subsets.icc_backchannel.backchannel;
    assert.deepEqual(Object.keys(b.metrics), [
      "backchannel_rate_per_min",
      "backchannel_sample_rate",
      "takeover_rate",
      "takeover_s_per_s",
      "nonlexical_share",
    ]);
    assert.equal(b.distribution_sha256, null);
    assert.deepEqual([b.counts.scored, b.counts.off_grid], [null, null]);
    const text = runCli(["score", "--dataset", FIXTURE, "--out", join(work, "plain")]);
    assert.match(
      text.stdout,
      /timing_lift, timing_lift_other and listening_gain need the ground truth: --icc-distribution FILE/,
    );
    assert.doesNotMatch(text.stdout, /\|icc:/);
  });

  it("a bad ground truth: exit 2, one line per problem naming the file and the key, nothing written", () => {
    const bad = join(work, "bad.json");
    writeFileSync(bad, JSON.stringify({ "0": [0.5, -0.5], "1": [0.5], "2": [1, 1], "3": [0, 0] }));
    const out = join(work, "bad-out");
    const r = runCli(["score", "--dataset", FIXTURE, "--icc-distribution", bad, "--out", out]);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, "");
    assert.equal(existsSync(out), false, "nothing written");
    assert.deepEqual(withoutSummary(r.stderr).trim().split("\n"), [
      'error: --icc-distribution bad.json: key "0": 1 value below 0 (the first at index 1: -0.5)',
      'error: --icc-distribution bad.json: key "1": 1 value; a list needs at least 2',
      'error: --icc-distribution bad.json: key "3": the values sum to 0; a list needs a positive sum',
    ]);
    const missing = join(work, "missing-key.json");
    writeFileSync(missing, JSON.stringify({ "0": [1, 1], "1": [1, 1], "2": [1, 1] }));
    const m = runCli(["score", "--dataset", FIXTURE, "--icc-distribution", missing, "--out", out]);
    assert.equal(m.code, 2);
    assert.match(
      m.stderr,
      /^error: --icc-distribution missing-key\.json: key "3": missing; the file needs a list for every scored icc_backchannel sample/,
    );
    const nan = join(work, "nan.json");
    writeFileSync(nan, '{"0": [1, NaN], "1": [1, 1], "2": [1, 1], "3": [1, Infinity]}');
    const n = runCli(["score", "--dataset", FIXTURE, "--icc-distribution", nan]);
    assert.equal(n.code, 2);
    assert.equal(withoutSummary(n.stderr).trim().split("\n").length, 2, n.stderr);
    assert.match(n.stderr, /key "0": 1 value not a finite number \(the first at index 1: NaN\)/);
    assert.equal(existsSync(join(FIXTURE, "unified.json")), false, "the input folder untouched");
  });

  it("the family's flags: a bad setting is one line naming it; a v1.5 folder refuses them all", () => {
    const w = runCli(["score", "--dataset", FIXTURE, "--max-words", "2.5", "--json", "--out", join(work, "w")]);
    assert.equal(w.code, 2);
    assert.match(w.stderr, /^error: --max-words: "2\.5" is not a whole number of words from 0 /);
    for (const flag of [
      ["--icc-distribution", GROUND],
      ["--merge-gap-s", "0.2"],
      ["--max-duration-s", "0.8"],
      ["--max-words", "3"],
    ]) {
      const r = runCli(["score", "--dataset", V15, ...flag, "--json", "--out", join(work, "v15")]);
      assert.equal(r.code, 2, flag.join(" "));
      assert.match(r.stderr, new RegExp(`^error: ${flag[0]}: not for a v1\\.5 input \\(no metric of it `));
    }
  });

  it("settings move the rules: W 0 leaves only wordless utterances as backchannels", () => {
    const r = runCli([
      "score",
      "--dataset",
      FIXTURE,
      "--icc-distribution",
      GROUND,
      "--max-words",
      "0",
      "--json",
      "--out",
      join(work, "w0"),
    ]);
    assert.equal(r.code, 0, r.stderr);
    const b = JSON.parse(r.stdout).subsets.icc_backchannel.backchannel;
    assert.deepEqual(b.settings, { merge_gap_s: 0.3, max_duration_s: 1, max_words: 0 });
    assert.equal(b.counts.backchannels, expected.block.counts.nonlexical);
  });

  it("sweep: the block at every point, j varied inside each VAD setting; the default point is the score's block", () => {
    const r = runCli([
      "sweep",
      "--dataset",
      FIXTURE,
      "--icc-distribution",
      GROUND,
      "--threshold",
      "0.5",
      "--min-silence-ms",
      "100",
      "--merge-gap-s",
      "0.2,0.3",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const points = JSON.parse(r.stdout).settings as Record<string, unknown>[];
    assert.deepEqual(
      points.map((p) => p["merge_gap_s"]),
      [0.2, 0.3],
    );
    const at = points[1]!["backchannel"] as { counts: unknown; metrics: unknown };
    assert.deepEqual(
      at,
      JSON.parse(JSON.stringify({ counts: expected.block.counts, metrics: expected.block.metrics })),
    );
    const csv = runCli(["sweep", "--dataset", FIXTURE, "--threshold", "0.5", "--min-silence-ms", "100", "--csv"]);
    const head = csv.stdout.split("\n")[0]!.split(",");
    assert.ok(
      head.includes("backchannel.backchannels") && head.includes("backchannel.takeover_rate.value"),
      head.join(","),
    );
  });

  it("view, compare, table and report show it", () => {
    const svg = join(work, "bc0.svg");
    const v = runCli([
      "view",
      "--dataset",
      FIXTURE,
      "--icc-distribution",
      GROUND,
      "--sample",
      "icc_backchannel/0",
      "--out",
      svg,
    ]);
    assert.equal(v.code, 0, v.stderr);
    const drawn = readFileSync(svg, "utf8");
    assert.match(drawn, /icc_backchannel\/0: 2 backchannels, 1 take-over/);
    assert.match(drawn, /listeners&#39; coverage|listeners' coverage/);

    const copy = join(work, "copy");
    cpSync(FIXTURE, copy, { recursive: true });
    const c = runCli([
      "compare",
      "--dataset",
      `A=${FIXTURE}`,
      "--dataset",
      `B=${copy}`,
      "--icc-distribution",
      GROUND,
      "--json",
    ]);
    assert.equal(c.code, 0, c.stderr);
    const paired = JSON.parse(c.stdout).subsets.icc_backchannel.backchannel;
    assert.equal(paired.paired_n, 4);
    assert.equal(paired.metrics.timing_lift.difference, 0, "the same outputs: no difference");

    const t = runCli([
      "table",
      "--dataset",
      `A=${FIXTURE}`,
      "--dataset",
      `B=${copy}`,
      "--icc-distribution",
      GROUND,
      "--format",
      "json",
    ]);
    assert.equal(t.code, 0, t.stderr);
    const board = JSON.parse(t.stdout) as { columns: { metric: string }[]; rows: { cells: { best: boolean }[] }[] };
    const k = board.columns.findIndex((x) => x.metric === "backchannel.timing_lift");
    assert.ok(k >= 0, "timing_lift is a headline column");
    assert.ok(
      board.rows.every((r) => !r.cells[k]!.best),
      "over fewer than 10 backchannels: never marked best",
    );

    const rep = join(work, "report");
    const r = runCli(["report", "--dataset", `bc=${FIXTURE}`, "--icc-distribution", GROUND, "--out", rep]);
    assert.equal(r.code, 0, r.stderr);
    const html = readFileSync(join(rep, "index.html"), "utf8");
    // inside icc_backchannel's own section, under its heading
    assert.match(
      html,
      /<h2>\d+\. icc_backchannel \(backchannel\)<\/h2>(?:(?!<h2>)[\s\S])*<h3>icc_backchannel: backchannel metrics<\/h3>/,
    );
    for (const kind of ["values", "systems", "sample"]) assert.match(html, new RegExp(`data-chart="${kind}"`), kind);
  });
});
