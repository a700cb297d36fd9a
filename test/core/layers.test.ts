/**
 * The floors hold: the numbered list of docs/architecture.md's "Floors" section names every folder of `src/`
 * once, as floors from top to bottom (one or more folders a line). Every import in `src/` stays in
 * its own folder or goes to a floor below, never up and never sideways to another folder of its
 * floor; each floor imports from the one directly below (else they are one floor); no files import
 * each other in a circle; HTML is written only in the presentation folders (report, view,
 * notebook). The checks are pure functions of the floors and a map of file → imports, run here on
 * the real source and on a small bad graph, where each must fail. Imports this reader cannot follow
 * (a module or worker named by a variable) are listed below, and each carries a comment saying why.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { REPO } from "../helpers/cli.js";

const SRC = join(REPO, "src");

/** The floors of docs/architecture.md's "Floors" list, top first: each the folders under src/ it holds ("" for the root files). */
export function readmeFloors(readme: string): string[][] {
  const start = readme.indexOf("\n## Floors\n");
  assert.ok(start >= 0, 'docs/architecture.md has a "## Floors" section');
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const floors: string[][] = [];
  for (const line of section.matchAll(/^\d+\. (.*?) — /gm)) {
    const folders = [...line[1]!.matchAll(/`src\/([\w/-]*?)\/?(?:\*\.ts)?`/g)].map((m) => m[1]!.replace(/\/$/, ""));
    if (folders.length > 0) floors.push(folders);
  }
  return floors;
}

/** Every .ts (and .cjs) file under src/, relative to src/ with forward slashes. */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|cjs)$/.test(e.name))
    .map((e) => relative(SRC, join(e.parentPath, e.name)).split("\\").join("/"))
    .sort();
}

/** A source without its comments. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** The relative module specifiers a source imports: static imports and exports, dynamic imports, requires. */
export function importsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of code(text).matchAll(
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g,
  ))
    out.push(m[1]!);
  return out;
}

/** The folder a file (relative to src/) belongs to: the longest listed folder that holds it, "" for a root file. */
function folderOf(file: string, folders: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const l of folders) {
    if (l === "" ? !file.includes("/") : file.startsWith(`${l}/`)) {
      if (best === undefined || l.length > best.length) best = l;
    }
  }
  return best;
}

const show = (folder: string) => (folder === "" ? "the root files" : `src/${folder}/`);

/**
 * Every import of `graph` (file → the files it imports, relative to src/) that breaks the floors:
 * one that goes up, one between two folders of the same floor, and a pair of neighbouring floors
 * with no import from the upper to the lower.
 */
export function floorProblems(floors: readonly string[][], graph: ReadonlyMap<string, readonly string[]>): string[] {
  const folders = floors.flat();
  const rank = new Map(floors.flatMap((f, i) => f.map((folder) => [folder, i] as const)));
  const problems: string[] = [];
  const down = new Set<number>();
  for (const [f, targets] of graph) {
    const from = folderOf(f, folders);
    if (from === undefined) continue;
    for (const target of targets) {
      const to = folderOf(target, folders);
      if (to === undefined || to === from) continue;
      const [a, b] = [rank.get(from)!, rank.get(to)!];
      if (b < a) problems.push(`src/${f} imports src/${target}: up, from floor ${a + 1} to floor ${b + 1}`);
      else if (b === a)
        problems.push(`src/${f} imports src/${target}: ${show(from)} and ${show(to)} share floor ${a + 1}`);
      else if (b === a + 1) down.add(a);
    }
  }
  for (let i = 0; i + 1 < floors.length; i++)
    if (!down.has(i)) problems.push(`floor ${i + 1} imports nothing from floor ${i + 2}: they are one floor`);
  return problems;
}

/** The circles of imports in `graph`, each as the files around it. */
export function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const state = new Map<string, "open" | "done">();
  const circles: string[] = [];
  const visit = (f: string, path: string[]) => {
    if (state.get(f) === "done") return;
    if (state.get(f) === "open") {
      circles.push([...path.slice(path.indexOf(f)), f].join(" -> "));
      return;
    }
    state.set(f, "open");
    for (const t of graph.get(f) ?? []) if (graph.has(t)) visit(t, [...path, f]);
    state.set(f, "done");
  };
  for (const f of graph.keys()) visit(f, []);
  return circles;
}

/** The word a comment must start with, on the line of a dynamic import or worker path or just above it. */
const WHY = "by variable:";

/**
 * The places in a source that load a module this reader cannot follow: `import(x)`, `require(x)`
 * and `new Worker(x)` with anything but a string literal. Each as its line number, its text and
 * whether a `// by variable: ...` comment (saying what it loads and why) sits on it or above it.
 */
export function hiddenLoads(text: string): { line: number; text: string; explained: boolean }[] {
  const lines = text.split("\n");
  // block comments blanked with their line breaks kept, so that line numbers still match
  const bareLines = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " ")).split("\n");
  const out: { line: number; text: string; explained: boolean }[] = [];
  lines.forEach((l, i) => {
    const bare = bareLines[i]!.replace(/\/\/.*$/, "");
    if (!/(?<![\w.])(?:import|require)\s*\(\s*[^"'\s)]|\bnew\s+Worker\s*\(/.test(bare)) return;
    if (/typeof\s+import\s*\(/.test(bare)) return;
    const above = [l, lines[i - 1] ?? "", lines[i - 2] ?? ""].join("\n");
    out.push({ line: i + 1, text: l.trim(), explained: new RegExp(`//\\s*${WHY}\\s*\\S`).test(above) });
  });
  return out;
}

/**
 * The loads by variable in src/, each with what it loads: the test fails on one found that is
 * not listed here, on one listed that is gone, and on one without its comment.
 */
const HIDDEN_LOADS: Record<string, string> = {
  "charts/render.ts": "./esm-import.cjs, the CommonJS door to the ESM-only vega packages",
  "charts/esm-import.cjs": "vega and vega-lite, whatever specifier the renderer passes",
  "vad/engine/scan-files.ts": "the compiled scan-worker.js, a worker thread's entry",
  "vad/engine/pool.ts": "the compiled worker.js, a worker thread's entry",
};

function resolvedImports(file: string): string[] {
  return importsOf(readFileSync(join(SRC, file), "utf8"))
    .map((spec) =>
      relative(SRC, resolve(dirname(join(SRC, file)), spec))
        .split("\\")
        .join("/")
        .replace(/\.(c?js)$/, ".ts"),
    )
    .filter((target) => !target.startsWith(".."));
}

const readme = readFileSync(join(REPO, "docs", "architecture.md"), "utf8");
const floors = readmeFloors(readme);
const folders = floors.flat();
const files = sourceFiles();
const graph = new Map(files.map((f) => [f, resolvedImports(f)]));

test("the architecture's list of floors names every folder of src/ once", () => {
  assert.ok(floors.length >= 5, `floors found: ${floors.map((f) => f.join(" + ")).join(", ")}`);
  assert.equal(new Set(folders).size, folders.length, "no folder listed twice");
  for (const f of files)
    assert.notEqual(folderOf(f, folders), undefined, `src/${f} is in no floor of docs/architecture.md`);
  for (const l of folders.filter((x) => x !== ""))
    assert.ok(
      files.some((f) => f.startsWith(`${l}/`)),
      `the list of floors names src/${l}/, which holds no source`,
    );
});

test("every import of src/ goes down the floors, never up or across, and each floor uses the next", () => {
  assert.deepEqual(floorProblems(floors, graph), []);
});

test("no circle of imports between the files of src/", () => {
  assert.deepEqual(circlesOf(graph), []);
});

test("every load by variable in src/ is listed here and says, in a comment, what it loads and why", () => {
  const found = new Map<string, { line: number; text: string; explained: boolean }[]>();
  for (const f of files) {
    const sites = hiddenLoads(readFileSync(join(SRC, f), "utf8"));
    if (sites.length > 0) found.set(f, sites);
  }
  const unexplained = [...found].flatMap(([f, sites]) =>
    sites.filter((s) => !s.explained).map((s) => `src/${f}:${s.line}: ${s.text} (no "// ${WHY} ..." comment)`),
  );
  assert.deepEqual(unexplained, []);
  assert.deepEqual([...found.keys()].sort(), Object.keys(HIDDEN_LOADS).sort(), "the list of loads by variable");
});

const HTML_FOLDERS = ["report", "view", "notebook"];
const HTML_TAG =
  /<\/?(?:html|head|body|div|span|table|thead|tbody|tr|td|th|section|article|figure|figcaption|p|h[1-6]|ul|ol|li|a|img|audio|button|details|summary|style|script|br|code|pre|em|strong)[\s>/]/;

test("HTML is written only in report/, view/ and notebook/", () => {
  const outside: string[] = [];
  for (const f of files) {
    if (HTML_FOLDERS.some((d) => f.startsWith(`${d}/`))) continue;
    for (const m of code(readFileSync(join(SRC, f), "utf8")).matchAll(/(["'`])((?:\\.|(?!\1)[\s\S])*?)\1/g)) {
      if (HTML_TAG.test(m[2]!)) outside.push(`src/${f}: ${m[2]!.slice(0, 60)}`);
    }
  }
  assert.deepEqual(outside, []);
});

test("on a small bad graph, each check fails where it must", () => {
  const bad = readmeFloors(
    "x\n## Floors\n\n1. `src/cli/` — top\n2. `src/report/`, `src/view/` — two rooms\n3. `src/vad/engine/` — engine\n" +
      "4. `src/vad/` — port\n5. `src/stats/` — unused\n6. `src/*.ts` — root files\n\n## Next\n",
  );
  assert.deepEqual(bad, [["cli"], ["report", "view"], ["vad/engine"], ["vad"], ["stats"], [""]]);
  const g = new Map<string, string[]>([
    ["cli/main.ts", ["report/build.ts", "errors.ts"]],
    ["report/build.ts", ["view/page.ts", "vad/engine/analyze.ts"]], // across: report and view share a floor
    ["view/page.ts", ["vad/segments.ts"]],
    ["vad/engine/analyze.ts", ["vad/segments.ts"]],
    ["vad/segments.ts", ["cli/main.ts", "errors.ts"]], // up: the port reaches the command line
    ["stats/rng.ts", ["errors.ts"]],
    ["errors.ts", []],
  ]);
  assert.deepEqual(floorProblems(bad, g), [
    "src/report/build.ts imports src/view/page.ts: src/report/ and src/view/ share floor 2",
    "src/vad/segments.ts imports src/cli/main.ts: up, from floor 4 to floor 1",
    "floor 4 imports nothing from floor 5: they are one floor",
  ]);
  assert.deepEqual(circlesOf(g), ["cli/main.ts -> report/build.ts -> view/page.ts -> vad/segments.ts -> cli/main.ts"]);
  // the same graph with the bad edges taken out passes every check
  const good = new Map(g);
  good.set("report/build.ts", ["vad/engine/analyze.ts"]);
  good.set("view/page.ts", ["vad/engine/analyze.ts"]);
  good.set("vad/segments.ts", ["stats/rng.ts"]);
  assert.deepEqual(floorProblems(bad, good), []);
  assert.deepEqual(circlesOf(good), []);

  assert.equal(folderOf("vad/engine/pool.ts", folders), "vad/engine");
  assert.equal(folderOf("report/summary.ts", folders), "report");
  assert.equal(folderOf("x/y.ts", ["cli", ""]), undefined);
  assert.deepEqual(
    importsOf(
      'import { a } from "../b.js";\nexport * from "./c.js";\nconst m = await import("../../d.js");\n' +
        '// import { z } from "../zz.js";\nimport type { T } from "node:fs";',
    ),
    ["../b.js", "./c.js", "../../d.js"],
  );
  assert.deepEqual(
    hiddenLoads(
      '/* a helper import (`x`) */ const a = await import("./a.js");\nconst b = await import(name);\n' +
        "// by variable: the worker entry, built beside\n" +
        'new Worker(script);\ntype T = typeof import("x");\nrequire(id);',
    ).map((s) => [s.line, s.explained]),
    [
      [2, false],
      [4, true],
      [6, false],
    ],
  );
  assert.ok(HTML_TAG.test('<td class="n">'));
  assert.ok(!HTML_TAG.test("a < b && c > d"));
});
