/**
 * docs/api.md's complete script runs, as a consumer's project would run it (the package found
 * as `fdb-unified` through node_modules), and everything it writes equals the bytes of the
 * command it stands for: `score --out`, `check-transcripts --out`, `sweep --csv`,
 * `compare --json`, `table --format markdown` and `report`. So the document cannot rot, and the
 * library cannot drift from the commands.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";
import ts from "typescript";
import { REPO, runCli, tempDir } from "../helpers/cli.js";

/** The TypeScript of the code block that follows `marker` in `md`. */
export function markedBlock(md: string, marker: string): string {
  const at = md.indexOf(marker);
  assert.ok(at >= 0, `no ${marker}`);
  const m = /```ts\n([\s\S]*?)```/.exec(md.slice(at));
  assert.ok(m, `no ts code block after ${marker}`);
  return m[1]!;
}

const fixture = (name: string) => join(REPO, "fixtures", name);

test("docs/api.md's script writes the commands' bytes", { timeout: 600_000 }, () => {
  const source = markedBlock(readFileSync(join(REPO, "docs", "api.md"), "utf8"), "<!-- api-script -->");
  const project = tempDir("fdb-unified-api-script-");
  mkdirSync(join(project, "node_modules"));
  symlinkSync(REPO, join(project, "node_modules", "fdb-unified"), "dir");
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  writeFileSync(join(project, "script.mjs"), js);
  const out = join(project, "out");
  const r = spawnSync(process.execPath, ["script.mjs", out], {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: join(project, "cache") },
  });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /no-such-folder: no such folder/);

  const cli = join(project, "cli");
  const run = (args: string[]): string => {
    const x = runCli(args);
    assert.equal(x.code, 0, `${args.join(" ")}: ${x.stderr}`);
    return x.stdout;
  };
  const same = (written: string, expected: string | Buffer, what: string) =>
    assert.ok(
      readFileSync(written).equals(Buffer.from(expected)),
      `${what}: the script's bytes differ from the command's`,
    );

  run(["score", "--tree", fixture("tree"), "--out", join(cli, "score"), "--quiet"]);
  for (const f of ["unified.json", "unified-samples.jsonl"])
    same(join(out, "score", f), readFileSync(join(cli, "score", f)), `score ${f}`);
  run(["check-transcripts", "--tree", fixture("tree-audio"), "--out", join(cli, "check"), "--quiet"]);
  for (const f of ["transcript-check.json", "transcript-check-samples.jsonl"])
    same(join(out, "check", f), readFileSync(join(cli, "check", f)), `check-transcripts ${f}`);
  const sweep = run(["sweep", "--tree", fixture("tree"), "--threshold", "0.4,0.5", "--min-silence-ms", "100", "--csv"]);
  same(join(out, "sweep.csv"), sweep, "sweep --csv");
  const compare = run(["compare", "--tree", `A=${fixture("tree")}`, "--tree", `B=${fixture("tree-b")}`, "--json"]);
  same(join(out, "compare.json"), compare, "compare --json");
  const trees = [
    ["A", "tree"],
    ["B", "tree-b"],
    ["C", "tree-c"],
  ].flatMap(([n, t]) => ["--tree", `${n}=${fixture(t!)}`]);
  same(join(out, "table.md"), run(["table", ...trees, "--format", "markdown"]), "table --format markdown");
  run(["report", "--tree", `fixture=${fixture("tree")}`, "--out", join(cli, "report"), "--title", "Fixture tree"]);
  same(join(out, "report", "index.html"), readFileSync(join(cli, "report", "index.html")), "report index.html");
});
