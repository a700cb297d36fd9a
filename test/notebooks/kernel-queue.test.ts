/**
 * A failing cell aborts only the requests already queued behind it (Jupyter's stop_on_error):
 * a cell sent after the failing cell's reply and idle status runs, however soon it is sent.
 * The kernel is driven as a notebook UI drives it (kernel-client.ts): a "Run All" of three
 * cells, then a failing cell, then one more cell 0, 20, 50, 100 and 200 ms after the failing
 * cell went idle. And a "Run All" with a failing cell in the middle still aborts the cells
 * queued behind it.
 */
import assert from "node:assert/strict";
import test from "node:test";
import { cellsOf, driveKernel, NO_CLIENT, type Step } from "./kernel-client.js";

const DELAYS_MS = [0, 20, 50, 100, 200];

test("a cell sent 0 to 200 ms after a failing cell's idle status runs; queued cells are still aborted", {
  skip: NO_CLIENT,
  timeout: 600_000,
}, () => {
  const steps: Step[] = [];
  for (const d of DELAYS_MS) {
    steps.push({
      execute: [
        `console.log("run all ${d}: 1");`,
        `console.log("run all ${d}: 2");`,
        `console.log("run all ${d}: 3");`,
      ],
    });
    steps.push({ execute: [`throw new Error("failing cell ${d}");`] });
    steps.push({ execute: [`console.log("after ${d} ms");`], delay_ms: d });
  }
  // the first cell holds the kernel 300 ms, so the two requests behind it have surely arrived
  // (under load, the client's third request could otherwise come after the failure and rightly run)
  const hold = 'const t0 = Date.now(); while (Date.now() - t0 < 300) {} console.log("before");';
  steps.push({ execute: [hold, 'throw new Error("in the middle");', 'console.log("queued behind it");'] });
  steps.push({ execute: ['console.log("next run");'] });
  const results = driveKernel(steps, { FDB_UNIFIED_NOTEBOOK_CELL_CACHE: "0" });
  const sentAfter = DELAYS_MS.map((d, k) => {
    const [runAll, failing, after] = [
      cellsOf(results[3 * k]),
      cellsOf(results[3 * k + 1]),
      cellsOf(results[3 * k + 2]),
    ];
    assert.deepEqual(
      runAll.map((c) => [c.status, c.stdout]),
      [1, 2, 3].map((i) => ["ok", `run all ${d}: ${i}\n`]),
      `run all before the ${d} ms case`,
    );
    assert.equal(failing[0]!.status, "error");
    assert.match(failing[0]!.stderr, new RegExp(`failing cell ${d}`));
    return [d, after[0]!.status, after[0]!.stdout];
  });
  assert.deepEqual(
    sentAfter,
    DELAYS_MS.map((d) => [d, "ok", `after ${d} ms\n`]),
    "a cell sent this many ms after the failing cell's idle status",
  );
  const mid = cellsOf(results[3 * DELAYS_MS.length]);
  assert.deepEqual(
    mid.map((c) => c.status),
    ["ok", "error", "abort"],
    "a failing cell no longer aborts the cells queued behind it",
  );
  assert.equal(mid[2]!.stdout, "");
  assert.deepEqual(
    cellsOf(results[3 * DELAYS_MS.length + 1]).map((c) => [c.status, c.stdout]),
    [["ok", "next run\n"]],
  );
});
