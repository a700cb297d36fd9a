/**
 * `fdb-unified view` end to end: .svg and .html (with --audio players as data URIs) written for a
 * tree and a plain folder, the VAD setting flags reaching the subtitle, and an unknown or
 * ineligible id (or a bad extension) exiting 2 with one line and nothing written.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { FIXTURE_TREE, REPO, runCli, tempDir } from "../helpers/cli.js";

const PLAIN = join(REPO, "fixtures", "plain");

test("view --out .svg and .html --audio: the view, and players for output.wav (and input.wav where present)", () => {
  const dir = tempDir();
  const svg = join(dir, "v.svg");
  let r = runCli([
    "view",
    "--tree",
    FIXTURE_TREE,
    "--sample",
    "synthetic_user_interruption/3",
    "--out",
    svg,
    "--threshold",
    "0.3",
  ]);
  assert.equal(r.code, 0, r.stderr);
  const text = readFileSync(svg, "utf8");
  assert.match(text, /^<svg/);
  assert.match(text, /onset threshold 0.3 · offset threshold 0.15/);
  const html = join(dir, "v.html");
  r = runCli(["view", "--tree", FIXTURE_TREE, "--sample", "synthetic_user_interruption/3", "--out", html, "--audio"]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal((readFileSync(html, "utf8").match(/<audio /g) ?? []).length, 1, "a tree has output.wav only");
  const plain = join(dir, "p.html");
  r = runCli(["view", "--dataset", PLAIN, "--sample", "candor_turn_taking/1", "--out", plain, "--audio"]);
  assert.equal(r.code, 0, r.stderr);
  const page = readFileSync(plain, "utf8");
  assert.equal((page.match(/<audio [^>]*src="data:audio\/wav;base64,/g) ?? []).length, 2, "output.wav and input.wav");
  assert.doesNotMatch(page, /<script/);
  r = runCli([
    "view",
    "--tree",
    FIXTURE_TREE,
    "--sample",
    "synthetic_user_interruption/3",
    "--out",
    join(dir, "again.svg"),
    "--threshold",
    "0.3",
  ]);
  assert.equal(readFileSync(join(dir, "again.svg"), "utf8"), text, "same input, same bytes");
});

test("view refuses unknown and ineligible ids and bad outputs: exit 2, one line, nothing written", () => {
  const dir = tempDir();
  const cases: [string[], RegExp][] = [
    [
      ["--tree", FIXTURE_TREE, "--sample", "synthetic_user_interruption/99", "--out", join(dir, "a.svg")],
      /^error: synthetic_user_interruption\/99: no such sample in the tree's manifest\.json; closest ids in it: synthetic_user_interruption\/1, synthetic_user_interruption\/2, synthetic_user_interruption\/3, … \(\d+ in all\)\n$/,
    ],
    [
      ["--dataset", PLAIN, "--sample", "synthetic_pause_handling/10", "--out", join(dir, "b.svg")],
      /^error: synthetic_pause_handling\/10: ineligible.*output.wav missing\)\n$/,
    ],
    [
      ["--tree", FIXTURE_TREE, "--sample", "synthetic_user_interruption/3", "--out", join(dir, "c.pdf")],
      /^error: --out: .*\.svg, \.png or \.html\n$/,
    ],
    [
      ["--tree", FIXTURE_TREE, "--sample", "synthetic_user_interruption/3", "--out", join(dir, "d.svg"), "--audio"],
      /^error: --audio: /,
    ],
    [["--tree", FIXTURE_TREE, "--out", join(dir, "e.svg")], /^error: --sample: required/],
  ];
  for (const [args, line] of cases) {
    const r = runCli(["view", ...args]);
    assert.equal(r.code, 2, r.stderr);
    const errLines = r.stderr.split("\n").filter((l) => l.startsWith("error:"));
    assert.equal(errLines.length, 1);
    assert.match(errLines[0]! + "\n", line);
    assert.ok(!existsSync(args[args.indexOf("--out") + 1]!));
  }
});
