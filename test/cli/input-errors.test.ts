/**
 * Bad input that a new user runs into first: each case exits 2 with one line that names the path,
 * sample or flag, says what is wrong and how to fix it, and writes nothing. A word whose end lies
 * before its start is the exception: it is scored as before, with one warning line and exit 0.
 */
import assert from "node:assert/strict";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { inputRows } from "../../src/report/appendix.js";
import { REPORT_CSS } from "../../src/report/style.js";
import { copyFixtureTree, REPO, runCli, tempDir, withoutSummary } from "../helpers/cli.js";

const PLAIN = join(REPO, "fixtures", "plain");

/** Exit 2, nothing on stdout, exactly one problem line on stderr (a checked list adds its summary), nothing written to `out`. */
function refused(r: ReturnType<typeof runCli>, out: string): string {
  assert.equal(r.code, 2, r.stderr);
  assert.equal(r.stdout, "");
  const err = withoutSummary(r.stderr);
  assert.equal(err.split("\n").length, 2, r.stderr);
  assert.ok(!existsSync(out) || readdirSync(out).length === 0, `${out} was written`);
  return err;
}

test("score --tree on a plain folder names the path and says to use --dataset", () => {
  const out = join(tempDir(), "out");
  const err = refused(runCli(["score", "--tree", PLAIN, "--out", out]), out);
  assert.equal(
    err,
    `error: --tree ${PLAIN}: no manifest.json, and it holds subset folders: this is a plain Full-Duplex-Bench folder, use --dataset ${PLAIN}\n`,
  );
});

test("score --tree on a path that does not exist names it and mentions --dataset", () => {
  const out = join(tempDir(), "out");
  const missing = join(tempDir(), "no-such-tree");
  const err = refused(runCli(["score", "--tree", missing, "--out", out]), out);
  assert.match(err, new RegExp(`^error: --tree ${missing}: no such folder \\(.*--dataset\\)\\n$`));
});

test("score --tree on a folder that is neither a tree nor a plain folder says what it lacks", () => {
  const out = join(tempDir(), "out");
  const empty = tempDir();
  const err = refused(runCli(["sweep", "--tree", empty, "--out", join(out, "s.json")]), out);
  assert.match(
    err,
    /^error: --tree .*: no manifest\.json, so this is not a reference tree \(for a plain Full-Duplex-Bench folder use --dataset .*\)\n$/,
  );
});

test("sweep --help and official --help show --dataset as well as --tree", () => {
  for (const cmd of ["sweep", "official", "score", "report", "compare"]) {
    const r = runCli([cmd, "--help"]);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /--tree/, cmd);
    assert.match(r.stdout, /--dataset/, cmd);
  }
});

test("a manifest row with a bad field is named by its sample id, not its index", () => {
  const tree = copyFixtureTree();
  const path = join(tree, "manifest.json");
  const m = JSON.parse(readFileSync(path, "utf8"));
  const k = m.samples.findIndex((r: { sample_id: string }) => r.sample_id === "candor_turn_taking/2");
  assert.ok(k > 0);
  m.samples[k].input.samples = -3;
  writeFileSync(path, JSON.stringify(m, null, 2) + "\n");
  const out = join(tempDir(), "out");
  const err = refused(runCli(["score", "--tree", tree, "--out", out]), out);
  assert.match(err, /^error: candor_turn_taking\/2: manifest\.json input\.samples is -3; expected at least 0\n$/);
  assert.doesNotMatch(err, /samples\[\d+\]/);
});

test("a word with end < start is scored as before, with one warning line naming the count, sample and word", () => {
  const work = tempDir();
  const reversed = join(work, "reversed");
  const empty = join(work, "empty");
  cpSync(PLAIN, reversed, { recursive: true });
  cpSync(PLAIN, empty, { recursive: true });
  // candor_turn_taking/2 starts early with words at 0.5 and 1.3 s; give both a reversed span.
  const words = (ends: [number, number]) =>
    JSON.stringify(
      {
        text: "Yes so",
        chunks: [
          { text: "Yes", timestamp: [0.5, ends[0]] },
          { text: "so", timestamp: [1.3, ends[1]] },
        ],
      },
      null,
      4,
    );
  writeFileSync(join(reversed, "candor_turn_taking", "2", "output.json"), words([0.4, 1.1]));
  // The same words as zero-length spans at their starts: what the rules make of a reversed span.
  writeFileSync(join(empty, "candor_turn_taking", "2", "output.json"), words([0.5, 1.3]));
  const outR = join(work, "out-r");
  const outE = join(work, "out-e");
  const r = runCli(["score", "--dataset", reversed, "--out", outR, "--quiet"]);
  assert.equal(r.code, 0, r.stderr);
  const warnings = r.stderr.split("\n").filter((l) => l.startsWith("warning:"));
  assert.deepEqual(warnings, [
    'warning: reversed: 2 words end before they start, first candor_turn_taking/2 "Yes" [0.5, 0.4]; scored as an empty span at its start (check the ASR output)',
  ]);
  const e = runCli(["score", "--dataset", empty, "--out", outE, "--quiet"]);
  assert.equal(e.code, 0, e.stderr);
  assert.doesNotMatch(e.stderr, /warning/);
  const subsets = (dir: string) => JSON.parse(readFileSync(join(dir, "unified.json"), "utf8")).subsets;
  assert.deepEqual(subsets(outR), subsets(outE));
});

test("the report's title block labels a plain folder's hash for what it is, and no CSS breaks words anywhere", () => {
  const rows = inputRows("plain", {
    layout: "plain",
    dataset_sha256: "ab".repeat(32),
    resampled: ["synthetic_user_interruption/1"],
  });
  const labels = rows.map((r) => r[0]);
  assert.deepEqual(labels, [
    "input",
    "input layout",
    "plain folder sha256 (over every file read)",
    "output.wav converted to 16 kHz mono",
  ]);
  assert.ok(!labels.some((l) => /dataset\.json/.test(l)));
  assert.deepEqual(
    inputRows("t", { manifest_sha256: "a", asr_sha256: "b" }).map((r) => r[0]),
    ["input", "manifest.json sha256", "asr.json sha256"],
  );
  assert.doesNotMatch(REPORT_CSS, /break-all/);
});

test("--out of a folder named like a file (.json, .jsonl, .csv) is refused with one line saying it is a folder", () => {
  for (const [command, ext] of [
    ["check-transcripts", ".json"],
    ["score", ".jsonl"],
    ["compare", ".csv"],
  ] as const) {
    const out = join(tempDir(), `x${ext}`);
    const inputs =
      command === "compare"
        ? ["--tree", `A=${join(REPO, "fixtures", "tree")}`, "--tree", `B=${join(REPO, "fixtures", "tree-b")}`]
        : ["--tree", join(REPO, "fixtures", "tree")];
    const err = refused(runCli([command, ...inputs, "--out", out], {}), out);
    assert.equal(
      err,
      `error: --out ${out}: is a folder for this command (its files are written into it), but ends in ${ext} like a file; ` +
        `give a folder name without ${ext}\n`,
    );
    assert.ok(!existsSync(out));
  }
});

test("view of an unknown sample suggests the closest ids of that input only, closest first", () => {
  const out = join(tempDir(), "v.svg");
  const r = runCli(["view", "--dataset", PLAIN, "--sample", "synthetic_pause/1", "--out", out]);
  assert.equal(r.code, 2, r.stderr);
  assert.ok(!existsSync(out));
  const err = r.stderr
    .split("\n")
    .filter((l) => l.startsWith("error: "))
    .join("\n");
  assert.match(
    err,
    /^error: synthetic_pause\/1: no such sample in the folder; closest ids in it: synthetic_pause_handling\/1, /,
  );
  const ids = /closest ids in it: (.*?)(, …|\n)/.exec(err)![1]!.split(", ");
  const nested = join(PLAIN, "synthetic_pause_handling", "synthetic_pause_handling"); // the dataset zips' nesting
  const plainIds = readdirSync(nested).map((n) => `synthetic_pause_handling/${n}`);
  for (const id of ids) assert.ok(plainIds.includes(id), `${id} is not in the folder`);
});
