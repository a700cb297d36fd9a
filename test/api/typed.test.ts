/**
 * The package's types as a TypeScript user meets them: test/api/typed-usage.mts, compiled with
 * `tsc --strict` in a project that finds the package as `fdb-unified` through node_modules (its
 * built declarations, as an installed copy), compiles only if each line under `@ts-expect-error`
 * (a misspelt metric, an unknown subset, a wrong option) is a compile error; with those markers
 * removed, tsc reports exactly those lines. The compiled script then runs on the fixture tree,
 * writing only into a temporary folder.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";
import { FIXTURE_TREE, REPO } from "../helpers/cli.js";
import { compileAgainstPackage } from "../helpers/package-script.js";

const SOURCE = readFileSync(join(REPO, "test", "api", "typed-usage.mts"), "utf8");
/** The usage script compiled against the package (test/helpers/package-script.ts). */
const compile = (source: string) => compileAgainstPackage(source, "script.mts");

test("under tsc --strict the mistakes are compile errors, and the correct script compiles and runs", () => {
  const { dir, status, out } = compile(SOURCE);
  assert.equal(status, 0, out);
  const written = join(dir, "written");
  const r = spawnSync(process.execPath, [join(dir, "out", "script.mjs"), FIXTURE_TREE, written], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: join(dir, "cache") },
  });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^latency median (\d|null)/m);
  assert.match(
    r.stdout,
    /^metrics early_start_rate response_rate_1s .* response_latency_s; table 2; takeover \d+\/\d+$/m,
  );
  assert.match(r.stdout, /^metricsFor subset: unknown subset candor_turn_takin; did you mean candor_turn_taking\?$/m);
  assert.ok(existsSync(join(written, "unified.json")));
});

test("without the @ts-expect-error markers tsc reports each mistake's line, and only those", () => {
  const lines = SOURCE.split("\n");
  const marked = lines.flatMap((l, k) => (l.includes("// @ts-expect-error") ? [k + 2] : []));
  assert.equal(marked.length, 14);
  const { status, out } = compile(lines.map((l) => (l.includes("// @ts-expect-error") ? "" : l)).join("\n"));
  assert.notEqual(status, 0);
  const reported = [...new Set([...out.matchAll(/^script\.mts\((\d+),\d+\): error TS\d+/gm)].map((m) => Number(m[1])))];
  assert.deepEqual(reported, marked, out);
});
