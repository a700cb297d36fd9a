/**
 * `table --format latex` fits the page: compiled with pdflatex in a one-column article (2, 3 and
 * 4 fixture systems, with and without --baseline, as a bare tabular to \input and as complete
 * floats) and in a two-column article (3 systems, --subsets synthetic_user_interruption), with
 * 40-character system names too, the log holds no `Overfull \hbox` and no `Float too large`,
 * and with --caption/--label every \ref resolves on the second run. The source asks for booktabs
 * alone and uses no \resizebox, \scalebox or font below \scriptsize. Also: fixtures/tree-d is
 * what its generator writes, byte for byte.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { generateVariantD } from "../../fixtures/generator/variant-d.js";
import { repoRoot } from "../../fixtures/generator/paths.js";
import { texEscape } from "../../src/text/latex.js";
import { fitHeader, HEADER_BUDGET_PT, smallWidthPt } from "../../src/text/tex-header.js";

const ROOT = repoRoot();
const BIN = join(ROOT, "bin", "fdb-unified.js");
const TREES = ["tree", "tree-b", "tree-c", "tree-d"].map((t) => join(ROOT, "fixtures", t));
const cacheDir = mkdtempSync(join(tmpdir(), "fdb-latex-cache-"));
const work = mkdtempSync(join(tmpdir(), "fdb-latex-"));
after(() => {
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

function table(args: string[]): string {
  const r = spawnSync(process.execPath, [BIN, "table", "--format", "latex", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: cacheDir },
  });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

const systems = (names: readonly string[]) => names.flatMap((n, k) => ["--tree", `${n}=${TREES[k]}`]);
const hasPdflatex = spawnSync("pdflatex", ["--version"], { encoding: "utf8" }).status === 0;

/** Compile `tex` \input into a document; the log of the last run (twice when asked, for \ref). */
function compile(tex: string, opts: { twocolumn?: boolean; body?: string; runs?: number }): string {
  const dir = mkdtempSync(join(work, "tex-"));
  writeFileSync(join(dir, "table.tex"), tex);
  const doc = [
    `\\documentclass${opts.twocolumn ? "[twocolumn]" : ""}{article}`,
    "\\usepackage{booktabs}",
    "\\begin{document}",
    opts.body ?? "",
    "\\input{table.tex}",
    "\\end{document}",
    "",
  ];
  writeFileSync(join(dir, "doc.tex"), doc.join("\n"));
  let log = "";
  for (let k = 0; k < (opts.runs ?? 1); k++) {
    const run = spawnSync("pdflatex", ["-interaction=nonstopmode", "-halt-on-error", "-no-shell-escape", "doc.tex"], {
      cwd: dir,
      encoding: "utf8",
      timeout: 120_000,
    });
    assert.equal(
      run.status,
      0,
      run.stdout
        .split("\n")
        .filter((l) => l.startsWith("!"))
        .join("\n"),
    );
    log = readFileSync(join(dir, "doc.log"), "latin1");
  }
  return log;
}

function fits(log: string, what: string): void {
  const bad = log.split("\n").filter((l) => /Overfull \\hbox|Float too large/.test(l));
  assert.deepEqual(bad, [], what);
}

/** What the source may and may not hold, whatever the layout. */
function checkSource(tex: string): void {
  const code = tex.replace(/^%.*$/gm, "");
  assert.ok(!/\\usepackage/.test(code), "asks for no package itself");
  assert.match(tex, /^% fdb-unified table \(LaTeX\)\. Needs \\usepackage\{booktabs\} and no other package\.$/m);
  for (const bad of ["\\resizebox", "\\scalebox", "\\tiny", "\\adjustbox"]) assert.ok(!code.includes(bad), bad);
  assert.ok(!/(?<!\\)_/.test(code), "every underscore is escaped");
  assert.ok(!code.includes('"'), "no straight double quote: ``...'' instead");
  const rows = code.split("\n").filter((l) => l.endsWith(" \\\\") && l.includes(" & "));
  assert.ok(
    rows.length > 0 && !rows.some((l) => l.includes("not reached")),
    "cells say n.r. (the legend says what it means)",
  );
}

const LONG = "Averyveryverylongsystemnamewithoutspaces";

describe("table --format latex fits the page", () => {
  it("fixtures/tree-d is what its generator writes, byte for byte", () => {
    const out = join(work, "tree-d");
    generateVariantD(out);
    const list = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).sort();
    assert.deepEqual(list(out), list(TREES[3]!));
    for (const f of list(TREES[3]!)) {
      if (statSync(join(TREES[3]!, f)).isFile())
        assert.ok(readFileSync(join(out, f)).equals(readFileSync(join(TREES[3]!, f))), f);
    }
  });

  it("headers: a name that fits stays, a long one wraps or is abbreviated within the budget", () => {
    assert.deepEqual(fitHeader("moshi"), { lines: ["moshi"], full: true });
    assert.deepEqual(fitHeader("baseline-moshi"), { lines: ["baseline-", "moshi"], full: true });
    const long = fitHeader(LONG);
    assert.equal(long.full, false);
    assert.equal(long.lines.length, 2);
    assert.ok(long.lines[1]!.endsWith("…") && LONG.startsWith(long.lines.join("").slice(0, -1)));
    for (const l of long.lines) assert.ok(smallWidthPt(l) <= HEADER_BUDGET_PT + 8.3, l);
    assert.equal(texEscape('"not reached" −∞ +∞ -0.5 a_b'), "``not reached'' $-\\infty$ $+\\infty$ $-$0.5 a\\_b");
    assert.equal(texEscape("-∞ [-0.5, +∞]"), "$-\\infty$ [$-$0.5, $+\\infty$]");
  });

  const one = [
    ["A", "B"],
    ["A", "B", "C"],
    ["A", "B", "C", "D"],
  ] as const;
  for (const names of one) {
    for (const baseline of [null, "A"] as const) {
      const what = `${names.length} systems${baseline ? ", --baseline A" : ""}`;
      it(`one-column article, ${what}: the tabular to \\input and the captioned floats`, {
        skip: !hasPdflatex && "pdflatex is not installed (Debian texlive-latex-recommended)",
      }, () => {
        const base = baseline ? ["--baseline", baseline] : [];
        const bare = table([...systems(names), ...base]);
        checkSource(bare);
        const code = bare.replace(/^%.*$/gm, "");
        assert.ok(
          !code.includes("\\begin{table}") && !code.includes("\\caption") && code.includes("\\begin{tabular}"),
          "a tabular without a float",
        );
        assert.match(bare, /^% A tabular and its notes, to \\input where the table goes/m);
        fits(compile(bare, {}), `${what}, bare`);
        const floats = table([
          ...systems(names),
          ...base,
          "--caption",
          "Turn-taking metrics of the fixture systems",
          "--label",
          "tab:fixture",
        ]);
        checkSource(floats);
        assert.equal(floats.match(/\\begin\{table\}/g)?.length, baseline ? 2 : 1);
        const refs = baseline
          ? "Table~\\ref{tab:fixture} and Table~\\ref{tab:fixture-differences}."
          : "Table~\\ref{tab:fixture}.";
        const log = compile(floats, { body: refs, runs: 2 });
        fits(log, `${what}, floats`);
        assert.ok(
          !/undefined references|Reference `[^']*' on page \d+ undefined/.test(log),
          `${what}: every \\ref resolves`,
        );
      });
    }
  }

  it("two-column article, 3 systems, --subsets synthetic_user_interruption, with and without a baseline", {
    skip: !hasPdflatex && "pdflatex is not installed",
  }, () => {
    for (const base of [[], ["--baseline", "A"]]) {
      const tex = table([
        ...systems(["A", "B", "C"]),
        "--subsets",
        "synthetic_user_interruption",
        ...base,
        "--caption",
        "Interruption.",
        "--label",
        "tab:ui",
      ]);
      checkSource(tex);
      assert.ok(
        !/pause|turn\\_taking/.test(tex.replace(/^%.*$/gm, "").replace(/Signature.*$/m, "")),
        "only the chosen subset",
      );
      const log = compile(tex, { twocolumn: true, body: "See Table~\\ref{tab:ui}.", runs: 2 });
      fits(log, `two-column ${base.join(" ")}`);
      assert.ok(!/undefined references/.test(log));
    }
  });

  it("two-column article, 3 systems, two subsets with a baseline", {
    skip: !hasPdflatex && "pdflatex is not installed",
  }, () => {
    const tex = table([
      ...systems(["A", "B", "D"]),
      "--subsets",
      "candor_turn_taking,synthetic_user_interruption",
      "--baseline",
      "A",
      "--caption",
      "Turns.",
      "--label",
      "tab:two",
    ]);
    checkSource(tex);
    fits(
      compile(tex, { twocolumn: true, body: "Tables~\\ref{tab:two} and~\\ref{tab:two-differences}.", runs: 2 }),
      "two-column, two subsets",
    );
  });

  it("40-character names without spaces or underscores fit, abbreviated in the header and full in the legend", {
    skip: !hasPdflatex && "pdflatex is not installed",
  }, () => {
    const names = [LONG, `${LONG.slice(0, 30)}Otherending`, "C", "D"];
    const tex = table([...systems(names), "--baseline", LONG]);
    checkSource(tex);
    fits(compile(tex, {}), "one-column, long names");
    // The two long names share their first 30 characters: the headers still differ.
    const legend = tex.split("\n").find((l) => l.startsWith("Intrusion = "))!;
    assert.ok(legend.includes(`= ${LONG};`) && legend.includes(`= ${names[1]};`), legend);
    const abbreviations = [...legend.matchAll(/; ([^;=]*\\ldots\{\}\d?) = /g)].map((m) => m[1]);
    assert.equal(new Set(abbreviations).size, 2, legend);
    const two = table([
      ...systems(names.slice(0, 3)),
      "--subsets",
      "synthetic_user_interruption",
      "--baseline",
      "C",
      "--caption",
      "Long names.",
      "--label",
      "tab:long",
    ]);
    fits(compile(two, { twocolumn: true, body: "Table~\\ref{tab:long}.", runs: 2 }), "two-column, long names");
  });
});
