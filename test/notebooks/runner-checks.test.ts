/**
 * The checks of scripts/notebooks-run.mjs on hand-made executed notebooks, without Jupyter:
 * a stderr stream (how tslab reports a failing cell) or an error output is a problem naming the
 * cell; inline SVG in text/html counts as a chart; stripping clears outputs and execution
 * counts only; the TREE / TREE_B parameters are replaced in the cell tagged "parameters" only;
 * a run whose kernel could not open its sockets is tried again, twice at most, and no other.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import test from "node:test";
import { REPO } from "../helpers/cli.js";

interface Runner {
  cellProblems(nb: object): string[];
  chartOutputs(nb: object): string[];
  stripped(nb: object): { cells: { outputs?: unknown[]; execution_count?: unknown; source: unknown }[] };
  withParameter(nb: object, name: string, value: string): { cells: { source: string | string[] }[] } | null;
  withErrorOutputs(nb: object): { cells: { outputs?: Record<string, unknown>[] }[] };
  notebookReads(nb: object): string;
  inputVersion(dir: string): string;
  retryingSocketFailures(
    execute: () => { status: number | null; stderr: string },
    retries?: number,
  ): { status: number | null; stderr: string };
}
const runner = (await import(pathToFileURL(join(REPO, "scripts", "notebooks-run.mjs")).href)) as Runner;

const code = (source: string, outputs: object[] = [], tags?: string[]) => ({
  cell_type: "code",
  id: "x",
  metadata: tags ? { tags } : {},
  source,
  outputs,
  execution_count: 3,
});

test("a stderr stream or an error output is a problem naming the cell and its first line", () => {
  const nb = {
    cells: [
      code("const a = 1;", [{ output_type: "stream", name: "stdout", text: ["fine\n"] }]),
      code("const n: number = 'x';\nmore", [
        { output_type: "stream", name: "stderr", text: ["1:7 - Type 'string' is not assignable\n"] },
      ]),
      code("raise()", [{ output_type: "error", ename: "Error", evalue: "boom", traceback: [] }]),
    ],
  };
  const p = runner.cellProblems(nb);
  assert.equal(p.length, 2);
  assert.match(p[0]!, /^cell 2 \(const n: number = 'x';\):\n {4}1:7 - Type 'string' is not assignable$/);
  assert.match(p[1]!, /^cell 3 \(raise\(\)\):\n {4}Error: boom$/);
  assert.deepEqual(runner.cellProblems({ cells: [nb.cells[0]] }), []);
});

test("inline SVG inside text/html is a chart output; image/svg+xml and plain HTML are not", () => {
  const nb = {
    cells: [
      code("a", [
        {
          output_type: "display_data",
          data: { "text/html": ['<div class="fdb-chart"><svg width="1">', "<g/></svg></div>"] },
        },
      ]),
      code("b", [{ output_type: "display_data", data: { "image/svg+xml": "<svg></svg>" } }]),
      code("c", [{ output_type: "display_data", data: { "text/html": "<table></table>" } }]),
    ],
  };
  assert.deepEqual(runner.chartOutputs(nb), ['<div class="fdb-chart"><svg width="1"><g/></svg></div>']);
});

test("stripping clears outputs and execution counts and keeps sources and markdown", () => {
  const md = { cell_type: "markdown", id: "m", metadata: {}, source: "# t" };
  const s = runner.stripped({
    cells: [md, code("x", [{ output_type: "stream", name: "stdout", text: "1" }])],
    metadata: {},
  });
  assert.deepEqual(s.cells[0], md);
  assert.deepEqual(s.cells[1]!.outputs, []);
  assert.equal(s.cells[1]!.execution_count, null);
  assert.equal(s.cells[1]!.source, "x");
});

test("TREE and TREE_B are replaced in the parameters cell only; a notebook without one gives null", () => {
  const nb = {
    cells: [
      code('const TREE = "fixtures/tree";\nconst TREE_B = "fixtures/tree-b";\nconst SAMPLE = "";', [], ["parameters"]),
      code('const TREE = "not a parameter";'),
    ],
  };
  const a = runner.withParameter(nb, "TREE", "/data/tree A")!;
  const b = runner.withParameter(a, "TREE_B", "/data/b")!;
  assert.equal(b.cells[0]!.source, 'const TREE = "/data/tree A";\nconst TREE_B = "/data/b";\nconst SAMPLE = "";');
  assert.equal(b.cells[1]!.source, 'const TREE = "not a parameter";');
  assert.equal(runner.withParameter({ cells: [nb.cells[1]] }, "TREE", "/x"), null);
  assert.equal(runner.withParameter(nb, "TREE_C", "/x"), null);
});

test("a notebook's version is its metadata's (v1.0 without one); a folder holding a v1.5 subset folder is v1.5", () => {
  assert.equal(runner.notebookReads({ metadata: { fdb_unified: { reads: "v1.5" } } }), "v1.5");
  assert.equal(runner.notebookReads({ metadata: {} }), "v1.0");
  assert.equal(runner.inputVersion(join(REPO, "fixtures", "v15")), "v1.5");
  assert.equal(runner.inputVersion(join(REPO, "fixtures", "plain")), "v1.0");
  assert.equal(runner.inputVersion(join(REPO, "fixtures", "tree")), "v1.0");
});

test("DATASET is replaced like TREE, in the parameters cell only", () => {
  const nb = { cells: [code('const DATASET = "fixtures/v15";\nconst SAMPLE = "";', [], ["parameters"])] };
  assert.equal(runner.withParameter(nb, "TREE", "/x"), null);
  assert.equal(
    runner.withParameter(nb, "DATASET", "/v15")!.cells[0]!.source,
    'const DATASET = "/v15";\nconst SAMPLE = "";',
  );
});

test("an exception's stderr stream becomes an error output with its name and message; other stderr stays", () => {
  const trace = [
    "evalmachine.<anonymous>:2\n",
    "loadTree(TREE);\n",
    "^\n",
    "\n",
    "InputError: fixtures/plain: manifest.json is missing\n",
    "    at evalmachine.<anonymous>:2:7\n",
    "    at node:vm:1:1\n",
  ];
  const nb = {
    cells: [
      code("loadTree(TREE);", [
        { output_type: "stream", name: "stdout", text: ["before\n"] },
        { output_type: "stream", name: "stderr", text: trace },
      ]),
      code("const n: number = 'x';", [
        { output_type: "stream", name: "stderr", text: ["1:7 - Type 'string' is not assignable\n"] },
      ]),
    ],
  };
  const out = runner.withErrorOutputs(nb);
  const [stdout, error] = out.cells[0]!.outputs!;
  assert.equal(stdout!.output_type, "stream");
  assert.equal(error!.output_type, "error");
  assert.equal(error!.ename, "InputError");
  assert.equal(error!.evalue, "fixtures/plain: manifest.json is missing");
  assert.equal((error!.traceback as string[])[0], "InputError: fixtures/plain: manifest.json is missing");
  assert.deepEqual(out.cells[1]!.outputs, nb.cells[1]!.outputs);
  assert.match(runner.cellProblems(out)[0]!, /InputError: fixtures\/plain: manifest\.json is missing/);
});

test("an input error the kernel printed as its message alone becomes an error output; a plain stderr line stays", () => {
  const message =
    "candor_turn_taking/99: no such sample in the plain folder; eligible ids of candor_turn_taking: candor_turn_taking/1";
  const nb = {
    cells: [
      code("drillDown(tree, rows, SAMPLE, SUBSET);", [
        { output_type: "stream", name: "stderr", text: [`InputError: ${message}\n`] },
      ]),
      code("console.error('just a note');", [{ output_type: "stream", name: "stderr", text: ["just a note\n"] }]),
    ],
  };
  const out = runner.withErrorOutputs(nb);
  assert.deepEqual(out.cells[0]!.outputs, [
    { output_type: "error", ename: "InputError", evalue: message, traceback: [`InputError: ${message}`] },
  ]);
  assert.deepEqual(out.cells[1]!.outputs, nb.cells[1]!.outputs);
});

test("a run whose kernel could not open its sockets is tried again, twice at most; other failures are not", () => {
  const SOCKETS =
    "UserWarning\nkernel: cannot open its Jupyter sockets (Address already in use); exiting\nRuntimeError: Kernel died before replying to kernel_info\n";
  const runs = (results: { status: number; stderr: string }[]) => {
    let calls = 0;
    const r = runner.retryingSocketFailures(() => results[Math.min(calls++, results.length - 1)]!);
    return { r, calls };
  };
  const ok = { status: 0, stderr: "" };
  const died = { status: 1, stderr: SOCKETS };
  const other = { status: 1, stderr: "RuntimeError: Kernel didn't respond in 60 seconds\n" };
  assert.deepEqual(runs([ok]), { r: ok, calls: 1 });
  assert.deepEqual(runs([died, ok]), { r: ok, calls: 2 });
  assert.deepEqual(runs([died, died, ok]), { r: ok, calls: 3 });
  assert.deepEqual(runs([died, died, died, ok]), { r: died, calls: 3 }, "twice at most");
  assert.deepEqual(runs([other, ok]), { r: other, calls: 1 }, "another failure is not retried");
});
