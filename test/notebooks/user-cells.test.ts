/**
 * Cells written as a user writes them (test/notebooks/user-cells/): the typed rows of
 * `eligibleRows` give `.outcome`, `.stop_s` and `.latency_s` without a hand-written guard, and
 * print what the CLI's unified-samples.jsonl holds for the same tree; a typo (`.outcom`) fails
 * the cell with TypeScript's message naming the field and the row type. Through the kernel
 * protocol, Tab on a typed row offers its fields and Shift-Tab shows a field's doc comment.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";
import { FIXTURE_TREE, REPO, runCli, tempDir } from "../helpers/cli.js";
import type { InterruptionRow, SampleRow, TurnTakingRow } from "../../src/unified/rows.js";
import { driveKernel, NO_CLIENT } from "./kernel-client.js";
import { readNotebook, text } from "./notebook-files.js";

const hasJupyter = spawnSync("jupyter", ["nbconvert", "--version"], { encoding: "utf8" }).status === 0;
const SKIP = hasJupyter
  ? false
  : "jupyter nbconvert is not on PATH (Debian: jupyter-nbconvert jupyter-client): user-cell notebooks skipped";

test("typed rows type-check and print the CLI's rows; a typo names the field and the row type", {
  skip: SKIP,
  timeout: 600_000,
}, () => {
  const out = tempDir();
  const r = spawnSync(
    process.execPath,
    [
      join(REPO, "scripts", "notebooks-run.mjs"),
      "--notebooks",
      join(REPO, "test", "notebooks", "user-cells"),
      "--out",
      out,
    ],
    {
      encoding: "utf8",
      env: { ...process.env, FDB_UNIFIED_CACHE: tempDir() },
    },
  );
  assert.equal(r.status, 1, r.stdout + r.stderr);
  assert.match(r.stdout, /^ok +typed-rows /m);
  assert.match(r.stdout, /^FAIL typo /m);
  assert.match(
    r.stderr,
    /typo: cell 3 .*\n.*Property 'outcom' does not exist on type 'InterruptionRow'\. Did you mean 'outcome'\?/,
  );

  const cli = tempDir();
  assert.equal(runCli(["score", "--tree", FIXTURE_TREE, "--out", cli]).code, 0);
  const rows = readFileSync(join(cli, "unified-samples.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as SampleRow);
  const ints = rows.filter((x): x is InterruptionRow => x.subset === "synthetic_user_interruption" && x.eligible);
  const turns = rows.filter((x): x is TurnTakingRow => x.subset === "candor_turn_taking" && x.eligible);
  const pauses = rows.filter((x) => x.subset === "synthetic_pause_handling" && x.eligible);
  const printed = readNotebook(join(out, "typed-rows.ipynb")).cells.map((c) =>
    (c.outputs ?? []).map((o) => text(o.text)).join(""),
  );
  assert.ok(ints.length > 0 && turns.length > 0 && pauses.length > 0);
  assert.equal(
    printed[2],
    `not exercised: ${ints.filter((x) => x.outcome === "not_exercised").length} of ${ints.length}\n`,
  );
  assert.equal(
    printed[3],
    `stops: ${ints
      .filter((x) => x.stop_s !== null)
      .map((x) => `${x.sample_id} ${x.stop_s}`)
      .join("; ")}\n` +
      `interruption latencies: ${ints
        .filter((x) => x.outcome === "response")
        .map((x) => x.latency_s)
        .join(", ")}\n`,
  );
  assert.equal(
    printed[4],
    `turn-taking latencies: ${turns.map((x) => x.latency_s ?? "").join(", ")}\n` +
      `intruded: ${pauses.filter((x) => "pause_intrusion" in x && x.pause_intrusion).length} of ${pauses.length}\n`,
  );
});

test("Tab on a typed row offers its fields; Shift-Tab shows a field's type and doc comment", {
  skip: NO_CLIENT,
  timeout: 600_000,
}, () => {
  const row = 'eligibleRows(rows, "synthetic_user_interruption")[0]!.';
  const [, complete, inspect, inspectRows] = driveKernel([
    {
      execute: [
        'import { eligibleRows, type SampleRow } from "./src/notebook/index.js";\nconst rows: SampleRow[] = [];',
      ],
    },
    { complete: row, cursor: row.length },
    { inspect: `${row}outcome`, cursor: row.length + 3 },
    { inspect: 'const mine = eligibleRows(rows, "candor_turn_taking");', cursor: "const mi".length },
  ]);
  const matches = (complete as { matches: string[] }).matches;
  for (const f of ["outcome", "stop_s", "latency_s", "segments", "restarts"])
    assert.ok(matches.includes(f), `Tab offers no ${f}: ${matches.join(", ")}`);
  const doc = (inspect as { text: string }).text;
  assert.match(doc, /InterruptionRow\.outcome: InterruptionOutcome/);
  assert.match(doc, /not_exercised \(no speech at S\)/);
  assert.match((inspectRows as { text: string }).text, /const mine: TurnTakingRow\[\]/);
});
