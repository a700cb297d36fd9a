/**
 * Starts the tslab TypeScript kernel for this repository's notebooks. tslab compiles the
 * `src/` modules a cell imports only when they lie under the kernel's working folder (it uses
 * that folder as TypeScript's rootDir), so the kernel always runs at the package root: imports
 * are written `./src/...` and relative paths in cells are relative to the package root, wherever
 * the notebook was opened from. It also installs the kernel's TypeScript changes (strict
 * checks, no file watching: see kernel-typescript.cjs), and loads `src/` from the prebuilt
 * CommonJS build, rebuilt first when `src/` changed since it was made (prebuilt.cjs); with
 * FDB_UNIFIED_NOTEBOOK_PREBUILT=0 tslab compiles `src/` itself, as it does without the build.
 * With the build in use, cell conversions are remembered (cell-cache.cjs) unless
 * FDB_UNIFIED_NOTEBOOK_CELL_CACHE=0. tslab's converters are built when a cell first needs one
 * (lazy-converter.cjs), so the kernel answers Jupyter at once and a notebook whose cells are all
 * remembered never builds one. A failing cell aborts only the requests queued behind it
 * when it failed, not the ones sent after its reply (execute-queue.cjs), and an input error
 * shows its one-line message, as the command line does, instead of a stack (input-errors.cjs).
 * Usage (from kernel.json): node launch.cjs CONNECTION_FILE
 */
"use strict";
const path = require("node:path");
const {
  KERNEL_COMPILER_OPTIONS,
  tslabDir,
  installKernelTypeScript,
  useModuleResolver,
} = require("./kernel-typescript.cjs");
const { declarationResolver, ensurePrebuilt, readStamp, redirectRequires } = require("./prebuilt.cjs");
const { CELL_FOLDER, environmentKey, kernelCodeDigest, withCellCache } = require("./cell-cache.cjs");
const { lazyConverters } = require("./lazy-converter.cjs");
const { abortOnlyQueuedCells } = require("./execute-queue.cjs");
const { showInputErrorsPlainly } = require("./input-errors.cjs");

const connectionFile = process.argv[2];
if (!connectionFile) {
  process.stderr.write("usage: node launch.cjs CONNECTION_FILE\n");
  process.exit(2);
}
const root = path.resolve(__dirname, "..", "..");
const configPath = path.resolve(connectionFile);
process.chdir(root);
const ts = installKernelTypeScript(root);
const converters = require(path.join(tslabDir(root), "dist", "converter.js"));
converters.createConverter = lazyConverters(converters.createConverter);
if (process.env.FDB_UNIFIED_NOTEBOOK_PREBUILT !== "0") {
  const prebuilt = ensurePrebuilt(root, ts, KERNEL_COMPILER_OPTIONS);
  if (prebuilt.dir) {
    useModuleResolver(declarationResolver(ts, root, prebuilt.dir));
    redirectRequires(root, prebuilt.dir);
    if (process.env.FDB_UNIFIED_NOTEBOOK_CELL_CACHE !== "0") rememberCells(prebuilt.dir);
  } else {
    const first = String(prebuilt.problem).split("\n")[0];
    process.stderr.write(
      `notebook modules: src/ does not build (${first}); compiling src/ in the kernel instead (run npm run notebooks:build for all errors)\n`,
    );
  }
}

/** Every converter tslab creates from now on remembers its cells (cell-cache.cjs). */
function rememberCells(prebuiltDir) {
  const stamp = readStamp(prebuiltDir);
  const tslabVersion = require(path.join(tslabDir(root), "package.json")).version;
  const create = converters.createConverter;
  converters.createConverter = (options) => {
    const envKey =
      stamp &&
      environmentKey(root, {
        tslab: tslabVersion,
        typescript: ts.version,
        kernel: KERNEL_COMPILER_OPTIONS,
        kernelCode: kernelCodeDigest(__dirname),
        src: stamp.src_sha256,
        converter: options,
      });
    if (!envKey) return create(options);
    return withCellCache(create(options), path.join(root, CELL_FOLDER), envKey);
  };
}

const jupyter = require(path.join(tslabDir(root), "dist", "jupyter.js"));
endIfSocketsFail(jupyter.ZmqServer.prototype);
abortOnlyQueuedCells(jupyter);
showInputErrorsPlainly(require(path.join(tslabDir(root), "dist", "executor.js")));

/**
 * tslab logs a failed start of its Jupyter sockets (a port of the connection file taken by
 * another process, say) and carries on without them, so the client would wait a minute for a
 * kernel that never answers. The kernel ends instead, with one line on stderr: the client then
 * sees at once that it died.
 */
function endIfSocketsFail(server) {
  const init = server.init;
  server.init = async function (...args) {
    try {
      return await init.apply(this, args);
    } catch (e) {
      process.stderr.write(
        `kernel: cannot open its Jupyter sockets (${e instanceof Error ? e.message : String(e)}); exiting\n`,
      );
      process.exit(1);
    }
  };
}

require(path.join(tslabDir(root), "dist", "main.js")).startKernel({ configPath, enableFindLocal: false });
