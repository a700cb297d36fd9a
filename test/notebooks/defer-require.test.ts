/**
 * requireDeferring: a package's deferred dependency loads when the package first reads it, once,
 * and nobody else ever sees the stand-in; danfojs starts without mathjs and xlsx and its
 * statistics still come from mathjs.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import test from "node:test";
import { requireDeferring } from "../../src/notebook/defer-require.js";
import { REPO, tempDir } from "../helpers/cli.js";

/** A folder with node_modules/host (reads dep.value() in `use`, never at load) and node_modules/dep (counts its loads). */
function packages(tag: string): { dir: string; loads: () => number } {
  const dir = tempDir("fdb-defer-require-");
  const write = (name: string, code: string) => {
    mkdirSync(join(dir, "node_modules", name), { recursive: true });
    writeFileSync(join(dir, "node_modules", name, "package.json"), JSON.stringify({ name, main: "index.js" }));
    writeFileSync(join(dir, "node_modules", name, "index.js"), code);
  };
  write("dep", `globalThis.${tag} = (globalThis.${tag} ?? 0) + 1; exports.value = () => 42; exports.name = "dep";`);
  write("host", `const dep = require("dep"); exports.use = () => dep.value(); exports.has = () => "value" in dep;`);
  return { dir, loads: () => ((globalThis as Record<string, unknown>)[tag] as number | undefined) ?? 0 };
}

test("a deferred dependency loads on the package's first read of it, once", () => {
  const { dir, loads } = packages("__deferOnce");
  const host = requireDeferring(join(dir, "x.js"), "host", ["dep"]) as { use(): number; has(): boolean };
  assert.equal(loads(), 0, "dep must not load with host");
  assert.equal(host.use(), 42);
  assert.equal(loads(), 1);
  assert.equal(host.use(), 42);
  assert.equal(host.has(), true);
  assert.equal(loads(), 1, "dep must load once");
});

test("after the package has loaded, requiring the dependency gives the real module, never the stand-in", () => {
  const { dir, loads } = packages("__deferReal");
  const req = createRequire(join(dir, "x.js"));
  const host = requireDeferring(join(dir, "x.js"), "host", ["dep"]) as { use(): number };
  const dep = req("dep") as Record<string, unknown>;
  assert.deepEqual(Object.keys(dep), ["value", "name"]);
  assert.equal(loads(), 1);
  assert.equal(host.use(), 42);
  assert.equal(loads(), 1, "the stand-in reads the module already in the cache");
});

test("a dependency loaded before is left as it is", () => {
  const { dir, loads } = packages("__deferBefore");
  const req = createRequire(join(dir, "x.js"));
  const dep = req("dep") as { value(): number };
  requireDeferring(join(dir, "x.js"), "host", ["dep"]);
  assert.equal(loads(), 1);
  assert.equal(req.cache[req.resolve("dep")]?.exports, dep);
});

test("danfojs starts without mathjs and xlsx; std, median and mode still come from mathjs", () => {
  const script = `
    const { createRequire } = await import("node:module");
    const { recordsFrame } = await import(${JSON.stringify(join(REPO, "dist", "src", "notebook", "frames.js"))});
    const req = createRequire(${JSON.stringify(join(REPO, "package.json"))});
    const loaded = (name) => Object.keys(req.cache).some((f) => f.includes("/node_modules/" + name + "/"));
    const df = recordsFrame([{ a: 1, b: "x" }, { a: 2, b: null }, { a: 2, b: "y" }, { a: 7, b: "z" }]);
    const before = [loaded("danfojs-node"), loaded("mathjs"), loaded("xlsx")];
    const a = df.column("a");
    const stats = [a.std(), a.median(), a.mode()];
    const math = req("mathjs");
    console.log(JSON.stringify({ before, after: loaded("mathjs"), stats, expected: [math.std([1, 2, 2, 7]), math.median([1, 2, 2, 7]), math.mode([1, 2, 2, 7])] }));
  `;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout) as { before: boolean[]; after: boolean; stats: unknown[]; expected: unknown[] };
  assert.deepEqual(out.before, [true, false, false]);
  assert.equal(out.after, true);
  assert.deepEqual(out.stats, out.expected);
});
