/**
 * Shared queues (claims.ts): every item is taken exactly once, whether the takers interleave in
 * one thread or race in several worker threads; and the pool's batch for shared queues.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { Worker } from "node:worker_threads";
import { claimQueue, sharedCounters } from "../../src/vad/engine/claims.js";
import { sharedBatch } from "../../src/vad/engine/pool.js";

test("two queues on one counter hand out every item once, in order; other counters are independent", () => {
  const items = ["a", "b", "c", "d", "e"];
  const counters = sharedCounters(2);
  const [p, q] = [claimQueue(items, counters, 0), claimQueue(items, counters, 0)];
  assert.deepEqual(
    [p.take(), q.take(), q.take(), p.take(), q.take(), p.take(), q.take()],
    ["a", "b", "c", "d", "e", null, null],
  );
  const r = claimQueue(items, counters, 1);
  assert.equal(r.take(), "a");
  assert.equal(claimQueue([], counters, 1).take(), null);
  assert.throws(() => claimQueue(items, counters, 2), /no shared counter 2/);
  assert.equal(sharedCounters(0).length, 1);
});

test("worker threads racing on one shared counter take each item exactly once", async () => {
  const n = 20000;
  const counters = sharedCounters(1);
  // each worker takes indices until none is left and reports them (same logic as claimQueue)
  const code = `
    const { parentPort, workerData } = require("node:worker_threads");
    const got = [];
    for (;;) { const i = Atomics.add(workerData.counters, 0, 1); if (i >= workerData.n) break; got.push(i); }
    parentPort.postMessage(got);`;
  const lists = await Promise.all(
    [0, 1, 2].map(
      () =>
        new Promise<number[]>((res, rej) => {
          const w = new Worker(code, { eval: true, workerData: { counters, n } });
          w.once("message", res);
          w.once("error", rej);
        }),
    ),
  );
  const all = lists.flat().sort((a, b) => a - b);
  assert.equal(all.length, n);
  assert.ok(all.every((v, i) => v === i));
  // and the main thread's queue over the same counter now finds nothing left
  assert.equal(claimQueue(new Array(n).fill(0), counters, 0).take(), null);
});

test("sharedBatch: about two rounds of files per worker, at least 16, at most the maximum", () => {
  assert.equal(sharedBatch(128, 2, 128), 32);
  assert.equal(sharedBatch(129, 2, 128), 33);
  assert.equal(sharedBatch(10, 2, 128), 16);
  assert.equal(sharedBatch(64, 2, 128), 16);
  assert.equal(sharedBatch(68, 2, 128), 17);
  assert.equal(sharedBatch(512, 2, 128), 128);
  assert.equal(sharedBatch(100000, 8, 128), 128);
  assert.equal(sharedBatch(1000, 2, 8), 8);
  assert.equal(sharedBatch(1, 1, 128), 16);
});
