/**
 * The kernel's remembered cell conversions (notebooks/kernel/cell-cache.cjs): a conversion is
 * reused only when the previous declarations, the cell and the environment key all recur; never
 * one with a diagnostic or a module compiled beside it; never after a cell reached the user's own
 * files; an entry that does not check out is a miss. Then on the real kernel: a second run takes
 * a cell from the cache (a planted entry shows it), and FDB_UNIFIED_NOTEBOOK_CELL_CACHE=0 does not.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";
import { REPO, tempDir } from "../helpers/cli.js";
import { NOTEBOOKS, notebookOf, readNotebook, requireFromRepo, text } from "./notebook-files.js";

interface Converted {
  output?: string;
  declOutput: string;
  diagnostics: unknown[];
  sideOutputs?: unknown[];
}
interface Converter {
  convert(prevDecl: string, src: string): Converted;
}
interface CellCacheModule {
  CELL_FOLDER: string;
  environmentKey(root: string, parts: object): string | null;
  kernelCodeDigest(dir: string): string;
  coveredText(text: string): boolean;
  withCellCache(
    c: Converter,
    dir: string,
    envKey: string,
    maxEntries?: number,
  ): Converter & { cellCacheStats: { hits: number; misses: number; off: boolean; stored: number } };
}
const cache = requireFromRepo(join(NOTEBOOKS, "kernel", "cell-cache.cjs")) as CellCacheModule;

/** A converter that counts its calls; `make` decides what a cell converts to. */
function counting(
  make: (prev: string, src: string) => Converted = (prev, src) => ({
    output: `run(${src})`,
    declOutput: `${prev}${src};`,
    diagnostics: [],
  }),
) {
  const calls: string[] = [];
  return {
    calls,
    convert: (prev: string, src: string) => {
      calls.push(src);
      return make(prev, src);
    },
  };
}

const KEY = "a".repeat(64);

test("a conversion is reused when the previous declarations, the cell and the environment key recur", () => {
  const dir = tempDir("fdb-cell-cache-");
  const first = counting();
  const k1 = cache.withCellCache(first, dir, KEY);
  const a = k1.convert("", "a");
  k1.convert("a;", "b");
  assert.deepEqual(first.calls, ["a", "b"]);

  const second = counting();
  const k2 = cache.withCellCache(second, dir, KEY); // a new kernel
  assert.deepEqual(k2.convert("", "a"), a);
  assert.deepEqual(k2.convert("a;", "b"), { output: "run(b)", declOutput: "a;b;", diagnostics: [] });
  assert.deepEqual(second.calls, [], "both cells come from the cache");
  k2.convert("x;", "b"); // other previous declarations
  k2.convert("", "a "); // another cell text
  assert.deepEqual(second.calls, ["b", "a "]);
  assert.deepEqual([k2.cellCacheStats.hits, k2.cellCacheStats.misses], [2, 2]);

  const third = counting();
  cache.withCellCache(third, dir, "b".repeat(64)).convert("", "a"); // another environment
  assert.deepEqual(third.calls, ["a"]);
});

test("entries of other environment keys are removed when a kernel starts", () => {
  const dir = tempDir("fdb-cell-cache-");
  cache.withCellCache(counting(), dir, KEY).convert("", "a");
  cache.withCellCache(counting(), dir, "b".repeat(64)).convert("", "a");
  assert.deepEqual(readdirSync(dir), ["b".repeat(32)]);
});

test("a folder holding more entries than the bound is emptied when a kernel starts", () => {
  const dir = tempDir("fdb-cell-cache-");
  const k = cache.withCellCache(counting(), dir, KEY, 2);
  assert.equal(k.cellCacheStats.stored, 0, "nothing stored at the first start");
  for (const src of ["a", "b", "c"]) k.convert("", src);
  assert.equal(readdirSync(join(dir, KEY.slice(0, 32))).length, 3);
  assert.equal(cache.withCellCache(counting(), dir, KEY, 3).cellCacheStats.stored, 3, "at the bound: kept");
  assert.equal(readdirSync(join(dir, KEY.slice(0, 32))).length, 3);
  const c = counting();
  const over = cache.withCellCache(c, dir, KEY, 2);
  assert.equal(over.cellCacheStats.stored, 0, "over it: emptied");
  over.convert("", "a"); // so a miss
  assert.deepEqual(c.calls, ["a"]);
  assert.equal(readdirSync(join(dir, KEY.slice(0, 32))).length, 1);
});

test("conversions with a diagnostic or a module compiled beside the cell are not kept", () => {
  const dir = tempDir("fdb-cell-cache-");
  const bad = counting((_, src) =>
    src === "err"
      ? { declOutput: "", diagnostics: [{ messageText: "no" }] }
      : { output: "", declOutput: "", diagnostics: [], sideOutputs: [{ path: "m.js", data: "" }] },
  );
  const k = cache.withCellCache(bad, dir, KEY);
  k.convert("", "err");
  k.convert("", "side");
  k.convert("", "err");
  k.convert("", "side");
  assert.deepEqual(bad.calls, ["err", "side", "err", "side"]);
  assert.deepEqual(readdirSync(dir), []);
});

test("only packages, ./src/ and the prebuilt build are covered; anything else turns the cache off for the kernel's life", () => {
  for (const t of [
    'import * as tslab from "tslab";',
    'import { x } from "./src/notebook/index.js";',
    'declare const s: import("./.cache/notebook-modules/src/score").Scored;',
    "const n = 1;",
    'const fs = require("node:fs");',
  ]) {
    assert.equal(cache.coveredText(t), true, t);
  }
  for (const t of [
    'import { y } from "./mine.js";',
    'import "./setup";',
    'const m = await import("../elsewhere/m.js");',
    'const d = require("./data.json");',
    '/// <reference path="types.d.ts" />',
    'import z from "/abs/z.js";',
  ]) {
    assert.equal(cache.coveredText(t), false, t);
  }
  const dir = tempDir("fdb-cell-cache-");
  cache.withCellCache(counting(), dir, KEY).convert("", "a");
  const c = counting();
  const k = cache.withCellCache(c, dir, KEY);
  k.convert("", 'import { y } from "./mine.js";');
  k.convert("", "a"); // cached, but the cache is off now
  assert.deepEqual(c.calls, ['import { y } from "./mine.js";', "a"]);
  assert.equal(k.cellCacheStats.off, true);
  assert.equal(k.cellCacheStats.hits, 0);
});

test("an entry that does not check out is a miss, and is written again", () => {
  const dir = tempDir("fdb-cell-cache-");
  cache.withCellCache(counting(), dir, KEY).convert("", "a");
  const folder = join(dir, KEY.slice(0, 32));
  const [file] = readdirSync(folder);
  for (const broken of [
    "{",
    JSON.stringify({
      kind: "fdb-unified notebook cell",
      key: "0".repeat(64),
      result: { output: "x", declOutput: "", diagnostics: [] },
    }),
    "null",
  ]) {
    writeFileSync(join(folder, file!), broken);
    const c = counting();
    assert.deepEqual(cache.withCellCache(c, dir, KEY).convert("", "a"), {
      output: "run(a)",
      declOutput: "a;",
      diagnostics: [],
    });
    assert.deepEqual(c.calls, ["a"]);
    assert.equal(
      (JSON.parse(readFileSync(join(folder, file!), "utf8")) as { result: Converted }).result.output,
      "run(a)",
    );
  }
});

test("the environment key needs npm's record of the installed packages and changes with it and with every part", () => {
  const root = tempDir("fdb-cell-env-");
  assert.equal(cache.environmentKey(root, { src: "1" }), null);
  mkdirSync(join(root, "node_modules"));
  writeFileSync(join(root, "node_modules", ".package-lock.json"), '{"packages":{}}');
  const k = cache.environmentKey(root, { src: "1" });
  assert.match(k!, /^[0-9a-f]{64}$/);
  assert.equal(cache.environmentKey(root, { src: "1" }), k);
  assert.notEqual(cache.environmentKey(root, { src: "2" }), k);
  writeFileSync(join(root, "node_modules", ".package-lock.json"), '{"packages":{"x":{}}}');
  assert.notEqual(cache.environmentKey(root, { src: "1" }), k);
});

test("the kernel code digest changes with any .cjs file of the folder, and only with those", () => {
  const dir = tempDir("fdb-cell-kernel-");
  writeFileSync(join(dir, "a.cjs"), "1");
  writeFileSync(join(dir, "b.cjs"), "2");
  const d = cache.kernelCodeDigest(dir);
  writeFileSync(join(dir, "notes.md"), "x");
  assert.equal(cache.kernelCodeDigest(dir), d);
  writeFileSync(join(dir, "b.cjs"), "3");
  assert.notEqual(cache.kernelCodeDigest(dir), d);
  assert.match(cache.kernelCodeDigest(join(REPO, "notebooks", "kernel")), /^[0-9a-f]{64}$/);
});

const hasJupyter = spawnSync("jupyter", ["nbconvert", "--version"], { encoding: "utf8" }).status === 0;

test("the kernel takes a remembered cell from the cache, and converts it itself with FDB_UNIFIED_NOTEBOOK_CELL_CACHE=0", {
  skip: hasJupyter ? false : "jupyter nbconvert is not on PATH",
}, () => {
  const token = randomBytes(6).toString("hex");
  const dir = join(tempDir("fdb-cell-nb-"), "notebooks");
  mkdirSync(dir);
  writeFileSync(
    join(dir, "probe.ipynb"),
    JSON.stringify(notebookOf([`const probe = 20 + 22;`, `console.log("probe-${token}", probe);`])),
  );
  const printed = (env: Record<string, string>) => {
    const out = tempDir("fdb-cell-nb-out-");
    const r = spawnSync(
      process.execPath,
      [join(REPO, "scripts", "notebooks-run.mjs"), "--notebooks", dir, "--out", out],
      { encoding: "utf8", env: { ...process.env, ...env } },
    );
    assert.equal(r.status, 0, r.stdout + r.stderr);
    return text(readNotebook(join(out, "probe.ipynb")).cells[1]!.outputs?.map((o) => text(o.text)));
  };
  assert.equal(printed({}).trim(), `probe-${token} 42`);
  const folder = join(REPO, cache.CELL_FOLDER);
  const entries = readdirSync(folder).flatMap((env) => readdirSync(join(folder, env)).map((f) => join(folder, env, f)));
  const entry = entries.find((f) => readFileSync(f, "utf8").includes(`probe-${token}`));
  assert.ok(entry, "the second cell was not remembered");
  try {
    const e = JSON.parse(readFileSync(entry, "utf8")) as { result: Converted };
    e.result.output = `console.log("probe-${token} from the cache");`;
    writeFileSync(entry, JSON.stringify(e));
    assert.equal(printed({}).trim(), `probe-${token} from the cache`);
    assert.equal(printed({ FDB_UNIFIED_NOTEBOOK_CELL_CACHE: "0" }).trim(), `probe-${token} 42`);
  } finally {
    rmSync(entry, { force: true });
  }
});
