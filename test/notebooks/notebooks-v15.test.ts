/**
 * The notebooks on a Full-Duplex-Bench v1.5 folder: `npm run notebooks -- --dataset fixtures/v15`
 * runs 08-matched-runs alone (DATASET set, the v1.0 notebooks listed as skipped), `--sample`
 * sets its drill-down, and a notebook named for an input of the other version refuses it in one
 * line: 03 a v1.5 folder, 08 a v1.0 one. Skipped without jupyter.
 */
import assert from "node:assert/strict";
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import { REPO, tempDir } from "../helpers/cli.js";
import { readNotebook, text } from "./notebook-files.js";

const hasJupyter = spawnSync("jupyter", ["nbconvert", "--version"], { encoding: "utf8" }).status === 0;
const SKIP = hasJupyter
  ? false
  : "jupyter nbconvert is not on PATH (Debian: jupyter-nbconvert jupyter-client): headless notebook runs skipped";
const SCRIPT = join(REPO, "scripts", "notebooks-run.mjs");
const CACHE = tempDir("fdb-unified-nb-v15-cache-");
const V15 = join("fixtures", "v15");

function runNotebooks(args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: REPO,
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: CACHE },
    maxBuffer: 64 << 20,
  });
}

test("--dataset of a v1.5 folder runs 08 alone with DATASET and SAMPLE set; 00-07 are listed as skipped", {
  skip: SKIP,
}, () => {
  const out = tempDir();
  const r = runNotebooks(["--dataset", V15, "--sample", "user_interruption/2", "--out", out]);
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(
    r.stdout,
    /^skip 03-user-interruption \(it reads Full-Duplex-Bench v1\.0 inputs; the input is v1\.5\)$/m,
  );
  assert.match(r.stdout, /^ok +08-matched-runs \(SAMPLE user_interruption\/2, \d+ charts, /m);
  assert.ok(r.stdout.includes("1 of 1 notebooks ran cleanly"), r.stdout);
  const nb = readNotebook(join(out, "08-matched-runs.ipynb"));
  const params = text(nb.cells.find((c) => c.id === "parameters")!.source);
  assert.ok(params.includes(`const DATASET = ${JSON.stringify(join(REPO, V15))};`), params);
  const drill = nb.cells.find((c) => c.id === "drill")!;
  const html = (drill.outputs ?? []).map((o) => text(o.data?.["text/html"])).join("");
  assert.ok(html.includes("user_interruption/2: ended_anyway"), "the drill-down did not draw the sample given");
  assert.ok(!html.includes("user_interruption/1: yielded"), "the drill-down drew more than the sample given");
});

test("a named notebook of the other version refuses the input in one line", { skip: SKIP }, () => {
  const a = runNotebooks(["--dataset", V15, "--out", tempDir(), "03-user-interruption"]);
  assert.equal(a.status, 1);
  assert.match(
    a.stderr,
    // the notebooks load with the library's loaders, whose line names the other one
    /UsageError: loadInput dir: .*fixtures\/v15 is a Full-Duplex-Bench v1\.5 folder; load it with loadMatchedInput/,
  );
  const b = runNotebooks(["--dataset", join("fixtures", "plain"), "--out", tempDir(), "08-matched-runs"]);
  assert.equal(b.status, 1);
  assert.match(
    b.stderr,
    /UsageError: loadMatchedInput dir: .*fixtures\/plain is a Full-Duplex-Bench v1\.0 input \(dataset\); load it with loadInput/,
  );
});
