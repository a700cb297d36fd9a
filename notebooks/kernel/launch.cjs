/**
 * Starts the tslab TypeScript kernel for this repository's notebooks. tslab compiles the
 * `src/` modules a cell imports only when they lie under the kernel's working folder (it uses
 * that folder as TypeScript's rootDir), so the kernel always runs at the package root: imports
 * are written `./src/...` and relative paths in cells are relative to the package root, wherever
 * the notebook was opened from. It also installs the kernel's TypeScript changes (strict
 * checks, no file watching: see kernel-typescript.cjs).
 * Usage (from kernel.json): node launch.cjs CONNECTION_FILE
 */
"use strict";
const path = require("node:path");
const { tslabDir, installKernelTypeScript } = require("./kernel-typescript.cjs");

const connectionFile = process.argv[2];
if (!connectionFile) {
  process.stderr.write("usage: node launch.cjs CONNECTION_FILE\n");
  process.exit(2);
}
const root = path.resolve(__dirname, "..", "..");
const configPath = path.resolve(connectionFile);
process.chdir(root);
installKernelTypeScript(root);
require(path.join(tslabDir(root), "dist", "main.js")).startKernel({ configPath, enableFindLocal: false });
