/**
 * The cache-file helpers: a write is read back byte for byte and leaves no temporary file; a
 * missing file, a folder or a FIFO in the entry's place reads as null (a miss, never a wait);
 * a write that cannot happen (the folder's place taken by a file) returns false and leaves
 * nothing behind.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { readCacheFile, writeCacheFile } from "../../src/io/cache-file.js";

function scratch(): string {
  return mkdtempSync(join(tmpdir(), "fdb-cache-file-"));
}

test("a written entry reads back exactly, in a folder created on the way, with no temporary file left", () => {
  const dir = scratch();
  try {
    const path = join(dir, "a", "b", "entry.bin");
    assert.equal(writeCacheFile(path, Uint8Array.of(1, 2, 3)), true);
    assert.deepEqual([...readCacheFile(path)!], [1, 2, 3]);
    assert.equal(writeCacheFile(path, "text\n"), true, "an existing entry is replaced");
    assert.equal(readCacheFile(path)!.toString("utf8"), "text\n");
    assert.deepEqual(readdirSync(join(dir, "a", "b")), ["entry.bin"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("missing, a folder, or a FIFO in the entry's place: null", () => {
  const dir = scratch();
  try {
    assert.equal(readCacheFile(join(dir, "none.bin")), null);
    mkdirSync(join(dir, "folder.bin"));
    assert.equal(readCacheFile(join(dir, "folder.bin")), null);
    execFileSync("mkfifo", [join(dir, "fifo.bin")]);
    assert.equal(readCacheFile(join(dir, "fifo.bin")), null, "a FIFO is a miss, not a wait");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a write that cannot happen returns false and leaves nothing", () => {
  const dir = scratch();
  try {
    writeFileSync(join(dir, "taken"), "a file where the folder should be");
    assert.equal(writeCacheFile(join(dir, "taken", "entry.bin"), "x"), false);
    assert.deepEqual(readdirSync(dir), ["taken"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
