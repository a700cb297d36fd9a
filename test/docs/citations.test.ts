/**
 * Every document the code, docs, notebooks and README cite is a file of this repository, so a
 * clone has no dangling reference; and none of them points outside it (a sibling folder) or at
 * a tracker number instead of a document.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { test } from "node:test";
import { REPO } from "../helpers/cli.js";

const SCOPES = ["src", "docs", "notebooks", "README.md", "reports/fixture-tree/index.html"];

function filesUnder(path: string): string[] {
  const abs = join(REPO, path);
  if (!statSync(abs).isDirectory()) return [abs];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith(".png"))
    .map((e) => join(e.parentPath, e.name));
}

/** Cited document paths in a text: any `name.md` (with its folders), and markdown link targets. */
export function citedPaths(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<![\w./-])((?:\.{1,2}\/)*[\w.-]+(?:\/[\w.-]+)*\.md)\b/g)) out.add(m[1]!);
  for (const m of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
    const target = m[1]!;
    if (!/^[a-z]+:/i.test(target)) out.add(target);
  }
  return [...out];
}

/** A cited path resolves when it names a file relative to the citing file or to the repository root. */
function resolves(from: string, cited: string): boolean {
  return [join(dirname(from), cited), join(REPO, cited)].some((p) => p.startsWith(REPO) && existsSync(p));
}

test("the citation finder sees bare names, paths and links, and skips URLs", () => {
  assert.deepEqual(
    citedPaths("see unified-metrics.md, docs/output.md and [x](definitions.md#time) or [y](https://a.b/c.md)").sort(),
    ["definitions.md", "docs/output.md", "unified-metrics.md"],
  );
});

test("every cited document path in src/, docs/, notebooks/, README.md and the example report is a file of the repository", () => {
  const dangling: string[] = [];
  let seen = 0;
  for (const scope of SCOPES) {
    for (const file of filesUnder(scope)) {
      for (const cited of citedPaths(readFileSync(file, "utf8"))) {
        seen++;
        if (!resolves(file, cited)) dangling.push(`${relative(REPO, file)}: ${cited}`);
      }
    }
  }
  assert.ok(seen > 40, `only ${seen} citations found: the finder is broken`);
  assert.deepEqual(dangling, []);
});

test("no code, doc or notebook cites an issue number or a folder outside the repository", () => {
  const hits: string[] = [];
  for (const scope of ["src", "notebooks", "docs"]) {
    for (const file of filesUnder(scope)) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, k) => {
          if (/\bissue #?[0-9]+|\.\.\/shared/.test(line)) hits.push(`${relative(REPO, file)}:${k + 1}: ${line.trim()}`);
        });
    }
  }
  assert.deepEqual(hits, []);
});

test("no document holds a pasted test run (TAP output) or a machine path", () => {
  const docs = [...filesUnder("docs"), join(REPO, "README.md")].filter((f) => f.endsWith(".md"));
  for (const f of docs) {
    const text = readFileSync(f, "utf8");
    assert.doesNotMatch(text, /^(TAP version \d+|# Subtest: |not ok \d+ - )/m, relative(REPO, f));
    assert.doesNotMatch(text, /\/work\/wt-|\/tmp\/fdb/, relative(REPO, f));
  }
});
