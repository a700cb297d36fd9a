/**
 * The scan of many files on two threads gives, file by file and in order, exactly what the scan
 * on one thread gives; a file that cannot be scanned comes back as null at its own index, for
 * the caller to scan again and report; below MIN_FILES files, or with one thread, nothing
 * changes but the thread count. And the VAD edge still names a broken file among many.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { scanWavFile } from "../../src/audio/wav-file.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { MIN_FILES, scanFiles } from "../../src/vad/engine/scan-files.js";
import { writeWav } from "./wav-helpers.js";

function folderOf(n: number): { dir: string; paths: string[] } {
  const dir = mkdtempSync(join(tmpdir(), "fdb-scan-"));
  const paths: string[] = [];
  for (let i = 0; i < n; i++) {
    const samples = new Int16Array(1600 + 37 * i);
    for (let k = 0; k < samples.length; k++) samples[k] = ((k * (i + 3)) % 2001) - 1000;
    const p = join(dir, `${String(i).padStart(3, "0")}.wav`);
    writeWav(p, samples);
    paths.push(p);
  }
  return { dir, paths };
}

test("two threads scan every file as one thread does, in order", async () => {
  const { dir, paths } = folderOf(MIN_FILES + 40);
  try {
    const two = await scanFiles(paths, 2);
    const one = await scanFiles(paths, 1);
    const direct = paths.map((p) => scanWavFile(p));
    assert.deepEqual(two, direct);
    assert.deepEqual(one, direct);
    assert.equal(new Set(two.map((s) => s!.fileSha256)).size, paths.length, "every file its own hash");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a file that cannot be scanned is null at its own index, the others scanned", async () => {
  const { dir, paths } = folderOf(MIN_FILES + 8);
  try {
    writeFileSync(paths[70]!, "not a wav at all");
    paths.push(join(dir, "missing.wav"));
    const scans = await scanFiles(paths, 2);
    assert.equal(scans[70], null);
    assert.equal(scans[paths.length - 1], null);
    assert.equal(scans.filter((s) => s === null).length, 2);
    assert.deepEqual(scans[69], scanWavFile(paths[69]!));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the VAD edge names the broken file among many, as on one thread", async () => {
  const { dir, paths } = folderOf(MIN_FILES + 8);
  try {
    writeFileSync(paths[70]!, "not a wav at all");
    await assert.rejects(
      analyzeFiles(paths, { noCache: true }),
      (e: Error) => e.message.includes("070.wav") && e.message.includes("not a readable WAV file"),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
