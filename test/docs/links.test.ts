/**
 * The README is a front page that links to the rest: it stays short (under 200 lines, the first
 * `score` command within its first 60), and every relative link of README.md and docs/*.md names
 * a file of the repository that the npm package also ships (the README and docs are read from
 * the installed package too), with its `#anchor` a heading of the target page.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { test } from "node:test";
import { REPO } from "../helpers/cli.js";

const README = readFileSync(join(REPO, "README.md"), "utf8");
const PAGES = [
  "README.md",
  ...readdirSync(join(REPO, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** The text outside fenced code blocks and inline code spans, where a `[text](target)` is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** The link targets of a page that point inside the repository (no scheme, no mail address). */
export function relativeLinks(markdown: string): string[] {
  const out: string[] = [];
  for (const m of prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(m[1]!)) out.push(m[1]!);
  }
  return out;
}

/** GitHub's anchors of a page's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  const withoutCode = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, "");
  for (const m of withoutCode.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = m[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

function packedFiles(): Set<string> {
  const r = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: REPO,
    encoding: "utf8",
    timeout: 120_000,
  });
  assert.equal(r.status, 0, r.stderr);
  const [packed] = JSON.parse(r.stdout) as { files: { path: string }[] }[];
  return new Set(packed!.files.map((f) => f.path));
}

test("the link finder skips code and URLs, and anchors follow GitHub's rule", () => {
  const page = "[a](docs/x.md#y) `[b](c.md)` [u](https://h/z.md)\n```\n[d](e.md)\n```\n![i](images/p.png)\n";
  assert.deepEqual(relativeLinks(page), ["docs/x.md#y", "images/p.png"]);
  assert.deepEqual(
    [...anchors("# A b\n## `score` — unified metrics\n## Matched runs (v1.5): `compare`\n## A b\n")],
    ["a-b", "score--unified-metrics", "matched-runs-v15-compare", "a-b-1"],
  );
});

test("the README is a front page: under 200 lines, the first score command within its first 60", () => {
  const lines = README.split("\n");
  assert.ok(lines.length < 200, `README.md has ${lines.length} lines`);
  const first = lines.findIndex((l) => /^(npx )?fdb-unified score /.test(l));
  assert.ok(first >= 0 && first < 60, `the first score command is on line ${first + 1}`);
  const opening = lines.find((l) => l.trim() !== "" && !l.startsWith("#"));
  assert.match(opening ?? "", /^Scores .*Full-Duplex-Bench/, "the README's first line says what the tool does");
});

test("every relative link of README.md and docs/*.md names a shipped file, and its anchor a heading", () => {
  const packed = packedFiles();
  const broken: string[] = [];
  let seen = 0;
  for (const page of PAGES) {
    const abs = join(REPO, page);
    const text = readFileSync(abs, "utf8");
    for (const link of relativeLinks(text)) {
      seen++;
      const [path, anchor] = link.split("#") as [string, string | undefined];
      const target = path === "" ? abs : join(dirname(abs), decodeURIComponent(path));
      const rel = relative(REPO, target);
      if (rel.startsWith("..") || !existsSync(target) || !statSync(target).isFile()) {
        broken.push(`${page}: ${link} (no such file)`);
        continue;
      }
      if (!packed.has(rel)) broken.push(`${page}: ${link} (${rel} is not in the npm package)`);
      if (anchor !== undefined && target.endsWith(".md") && !anchors(readFileSync(target, "utf8")).has(anchor))
        broken.push(`${page}: ${link} (no heading #${anchor} in ${rel})`);
    }
  }
  assert.ok(seen > 100, `only ${seen} links found: the finder is broken`);
  assert.deepEqual(broken, []);
});
