/**
 * `npm run kernel:install` writes a kernelspec that starts the project's tslab kernel without
 * IPython: into `--dir DIR/kernels/fdb-unified-tslab/`, with this Node and the launcher of this
 * checkout; Jupyter lists it from JUPYTER_PATH (when jupyter is installed). Bad flags exit 2.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";
import { REPO, tempDir } from "../helpers/cli.js";
import { KERNEL_NAME } from "./notebook-files.js";

const SCRIPT = join(REPO, "scripts", "kernel-install.mjs");
const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [SCRIPT, ...args], { encoding: "utf8", env: { ...process.env, ...env } });
const hasJupyter = spawnSync("jupyter", ["kernelspec", "--version"], { encoding: "utf8" }).status === 0;

test("--dir writes kernels/fdb-unified-tslab/kernel.json for this Node and this checkout", () => {
  const dir = tempDir();
  const r = run(["--dir", dir]);
  assert.equal(r.status, 0, r.stderr);
  const file = join(dir, "kernels", KERNEL_NAME, "kernel.json");
  const spec = JSON.parse(readFileSync(file, "utf8")) as { argv: string[]; display_name: string; language: string };
  assert.deepEqual(spec.argv, [process.execPath, join(REPO, "notebooks", "kernel", "launch.cjs"), "{connection_file}"]);
  assert.ok(existsSync(spec.argv[1]!));
  assert.equal(spec.language, "typescript");
  assert.equal(spec.display_name, "TypeScript (fdb-unified, tslab)");
  assert.match(r.stdout, new RegExp(`JUPYTER_PATH=${dir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
});

test("Jupyter finds the kernel through JUPYTER_PATH", {
  skip: hasJupyter ? false : "jupyter is not on PATH (Debian: jupyter-client)",
}, () => {
  const dir = tempDir();
  assert.equal(run(["--dir", dir]).status, 0);
  const r = spawnSync("jupyter", ["kernelspec", "list", "--json"], {
    encoding: "utf8",
    env: { ...process.env, JUPYTER_PATH: dir },
  });
  assert.equal(r.status, 0, r.stderr);
  const specs = (JSON.parse(r.stdout) as { kernelspecs: Record<string, { resource_dir: string }> }).kernelspecs;
  assert.ok(specs[KERNEL_NAME], `not listed: ${Object.keys(specs).join(", ")}`);
  assert.equal(specs[KERNEL_NAME]!.resource_dir, join(dir, "kernels", KERNEL_NAME));
});

test("without --dir it writes to the user's Jupyter data folder", () => {
  const data = tempDir();
  // JUPYTER_DATA_DIR is what `jupyter --data-dir` reports, and the fallback without jupyter
  const r = run([], { JUPYTER_DATA_DIR: data });
  assert.equal(r.status, 0, r.stderr);
  assert.ok(existsSync(join(data, "kernels", KERNEL_NAME, "kernel.json")));
});

test("a bad flag exits 2 with one line naming it", () => {
  const r = run(["--prefix", "x"]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /^--prefix: unknown or incomplete flag/);
  assert.equal(r.stderr.trim().split("\n").length, 1);
  assert.equal(run(["--dir"]).status, 2);
});

test("the launcher without a connection file exits 2", () => {
  const r = spawnSync(process.execPath, [join(REPO, "notebooks", "kernel", "launch.cjs")], { encoding: "utf8" });
  assert.equal(r.status, 2);
  assert.match(r.stderr, /usage: node launch\.cjs CONNECTION_FILE/);
});
