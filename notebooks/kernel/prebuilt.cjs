/**
 * A prebuilt CommonJS build of `src/` for the notebook kernel, so the first cell does not wait
 * for tslab to type-check and compile every `src/` module it imports. The build lives in
 * `.cache/notebook-modules/` (never committed): `src/**\/*.js` and `.d.ts` compiled by tslab's
 * own TypeScript 5.0 with the kernel's compiler options (kernel-typescript.cjs), plus the
 * `.cjs` helpers, and a stamp holding the sha256 of `src/` it was built from.
 *
 * The kernel (launch.cjs) calls `ensurePrebuilt` at start: a stamp that matches the current
 * `src/` is used as is; otherwise the build is redone (a few seconds, once per edit of `src/`),
 * so a kernel restart after an edit picks the edit up. If the build has type errors the kernel
 * says so in one line and runs without it: tslab then compiles `src/` itself and shows the
 * errors in the cell that imports the module. While the build is in use, `./src/X.js` in a cell
 * type-checks against `X.d.ts` of the build and loads `X.js` of the build (`redirect`).
 *
 * `npm run notebooks:build` (node notebooks/kernel/prebuilt.cjs) builds it ahead of time and
 * prints the errors, if any.
 */
"use strict";
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");

const BUILD_FOLDER = path.join(".cache", "notebook-modules");
const STAMP = "stamp.json";
const STAMP_KIND = "fdb-unified notebook modules";

/** Files under `dir`, relative, sorted by code point (so the hash does not depend on the file system). */
function filesUnder(dir, rel = "") {
  const out = [];
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...filesUnder(dir, r));
    else if (e.isFile()) out.push(r);
  }
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** sha256 of the files under `dir` that `keep` keeps (by relative path): each path and its bytes, in sorted order. */
function folderHash(dir, keep = () => true) {
  const h = crypto.createHash("sha256");
  for (const f of filesUnder(dir).filter(keep)) {
    const bytes = fs.readFileSync(path.join(dir, f));
    h.update(`${f}\0${bytes.length}\0`);
    h.update(bytes);
  }
  return h.digest("hex");
}

/** sha256 of `src/`: every file's relative path and bytes, in sorted order. */
function srcHash(root) {
  return folderHash(path.join(root, "src"));
}

function buildDir(root) {
  return path.join(root, BUILD_FOLDER);
}

/** The stamp the build in `dir` was made with, or null. */
function readStamp(dir) {
  try {
    const s = JSON.parse(fs.readFileSync(path.join(dir, STAMP), "utf8"));
    return s && s.kind === STAMP_KIND ? s : null;
  } catch {
    return null;
  }
}

/** The compiler options of the build: tslab's, as the kernel overrides them, but CommonJS. */
function compilerOptions(ts, outDir, root, kernelOptions) {
  return {
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    target: ts.ScriptTarget.ES2020,
    esModuleInterop: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    declaration: true,
    newLine: ts.NewLineKind.LineFeed,
    rootDir: root,
    outDir,
    ...kernelOptions,
  };
}

/**
 * Build `src/` into a fresh folder and move it into place. Returns null on success, else the
 * diagnostics as text (nothing is moved into place then).
 */
function build(root, ts, kernelOptions) {
  const hash = srcHash(root);
  const final = buildDir(root);
  const tmp = `${final}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const src = path.join(root, "src");
  const files = filesUnder(src);
  const rootFiles = files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts")).map((f) => path.join(src, f));
  const program = ts.createProgram(rootFiles, compilerOptions(ts, tmp, root, kernelOptions));
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => "\n" };
    return ts.formatDiagnostics(diagnostics, host);
  }
  const emitted = program.emit();
  if (emitted.emitSkipped) {
    fs.rmSync(tmp, { recursive: true, force: true });
    return "TypeScript skipped the emit";
  }
  // plain CommonJS helpers (e.g. src/charts/esm-import.cjs) are copied as they are
  for (const f of files.filter((x) => x.endsWith(".cjs") || x.endsWith(".js"))) {
    fs.mkdirSync(path.dirname(path.join(tmp, "src", f)), { recursive: true });
    fs.copyFileSync(path.join(src, f), path.join(tmp, "src", f));
  }
  // the package is "type": "module"; this folder holds CommonJS
  fs.writeFileSync(path.join(tmp, "package.json"), JSON.stringify({ type: "commonjs", private: true }) + "\n");
  fs.writeFileSync(
    path.join(tmp, STAMP),
    JSON.stringify({ kind: STAMP_KIND, src_sha256: hash, typescript: ts.version }, null, 2) + "\n",
  );
  fs.rmSync(final, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(final), { recursive: true });
  fs.renameSync(tmp, final);
  return null;
}

/**
 * The prebuilt folder for the current `src/`, building it first when it is missing or stale;
 * `{ dir, built }` on success, `{ dir: null, problem }` when it cannot be built.
 */
function ensurePrebuilt(root, ts, kernelOptions) {
  const dir = buildDir(root);
  let problem;
  try {
    const stamp = readStamp(dir);
    if (stamp && stamp.src_sha256 === srcHash(root) && stamp.typescript === ts.version) return { dir, built: false };
    problem = build(root, ts, kernelOptions);
  } catch (e) {
    problem = e instanceof Error ? e.message : String(e);
  }
  if (problem === null) return { dir, built: true };
  return { dir: null, problem };
}

/**
 * The library's entry, which a cell imports by the package's name (`import … from "fdb-unified"`,
 * as a script does): the file under `<root>/src/` that the name stands for in the kernel.
 */
const PACKAGE_ENTRY = path.join("src", "api", "index.ts");

/** The package's name, read from `<root>/package.json`. */
function packageName(root) {
  return JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).name;
}

/** Where `file` (an absolute path under `<root>/src/`) lives in the build with extension `ext`, or null. */
function prebuiltPath(root, dir, file, ext) {
  const rel = path.relative(path.join(root, "src"), file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  const base = rel.replace(/\.(ts|js)$/, "");
  const out = path.join(dir, "src", base + ext);
  return fs.existsSync(out) ? out : null;
}

/**
 * Make `require("./src/X.js")` from the package root (tslab's cells) load the build's `X.js`:
 * a request that resolves into `<root>/src/` to a `.js` file that does not exist there; and
 * `require("fdb-unified")` load the build's library entry, the same module instance.
 */
function redirectRequires(root, dir) {
  const Module = require("node:module");
  const original = Module._resolveFilename;
  const name = packageName(root);
  const redirected = function (request, parent, ...rest) {
    if (request === name) {
      const built = prebuiltPath(root, dir, path.join(root, PACKAGE_ENTRY), ".js");
      if (built) return built;
    }
    if (typeof request === "string" && request.startsWith(".") && parent?.filename) {
      const abs = path.resolve(path.dirname(parent.filename), request);
      const file = /\.[cm]?js$/.test(abs) ? abs : `${abs}.js`;
      if (!fs.existsSync(file)) {
        const built = prebuiltPath(root, dir, file, ".js");
        if (built) return built;
      }
    }
    return original.call(this, request, parent, ...rest);
  };
  Module._resolveFilename = redirected;
  /** Undo the redirection (tests). */
  return () => {
    if (Module._resolveFilename === redirected) Module._resolveFilename = original;
  };
}

/**
 * The module resolution for tslab's TypeScript: a relative import of a module under `<root>/src/`
 * that the build holds resolves to the build's `.d.ts`, so cells are checked against the
 * declarations and tslab neither type-checks nor compiles the sources; the package's own name
 * resolves to the library entry's declarations (TypeScript 5.0's Node10 resolution, which tslab
 * uses, does not resolve a package's own name).
 */
function declarationResolver(ts, root, dir) {
  const name = packageName(root);
  // TypeScript asks again for every file at every cell: answers are cached, as its own resolution does
  let cache = null;
  const resolved = new Map();
  return (moduleNames, containingFile, _reused, redirected, options) => {
    cache ??= ts.createModuleResolutionCache(root, (f) => f, options);
    return moduleNames.map((request) => {
      const key = `${containingFile}\0${request}`;
      if (resolved.has(key)) return resolved.get(key);
      let r;
      const target =
        request === name
          ? path.join(root, PACKAGE_ENTRY)
          : request.startsWith(".")
            ? path.resolve(path.dirname(containingFile), request)
            : null;
      const decl = target === null ? null : prebuiltPath(root, dir, target, ".d.ts");
      if (decl) r = { resolvedFileName: decl, extension: ts.Extension.Dts, isExternalLibraryImport: false };
      else r = ts.resolveModuleName(request, containingFile, options, ts.sys, cache, redirected).resolvedModule;
      resolved.set(key, r);
      return r;
    });
  };
}

module.exports = {
  BUILD_FOLDER,
  folderHash,
  srcHash,
  buildDir,
  readStamp,
  build,
  ensurePrebuilt,
  redirectRequires,
  declarationResolver,
  prebuiltPath,
  packageName,
  PACKAGE_ENTRY,
};

if (require.main === module) {
  const root = path.resolve(__dirname, "..", "..");
  const { KERNEL_COMPILER_OPTIONS, tslabTypeScriptPath } = require("./kernel-typescript.cjs");
  const ts = require(tslabTypeScriptPath(root));
  const t0 = Date.now();
  const problem = build(root, ts, KERNEL_COMPILER_OPTIONS);
  if (problem !== null) {
    process.stderr.write(problem);
    process.stderr.write(
      "notebook modules: not built (the errors above); the kernel compiles src/ itself until they are fixed\n",
    );
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `notebook modules: built ${path.join(BUILD_FOLDER)} from src/ in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`,
    );
  }
}
