/**
 * A setting is accepted or refused alike by the command line and the library: each VAD setting a
 * score records, given to `score` as its flag and to `scoreInput` as its option, is refused by both
 * with the same rule or accepted by both with the same `unified.json` bytes; a setting no output
 * records (the maximum speech) is refused by both; a family setting follows the same rule in both.
 * docs/output.md lists each setting's one name per medium, from the same table of settings.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";
import { loadInput, scoreInput, UsageError, writeScore } from "../../src/api/index.js";
import { allSettings } from "../../src/score/families.js";
import { DEFAULT_VAD_SETTINGS, MAX_SPEECH_SETTING, VAD_SETTINGS } from "../../src/vad/settings.js";
import { FIXTURE_TREE, REPO, runCli, tempDir } from "../helpers/cli.js";

const vad = { cacheDir: tempDir("fdb-unified-alike-cache-") };

/** What the library says of `options`: "ok", or its message after the option's name. */
function library(f: () => unknown): string {
  try {
    f();
    return "ok";
  } catch (e) {
    assert.ok(e instanceof UsageError, String(e));
    return e.message.replace(/^[^:]*: /, "");
  }
}

/** What `score` says of the flag's value: "ok", or its message after the flag, the value unquoted. */
function cli(args: string[], out: string): string {
  const r = runCli(["score", "--tree", FIXTURE_TREE, "--out", out, "--quiet", ...args]);
  if (r.code === 0) return "ok";
  assert.equal(r.code, 2, r.stderr);
  return r.stderr
    .replace(/^error: [^:]*: /, "")
    .replace(/^"([^"]*)"/, "$1")
    .trim();
}

test("each recorded VAD setting is accepted or refused alike by score and scoreInput", async () => {
  const input = await loadInput(FIXTURE_TREE, { vad });
  for (const s of VAD_SETTINGS) {
    const other = s.field === "threshold" ? 0.4 : DEFAULT_VAD_SETTINGS[s.field] + 50;
    for (const x of [other, -1, 1.5, 2]) {
      const dir = tempDir();
      const fromCli = cli([`--${s.flags[0]}`, String(x)], join(dir, "cli"));
      const fromLibrary = library(() => writeScore(scoreInput(input, { vad: { [s.field]: x } }), join(dir, "api")));
      assert.equal(fromCli, fromLibrary, `--${s.flags[0]} ${x} and options.vad.${s.field} = ${x}`);
      if (fromCli === "ok")
        assert.ok(
          readFileSync(join(dir, "cli", "unified.json")).equals(readFileSync(join(dir, "api", "unified.json"))),
          `${s.field} ${x}: unified.json differs`,
        );
    }
    assert.equal(library(() => scoreInput(input, { vad: { [s.field]: 0.4 } })) === "ok", s.valid(0.4));
  }
  const dir = tempDir();
  assert.match(cli([`--${MAX_SPEECH_SETTING.flags[0]}`, "5"], join(dir, "cli")), /unknown flag for score/);
  const maxSpeech = { [MAX_SPEECH_SETTING.field]: 5 } as object;
  assert.equal(
    library(() => scoreInput(input, { vad: maxSpeech })),
    "maxSpeechDurationS is not recorded in unified.json, so a score does not take it",
  );
});

test("a family setting is refused alike, by the same rule", async () => {
  const input = await loadInput(FIXTURE_TREE, { vad });
  for (const s of allSettings())
    for (const x of [-1, Infinity]) {
      const fromLibrary = library(() => scoreInput(input, { [s.option]: x }));
      const fromCli = runCli([
        "score",
        "--tree",
        FIXTURE_TREE,
        "--out",
        join(tempDir(), "x"),
        `--${s.flag}`,
        String(x),
      ]);
      assert.notEqual(fromLibrary, "ok", `${s.option} ${x}`);
      assert.equal(fromCli.code, 2, `--${s.flag} ${x}: ${fromCli.stderr}`);
      assert.ok(fromLibrary.includes(s.rule) && fromCli.stderr.includes(s.rule), `${fromLibrary} | ${fromCli.stderr}`);
    }
});

test("docs/output.md gives each setting one name per medium: flag, library option, JSON key", () => {
  const md = readFileSync(join(REPO, "docs", "output.md"), "utf8");
  const rows = [
    ...VAD_SETTINGS.map((s) => `| \`--${s.flags[0]}\` | \`options.vad.${s.field}\` | \`vad.${s.json}\` | ${s.rule} |`),
    ...allSettings().map((s) => `| \`--${s.flag}\` | \`options.${s.option}\` | \`${s.json}\` | ${s.rule} |`),
  ];
  for (const row of rows) assert.ok(md.includes(`\n${row}\n`), `docs/output.md has no row ${row}`);
});
