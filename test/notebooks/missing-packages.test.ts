/**
 * The notebooks without what they need, as from an installed fdb-unified (whose optional peers
 * tslab and danfojs-node are not installed) or on a machine without Jupyter: each entry point
 * exits 2 (or throws the exit-2 error) with one line saying what to install, and writes nothing.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import test from "node:test";
import { describeError } from "../../src/cli/main.js";
import { MissingDependencyError } from "../../src/errors.js";
import { NO_DANFO, requireDanfo } from "../../src/notebook/frames.js";
import { REPO, tempDir } from "../helpers/cli.js";

interface KernelInstall {
  NOTEBOOK_PACKAGES: string[];
  missingNotebookPackages(root?: string): string | null;
}
interface Runner {
  NO_JUPYTER: string;
  onPath(name: string, path?: string): boolean;
}
const kernelInstall = (await import(pathToFileURL(join(REPO, "scripts", "kernel-install.mjs")).href)) as KernelInstall;
const runner = (await import(pathToFileURL(join(REPO, "scripts", "notebooks-run.mjs")).href)) as Runner;

/** A folder that looks like an installed fdb-unified with no node_modules of its own. */
function bareInstall(): string {
  const root = join(tempDir(), "fdb-unified");
  mkdirSync(root);
  writeFileSync(join(root, "package.json"), JSON.stringify({ name: "fdb-unified" }));
  return root;
}

test("the notebook helpers without danfojs: one line saying to clone, exit 2", () => {
  const root = bareInstall();
  assert.throws(
    () => requireDanfo(join(root, "index.js")),
    (e: unknown) =>
      e instanceof MissingDependencyError &&
      e.message === NO_DANFO &&
      describeError(e).code === 2 &&
      !NO_DANFO.includes("\n"),
  );
  assert.equal(typeof requireDanfo(join(REPO, "package.json")).DataFrame, "function");
});

test("the notebooks' packages: none missing in the clone, each missing one named elsewhere", () => {
  assert.deepEqual(kernelInstall.NOTEBOOK_PACKAGES, ["tslab", "danfojs-node"]);
  assert.equal(kernelInstall.missingNotebookPackages(REPO), null);
  const root = bareInstall();
  const line = kernelInstall.missingNotebookPackages(root);
  assert.match(line ?? "", /^tslab and danfojs-node are not installed: .*clone.*npm ci/);
  assert.ok(!line!.includes("\n"));
  const half = join(root, "node_modules");
  mkdirSync(half);
  symlinkSync(join(REPO, "node_modules", "tslab"), join(half, "tslab"));
  assert.match(kernelInstall.missingNotebookPackages(root) ?? "", /^danfojs-node is not installed: /);
});

test("jupyter is looked for on PATH as an executable file", () => {
  const bin = tempDir();
  assert.equal(runner.onPath("jupyter", bin), false);
  writeFileSync(join(bin, "jupyter"), "#!/bin/sh\n", { mode: 0o644 });
  assert.equal(runner.onPath("jupyter", bin), false);
  chmodSync(join(bin, "jupyter"), 0o755);
  assert.equal(runner.onPath("jupyter", `/nonexistent:${bin}`), true);
});

test("npm run notebooks without jupyter on PATH: exit 2, one line, nothing written", () => {
  const bin = tempDir();
  symlinkSync(process.execPath, join(bin, "node"));
  const out = join(tempDir(), "out");
  const r = spawnSync(process.execPath, [join(REPO, "scripts", "notebooks-run.mjs"), "--out", out], {
    encoding: "utf8",
    env: { ...process.env, PATH: bin },
  });
  assert.equal(r.status, 2, r.stderr);
  assert.equal(r.stderr, `${runner.NO_JUPYTER}\n`);
  assert.match(runner.NO_JUPYTER, /jupyter-nbconvert jupyter-client/);
  assert.equal(existsSync(out), false);
  assert.equal(r.stdout, "");
});

test("kernel:install and notebooks in a folder without the notebooks' packages: exit 2, one line, nothing written", () => {
  const root = bareInstall();
  mkdirSync(join(root, "scripts"));
  mkdirSync(join(root, "notebooks"));
  for (const f of ["kernel-install.mjs", "notebooks-run.mjs"])
    copyFileSync(join(REPO, "scripts", f), join(root, "scripts", f));
  writeFileSync(
    join(root, "notebooks", "00-x.ipynb"),
    JSON.stringify({ cells: [], metadata: {}, nbformat: 4, nbformat_minor: 5 }),
  );
  const expected = `${kernelInstall.missingNotebookPackages(root)}\n`;
  const kernels = tempDir();
  const k = spawnSync(process.execPath, [join(root, "scripts", "kernel-install.mjs"), "--dir", kernels], {
    encoding: "utf8",
  });
  assert.equal(k.status, 2, k.stderr);
  assert.equal(k.stderr, expected);
  assert.deepEqual(readdirSync(kernels), []);
  const out = join(tempDir(), "out");
  const n = spawnSync(process.execPath, [join(root, "scripts", "notebooks-run.mjs"), "--out", out], {
    encoding: "utf8",
  });
  assert.equal(n.status, 2, n.stderr);
  assert.equal(n.stderr, expected);
  assert.equal(existsSync(out), false);
});
