/**
 * Headless execution of every committed notebook with `npm run notebooks` (jupyter nbconvert on
 * the project kernel), skipped with a message when jupyter is not installed. Each executed copy
 * must hold no error and no stderr output (tslab's way of reporting errors), every cell that
 * renders a chart must have produced one, and the HTML export must show every chart with its
 * content. The quickstart's aggregates (JSON one click away) and its summary table must equal what
 * `fdb-unified score` writes and prints for the same tree. Finally the run command must fail,
 * naming the notebook and cell, when a cell has a type error or throws.
 */
import assert from "node:assert/strict";
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { before, test } from "node:test";
import { FIXTURE_TREE, REPO, runCli, tempDir } from "../helpers/cli.js";
import { detailsJson, notebookNames, notebookOf, readNotebook, text, type Cell } from "./notebook-files.js";

const hasJupyter = spawnSync("jupyter", ["nbconvert", "--version"], { encoding: "utf8" }).status === 0;
const SKIP = hasJupyter
  ? false
  : "jupyter nbconvert is not on PATH (Debian: jupyter-nbconvert jupyter-client): headless notebook runs skipped";
const SCRIPT = join(REPO, "scripts", "notebooks-run.mjs");
const CACHE = tempDir("fdb-unified-nb-cache-");

function runNotebooks(args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [SCRIPT, ...args], {
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: CACHE },
    maxBuffer: 64 << 20,
  });
}

const OUT = tempDir("fdb-unified-nb-out-");
let run: SpawnSyncReturns<string> | null = null;
before(() => {
  if (hasJupyter) run = runNotebooks(["--out", OUT]);
});

const svgs = (html: string) => html.match(/<svg\b[\s\S]*?<\/svg>/g) ?? [];
const outputsOf = (c: Cell) => c.outputs ?? [];
const htmlOf = (c: Cell) =>
  outputsOf(c)
    .map((o) => text(o.data?.["text/html"]))
    .join("");
const stdoutOf = (c: Cell) =>
  outputsOf(c)
    .filter((o) => o.output_type === "stream" && o.name === "stdout")
    .map((o) => text(o.text))
    .join("");

test("npm run notebooks executes every notebook and exits 0", { skip: SKIP }, () => {
  assert.equal(run!.status, 0, `${run!.stdout}\n${run!.stderr}`);
  for (const n of notebookNames()) assert.match(run!.stdout, new RegExp(`^ok +${n} `, "m"));
});

for (const name of notebookNames()) {
  test(`${name}: no cell error, every chart cell drew, the HTML shows every chart`, { skip: SKIP }, () => {
    const file = join(OUT, `${name}.ipynb`);
    assert.ok(existsSync(file), `${name}.ipynb was not executed`);
    const nb = readNotebook(file);
    for (const [i, c] of nb.cells.entries()) {
      for (const o of outputsOf(c)) {
        assert.notEqual(o.output_type, "error", `cell ${i + 1}: ${o.ename}: ${o.evalue}`);
        assert.ok(
          !(o.output_type === "stream" && o.name === "stderr"),
          `cell ${i + 1} wrote to stderr:\n${text(o.text)}`,
        );
      }
    }
    const code = nb.cells.filter((c) => c.cell_type === "code");
    assert.ok(
      code.every((c) => c.id === "parameters" || c.id === "imports" || outputsOf(c).length > 0),
      "a cell after the imports produced no output",
    );
    const chartCells = code.filter((c) =>
      /\bchartsHtml\(|\bchartHtml\(|\bintervalChartsHtml\(|\bgroupChartHtml\(/.test(text(c.source)),
    );
    assert.ok(chartCells.length > 0);
    let expected = 0;
    for (const c of chartCells) {
      const n = svgs(htmlOf(c)).length;
      assert.ok(n > 0, `cell ${c.id} renders charts but has no SVG output`);
      expected += n;
    }
    const page = readFileSync(join(OUT, `${name}.html`), "utf8");
    const shown = svgs(page);
    assert.ok(shown.length >= expected, `${name}.html shows ${shown.length} of ${expected} SVG charts`);
    for (const s of shown) assert.match(s, /<g\b[\s\S]*<(path|text|line|rect)\b/, "an SVG in the HTML export is empty");
  });
}

test("the quickstart prints the same aggregates and table as fdb-unified score on the same tree", {
  skip: SKIP,
}, () => {
  const nb = readNotebook(join(OUT, "00-quickstart.ipynb"));
  const cell = (id: string) => nb.cells.find((c) => c.id === id)!;
  // The aggregates as JSON one click away (a <details> element), never one line wider than the screen.
  assert.equal(stdoutOf(cell("machine")), "", "the quickstart prints the aggregates as a line");
  const shown = detailsJson(cell("machine"));
  assert.ok(Array.isArray(shown), "the quickstart shows no aggregates JSON in a <details> element");
  const records = shown as Record<string, unknown>[];
  assert.match(htmlOf(cell("aggregates")), /<table class="fdb-table">/, "no aggregates table");

  const out = tempDir();
  const cli = runCli(["score", "--tree", FIXTURE_TREE, "--out", out]);
  assert.equal(cli.code, 0, cli.stderr);
  const unified = JSON.parse(readFileSync(join(out, "unified.json"), "utf8")) as {
    subsets: Record<string, Record<string, unknown> & { metrics: Record<string, Record<string, unknown>> }>;
  };
  // each subset's own metrics, then those of the blocks attached to it (`backchannel.<metric>`)
  const blocksOf = (s: (typeof unified.subsets)[string]) => [
    { prefix: "", metrics: s.metrics },
    ...Object.entries(s)
      .filter(([k, v]) => k !== "metrics" && typeof v === "object" && v !== null && "metrics" in v)
      .map(([k, v]) => ({ prefix: `${k}.`, metrics: (v as typeof s).metrics })),
  ];

  // Expected values are read from unified.json by its documented shapes (docs/output.md).
  let metrics = 0;
  const pair = (x: unknown) => (x === null ? [null, null] : (x as unknown[]));
  for (const [subset, s] of Object.entries(unified.subsets)) {
    for (const [metric, r] of blocksOf(s).flatMap((b) =>
      Object.entries(b.metrics).map(([m, x]) => [`${b.prefix}${m}`, x] as const),
    )) {
      metrics++;
      const rec = records.find((x) => x["subset"] === subset && x["metric"] === metric);
      assert.ok(rec, `${subset} ${metric}: not printed by the notebook`);
      const got = (k: string) => rec[k];
      const where = `${subset} ${metric}`;
      if ("count" in r) {
        assert.deepEqual([got("value"), got("count"), got("n")], [r["value"], r["count"], r["n"]], where);
        assert.deepEqual([got("lo"), got("hi")], pair(r["interval"]), where);
        assert.deepEqual([got("bounds_lo"), got("bounds_hi")], pair(r["selected_bounds"]), where);
      } else if ("numerator" in r) {
        // A pooled ratio's numerator and denominator are its flat count and n (docs/output.md).
        assert.deepEqual([got("value"), got("count"), got("n")], [r["value"], r["numerator"], r["denominator"]], where);
        assert.deepEqual([got("lo"), got("hi")], pair(r["interval"]), where);
      } else {
        assert.deepEqual([got("value"), got("p90"), got("n")], [r["median"], r["p90"], r["n"]], where);
        assert.deepEqual([got("lo"), got("hi")], pair(r["median_interval"]), where);
      }
    }
  }
  assert.equal(records.length, metrics, "the notebook printed metrics unified.json does not have");
  assert.ok(metrics >= 23);

  // the summary is the console's text, preformatted so that it scrolls instead of wrapping mid-word
  assert.equal(stdoutOf(cell("summary")), "", "the quickstart prints the summary as a stream, which wraps");
  const pre = /<pre class="fdb-text" style="white-space:pre;margin:0">([\s\S]*?)<\/pre>/.exec(htmlOf(cell("summary")));
  assert.ok(pre, "no preformatted summary");
  const unescaped = pre[1]!
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
  assert.equal(unescaped.trimEnd(), cli.stdout.trimEnd(), "the notebook's summary table differs from the CLI's");
});

test("the run command fails on a cell's type error or exception, naming the notebook and cell", { skip: SKIP }, () => {
  const dir = join(tempDir(), "notebooks");
  mkdirSync(dir);
  const write = (name: string, sources: string[]) =>
    writeFileSync(join(dir, `${name}.ipynb`), JSON.stringify(notebookOf(sources)));
  write("good", ['const TREE = "fixtures/tree";', 'console.log("fine");']);
  write("type-error", ['console.log("before");', 'const n: number = "not a number";', 'console.log("after");']);
  write("throws", ['console.log("before");', 'throw new Error("boom from a cell");']);
  const out = tempDir();
  const r = runNotebooks(["--notebooks", dir, "--out", out]);
  assert.equal(r.status, 1, r.stdout + r.stderr);
  assert.match(r.stdout, /^ok +good /m);
  assert.match(r.stdout, /^FAIL type-error /m);
  assert.match(r.stdout, /^FAIL throws /m);
  assert.match(
    r.stderr,
    /type-error: cell 2 \(const n: number = "not a number";\):\n.*not assignable to type 'number'/,
  );
  assert.match(r.stderr, /throws: cell 2 \(throw new Error\("boom from a cell"\);\):\n[\s\S]*boom from a cell/);
  // The exception is an error output with its real message, and the HTML shows it.
  const thrown = readNotebook(join(out, "throws.ipynb")).cells[1]!.outputs!.find((o) => o.output_type === "error");
  assert.ok(thrown, "no error output in the executed copy");
  assert.equal(`${thrown.ename}: ${thrown.evalue}`, "Error: boom from a cell");
  assert.match(readFileSync(join(out, "throws.html"), "utf8"), /Error: boom from a cell/);
});

test("--sample sets the drill-down of the notebooks of its subset only; the summary counts charts and prints --out as given", {
  skip: SKIP,
}, () => {
  const out = tempDir();
  const r = runNotebooks(["--sample", "candor_turn_taking/3", "--out", out, "02-turn-taking", "03-user-interruption"]);
  assert.equal(r.status, 0, r.stdout + r.stderr);
  const parameters = (name: string) =>
    text(readNotebook(join(out, `${name}.ipynb`)).cells.find((c) => c.id === "parameters")!.source);
  assert.match(parameters("02-turn-taking"), /^const SAMPLE = "candor_turn_taking\/3";$/m);
  assert.match(parameters("03-user-interruption"), /^const SAMPLE = "";$/m);
  const drill = readNotebook(join(out, "02-turn-taking.ipynb")).cells.find((c) => c.id === "drill")!;
  assert.ok(htmlOf(drill).includes("<h4>candor_turn_taking/3</h4>"), "the drill-down did not draw the sample given");
  for (const name of ["02-turn-taking", "03-user-interruption"]) {
    const charts = svgs(
      readNotebook(join(out, `${name}.ipynb`))
        .cells.map(htmlOf)
        .join(""),
    ).length;
    const drilled = name === "02-turn-taking" ? "SAMPLE candor_turn_taking/3, " : "";
    assert.match(r.stdout, new RegExp(`^ok +${name} \\(${drilled}${charts} charts, [0-9.]+ s\\)$`, "m"));
  }
  assert.ok(r.stdout.endsWith(`2 of 2 notebooks ran cleanly; executed copies and HTML in ${out}\n`), r.stdout);
  const bad = runNotebooks(["--sample", "icc_backchannel/1", "02-turn-taking"]);
  assert.equal(bad.status, 2);
  assert.equal(
    bad.stderr,
    "--sample icc_backchannel/1: none of the notebooks run draws icc_backchannel samples (02-turn-taking: candor_turn_taking); give an id of one of those subsets\n",
  );
});

test("--help lists every flag", () => {
  const r = runNotebooks(["--help"]);
  assert.equal(r.status, 0);
  for (const flag of [
    "--out",
    "--tree",
    "--dataset",
    "--tree-b",
    "--dataset-b",
    "--sample",
    "--notebooks",
    "--strip",
    "--help",
  ])
    assert.match(r.stdout, new RegExp(`^ +(-h, )?${flag} `, "m"), flag);
});
