/**
 * VAD settings on the command line come from one table: `vad` and `sweep` refuse the same
 * values with the same line (a threshold of 0 or 1, fractional milliseconds), and every setting
 * also takes silero-vad's own name, which counts as the same flag.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { FIXTURE_TREE, runCli, tempDir } from "../helpers/cli.js";

const wav = join(FIXTURE_TREE, "synthetic_user_interruption", "3", "output.wav");
const env = { FDB_UNIFIED_CACHE: tempDir("fdb-unified-vad-settings-cache-") };

test("vad and sweep refuse a threshold of 0 or 1 and fractional milliseconds with the same line", () => {
  for (const [flag, value, rule] of [
    ["--threshold", "0", "a number strictly between 0 and 1"],
    ["--threshold", "1", "a number strictly between 0 and 1"],
    ["--min-silence-ms", "2.5", "a whole number of milliseconds >= 0"],
  ] as const) {
    const line = `error: ${flag}: "${value}" is not a valid value (expected ${rule})`;
    const v = runCli(["vad", wav, flag, value], env);
    assert.equal(v.code, 2, v.stderr);
    assert.equal(v.stderr.split("\n")[0], line);
    const s = runCli(["sweep", "--tree", FIXTURE_TREE, flag, value], env);
    assert.equal(s.code, 2, s.stderr);
    assert.equal(s.stderr.trim(), line);
  }
});

test("silero-vad's names are the same flags: same result, and both together are one flag given twice", () => {
  const short = runCli(
    ["vad", wav, "--json", "--min-speech-ms", "100", "--min-silence-ms", "50", "--max-speech-s", "1.5"],
    env,
  );
  const long = runCli(
    [
      "vad",
      wav,
      "--json",
      "--min-speech-duration-ms",
      "100",
      "--min-silence-duration-ms",
      "50",
      "--max-speech-duration-s",
      "1.5",
    ],
    env,
  );
  assert.equal(short.code, 0, short.stderr);
  assert.equal(long.stdout, short.stdout);
  assert.notEqual(short.stdout, runCli(["vad", wav, "--json"], env).stdout, "the settings change the segments");
  const both = runCli(["vad", wav, "--min-speech-ms", "100", "--min-speech-duration-ms", "100"], env);
  assert.equal(both.code, 2);
  assert.match(both.stderr, /^error: --min-speech-duration-ms: given more than once/);
  const grid = runCli(
    ["sweep", "--tree", FIXTURE_TREE, "--threshold", "0.5", "--min-silence-duration-ms", "100,200"],
    env,
  );
  assert.equal(grid.code, 0, grid.stderr);
  const settings = (JSON.parse(grid.stdout) as { settings: { min_silence_duration_ms: number }[] }).settings;
  assert.deepEqual(
    settings.map((s) => s.min_silence_duration_ms),
    [100, 200],
  );
});
