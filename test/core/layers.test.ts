/**
 * The written layer order holds: the numbered list of README.md's "Layout" section names every
 * folder of `src/` from top to bottom, and every import in `src/` goes to its own folder or to
 * one below it, never up. No files import each other in a circle, and HTML is written only in
 * the presentation folders (report, view, notebook).
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { REPO } from "../helpers/cli.js";

const SRC = join(REPO, "src");

/** The layers of README.md's "Layout" list, top first: each a folder under src/ (or "" for the root files). */
export function readmeLayers(readme: string): string[] {
  const start = readme.indexOf("\n## Layout\n");
  assert.ok(start >= 0, 'README.md has a "## Layout" section');
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const layers: string[] = [];
  for (const m of section.matchAll(/^\d+\. `src\/([\w/-]*?)\/?(?:\*\.ts)?`/gm)) layers.push(m[1]!.replace(/\/$/, ""));
  return layers;
}

/** Every .ts file under src/, relative to src/ with forward slashes. */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => relative(SRC, join(e.parentPath, e.name)).split("\\").join("/"))
    .sort();
}

/** The relative module specifiers a source imports: static imports and exports, dynamic imports, requires. */
export function importsOf(text: string): string[] {
  const out: string[] = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  for (const m of code.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g,
  ))
    out.push(m[1]!);
  return out;
}

/** The layer a file (relative to src/) belongs to: the longest listed folder that holds it, "" for a root file. */
function layerOf(file: string, layers: string[]): string | undefined {
  let best: string | undefined;
  for (const l of layers) {
    if (l === "" ? !file.includes("/") : file.startsWith(`${l}/`)) {
      if (best === undefined || l.length > best.length) best = l;
    }
  }
  return best;
}

const readme = readFileSync(join(REPO, "README.md"), "utf8");
const layers = readmeLayers(readme);
const files = sourceFiles();

test("the README's Layout list names every folder of src/ once", () => {
  assert.ok(layers.length >= 10, `Layout list found: ${layers.join(", ")}`);
  assert.equal(new Set(layers).size, layers.length, "no folder listed twice");
  for (const f of files)
    assert.notEqual(layerOf(f, layers), undefined, `src/${f} is in no layer of the README's Layout list`);
  for (const l of layers.filter((x) => x !== ""))
    assert.ok(
      files.some((f) => f.startsWith(`${l}/`)),
      `the Layout list names src/${l}/, which holds no source`,
    );
});

function resolvedImports(file: string): string[] {
  const text = readFileSync(join(SRC, file), "utf8");
  return importsOf(text)
    .map((spec) =>
      relative(SRC, resolve(dirname(join(SRC, file)), spec))
        .split("\\")
        .join("/")
        .replace(/\.(c?js)$/, ".ts"),
    )
    .filter((target) => !target.startsWith(".."));
}

test("no import in src/ goes up the Layout list", () => {
  const rank = new Map(layers.map((l, i) => [l, i]));
  const upward: string[] = [];
  for (const f of files) {
    const from = layerOf(f, layers)!;
    for (const target of resolvedImports(f)) {
      const to = layerOf(target, layers);
      if (to === undefined || to === from) continue;
      if (rank.get(to)! < rank.get(from)!)
        upward.push(`src/${f} imports src/${target} (${to || "root"} is above ${from || "root"})`);
    }
  }
  assert.deepEqual(upward, []);
});

test("no circle of imports between the files of src/", () => {
  const graph = new Map(files.map((f) => [f, resolvedImports(f).filter((t) => files.includes(t))]));
  const state = new Map<string, "open" | "done">();
  const circles: string[] = [];
  const visit = (f: string, path: string[]) => {
    if (state.get(f) === "done") return;
    if (state.get(f) === "open") {
      circles.push([...path.slice(path.indexOf(f)), f].join(" -> "));
      return;
    }
    state.set(f, "open");
    for (const t of graph.get(f)!) visit(t, [...path, f]);
    state.set(f, "done");
  };
  for (const f of files) visit(f, []);
  assert.deepEqual(circles, []);
});

const HTML_FOLDERS = ["report", "view", "notebook"];
const HTML_TAG =
  /<\/?(?:html|head|body|div|span|table|thead|tbody|tr|td|th|section|article|figure|figcaption|p|h[1-6]|ul|ol|li|a|img|audio|button|details|summary|style|script|br|code|pre|em|strong)[\s>/]/;

test("HTML is written only in report/, view/ and notebook/", () => {
  const outside: string[] = [];
  for (const f of files) {
    if (HTML_FOLDERS.some((d) => f.startsWith(`${d}/`))) continue;
    const code = readFileSync(join(SRC, f), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    for (const m of code.matchAll(/(["'`])((?:\\.|(?!\1)[\s\S])*?)\1/g)) {
      if (HTML_TAG.test(m[2]!)) outside.push(`src/${f}: ${m[2]!.slice(0, 60)}`);
    }
  }
  assert.deepEqual(outside, []);
});

test("the layer rules catch what they must (each rule can fail)", () => {
  const l = readmeLayers(
    "x\n## Layout\n\n1. `src/cli/` — top\n2. `src/vad/engine/` — engine\n3. `src/vad/` — port\n4. `src/*.ts` — root files\n\n## Next\n",
  );
  assert.deepEqual(l, ["cli", "vad/engine", "vad", ""]);
  assert.equal(layerOf("vad/engine/pool.ts", l), "vad/engine");
  assert.equal(layerOf("vad/segments.ts", l), "vad");
  assert.equal(layerOf("errors.ts", l), "");
  assert.equal(layerOf("report/x.ts", l), undefined);
  assert.deepEqual(
    importsOf(
      'import { a } from "../b.js";\nexport * from "./c.js";\nconst m = await import("../../d.js");\n// import { z } from "../zz.js";\nimport type { T } from "node:fs";',
    ),
    ["../b.js", "./c.js", "../../d.js"],
  );
  assert.ok(HTML_TAG.test('<td class="n">'));
  assert.ok(!HTML_TAG.test("a < b && c > d"));
});
