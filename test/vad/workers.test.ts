/**
 * The number of VAD worker threads follows the work: none (in-process) until at least two
 * workers each have AUDIO_PER_WORKER_S of uncached audio, then one per such share, never more
 * than the idle cores or `--jobs`; the uncached audio is projected from the files hashed so far.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { AUDIO_PER_WORKER_S, idleCores, projectedMissAudio, workerCount } from "../../src/vad/engine/threads/worker-count.js";

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

test("the uncached audio projected from the files hashed so far: the same share of misses through the rest", () => {
  assert.equal(projectedMissAudio(16, 2, 210), 1680, "two 8 s misses among the first two of 210 files");
  assert.equal(projectedMissAudio(16, 4, 210), 840);
  assert.equal(projectedMissAudio(16, 210, 210), 16, "all hashed: the misses themselves");
  assert.equal(projectedMissAudio(0, 5, 210), 0);
  assert.equal(projectedMissAudio(16, 0, 210), 0);
  assert.equal(projectedMissAudio(16, 3, 2), 16, "never less than what is known");
  assert.equal(workerCount(projectedMissAudio(16, 2, 210), 2), 2, "so two workers start on the second miss of a large cold tree");
});
