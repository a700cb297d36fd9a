/**
 * The transcript check's bad input, all at once: a broken pause or turn-taking output.wav is
 * reported together with a broken interruption sample in one run, before the model computes
 * anything (the fresh VAD cache stays empty), exit 2, nothing written; `score` of the same input
 * never reads the pause and turn-taking audio, so it names the interruption sample alone.
 */
import assert from "node:assert/strict";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO, runCli, tempDir, withoutSummary } from "../helpers/cli.js";
import { encodeWav, plainFolderOf } from "../helpers/tree.js";
import { isErrorLines, listing } from "../faults/hostile-tree.js";

const TREE = join(REPO, "fixtures", "tree-audio");
const P = "synthetic_pause_handling";
const TT = "candor_turn_taking";
const UI = "synthetic_user_interruption";

function flipLastByte(file: string): void {
  const bytes = readFileSync(file);
  bytes[bytes.length - 1] ^= 1;
  writeFileSync(file, bytes);
}

/** Probability files the VAD cache `dir` holds (none when the model computed nothing). */
function cachedProbs(dir: string): string[] {
  return existsSync(dir)
    ? (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]).filter((f) => f.endsWith(".probs"))
    : [];
}

/**
 * Run `args` (with `--out` a fresh folder) on a fresh cache: exit 2, only error lines, no model run,
 * nothing written; the problem lines, without the summary line.
 */
function refused(args: string[], input: string): string[] {
  const cache = join(tempDir(), "cache");
  const out = join(tempDir(), "out");
  const before = listing(input);
  const r = runCli([...args, "--out", out], { FDB_UNIFIED_CACHE: cache });
  assert.equal(r.code, 2, r.stderr);
  assert.ok(isErrorLines(r.stderr), r.stderr);
  assert.equal(r.stdout, "");
  assert.deepEqual(cachedProbs(cache), [], "the model computed nothing");
  assert.ok(!existsSync(out), "nothing written");
  assert.deepEqual(listing(input), before, "the input is untouched");
  return withoutSummary(r.stderr).trimEnd().split("\n");
}

test("a broken pause output, a changed turn-taking output and a changed interruption output: all three at once, before the VAD", () => {
  const dir = join(tempDir(), "tree");
  cpSync(TREE, dir, { recursive: true });
  writeFileSync(join(dir, P, "1", "output.wav"), "not a wav file");
  flipLastByte(join(dir, TT, "2", "output.wav"));
  flipLastByte(join(dir, UI, "1", "output.wav"));
  for (const command of ["check-transcripts", "report"]) {
    const lines = refused([command, "--tree", dir, ...(command === "report" ? ["--transcript-check"] : [])], dir);
    // the report names its input in each line
    const named = lines.map((l) => (command === "report" ? l.replace(/^error: tree: /, "error: ") : l));
    assert.equal(named.length, 3, lines.join("\n"));
    assert.match(
      named[0]!,
      /^error: synthetic_pause_handling\/1: output\.wav is not a readable WAV file \(not a RIFF\/WAVE file\)$/,
    );
    assert.match(
      named[1]!,
      /^error: candor_turn_taking\/2: output\.wav sha256 [0-9a-f]{64} does not match manifest\.json [0-9a-f]{64}$/,
    );
    assert.match(
      named[2]!,
      /^error: synthetic_user_interruption\/1: output\.wav sha256 [0-9a-f]{64} does not match manifest\.json [0-9a-f]{64}; the file changed after manifest\.json was written/,
    );
  }
  // score reads no pause or turn-taking audio: the interruption sample alone
  const lines = refused(["score", "--tree", dir], dir);
  assert.equal(lines.length, 1, lines.join("\n"));
  assert.match(lines[0]!, /^error: synthetic_user_interruption\/1: output\.wav sha256 /);
});

test("a tree's pause output of the wrong format and a turn-taking output of the wrong length are named with an interruption sample's problem", () => {
  const dir = join(tempDir(), "tree");
  cpSync(TREE, dir, { recursive: true });
  const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as {
    samples: { sample_id: string; files: Record<string, string> }[];
  };
  for (const id of [`${P}/2`, `${TT}/1`]) delete m.samples.find((x) => x.sample_id === id)!.files["output.wav"]; // unpinned: only the header speaks
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(m, null, 2) + "\n");
  writeFileSync(join(dir, P, "2", "output.wav"), encodeWav(new Int16Array(8000), 8000));
  writeFileSync(join(dir, TT, "1", "output.wav"), encodeWav(new Int16Array(1600)));
  writeFileSync(join(dir, UI, "3", "output.json"), '{"text": "", "chunks": []}'); // hash no longer matches asr.json
  const lines = refused(["check-transcripts", "--tree", dir], dir);
  assert.equal(lines.length, 3, lines.join("\n"));
  assert.match(
    lines[0]!,
    /^error: synthetic_pause_handling\/2: output\.wav is 8000 Hz, 1 channel\(s\), 16-bit; expected 16000 Hz mono 16-bit PCM$/,
  );
  assert.match(
    lines[1]!,
    /^error: candor_turn_taking\/1: output\.wav holds 1600 samples; expected \d+ \(the window T\)$/,
  );
  assert.match(
    lines[2]!,
    /^error: synthetic_user_interruption\/3: output\.json sha256 [0-9a-f]{64} does not match asr\.json /,
  );
});

test("a plain folder: an unreadable pause output and a broken interruption sample at once, before the VAD", () => {
  const plain = plainFolderOf(TREE, join(tempDir(), "plain"));
  writeFileSync(join(plain, P, "1", "output.wav"), "not a wav file");
  writeFileSync(join(plain, UI, "2", "output.wav"), encodeWav(new Int16Array(16000), 16000, 1, 8).subarray(0, 30)); // a cut header
  const lines = refused(["check-transcripts", "--dataset", plain], plain);
  assert.equal(lines.length, 2, lines.join("\n"));
  assert.equal(
    lines[0],
    "error: synthetic_pause_handling/1: output.wav is not a readable WAV file (not a RIFF/WAVE file)",
  );
  assert.match(
    lines[1]!,
    /^error: synthetic_user_interruption\/2: output\.wav is not a readable WAV file \((?!not a RIFF).+\)$/,
  );
  // score reads no pause audio: the interruption sample alone
  const scored = refused(["score", "--dataset", plain], plain);
  assert.deepEqual(scored, [lines[1]]);
});
