/**
 * The public entry is documented: every name src/api/index.ts exports has a doc comment with an
 * `@example` where it is declared (what an editor shows a script's author), and docs/api.md
 * names every exported function and value. Read with the TypeScript compiler, as the entry's
 * `.d.ts` gives them to a consumer.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";
import ts from "typescript";
import { REPO } from "../helpers/cli.js";

const ENTRY = join(REPO, "src", "api", "index.ts");
const program = ts.createProgram([ENTRY], {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
});
const checker = program.getTypeChecker();
const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(ENTRY)!)!);
const real = (s: ts.Symbol): ts.Symbol => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);

/** What is wrong with the documentation of one declaration, or null. */
export function docProblem(decl: ts.Declaration): string | null {
  const docs = ts.getJSDocCommentsAndTags(decl).filter(ts.isJSDoc);
  if (docs.length === 0) return "no doc comment";
  const doc = docs[docs.length - 1]!;
  if (!ts.getTextOfJSDocComment(doc.comment)?.trim()) return "no description";
  const example = doc.tags?.find((t) => t.tagName.text === "example");
  if (!example) return "no @example";
  if (!/```ts\n[\s\S]*\S[\s\S]*```/.test(ts.getTextOfJSDocComment(example.comment) ?? "")) return "an empty @example";
  return null;
}

test("the entry exports the library's parts", () => {
  const names = exported.map((s) => s.name);
  for (const n of ["loadInput", "scoreInput", "writeScore", "checkTranscripts", "sweepInput", "compareInputs"])
    assert.ok(names.includes(n), n);
  for (const n of ["buildTable", "buildReport", "METRICS", "metricsFor", "SampleRow", "InterruptionRow", "InputError"])
    assert.ok(names.includes(n), n);
});

test("every export of the entry has a doc comment with a TypeScript @example", () => {
  const problems: string[] = [];
  for (const s of exported) {
    const decls = real(s).declarations ?? [];
    if (decls.length === 0) problems.push(`${s.name}: no declaration`);
    for (const d of decls) {
      const p = docProblem(d);
      if (p !== null) problems.push(`${s.name} (${d.getSourceFile().fileName.slice(REPO.length)}): ${p}`);
    }
  }
  assert.deepEqual(problems, []);
});

test("the check finds a declaration without an example, and one without a comment", () => {
  const src = ts.createSourceFile(
    "x.ts",
    "/** Documented, no example. */\nexport const a = 1;\nexport function b() {}\n/**\n * Both.\n *\n * @example\n * ```ts\n * c;\n * ```\n */\nexport const c = 2;\n",
    ts.ScriptTarget.ES2022,
    true,
  );
  const decls = src.statements.map((st) => (ts.isVariableStatement(st) ? st.declarationList.declarations[0]! : st));
  assert.deepEqual(
    decls.map((d) => docProblem(d as ts.Declaration)),
    ["no @example", "no doc comment", null],
  );
});

test("docs/api.md names every exported function and value", () => {
  const md = readFileSync(join(REPO, "docs", "api.md"), "utf8");
  const values = exported.filter((s) => real(s).flags & ts.SymbolFlags.Value).map((s) => s.name);
  const missing = values.filter((n) => !md.includes(`\`${n}`) && !new RegExp(`\\b${n}\\b`).test(md));
  assert.deepEqual(missing, []);
});
