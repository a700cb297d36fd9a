/**
 * `npm run notebooks -- --sample ID` checks ID against the input before any notebook runs: an
 * unknown or ineligible id exits 2 at once with one line offering the input's closest eligible ids.
 */
import assert from "node:assert/strict";
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { FIXTURE_TREE, REPO, tempDir } from "../helpers/cli.js";

const hasJupyter = spawnSync("jupyter", ["nbconvert", "--version"], { encoding: "utf8" }).status === 0;
const SKIP = hasJupyter
  ? false
  : "jupyter nbconvert is not on PATH (Debian: jupyter-nbconvert jupyter-client): skipped";
const SCRIPT = join(REPO, "scripts", "notebooks-run.mjs");
const CACHE = tempDir("fdb-unified-nb-cache-");

function runNotebooks(args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [SCRIPT, ...args], {
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: CACHE },
    maxBuffer: 64 << 20,
  });
}

test("--sample is checked against the input before any notebook runs: exit 2 at once, the closest eligible ids first", {
  skip: SKIP,
}, () => {
  const out = tempDir();
  const unknown = runNotebooks(["--sample", "candor_turn_taking/16", "--out", out, "02-turn-taking"]);
  assert.equal(unknown.status, 2, unknown.stdout + unknown.stderr);
  assert.equal(
    unknown.stderr,
    "--sample candor_turn_taking/16: no such sample in fixtures/tree; the closest eligible ids there: " +
      "candor_turn_taking/1, candor_turn_taking/6, candor_turn_taking/2, candor_turn_taking/3, candor_turn_taking/4\n",
  );
  assert.equal(unknown.stdout, "", "a notebook ran");
  const ineligible = runNotebooks([
    "--tree",
    FIXTURE_TREE,
    "--sample",
    "candor_turn_taking/7",
    "--out",
    out,
    "02-turn-taking",
  ]);
  assert.equal(ineligible.status, 2, ineligible.stdout + ineligible.stderr);
  assert.match(
    ineligible.stderr,
    /^--sample candor_turn_taking\/7: ineligible in .+ \(input pacing deviation [^)]*\); the closest eligible ids there: candor_turn_taking\/1, /,
  );
  assert.equal(ineligible.stderr.split("\n").length, 2, "one line");
  assert.doesNotMatch(
    ineligible.stderr,
    /candor_turn_taking\/7,|candor_pause/,
    "an ineligible or other-subset id offered",
  );
  assert.equal(existsSync(join(out, "02-turn-taking.ipynb")), false, "a notebook was written");
});
