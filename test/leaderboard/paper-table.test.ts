/**
 * The paper table never claims more than the data, on the fixtures: `table --format latex` of 2, 4
 * and 8 systems (v1.0: fixtures/tree to tree-d, then each again under another name; v1.5:
 * fixtures/v15 and v15-b, repeated the same way), with and without --baseline, compiled twice with
 * pdflatex in a plain article with booktabs, amssymb and longtable only: no overfull box, no float
 * too large, no LaTeX warning, `\ref{L}` resolved; exactly one `\label{L}` for `--label L` (a
 * v1.5 table is one table, not one a subset); no `\infty` and no ∞ in any format; a direction on
 * every metric row; and the same system twice marks no best in any format. pdflatex is required:
 * without it the test fails and says how to install it.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { REPO, runCli } from "../helpers/cli.js";
import type { Leaderboard } from "../../src/text/leaderboard-types.js";

const work = mkdtempSync(join(tmpdir(), "fdb-paper-table-"));
after(() => rmSync(work, { recursive: true, force: true }));

const fixture = (name: string) => join(REPO, "fixtures", name);
const V10 = ["tree", "tree-b", "tree-c", "tree-d"].map(fixture);
const V15 = ["v15", "v15-b"].map(fixture);

/** `n` systems S1..Sn over the family's fixture folders in turn (a folder again under another name). */
function inputs(family: "v1.0" | "v1.5", n: number): string[] {
  const [flag, dirs] = family === "v1.0" ? ["--tree", V10] : ["--dataset", V15];
  return Array.from({ length: n }, (_, k) => [flag, `S${k + 1}=${dirs[k % dirs.length]}`]).flat();
}

function table(args: readonly string[]): string {
  const r = runCli(["table", ...args]);
  assert.equal(r.code, 0, r.stderr);
  return r.stdout;
}

const pdflatex = spawnSync("pdflatex", ["--version"], { encoding: "utf8" });

/** Compile `tex` in a plain article (twice, for \ref); the last log. */
function compile(tex: string, label: string): string {
  assert.equal(
    pdflatex.status,
    0,
    "pdflatex is needed to check the paper table (Debian: apt-get install texlive-latex-recommended); " +
      `it did not run: ${pdflatex.error?.message ?? pdflatex.stderr}`,
  );
  const dir = mkdtempSync(join(work, "tex-"));
  writeFileSync(join(dir, "table.tex"), tex);
  const doc = [
    "\\documentclass{article}",
    "\\usepackage{booktabs}",
    "\\usepackage{amssymb}",
    "\\usepackage{longtable}",
    "\\begin{document}",
    `See Table~\\ref{${label}}.`,
    "\\input{table.tex}",
    "\\end{document}",
    "",
  ];
  writeFileSync(join(dir, "doc.tex"), doc.join("\n"));
  let log = "";
  for (let k = 0; k < 2; k++) {
    const run = spawnSync("pdflatex", ["-interaction=nonstopmode", "-halt-on-error", "-no-shell-escape", "doc.tex"], {
      cwd: dir,
      encoding: "utf8",
      timeout: 120_000,
    });
    const errors = run.stdout
      .split("\n")
      .filter((l) => l.startsWith("!"))
      .join("\n");
    assert.equal(run.status, 0, errors);
    log = readFileSync(join(dir, "doc.log"), "latin1");
  }
  return log;
}

/**
 * The metric rows of a LaTeX table: those whose label carries a direction (an arrow or →0 beside
 * it, or "context" under it), and any other body row.
 */
function metricRows(tex: string): { labelled: string[]; bare: string[] } {
  const rows = tex.split("\n").filter((l) => l.endsWith(" \\\\") && l.includes(" & "));
  const body = rows.filter((l) => !/^(Coverage| &|\$\\Delta\$|\\begin\{tabular\}\[b\])/.test(l));
  const directed =
    /^([^&]*\\,(\$\\downarrow\$|\$\\uparrow\$|\$\\to\$0)|\\begin\{tabular\}\[t\]\{@\{\}l@\{\}\}[^&]* \\\\\[-2pt\] \{\\scriptsize context\}\\end\{tabular\}) &/;
  const labelled = body.filter((l) => directed.test(l));
  return { labelled, bare: body.filter((l) => !labelled.includes(l)) };
}

describe("the paper table claims no more than the data", () => {
  for (const family of ["v1.0", "v1.5"] as const) {
    for (const n of [2, 4, 8]) {
      for (const baseline of [[], ["--baseline", "S1"]]) {
        const what = `${family}, ${n} systems${baseline.length ? ", --baseline S1" : ""}`;
        it(`${what}: one \\label, no infinity, a direction on every metric row, pdflatex clean`, () => {
          const label = `tab:${family.replace(".", "")}-${n}`;
          const args = [...inputs(family, n), ...baseline];
          const tex = table([...args, "--format", "latex", "--caption", "Results", "--label", label]);
          assert.equal(tex.split(`\\label{${label}}`).length - 1, 1, "exactly one \\label{L}");
          assert.doesNotMatch(
            tex,
            /\\label\{[^}]*-(user_|synthetic_|candor_|background_|talking_)/,
            "no label a subset",
          );
          assert.ok(!tex.includes("\\infty") && !tex.includes("∞"), "no infinity in LaTeX");
          const { labelled, bare } = metricRows(tex);
          assert.deepEqual(bare, [], "every metric row has its direction");
          const board = JSON.parse(table([...args, "--format", "json"])) as Leaderboard;
          // Systems go in blocks of at most four (differences: three), one under the other: each block has
          // every metric row.
          const rowsOf = (systems: number, across: number) => Math.ceil(systems / across) * board.columns.length;
          const expected = rowsOf(n, 4) + (baseline.length ? rowsOf(n - 1, 3) : 0);
          assert.equal(labelled.length, expected, "a row a metric a block");
          const md = table(args);
          assert.ok(!md.includes("∞"), "no infinity in Markdown");
          const mark = { lower: "↓", higher: "↑", context: "(context)", "closer to 0": "→0" };
          for (const c of board.columns) assert.ok(md.includes(`${c.label} ${mark[c.better]}`), `Markdown: ${c.label}`);
          const log = compile(tex, label);
          const bad = log.split("\n").filter((l) => /Overfull|Underfull \\hbox|Float too large|Warning/.test(l));
          assert.deepEqual(bad, [], what);
        });
      }
    }
  }

  for (const [family, dir] of [
    ["v1.0", V10[0]!],
    ["v1.5", V15[0]!],
  ] as const) {
    it(`${family}: the same system twice marks no best in any format`, () => {
      const flag = family === "v1.0" ? "--tree" : "--dataset";
      const args = [flag, `A=${dir}`, flag, `A2=${dir}`, "--baseline", "A"];
      const board = JSON.parse(table([...args, "--format", "json"])) as Leaderboard;
      assert.ok(board.columns.length > 0);
      for (const r of board.rows) assert.ok(!r.cells.some((c) => c.best), r.system);
      assert.doesNotMatch(table(args), /\*\*/, "Markdown: nothing bold");
      const tex = table([...args, "--format", "latex", "--caption", "Twice", "--label", "tab:twice"]);
      assert.doesNotMatch(tex.replace(/^%.*$/gm, ""), /\\textbf/, "LaTeX: nothing bold");
      const csv = table([...args, "--format", "csv"])
        .trimEnd()
        .split("\n");
      const best = csv[0]!.split(",").indexOf("best");
      assert.ok(best > 0, "CSV: a best column");
      assert.deepEqual([...new Set(csv.slice(1).map((l) => l.split(",")[best]))], ["false"], "CSV: no best");
      assert.match(tex, /Bold: the best of the row where a paired test finds it better than another system/);
    });
  }
});
