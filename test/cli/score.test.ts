/**
 * The score command end to end on the bundled fixture tree: both files written, the same bytes
 * on a rerun, only the two contract files written, and bad input or flags exiting 2 with one
 * line and no output.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { copyFixtureTree, FIXTURE_TREE, runCli, tempDir } from "../helpers/cli.js";

function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(relative(dir, p), createHash("sha256").update(readFileSync(p)).digest("hex"));
    }
  };
  walk(dir);
  return out;
}

test("score writes both files, prints the table, and a rerun writes the same bytes", () => {
  const out1 = tempDir();
  const out2 = tempDir();
  const r1 = runCli(["score", "--tree", FIXTURE_TREE, "--out", out1]);
  assert.equal(r1.code, 0, r1.stderr);
  const r2 = runCli(["score", "--tree", FIXTURE_TREE, "--out", out2, "--no-cache"]);
  assert.equal(r2.code, 0, r2.stderr);
  assert.deepEqual(readdirSync(out1).sort(), ["unified-samples.jsonl", "unified.json"]);
  for (const f of ["unified.json", "unified-samples.jsonl"]) {
    assert.ok(readFileSync(join(out1, f)).equals(readFileSync(join(out2, f))), `${f} differs between runs`);
  }
  assert.match(r1.stdout, /pause_intrusion_rate/);
  assert.match(r1.stdout, /reference \(summary\.json, judge: official\)/);
  const u = JSON.parse(readFileSync(join(out1, "unified.json"), "utf8"));
  assert.deepEqual(Object.keys(u), ["definitions", "tool", "inputs", "vad", "intervals", "subsets"]);
  assert.deepEqual(Object.keys(u.subsets), [
    "synthetic_pause_handling",
    "candor_pause_handling",
    "candor_turn_taking",
    "synthetic_user_interruption",
    "icc_backchannel",
  ]);
  assert.equal(u.vad.model_sha256, "1a153a22f4509e292a94e67d6f9b85e8deb25b4988682b7e174c65279d8788e3");
  const text = readFileSync(join(out1, "unified.json"), "utf8");
  assert.ok(!text.includes(FIXTURE_TREE) && !/\d{4}-\d\d-\d\dT\d\d:/.test(text), "no paths or timestamps");
});

test("scoring in place writes only unified.json and unified-samples.jsonl into the tree", () => {
  const tree = copyFixtureTree();
  const before = snapshot(tree);
  const r = runCli(["score", "--tree", tree, "--quiet"]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, "");
  const after = snapshot(tree);
  const added = [...after.keys()].filter((k) => !before.has(k)).sort();
  assert.deepEqual(added, ["unified-samples.jsonl", "unified.json"]);
  for (const [k, v] of before) assert.equal(after.get(k), v, `${k} changed`);
});

test("bad input exits 2 with one line naming the sample, and leaves earlier outputs untouched", () => {
  const tree = copyFixtureTree();
  const out = tempDir();
  writeFileSync(join(out, "unified.json"), "earlier\n");
  const sample = readdirSync(join(tree, "candor_turn_taking")).filter((n) =>
    statSync(join(tree, "candor_turn_taking", n)).isDirectory(),
  )[0]!;
  writeFileSync(join(tree, "candor_turn_taking", sample, "output.json"), '{"text": "", "chunks": []}');
  const r = runCli(["score", "--tree", tree, "--out", out]);
  assert.equal(r.code, 2);
  assert.equal(r.stdout, "");
  assert.equal(r.stderr.trim().split("\n").length, 2, r.stderr);
  assert.match(r.stderr, /\nerror: 1 problem; nothing was written\n$/);
  assert.match(
    r.stderr,
    new RegExp(`^error: candor_turn_taking/${sample}: output\\.json sha256 [0-9a-f]{64} does not match asr\\.json`),
  );
  assert.equal(readFileSync(join(out, "unified.json"), "utf8"), "earlier\n");
  assert.ok(!existsSync(join(out, "unified-samples.jsonl")));
  assert.deepEqual(readdirSync(out), ["unified.json"], "no temporary file left behind");
});

test("a folder without manifest.json, and a tree without asr.json, are refused saying what is missing", () => {
  const folder = join(FIXTURE_TREE, "candor_turn_taking");
  const r = runCli(["score", "--tree", folder]);
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr,
    `error: --tree ${folder}: no manifest.json, so this is not a reference tree (for a plain Full-Duplex-Bench folder use --dataset ${folder})\n`,
  );
  const tree = copyFixtureTree();
  rmSync(join(tree, "asr.json"));
  const a = runCli(["score", "--tree", tree, "--out", tempDir()]);
  assert.equal(a.code, 2);
  assert.match(a.stderr, /^error: asr\.json: asr\.json is missing: run reference-asr on the tree first\n$/);
});

test("bad flags exit 2 with one line naming the flag", () => {
  for (const [args, pattern] of [
    [["score"], /--tree: required/],
    [["score", "--tree"], /--tree: needs a value/],
    [["score", "--tree", FIXTURE_TREE, "--bogus"], /--bogus: unknown flag/],
    [["score", "--tree", FIXTURE_TREE, "--jobs", "0"], /--jobs: "0" is not a valid value/],
    [["frobnicate"], /unknown command "frobnicate"/],
  ] as [string[], RegExp][]) {
    const r = runCli(args);
    assert.equal(r.code, 2, `${args.join(" ")}: ${r.stderr}`);
    assert.match(r.stderr, pattern);
  }
});

test("a VAD cache inside the tree is refused (exit 2) and nothing is written there", () => {
  const tree = copyFixtureTree();
  const before = snapshot(tree);
  const r = runCli(["score", "--tree", tree, "--quiet"], { FDB_UNIFIED_CACHE: join(tree, ".cache") });
  assert.equal(r.code, 2, r.stderr);
  assert.match(r.stderr, /inside the input tree/);
  assert.deepEqual(snapshot(tree), before);
});

test("score --help prints the usage line and exits 0", () => {
  const r = runCli(["score", "--help"]);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /^fdb-unified score: score a reference tree .*\n\nusage: fdb-unified score \(--tree/);
});
