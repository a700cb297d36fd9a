/**
 * The number of VAD worker threads follows the work: none (in-process) until the run has found
 * two shares of AUDIO_PER_WORKER_S of uncached audio, then one per core or `--jobs`, at most one
 * per uncached file, and none when fewer than two would run.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { AUDIO_PER_WORKER_S, workerCount } from "../../src/vad/engine/pool.js";

test("no workers below two shares of uncached audio", () => {
  assert.equal(workerCount(0, 100, 8), 0);
  assert.equal(workerCount(AUDIO_PER_WORKER_S, 100, 8), 0);
  assert.equal(workerCount(2 * AUDIO_PER_WORKER_S - 1, 100, 8), 0);
});

test("then one worker per core or --jobs, at most one per uncached file", () => {
  assert.equal(workerCount(2 * AUDIO_PER_WORKER_S, 100, 8), 8);
  assert.equal(workerCount(2 * AUDIO_PER_WORKER_S, 100, 2), 2);
  assert.equal(workerCount(100 * AUDIO_PER_WORKER_S, 5, 8), 5, "no more workers than files");
  assert.equal(workerCount(100 * AUDIO_PER_WORKER_S, 100, 1), 0, "--jobs 1 computes in-process");
  assert.equal(workerCount(100 * AUDIO_PER_WORKER_S, 1, 8), 0, "one file computes in-process");
  assert.equal(workerCount(100 * AUDIO_PER_WORKER_S, 100, 2.7), 2);
});

test("the share can be set (tests and benchmarks force workers with a small one)", () => {
  assert.equal(workerCount(10, 3, 2, 1), 2);
  assert.equal(workerCount(10, 6, 4, 0), 4);
  assert.equal(workerCount(1, 6, 4, 1), 0);
});
