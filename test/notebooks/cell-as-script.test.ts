/**
 * A notebook cell's code runs unchanged as a script: the cell of notebooks/00-quickstart.ipynb
 * that imports only the package by its name (`from "fdb-unified"`), after the notebook's
 * parameters cell, is compiled with `tsc --strict` in a project that finds the package through
 * node_modules (as an installed copy) and run with node. So analysis code moves from a notebook to
 * a script as it is, with the same names.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";
import { REPO } from "../helpers/cli.js";
import { compileAgainstPackage } from "../helpers/package-script.js";

interface Cell {
  cell_type: string;
  source: string[];
  metadata: { tags?: string[] };
}

const cells = (name: string): Cell[] =>
  (JSON.parse(readFileSync(join(REPO, "notebooks", name), "utf8")) as { cells: Cell[] }).cells;
const text = (c: Cell) => c.source.join("");

/** The code cells of a notebook that import the library by its name and nothing else. */
function libraryCells(name: string): string[] {
  return cells(name)
    .filter((c) => c.cell_type === "code")
    .map(text)
    .filter((s) => /from "fdb-unified";/.test(s) && !/from "(?!fdb-unified")[^"]*";/.test(s));
}

test("the notebooks import the library by the package's name, and no helper under another name", () => {
  for (const f of [
    "00-quickstart.ipynb",
    "01-pause-handling.ipynb",
    "05-compare-systems.ipynb",
    "08-matched-runs.ipynb",
  ]) {
    const code = cells(f).map(text).join("\n");
    assert.match(code, /from "fdb-unified";/, f);
    assert.doesNotMatch(code, /scoreInputWithVad|loadInputWithVad|loadMatchedWithVad/, f);
  }
});

test("a notebook cell's code, after its parameters cell, compiles strictly and runs as a script", () => {
  const [cell] = libraryCells("00-quickstart.ipynb");
  assert.ok(cell, "00-quickstart has a cell that imports only fdb-unified");
  const parameters = cells("00-quickstart.ipynb").find((c) => c.metadata.tags?.includes("parameters"));
  assert.ok(parameters);
  // imports first, as a module wants them; the cell's own lines otherwise unchanged
  const imports = cell.split("\n").filter((l) => l.startsWith("import "));
  const rest = cell.split("\n").filter((l) => !l.startsWith("import "));
  const source = [...imports, text(parameters), ...rest].join("\n");

  const compiled = compileAgainstPackage(source, "cell.mts");
  const dir = compiled.dir;
  assert.equal(compiled.status, 0, compiled.out);
  // the kernel's working folder is the package root, where the parameters' relative paths point
  const r = spawnSync(process.execPath, [join(dir, "out", "cell.mjs")], {
    cwd: REPO,
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: join(dir, "cache") },
  });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^\d+ per-sample rows; definitions fdb-v1\.0-unified-4; onnxruntime-node/m);
});
