/**
 * Model file resolution: the default is found from the package root (not the cwd) and must be
 * v6.2; an explicit file is accepted with its own hash; missing or wrong files are clear errors.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadModelFile, SILERO_V62_ONNX_SHA256 } from "../../src/vad/model-file.js";
import { ModelFileError } from "../../src/errors.js";
import { findPackageRoot } from "../../src/package-root.js";

test("the v6.2 hash constant is the published one", () => {
  assert.equal(SILERO_V62_ONNX_SHA256, "1a153a22f4509e292a94e67d6f9b85e8deb25b4988682b7e174c65279d8788e3");
});

test("the default model is found from the package root whatever the cwd, and is v6.2", () => {
  const cwd = process.cwd();
  try {
    process.chdir(tmpdir());
    const m = loadModelFile();
    assert.equal(m.sha256, SILERO_V62_ONNX_SHA256);
    assert.equal(m.path, join(findPackageRoot()!, "models", "silero_vad.onnx"));
  } finally {
    process.chdir(cwd);
  }
});

test("a default file with another hash is refused, naming the file and both hashes", () => {
  const root = mkdtempSync(join(tmpdir(), "fdb-model-"));
  try {
    mkdirSync(join(root, "models"));
    writeFileSync(join(root, "models", "silero_vad.onnx"), "not a model");
    assert.throws(
      () => loadModelFile(undefined, root),
      (e: unknown) =>
        e instanceof ModelFileError &&
        e.message.includes(join(root, "models", "silero_vad.onnx")) &&
        e.message.includes(SILERO_V62_ONNX_SHA256) &&
        /has sha256 [0-9a-f]{64}, expected/.test(e.message),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("an explicit model file is accepted with its own hash; a missing one is a clear error", () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-model-"));
  try {
    const f = join(dir, "other.onnx");
    writeFileSync(f, "abc");
    const m = loadModelFile(f);
    assert.equal(m.sha256, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    assert.throws(() => loadModelFile(join(dir, "missing.onnx")), /VAD model file not found: .*missing\.onnx/);
    assert.throws(() => loadModelFile(undefined, dir), /VAD model file not found/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
