/**
 * How the notebook kernel's TypeScript differs from stock tslab 1.0.22, installed before tslab
 * loads its bundled TypeScript 5.0 (`@tslab/typescript-for-tslab`). Shared by the kernel
 * launcher and test/notebooks/tslab-compile.test.ts, so the test checks what the kernel runs.
 *
 * 1. Compiler options. tslab type-checks cells and the `src/` modules they import with
 *    hardcoded options that leave `strict` off; the sources are written for strict mode (zod's
 *    inferred types and the discriminated unions only type-check there), so `strict` is turned
 *    on, and the library is tsconfig.json's ES2022 instead of tslab's ES2020.
 * 2. No file watching. tslab watches every source file of its program and rebuilds when one
 *    changes, but its single-timer rebuild throws ("Unexpected pending rebuildTimer") when a
 *    file is added or changed under a running kernel, breaking the next cell. The kernel
 *    compiles each module once instead: restart the kernel after editing `src/`.
 *
 * 3. Optionally, module resolution into the prebuilt build of `src/` (prebuilt.cjs), set with
 *    `useModuleResolver` before tslab starts.
 * 4. The package's own name. A cell imports the library as a script does (`from "fdb-unified"`),
 *    but TypeScript 5.0's Node10 resolution does not resolve a package's own name: a `paths`
 *    entry maps it to the library entry under `src/` (the prebuilt resolver maps it to the
 *    build's declarations, and the build's require redirect to the build's entry, first).
 *
 * TypeScript's exports are read-only getters, so the module is replaced in the require cache by
 * a copy holding these changes.
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

/** The path of the TypeScript that tslab loads. */
function tslabTypeScriptPath(root) {
  return require.resolve("@tslab/typescript-for-tslab", { paths: [path.join(tslabDir(root), "dist")] });
}

const inert = { close() {} };

/** A `resolveModuleNames` for tslab's compiler host, or null for TypeScript's own. */
let moduleResolver = null;

/** Resolve modules with `resolver` (see prebuilt.cjs) in every compiler host tslab creates from now on. */
function useModuleResolver(resolver) {
  moduleResolver = resolver;
}

/** Install the kernel's TypeScript for tslab; returns the real (unchanged) TypeScript module. */
function installKernelTypeScript(root) {
  const file = tslabTypeScriptPath(root);
  const cached = require.cache[file];
  if (cached?.exports.__fdbKernel) return cached.exports.__fdbKernel;
  if (cached) throw new Error("tslab's TypeScript was loaded before the kernel's changes were installed");
  const ts = require(file);
  const sys = Object.create(ts.sys);
  sys.watchFile = () => inert;
  sys.watchDirectory = () => inert;
  // TypeScript memoizes the first working folder it sees; tslab takes its root from here
  sys.getCurrentDirectory = () => process.cwd();
  const kernelTs = { ...ts, sys, __fdbKernel: ts };
  const { name } = JSON.parse(require("node:fs").readFileSync(path.join(root, "package.json"), "utf8"));
  const ownName = { baseUrl: root, paths: { [name]: [path.join("src", "api", "index.ts")] } };
  kernelTs.createWatchCompilerHost = (rootFiles, options, ...rest) => {
    const host = ts.createWatchCompilerHost(rootFiles, { ...options, ...KERNEL_COMPILER_OPTIONS, ...ownName }, ...rest);
    if (moduleResolver) {
      host.resolveModuleNames = moduleResolver;
      // its answers never change (files are not watched): without this TypeScript would take
      // every resolution as invalidated and rebuild the whole program at every cell
      host.hasInvalidatedResolutions = () => false;
    }
    return host;
  };
  const m = new Module(file, module);
  m.filename = file;
  m.paths = Module._nodeModulePaths(path.dirname(file));
  m.exports = kernelTs;
  m.loaded = true;
  require.cache[file] = m;
  return ts;
}

module.exports = { KERNEL_COMPILER_OPTIONS, tslabDir, tslabTypeScriptPath, installKernelTypeScript, useModuleResolver };
