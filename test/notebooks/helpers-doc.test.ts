/**
 * The notebook helpers are documented: every export of a `src/notebook/` module has a doc
 * comment (what Shift-Tab shows in Jupyter), and the helper tables of docs/notebooks.md list
 * every name `src/notebook/index.ts` exports, each in the row of the module it comes from, and
 * no name a module does not export. Exports are read with the TypeScript compiler.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import test from "node:test";
import ts from "typescript";
import { REPO } from "../helpers/cli.js";

const SRC = join(REPO, "src");
const HELPERS = join(SRC, "notebook");
const INDEX = join(HELPERS, "index.ts");
const files = readdirSync(HELPERS)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => join(HELPERS, f));
const program = ts.createProgram(files, {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
});
const checker = program.getTypeChecker();
const exportsOf = (file: string): ts.Symbol[] =>
  checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!);
const real = (s: ts.Symbol): ts.Symbol => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
/** The module (path under src/, `.ts`) that declares an export of index.ts. */
const homeOf = (s: ts.Symbol): string =>
  relative(SRC, real(s).declarations![0]!.getSourceFile().fileName).split("\\").join("/");

test("every export of a src/notebook module has a doc comment", () => {
  const missing: string[] = [];
  for (const f of files.filter((x) => x !== INDEX)) {
    for (const s of exportsOf(f))
      if (ts.displayPartsToString(s.getDocumentationComment(checker)).trim() === "")
        missing.push(`${relative(SRC, f)}: ${s.name}`);
  }
  assert.deepEqual(missing, []);
});

/** The rows of the helper tables: the modules named in the first column, and the names in the second. */
function docRows(): { modules: string[]; names: Set<string> }[] {
  const md = readFileSync(join(REPO, "docs", "notebooks.md"), "utf8");
  const start = md.indexOf("## Helpers for notebooks");
  const section = md.slice(start, md.indexOf("\n## ", start + 1));
  const rows: { modules: string[]; names: Set<string> }[] = [];
  for (const line of section.split("\n")) {
    const m = /^\| (.+?) \| (.+) \|$/.exec(line);
    if (!m || m[1] === "module" || m[1]!.startsWith("---")) continue;
    const modules = [...m[1]!.matchAll(/`([\w/.-]+)`/g)].map((x) => x[1]!);
    const names = new Set([...m[2]!.matchAll(/`([A-Za-z_$][\w$]*)(?:\(|<|`)/g)].map((x) => x[1]!));
    rows.push({ modules, names });
  }
  return rows;
}

test("docs/notebooks.md lists every export of src/notebook/index.ts in its module's row", () => {
  const rows = docRows();
  assert.ok(rows.length > 10);
  const problems: string[] = [];
  for (const s of exportsOf(INDEX)) {
    const home = homeOf(s);
    // a row names its module by path under src/ (`score.ts`), under src/notebook/ (`tree.ts`), or its folder (`compare/`)
    const row = rows.find((r) =>
      r.modules.some((m) => home === m || home === `notebook/${m}` || (m.endsWith("/") && home.startsWith(m))),
    );
    if (!row) problems.push(`${s.name} (${home}): no row for its module`);
    else if (!row.names.has(s.name)) problems.push(`${s.name} (${home}): not in its module's row`);
  }
  assert.deepEqual(problems, []);
});

test("every name in the helper tables is an export of its module", () => {
  const problems: string[] = [];
  for (const r of docRows()) {
    const exported = new Set<string>();
    for (const m of r.modules) {
      const paths = m.endsWith("/")
        ? readdirSync(join(SRC, m))
            .filter((f) => f.endsWith(".ts"))
            .map((f) => join(SRC, m, f))
        : [join(SRC, m), join(HELPERS, m)];
      for (const p of paths) if (program.getSourceFile(p)) for (const s of exportsOf(p)) exported.add(s.name);
    }
    for (const n of r.names) if (!exported.has(n)) problems.push(`${r.modules.join(", ")}: ${n} is not exported`);
  }
  assert.deepEqual(problems, []);
});
