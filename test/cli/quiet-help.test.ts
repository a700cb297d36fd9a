/**
 * Quiet means quiet and help means help: `--quiet` on a converted plain folder prints nothing
 * (the conversion note is there without it); each command's `--help` lists every flag of its
 * table with its default, and an example; an unknown flag names the commands that take it.
 */
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { COMMAND_SPECS } from "../../src/cli/commands.js";
import { REPO, runCli } from "../helpers/cli.js";

test("--quiet prints nothing on a converted plain folder; without it the conversion note is printed", () => {
  const work = mkdtempSync(join(tmpdir(), "fdb-unified-quiet-"));
  try {
    const dir = join(work, "plain");
    cpSync(join(REPO, "fixtures", "plain"), dir, { recursive: true });
    const loud = runCli(["score", "--dataset", dir, "--out", join(work, "a")]);
    assert.equal(loud.code, 0, loud.stderr);
    assert.match(
      loud.stderr,
      /^note: plain: 8 WAV files converted to 16 kHz mono: 2 output\.wav resampled from 24000 Hz; /,
    );
    const quiet = runCli(["score", "--dataset", dir, "--out", join(work, "b"), "--quiet"]);
    assert.equal(quiet.code, 0, quiet.stderr);
    assert.equal(quiet.stdout + quiet.stderr, "");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test("each command's --help says what it does first, then lists every flag with its default and one line, and an example", () => {
  for (const [command, spec] of Object.entries(COMMAND_SPECS)) {
    const r = runCli([command, "--help"]);
    assert.equal(r.code, 0, `${command}: ${r.stderr}`);
    assert.equal(r.stdout.split("\n")[0], `fdb-unified ${command}: ${spec.summary}.`);
    assert.match(r.stdout, new RegExp(`^usage: fdb-unified ${command} `, "m"));
    for (const f of spec.flags) {
      const line = r.stdout
        .split("\n")
        .findIndex(
          (l) =>
            l.startsWith(`  --${f.name}${f.kind === "string" ? " " : ""}`) ||
            l === `  --${f.name}` ||
            l.startsWith(`  --${f.name}  `),
        );
      assert.ok(line >= 0, `${command} --help: no line for --${f.name}`);
      const text = (r.stdout.split("\n")[line] + r.stdout.split("\n")[line + 1]!).replace(/\s+/g, " ");
      assert.ok(text.includes(`(default: ${f.default}`), `${command} --help: --${f.name} shows no default`);
    }
    assert.match(r.stdout, new RegExp(`\\nexample:\\n  fdb-unified ${command} `));
  }
  const score = runCli(["score", "--help"]).stdout;
  assert.match(score, /--quiet +print nothing on success: no table and no notes .*\(default: off\)/);
  assert.match(score, /--ignore NAME +skip a folder that looks like a subset under another name/);
});

test("an unknown flag names the commands that take it, or says where the flags are listed", () => {
  const r = runCli(["compare", "--tree", "fixtures/tree", "--tree", "fixtures/tree-b", "--threshold", "0.3"]);
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr,
    "error: --threshold: unknown flag for compare; score, sweep, report, check-transcripts, view and vad take it " +
      "(fdb-unified score --help)\n",
  );
  const none = runCli(["score", "--tree", "fixtures/tree", "--bogus"]);
  assert.equal(none.code, 2);
  assert.equal(none.stderr, "error: --bogus: unknown flag; run fdb-unified score --help for its flags\n");
  const alias = runCli(["table", "--tree", "fixtures/tree", "--min-speech-duration-ms", "10"]);
  assert.match(
    alias.stderr,
    /^error: --min-speech-duration-ms: unknown flag for table; score, sweep, report, check-transcripts, view and vad take it/,
  );
});

test("the top-level help says score takes a plain folder too", () => {
  const r = runCli(["--help"]);
  assert.match(r.stdout, /\n {2}score +score a reference tree or a plain folder/);
});

test("fdb-unified --help says what the tool does first, then lists every command, its summary in one column", () => {
  const r = runCli(["--help"]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout.split("\n")[0]!, /^fdb-unified: turn-taking metrics .*Full-Duplex-Bench v1\.0 and v1\.5/);
  const rows = r.stdout.split("\n").filter((l) => /^ {2}[a-z]/.test(l));
  assert.deepEqual(
    rows.map((l) => l.trim().split(" ")[0]),
    Object.keys(COMMAND_SPECS),
  );
  const names = Object.keys(COMMAND_SPECS);
  const column = 2 + Math.max(...names.map((n) => n.length)) + 2;
  for (const [k, l] of rows.entries()) {
    const summary = COMMAND_SPECS[names[k] as keyof typeof COMMAND_SPECS].summary;
    assert.equal(l.indexOf(summary), column, l);
    assert.equal(l.slice(0, column).trimEnd(), `  ${names[k]}`, l);
  }
});
