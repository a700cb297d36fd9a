/**
 * The TypeScript options the notebook kernel adds to tslab's own. tslab 1.0.22 type-checks
 * cells and the `src/` modules they import with its bundled TypeScript 5.0 and hardcoded
 * options that leave `strict` off; the sources are written for strict mode (zod's inferred
 * types and discriminated unions only type-check there), so the kernel turns it on, and uses
 * the ES2022 library of tsconfig.json's target instead of tslab's ES2020 one. Shared by the
 * kernel launcher and test/notebooks/tslab-compile.test.ts, so the test checks what the kernel
 * runs.
 */
"use strict";
const Module = require("node:module");
const path = require("node:path");

/** Added to (and overriding) tslab's compiler options. */
const KERNEL_COMPILER_OPTIONS = Object.freeze({ strict: true, lib: ["lib.es2022.d.ts"] });

/** The folder of the tslab package the repository installs. */
function tslabDir(root) {
  return path.dirname(require.resolve("tslab/package.json", { paths: [root] }));
}

/** The path of the TypeScript that tslab loads (`@tslab/typescript-for-tslab`). */
function tslabTypeScriptPath(root) {
  return require.resolve("@tslab/typescript-for-tslab", { paths: [path.join(tslabDir(root), "dist")] });
}

/**
 * Make tslab's converter see KERNEL_COMPILER_OPTIONS. TypeScript's exports are read-only
 * getters, so the module is replaced in the require cache, before tslab loads it, by a copy
 * whose `createWatchCompilerHost` (the one call through which tslab passes its options) merges
 * them in. Returns the real TypeScript module.
 */
function useKernelCompilerOptions(root) {
  const file = tslabTypeScriptPath(root);
  const cached = require.cache[file];
  if (cached && cached.exports.__fdbKernelOptions) return cached.exports.__fdbReal;
  if (cached) throw new Error("tslab's TypeScript was loaded before the kernel options were installed");
  const ts = require(file);
  const patched = { ...ts };
  patched.createWatchCompilerHost = (rootFiles, options, ...rest) =>
    ts.createWatchCompilerHost(rootFiles, { ...options, ...KERNEL_COMPILER_OPTIONS }, ...rest);
  patched.__fdbKernelOptions = true;
  patched.__fdbReal = ts;
  const m = new Module(file, module);
  m.filename = file;
  m.paths = Module._nodeModulePaths(path.dirname(file));
  m.exports = patched;
  m.loaded = true;
  require.cache[file] = m;
  return ts;
}

module.exports = { KERNEL_COMPILER_OPTIONS, tslabDir, tslabTypeScriptPath, useKernelCompilerOptions };
