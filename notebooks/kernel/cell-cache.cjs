/**
 * Remembered cell conversions. For every cell tslab's converter type-checks the cell against the
 * declarations of the cells before it and of what it imports, then emits JavaScript: 40 to 60 %
 * of a notebook's run, paid again at every "restart and run all". The conversion is a function
 * of the previous cells' declarations, the cell's text and what the type-check reads, so it is
 * kept in `.cache/notebook-cells/` under the sha256 of all of them and reused when they recur.
 *
 * What the type-check reads is named by the environment key: tslab's and TypeScript's versions,
 * Node's (tslab picks its target from it), the kernel's compiler options and the code of the
 * kernel's own files (this folder: they install the options and the module resolution), the
 * converter's options, the sha256 of `src/` the prebuilt build was made from (a cell sees `src/`
 * only through it), and the bytes of npm's record of the installed packages
 * (`node_modules/.package-lock.json`). A cell that reaches beyond these (an import or reference
 * that is neither a package, nor `./src/...`, nor the prebuilt build that later cells'
 * declarations name: the user's own files) turns the cache off for the rest of the kernel's
 * life, as do the cells after it, whose declarations may carry that file's types. Only clean
 * conversions are kept: none with a diagnostic, none that compiled a module beside the cell. An
 * entry that does not check out is a miss. Entries of other environment keys are removed when a
 * kernel starts, and so are this key's when they number more than MAX_ENTRIES (a bound on the
 * folder: every edit of a cell adds entries for it and the cells after it).
 */
"use strict";
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");
const { BUILD_FOLDER, folderHash } = require("./prebuilt.cjs");

const CELL_FOLDER = path.join(".cache", "notebook-cells");
const ENTRY_KIND = "fdb-unified notebook cell";
const MAX_ENTRIES = 4096;

const sha256 = (text) => crypto.createHash("sha256").update(text).digest("hex");

/** The environment key (see the file comment), or null when the installed packages are unknown. */
function environmentKey(root, parts) {
  let installed;
  try {
    installed = fs.readFileSync(path.join(root, "node_modules", ".package-lock.json"));
  } catch {
    return null;
  }
  return sha256(
    JSON.stringify({
      ...parts,
      node: process.version,
      installed: crypto.createHash("sha256").update(installed).digest("hex"),
    }),
  );
}

/** Relative module paths the environment key covers: `src/` and its prebuilt build. */
const COVERED = ["./src/", `./${BUILD_FOLDER.split(path.sep).join("/")}/`];

/** sha256 of the kernel's own `.cjs` files in `dir` (not in its subfolders), by name and bytes. */
function kernelCodeDigest(dir) {
  return folderHash(dir, (f) => f.endsWith(".cjs") && !f.includes("/"));
}

// each names the module in group 2, between the quotes of group 1
const SPECIFIERS = [
  /\bfrom\s*(["'])(.*?)\1/g,
  /\bimport\s*\(\s*(["'])(.*?)\1/g,
  /\brequire\s*\(\s*(["'])(.*?)\1/g,
  /^\s*import\s*(["'])(.*?)\1/gm,
];

/** True when every module `text` names is a package or under COVERED, and it holds no triple-slash reference. */
function coveredText(text) {
  if (/^\s*\/\/\/\s*<reference\b/m.test(text)) return false;
  for (const re of SPECIFIERS) {
    for (const m of text.matchAll(re)) {
      const spec = m[2];
      if ((spec.startsWith(".") || path.isAbsolute(spec)) && !COVERED.some((c) => spec.startsWith(c))) return false;
    }
  }
  return true;
}

function readEntry(file, key) {
  try {
    const e = JSON.parse(fs.readFileSync(file, "utf8"));
    const r = e && e.kind === ENTRY_KIND && e.key === key ? e.result : null;
    return r &&
      Array.isArray(r.diagnostics) &&
      r.diagnostics.length === 0 &&
      (r.output === undefined || typeof r.output === "string") &&
      typeof r.declOutput === "string"
      ? r
      : null;
  } catch {
    return null;
  }
}

function writeEntry(file, key, result) {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(tmp, JSON.stringify({ kind: ENTRY_KIND, key, result }));
    fs.renameSync(tmp, file);
  } catch {
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * `converter` with its `convert` remembered in `dir` under `envKey` (other keys' folders in `dir`
 * are removed, and this key's when it holds more than `maxEntries`). `cellCacheStats` counts hits
 * and misses, for tests and benchmarks, and holds `stored`, the entries the key's folder kept at
 * the start (none: this kernel's cells are unlikely to be remembered).
 */
function withCellCache(converter, dir, envKey, maxEntries = MAX_ENTRIES) {
  const folder = path.join(dir, envKey.slice(0, 32));
  let stored = 0;
  try {
    for (const other of fs.readdirSync(dir))
      if (path.join(dir, other) !== folder) fs.rmSync(path.join(dir, other), { recursive: true, force: true });
    stored = fs.readdirSync(folder).length;
    if (stored > maxEntries) {
      fs.rmSync(folder, { recursive: true, force: true });
      stored = 0;
    }
  } catch {
    // no folder yet
  }
  const stats = { hits: 0, misses: 0, off: false, stored };
  const convert = (prevDecl, src) => {
    if (!stats.off && !(coveredText(src) && coveredText(prevDecl))) stats.off = true;
    if (stats.off) return converter.convert(prevDecl, src);
    const key = sha256(`${envKey}\0${prevDecl}\0${src}`);
    const file = path.join(folder, `${key}.json`);
    const hit = readEntry(file, key);
    if (hit) {
      stats.hits++;
      return hit;
    }
    stats.misses++;
    const result = converter.convert(prevDecl, src);
    if (result.diagnostics.length === 0 && !result.sideOutputs) writeEntry(file, key, result);
    return result;
  };
  return { ...converter, convert, cellCacheStats: stats };
}

module.exports = { CELL_FOLDER, environmentKey, kernelCodeDigest, coveredText, withCellCache };
