/**
 * The number of VAD worker threads follows the work: none (in-process) until at least two
 * workers each have AUDIO_PER_WORKER_S of uncached audio, then one per such share, never more
 * than the idle cores or `--jobs`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { AUDIO_PER_WORKER_S, idleCores, workerCount } from "../../src/vad/threads/worker-count.js";

test("no workers while fewer than two would each get enough uncached audio", () => {
  assert.equal(workerCount(0, 8), 0);
  assert.equal(workerCount(AUDIO_PER_WORKER_S, 8), 0);
  assert.equal(workerCount(2 * AUDIO_PER_WORKER_S - 1, 8), 0);
});

test("one worker per share of uncached audio, at most the cores or --jobs", () => {
  assert.equal(workerCount(2 * AUDIO_PER_WORKER_S, 8), 2);
  assert.equal(workerCount(5.5 * AUDIO_PER_WORKER_S, 8), 5);
  assert.equal(workerCount(100 * AUDIO_PER_WORKER_S, 8), 8);
  assert.equal(workerCount(100 * AUDIO_PER_WORKER_S, 2), 2);
  assert.equal(workerCount(100 * AUDIO_PER_WORKER_S, 1), 0, "--jobs 1 computes in-process");
});

test("the share each worker needs can be set (tests and benchmarks force workers with a small one)", () => {
  assert.equal(workerCount(10, 2, 1), 2);
  assert.equal(workerCount(10, 4, 0), 4);
});

test("idle cores: the cores less the load of other work, at least one", () => {
  assert.equal(idleCores(2, 0), 2);
  assert.equal(idleCores(2, 0.4), 2);
  assert.equal(idleCores(2, 0.6), 1);
  assert.equal(idleCores(2, 12), 1);
  assert.equal(idleCores(8, 3.2), 5);
  assert.equal(idleCores(4, -1), 4);
});
