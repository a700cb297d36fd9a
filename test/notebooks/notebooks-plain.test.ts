/**
 * The notebooks on a plain Full-Duplex-Bench folder: `npm run notebooks -- --dataset
 * fixtures/plain` runs the eight v1.0 ones headless (08 reads v1.5 folders; the runner skips it) (the comparison notebook compares the folder with
 * itself, the leaderboard holds it alone) with no cell error, the quickstart's aggregates are those `fdb-unified score --dataset`
 * writes, and a drill-down with no sample of its kind prints one line instead of failing (with
 * the real Silero model the fixture's tones are not speech, so no interruption sample is
 * exercised). The runner's --tree / --dataset flags must match the folder's kind.
 */
import assert from "node:assert/strict";
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { before, test } from "node:test";
import { REPO, runCli, tempDir } from "../helpers/cli.js";
import { detailsJson, notebookNames, readNotebook, text } from "./notebook-files.js";

const hasJupyter = spawnSync("jupyter", ["nbconvert", "--version"], { encoding: "utf8" }).status === 0;
const SKIP = hasJupyter
  ? false
  : "jupyter nbconvert is not on PATH (Debian: jupyter-nbconvert jupyter-client): headless notebook runs skipped";
const SCRIPT = join(REPO, "scripts", "notebooks-run.mjs");
const PLAIN = join(REPO, "fixtures", "plain");
const CACHE = tempDir("fdb-unified-nb-plain-cache-");

function runNotebooks(args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [SCRIPT, ...args], {
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: CACHE },
    maxBuffer: 64 << 20,
  });
}

/** Every v1.0 notebook (08 reads v1.5 folders): the leaderboard (06) with TREE set to the folder scores it alone. */
const NAMES = notebookNames().filter(
  (n) => readNotebook(join(REPO, "notebooks", `${n}.ipynb`)).metadata.fdb_unified?.reads !== "v1.5",
);
const OUT = tempDir("fdb-unified-nb-plain-out-");
let run: SpawnSyncReturns<string> | null = null;
before(() => {
  if (hasJupyter) run = runNotebooks(["--dataset", PLAIN, "--out", OUT, ...NAMES]);
});

const streams = (name: string, stream: "stdout" | "stderr") =>
  readNotebook(join(OUT, `${name}.ipynb`)).cells.flatMap((c) =>
    (c.outputs ?? []).filter((o) => o.output_type === "stream" && o.name === stream).map((o) => text(o.text)),
  );

test("every notebook runs on a plain folder without a cell error", { skip: SKIP }, () => {
  assert.equal(run!.status, 0, `${run!.stdout}\n${run!.stderr}`);
  for (const name of NAMES) {
    assert.match(run!.stdout, new RegExp(`^ok +${name} `, "m"));
    const nb = readNotebook(join(OUT, `${name}.ipynb`));
    assert.equal(nb.cells.flatMap((c) => c.outputs ?? []).filter((o) => o.output_type === "error").length, 0, name);
    assert.deepEqual(streams(name, "stderr"), [], name);
  }
});

test("the quickstart's aggregates on the plain folder are those of score --dataset", { skip: SKIP }, () => {
  const machine = readNotebook(join(OUT, "00-quickstart.ipynb")).cells.find((c) => c.id === "machine")!;
  const records = detailsJson(machine) as {
    subset: string;
    metric: string;
    value: number | null;
  }[];
  const out = tempDir();
  const r = runCli(["score", "--dataset", PLAIN, "--out", out, "--quiet"]);
  assert.equal(r.code, 0, r.stderr);
  const unified = JSON.parse(readFileSync(join(out, "unified.json"), "utf8"));
  const rate = records.find((x) => x.subset === "candor_turn_taking" && x.metric === "early_start_rate")!;
  assert.equal(rate.value, unified.subsets.candor_turn_taking.metrics.early_start_rate.value);
  assert.equal(unified.subsets.synthetic_user_interruption.counts.exercised, 0);
});

test("a drill-down with no sample of its kind prints one line saying so", { skip: SKIP }, () => {
  const lines = streams("03-user-interruption", "stdout").join("").split("\n");
  assert.ok(
    lines.includes(
      "synthetic_user_interruption: no exercised sample (speech at S): nothing to draw (set SAMPLE to a sample id)",
    ),
    lines.join("\n"),
  );
});

test("--tree on a plain folder and --dataset on a tree are refused with the right flag named", () => {
  const a = runNotebooks(["--tree", PLAIN]);
  assert.equal(a.status, 2);
  assert.match(
    a.stderr,
    /^--tree .*: no manifest\.json, so not a reference tree; for a plain Full-Duplex-Bench folder use --dataset /,
  );
  const b = runNotebooks(["--dataset-b", join(REPO, "fixtures", "tree")]);
  assert.equal(b.status, 2);
  assert.match(b.stderr, /^--dataset-b .*: holds manifest\.json, so it is a reference tree; use --tree-b /);
});

test("a subset without samples prints one line instead of a row of empty interval charts", { skip: SKIP }, () => {
  const cell = readNotebook(join(OUT, "01-pause-handling.ipynb")).cells.find((c) => c.id === "charts")!;
  const html = (cell.outputs ?? []).map((o) => text(o.data?.["text/html"]));
  const at = html.findIndex((h) => h.includes("<h4>candor_pause_handling</h4>"));
  assert.ok(at >= 0, "no candor_pause_handling heading");
  assert.equal(
    html[at + 1],
    '<p class="fdb-empty">candor_pause_handling: no eligible sample (0 selected), so no metric has a value to chart</p>',
  );
  assert.ok(!html.slice(at).join("").includes("<svg"), "empty interval charts drawn for a subset without samples");
  assert.ok(html.slice(0, at).join("").includes("<svg"), "the subset with samples lost its charts");
});

test("a bad SAMPLE on a plain folder stops the cell with the command line's one-line message and the valid ids", {
  skip: SKIP,
}, () => {
  // --sample is refused before any notebook runs (test/notebooks/sample-check.test.ts) ...
  const refused = runNotebooks(["--dataset", PLAIN, "--sample", "candor_turn_taking/99", "02-turn-taking"]);
  assert.equal(refused.status, 2, refused.stdout + refused.stderr);
  assert.match(
    refused.stderr,
    /^--sample candor_turn_taking\/99: no such sample in .*; the closest eligible ids there: /,
  );
  // ... so a SAMPLE set in the notebook itself shows how the kernel stops the cell
  const dir = join(tempDir(), "notebooks");
  mkdirSync(dir);
  const source = readFileSync(join(REPO, "notebooks", "02-turn-taking.ipynb"), "utf8");
  const edited = source.replace(/const SAMPLE = \\"\\";/, 'const SAMPLE = \\"candor_turn_taking/99\\";');
  assert.notEqual(edited, source, "no SAMPLE line to set");
  writeFileSync(join(dir, "02-turn-taking.ipynb"), edited);
  const out = tempDir();
  const r = runNotebooks(["--notebooks", dir, "--dataset", PLAIN, "--out", out, "02-turn-taking"]);
  assert.equal(r.status, 1, r.stdout + r.stderr);
  const message =
    'candor_turn_taking/99: no such sample in the plain folder; closest eligible ids of candor_turn_taking: candor_turn_taking/1, candor_turn_taking/2, candor_turn_taking/3 (set SAMPLE to one, or to "" to pick one)';
  assert.match(r.stderr, /^02-turn-taking: cell \d+ \(const ttEligible = .*\):\n {4}InputError: (.*)\n$/);
  assert.equal(/InputError: (.*)\n$/.exec(r.stderr)![1], message);
  const errors = readNotebook(join(out, "02-turn-taking.ipynb"))
    .cells.flatMap((c) => c.outputs ?? [])
    .filter((o) => o.output_type === "error");
  assert.deepEqual(
    errors.map((o) => [o.ename, o.evalue]),
    [["InputError", message]],
  );
  // the kernel prints the message alone, as the command line does: no stack
  assert.deepEqual((errors[0] as { traceback?: string[] }).traceback, [`InputError: ${message}`]);
  assert.ok(readFileSync(join(out, "02-turn-taking.html"), "utf8").includes("no such sample in the plain folder"));
});
