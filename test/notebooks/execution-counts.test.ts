/**
 * `npm run notebooks` keeps each code cell's execution count in the executed copy (the kernel
 * announces it, notebooks/kernel/execute-queue.cjs) and the HTML export shows `In [1]:`, ...
 */
import assert from "node:assert/strict";
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO, tempDir } from "../helpers/cli.js";
import { notebookOf, readNotebook } from "./notebook-files.js";

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

test("an executed copy keeps every code cell's execution count, 1, 2, 3 in order, and the HTML shows them", {
  skip: SKIP,
}, () => {
  const dir = join(tempDir(), "notebooks");
  mkdirSync(dir);
  const nb = notebookOf(['const TREE = "fixtures/tree";', "const x = 1;", "console.log(x + 1);"]);
  nb.cells.splice(1, 0, { cell_type: "markdown", id: "m1", metadata: {}, source: "A note." });
  writeFileSync(join(dir, "counts.ipynb"), JSON.stringify(nb));
  const out = tempDir();
  const r = runNotebooks(["--notebooks", dir, "--out", out]);
  assert.equal(r.status, 0, r.stdout + r.stderr);
  const executed = readNotebook(join(out, "counts.ipynb"));
  assert.deepEqual(
    executed.cells.map((c) => (c.cell_type === "code" ? c.execution_count : "markdown")),
    [1, "markdown", 2, 3],
  );
  const prompts = readFileSync(join(out, "counts.html"), "utf8").match(/In&nbsp;\[[^\]]*\]:/g);
  assert.deepEqual(prompts, ["In&nbsp;[1]:", "In&nbsp;[2]:", "In&nbsp;[3]:"]);
});
