/**
 * Files in the VAD cache folder that are not regular files (a FIFO where a probability entry or
 * the fast graph's probe verdict would be) are misses, read without waiting; a cache folder
 * under /proc is not created (a recursive mkdir there never returns) and entries are not stored.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { ProbabilityCache } from "../../src/vad/engine/cache.js";
import { VerdictStore, type VerdictKey } from "../../src/vad/engine/fast-probe-verdict.js";

const verdictKey: VerdictKey = {
  graphSha256: "ab".repeat(32),
  runtime: "onnxruntime-node 1.30.0",
  arch: "x64",
  cpuModel: "Some CPU",
  isaFlags: "avx",
};
const cacheKey = { fileSha256: "cd".repeat(32), modelSha256: "ef".repeat(32), sampleRate: 16000, nSamples: 16000 };

test("a FIFO as a cache entry or a probe verdict is a miss, not a wait", { timeout: 30_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-unified-cache-fifo-"));
  try {
    const cache = new ProbabilityCache(dir);
    execFileSync("mkfifo", [cache.pathFor(cacheKey)]);
    assert.equal(cache.get(cacheKey), null);
    const verdicts = new VerdictStore(dir);
    execFileSync("mkfifo", [verdicts.pathFor(verdictKey)]);
    assert.equal(verdicts.get(verdictKey), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a cache folder under /proc is unusable and stores nothing, without hanging", { timeout: 30_000 }, () => {
  const cache = new ProbabilityCache("/proc/fdb-unified-cache/vad");
  assert.match(cache.unusable() ?? "", /ENOENT/);
  assert.equal(cache.put(cacheKey, new Float32Array(32)), false);
  assert.equal(new VerdictStore("/proc/fdb-unified-cache/vad").put(verdictKey, true), false);
});
