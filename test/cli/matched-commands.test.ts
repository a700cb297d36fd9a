/**
 * The commands on the committed v1.5 fixtures (fixtures/v15, fixtures/v15-b, fixtures/README.md
 * gives every sample's planned outcome): compare, table, sweep, report and view each take v1.5
 * folders, and an input of each version in one command is refused naming which is which.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO, runCli, tempDir } from "../helpers/cli.js";

const V15 = join(REPO, "fixtures", "v15");
const V15B = join(REPO, "fixtures", "v15-b");
const TREE = join(REPO, "fixtures", "tree");

test("compare and table of two v1.5 systems on one dataset", () => {
  const c = runCli(["compare", "--dataset", `A=${V15}`, "--dataset", `B=${V15B}`, "--json"]);
  assert.equal(c.code, 0, c.stderr);
  const j = JSON.parse(c.stdout) as { definitions?: string; subsets: Record<string, unknown> };
  assert.deepEqual(Object.keys(j.subsets), [
    "user_interruption",
    "user_backchannel",
    "talking_to_other",
    "background_speech",
  ]);
  const t = runCli(["table", "--dataset", `A=${V15}`, "--dataset", `B=${V15B}`, "--format", "markdown"]);
  assert.equal(t.code, 0, t.stderr);
  assert.match(t.stdout, /### user\\_backchannel/);
  assert.match(t.stdout, /Net triggered →0/);
  assert.match(t.stdout, /margin:0\.5/);
});

test("a v1.0 and a v1.5 input in one command: exit 2, one line naming which is which, nothing run", () => {
  const r = runCli(["compare", "--dataset", `A=${V15}`, "--tree", `B=${TREE}`]);
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr,
    "error: --tree, --dataset: A is Full-Duplex-Bench v1.5, B v1.0; give inputs of one version (v1.5 folders are scored by their matched runs)\n",
  );
});

test("sweep of a v1.5 folder over margins: one CSV line per setting, margin and subset", () => {
  const r = runCli([
    "sweep",
    "--dataset",
    V15,
    "--threshold",
    "0.5",
    "--min-silence-duration-ms",
    "100",
    "--yield-margin-s",
    "0.25,1",
    "--csv",
  ]);
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trim().split("\n");
  assert.match(
    lines[0]!,
    /^threshold,min_speech_duration_ms,min_silence_duration_ms,speech_pad_ms,yield_margin_s,subset,/,
  );
  // the default grid's other lists stay: count the rows of one setting
  const rows = lines.slice(1).filter((l) => l.startsWith("0.5,250,100,0,"));
  assert.deepEqual(
    rows.map((l) => l.split(",").slice(4, 6).join(",")),
    [
      "0.25,user_interruption",
      "0.25,user_backchannel",
      "0.25,talking_to_other",
      "0.25,background_speech",
      "1,user_interruption",
      "1,user_backchannel",
      "1,talking_to_other",
      "1,background_speech",
    ],
  );
});

test("report of two v1.5 systems: a part per input, and v1.0-only flags refused", () => {
  const out = tempDir();
  try {
    const r = runCli(["report", "--dataset", `v15=${V15}`, "--dataset", `v15-b=${V15B}`, "--out", join(out, "r")]);
    assert.equal(r.code, 0, r.stderr);
    const html = readFileSync(join(out, "r", "index.html"), "utf8");
    assert.match(html, /<h2>\d+\. v15: user_interruption<\/h2>/);
    assert.match(html, /<h2>\d+\. v15-b: background_speech<\/h2>/);
    assert.match(html, /data-chart="survival"/);
    assert.match(html, /<h2>\d+\. Comparison: v15-b − v15<\/h2>/);
    const bad = runCli(["report", "--dataset", V15, "--out", join(out, "bad"), "--audio"]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /^error: --audio: not for a v1\.5 input \(its report draws no sample\)/);
    assert.equal(existsSync(join(out, "bad")), false);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

/** The PCM bytes of a WAV file's data chunk. */
function pcmData(wav: Buffer): Buffer {
  for (let at = 12; at + 8 <= wav.length; at += 8 + wav.readUInt32LE(at + 4)) {
    if (wav.toString("ascii", at, at + 4) === "data") return wav.subarray(at + 8, at + 8 + wav.readUInt32LE(at + 4));
  }
  throw new Error("no data chunk");
}

test("view of a v1.5 sample draws each input under its output and plays all four, inputs as the files hold them", () => {
  const out = tempDir();
  try {
    const sample = join(V15, "user_interruption", "1");
    const svg = runCli(["view", "--dataset", V15, "--sample", "user_interruption/1", "--out", join(out, "v.svg")]);
    assert.equal(svg.code, 0, svg.stderr);
    const drawn = readFileSync(join(out, "v.svg"), "utf8");
    const lanes = [
      "output.wav (input with",
      "input.wav (the user's audio with",
      "clean_output.wav (control",
      "clean_input.wav (the",
    ];
    const at = lanes.map((l) => drawn.indexOf(l));
    assert.ok(
      at.every((k) => k >= 0),
      `lanes drawn at ${at}`,
    );
    assert.deepEqual(
      [...at].sort((a, b) => a - b),
      at,
      "each input under its output",
    );
    const page = runCli([
      "view",
      "--dataset",
      V15,
      "--sample",
      "user_interruption/1",
      "--out",
      join(out, "v.html"),
      "--audio",
    ]);
    assert.equal(page.code, 0, page.stderr);
    const html = readFileSync(join(out, "v.html"), "utf8");
    const players = [...html.matchAll(/title="user_interruption\/1 ([\w.]+)" src="data:audio\/wav;base64,([^"]+)"/g)];
    assert.deepEqual(
      players.map((m) => m[1]),
      ["output.wav", "input.wav", "clean_output.wav", "clean_input.wav"],
    );
    // the fixture's inputs are 16 kHz mono PCM16: the players carry their samples unchanged
    for (const [, name, data] of players.filter((m) => m[1]!.endsWith("input.wav")))
      assert.ok(pcmData(Buffer.from(data!, "base64")).equals(pcmData(readFileSync(join(sample, name!)))), name);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("view of a v1.5 sample: the outcome in the title; an unknown id gets this folder's closest ids", () => {
  const out = tempDir();
  try {
    const r = runCli(["view", "--dataset", V15, "--sample", "user_interruption/1", "--out", join(out, "v.svg")]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(readFileSync(join(out, "v.svg"), "utf8"), /user_interruption\/1: yielded/);
    const bad = runCli(["view", "--dataset", V15, "--sample", "user_interruption/9", "--out", join(out, "w.svg")]);
    assert.equal(bad.code, 2);
    assert.match(
      bad.stderr,
      /user_interruption\/9: no such sample in the folder; closest ids in it: user_interruption\/1, user_interruption\/2/,
    );
    assert.deepEqual(readdirSync(out), ["v.svg"]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
