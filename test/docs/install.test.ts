/**
 * The package as npm installs it: the tarball's file list (built code, docs, the fixture trees,
 * the plain fixture folder and the matched-runs fixtures; no tests, benchmarks, generators,
 * notebooks or scripts), no install script of the package's own, the notebooks' packages as optional peers (devDependencies of the clone), a
 * lockfile that downloads only from the npm registry, docs/install.md's install commands naming
 * the tarball `npm pack` makes with the variables a consumer needs, CI running the install check,
 * and docs/faults.md listing every missing-dependency line. The slow half (pack, install with
 * npm 11 and 10, run, compare bytes) is scripts/install-check.sh, which CI runs.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "node:test";
import { NO_DANFO } from "../../src/notebook/frames.js";
import { NO_BROWSER } from "../../src/io/chromium.js";
import { REPO, tempDir } from "../helpers/cli.js";

const pkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as {
  version: string;
  files: string[];
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};
const NOTEBOOK_ONLY = ["danfojs-node", "tslab"];

test("the tarball holds the built code, docs and fixture trees, and no test, bench or generator file", () => {
  const r = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: REPO,
    encoding: "utf8",
    timeout: 120_000,
  });
  assert.equal(r.status, 0, r.stderr);
  const [packed] = JSON.parse(r.stdout) as { filename: string; files: { path: string }[] }[];
  assert.equal(packed!.filename, `fdb-unified-${pkg.version}.tgz`);
  const files = packed!.files.map((f) => f.path);
  for (const f of files) {
    assert.doesNotMatch(
      f,
      /^(test|bench|notebooks|scripts|src|\.ci|dist\/test|dist\/bench|dist\/fixtures|fixtures\/(generator|speech|encodings|vad|demo))\//,
      f,
    );
    // TypeScript sources stay out (fixtures/plain/generate.ts); the built declarations (.d.ts) are in
    assert.doesNotMatch(f, /(?<!\.d)\.ts$/, f);
    assert.notEqual(f, "models/silero_vad.onnx");
  }
  for (const f of [
    "bin/fdb-unified.js",
    "dist/src/cli/main.js",
    "dist/src/charts/esm-import.cjs",
    "dist/src/vad/engine/worker.js",
    "dist/src/api/index.js",
    "dist/src/api/index.d.ts",
    "dist/cjs/package.json",
    "dist/cjs/api/index.js",
    "dist/cjs/api/index.d.ts",
    "fixtures/tree/manifest.json",
    "fixtures/tree-b/manifest.json",
    "fixtures/tree-c/manifest.json",
    "fixtures/tree-audio/manifest.json",
    "fixtures/v15/user_interruption/1/metadata.json",
    "fixtures/v15-b/user_interruption/1/metadata.json",
    "fixtures/plain-control/synthetic_user_interruption/1/interrupt.json",
    "fixtures/plain/README.md",
    "fixtures/plain/candor_turn_taking/1/output.wav",
    "docs/definitions.md",
    "README.md",
  ]) {
    assert.ok(files.includes(f), `the tarball lacks ${f}`);
  }
  // docs/install.md's file count, within the install check's 3 % (a stale build adds a few files)
  const install = readFileSync(join(REPO, "docs", "install.md"), "utf8").replace(/\s+/g, " ");
  const stated = Number(/The tarball \(about [0-9.]+ MB, about ([0-9]+) files/.exec(install)?.[1]);
  assert.ok(
    Math.abs(files.length - stated) * 100 <= stated * 3,
    `docs/install.md says about ${stated} files; npm pack lists ${files.length}`,
  );
});

test("no install script of the package's own; the build runs at prepare (clone) and so at pack", () => {
  for (const s of ["preinstall", "install", "postinstall"]) assert.equal(pkg.scripts[s], undefined, s);
  assert.match(pkg.scripts["prepare"] ?? "", /install-model\.mjs && npm run build$/);
});

test("docs/install.md explains npm 11's install-scripts warning and never suggests allowing onnxruntime-node's script", () => {
  const readme = readFileSync(join(REPO, "docs", "install.md"), "utf8").replace(/\s+/g, " ");
  assert.doesNotMatch(readme, /has no install script/, "the package does have a prepare script");
  assert.match(readme, /`prepare`[^.]*git URL/);
  assert.match(readme, /npm never runs it for a registry package or a packed tarball/);
  for (const line of readme.match(/[^.]*(--allow-scripts|install-scripts approve)[^.]*\./g) ?? [])
    assert.doesNotMatch(line, /--allow-scripts[= ][^ ]*onnxruntime|approve onnxruntime/, line);
});

test("the notebooks' packages are optional peers and devDependencies, never dependencies", () => {
  for (const p of NOTEBOOK_ONLY) {
    assert.equal(pkg.dependencies[p], undefined, p);
    assert.equal(pkg.peerDependenciesMeta[p]?.optional, true, p);
    assert.equal(pkg.devDependencies[p], pkg.peerDependencies[p], p);
  }
  const lock = JSON.parse(readFileSync(join(REPO, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean; resolved?: string }>;
  };
  for (const p of NOTEBOOK_ONLY) assert.equal(lock.packages[`node_modules/${p}`]?.dev, true, p);
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (entry.resolved !== undefined) assert.match(entry.resolved, /^https:\/\/registry\.npmjs\.org\//, where);
  }
});

test("docs/install.md's install commands name the packed tarball and set both install variables", () => {
  for (const name of ["install", "install-project"]) {
    const doc = join(REPO, "docs", "install.md");
    const r = spawnSync("bash", [join(REPO, "scripts", "readme-command.sh"), name, doc], { encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
    const cmd = r.stdout.trim();
    assert.match(cmd, /^PUPPETEER_SKIP_DOWNLOAD=1 ONNXRUNTIME_NODE_INSTALL=skip npm install /);
    assert.ok(cmd.endsWith(` ./fdb-unified-${pkg.version}.tgz`), cmd);
    assert.equal(cmd.includes(" -g "), name === "install", cmd);
  }
});

test("CI runs the install check after the clean-clone check", () => {
  const lines = readFileSync(join(REPO, ".ci", "run"), "utf8").split("\n");
  const clean = lines.indexOf("bash scripts/clean-clone-check.sh");
  const install = lines.indexOf("bash scripts/install-check.sh");
  assert.ok(clean >= 0 && install > clean, "install check missing or before the clean-clone check");
  for (const script of Object.values(pkg.scripts)) assert.doesNotMatch(script, /install-check/);
});

test("docs/faults.md lists every missing-dependency line as the code prints it", async () => {
  const faults = readFileSync(join(REPO, "docs", "faults.md"), "utf8");
  const { NO_JUPYTER } = (await import(pathToFileURL(join(REPO, "scripts", "notebooks-run.mjs")).href)) as {
    NO_JUPYTER: string;
  };
  const { missingNotebookPackages } = (await import(
    pathToFileURL(join(REPO, "scripts", "kernel-install.mjs")).href
  )) as {
    missingNotebookPackages(root: string): string | null;
  };
  const bare = join(tempDir(), "fdb-unified");
  mkdirSync(bare);
  writeFileSync(join(bare, "package.json"), "{}");
  for (const line of [`error: ${NO_BROWSER}`, NO_DANFO, NO_JUPYTER, missingNotebookPackages(bare)!]) {
    assert.ok(faults.includes(`\n  ${line}\n`), `docs/faults.md does not list: ${line}`);
  }
});
