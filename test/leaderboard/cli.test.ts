/**
 * `fdb-unified table` end to end on three fixture systems with known differences (A =
 * fixtures/tree, B = fixtures/tree-b, C = fixtures/tree-c; see fixtures/generator/variant-c.ts): the CSV rows equal each input's
 * unified.json, the best marks follow direction and ties and skip context and diagnostic
 * metrics, the baseline's Holm-adjusted p-values follow from the McNemar p-values of `compare`,
 * the Markdown renders as a table, the LaTeX is balanced, escaped and compiles with pdflatex, and
 * bad input exits 2 with one line and writes nothing.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { BACKCHANNEL_METRICS } from "../../src/backchannel/registry.js";
import { repoRoot } from "../../fixtures/generator/paths.js";
import type { LatencyResult } from "../../src/metrics/kind-latency.js";
import type { PooledResult } from "../../src/metrics/kind-pooled.js";
import type { ShareResult } from "../../src/metrics/kind-share.js";
import type { AnyResult as MetricResult } from "../../src/metrics/kinds.js";
import { metricsFor, ranks } from "../../src/unified/registry.js";
import type { UnifiedJson } from "../../src/metrics/score.js";
import { holmAdjust } from "../../src/stats/holm.js";
import type { Leaderboard } from "../../src/text/leaderboard-types.js";
import { SCORED_SUBSETS } from "../../src/input/tree/subsets.js";
import { replaceAndRehash } from "../helpers/tree.js";
import { generateVariantC } from "../../fixtures/generator/variant-c.js";

const ROOT = repoRoot();
const BIN = join(ROOT, "bin", "fdb-unified.js");
const TREE_A = join(ROOT, "fixtures", "tree");
const TREE_B = join(ROOT, "fixtures", "tree-b");
const cacheDir = mkdtempSync(join(tmpdir(), "fdb-table-cache-"));
const work = mkdtempSync(join(tmpdir(), "fdb-table-"));
after(() => {
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

function cli(...args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: cacheDir },
  });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

const TREE_C = join(ROOT, "fixtures", "tree-c");
const inputs = () => ["--tree", `A=${TREE_A}`, "--tree", `B=${TREE_B}`, "--tree", `C=${TREE_C}`];
const unified: Record<string, UnifiedJson> = {};

before(() => {
  for (const [name, dir] of [
    ["A", TREE_A],
    ["B", TREE_B],
    ["C", TREE_C],
  ] as const) {
    const out = join(work, `score-${name}`);
    const r = cli("score", "--tree", dir, "--out", out, "--quiet");
    assert.equal(r.code, 0, r.err);
    unified[name] = JSON.parse(readFileSync(join(out, "unified.json"), "utf8")) as UnifiedJson;
  }
});

/** A CSV cell as a number: "" is null, "inf" is +Infinity. */
function num(cell: string): number | null {
  if (cell === "") return null;
  if (cell === "inf") return Infinity;
  const x = Number(cell);
  assert.ok(Number.isFinite(x), `not a number: ${cell}`);
  return x;
}

/** What a CSV row must hold for one metric, straight from unified.json. */
function expected(kind: string, r: MetricResult): (number | null)[] {
  const inf = (x: number | null, n: number | null) => (x === null && n ? Infinity : x);
  if (kind === "share") {
    const s = r as ShareResult;
    return [
      s.value,
      s.interval?.[0] ?? null,
      s.interval?.[1] ?? null,
      null,
      s.count,
      s.n,
      s.selected_bounds?.[0] ?? null,
      s.selected_bounds?.[1] ?? null,
    ];
  }
  if (kind === "pooled") {
    const p = r as PooledResult;
    return [p.value, p.interval?.[0] ?? null, p.interval?.[1] ?? null, null, p.numerator, p.denominator, null, null];
  }
  const l = r as LatencyResult;
  return [
    inf(l.median, l.n),
    inf(l.median_interval?.[0] ?? null, l.n),
    inf(l.median_interval?.[1] ?? null, l.n),
    inf(l.p90, l.n),
    null,
    l.n,
    null,
    null,
  ];
}

describe("fdb-unified table", () => {
  it("fixtures/tree-c is what its generator writes, byte for byte", () => {
    const out = join(work, "tree-c");
    generateVariantC(out);
    const list = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).sort();
    assert.deepEqual(list(out), list(TREE_C));
    for (const f of list(TREE_C)) {
      if (statSync(join(TREE_C, f)).isFile())
        assert.ok(readFileSync(join(out, f)).equals(readFileSync(join(TREE_C, f))), f);
    }
  });

  it("--format csv: one row per system × subset × metric, each equal to that input's unified.json", () => {
    const r = cli("table", ...inputs(), "--format", "csv");
    assert.equal(r.code, 0, r.err);
    const lines = r.out.trimEnd().split("\n");
    assert.equal(
      lines[0],
      // the backchannel family's own columns (n_bc, p_value) join the v1.0 ones: the trees hold icc_backchannel samples
      "system,subset,metric,kind,better,diagnostic,headline,value,lo,hi,p90,count,n,bounds_lo,bounds_hi,n_bc,p_value,coverage,best",
    );
    const perSystem = SCORED_SUBSETS.reduce((k, s) => k + metricsFor(s).length, 0);
    const backchannel = lines.filter((l) => l.split(",")[1] === "icc_backchannel");
    // five backchannel metrics per system (no ground truth given: no timing metric)
    assert.equal(backchannel.length, 3 * 5);
    assert.equal(lines.length - 1, 3 * perSystem + backchannel.length);
    const rate = backchannel.find((l) => l.startsWith("A,icc_backchannel,backchannel.backchannel_sample_rate,"))!;
    const [kind, better, diagnostic, headline, value, , , p90, count, n] = rate.split(",").slice(3, 13);
    assert.deepEqual(
      [kind, better, diagnostic, headline, value, p90, count, n],
      ["share", "context", "false", "false", "0.5", "", "1", "2"],
    );
    let latencyNotReached = 0;
    for (const line of lines.slice(1).filter((l) => !backchannel.includes(l))) {
      const c = line.split(",");
      c.splice(15, 2); // n_bc and p_value: empty on every v1.0 row
      assert.equal(c.length, 17, line);
      assert.equal(c[16], "false", `no best holds on the fixtures' few samples: ${line}`);
      const [system, subset, metric, kind, better, diagnostic, headline] = c as [
        string,
        keyof UnifiedJson["subsets"],
        string,
        string,
        string,
        string,
        string,
      ];
      const m = metricsFor(subset).find((x) => x.name === metric)!;
      assert.deepEqual(
        [kind, better, diagnostic, headline],
        [m.kind, m.better, String(m.diagnostic), String(m.headline)],
        line,
      );
      const u = unified[system]!.subsets[subset];
      assert.deepEqual(c.slice(7, 15).map(num), expected(m.kind, u.metrics[metric]! as MetricResult), line);
      assert.equal(num(c[15]!), u.coverage, line);
      if (m.kind === "latency" && c.slice(7, 11).includes("inf")) latencyNotReached++;
    }
    assert.ok(latencyNotReached > 0, "some latency end is not reached (inf) in the fixtures");
  });

  it("--format json: best marks follow the direction and ties, never on context or diagnostic metrics", () => {
    const r = cli("table", ...inputs(), "--format", "json", "--metrics", "all");
    assert.equal(r.code, 0, r.err);
    const board = JSON.parse(r.out) as Leaderboard;
    assert.deepEqual(board.systems, ["A", "B", "C"]);
    const best = (subset: string, metric: string) => {
      const k = board.columns.findIndex((c) => c.subset === subset && c.metric === metric);
      assert.ok(k >= 0, `${subset} ${metric}`);
      return board.rows.filter((row) => row.cells[k]!.best).map((row) => row.system);
    };
    // By value C is lowest in the synthetic pauses and B answers most in candor, but over the fixtures' 4 to 7
    // samples no paired test holds after Holm (test/leaderboard/best-mark.test.ts), so nothing is marked.
    for (const c of board.columns) assert.deepEqual(best(c.subset, c.metric), [], `${c.subset} ${c.metric}`);
    // Context (exercised_rate, any_speech_rate) and diagnostics (restart_rate) are never marked.
    for (const c of board.columns) {
      const marked = best(c.subset, c.metric);
      if (c.better === "context" || c.diagnostic) assert.deepEqual(marked, [], `${c.subset} ${c.metric}`);
    }
    assert.ok(board.columns.some((c) => c.diagnostic) && board.columns.some((c) => c.better === "context"));
    assert.equal(
      board.signature,
      "fdb-unified:0.1.0|defs:fdb-v1.0-unified-4+fdb-v1.0-backchannel-1|vad:silero-v6.2@1a153a22|ort:1.30.0|thr:0.5|minsp:250|minsil:100|pad:0|boot:2000|seed:0|ci:0.95|j:0.3|D:1|W:2",
    );
  });

  it("--baseline: the paired differences of compare, and Holm over every ranked metric of every other system", () => {
    const r = cli("table", ...inputs(), "--format", "json", "--baseline", "A");
    assert.equal(r.code, 0, r.err);
    const board = JSON.parse(r.out) as Leaderboard;
    const cmp = cli("compare", "--tree", `A=${TREE_A}`, "--tree", `B=${TREE_B}`, "--json");
    assert.equal(cmp.code, 0, cmp.err);
    type Paired = {
      metrics: Record<
        string,
        { difference: number | null; mcnemar_p?: number; sign_test_p?: number; randomization_p?: number; n: number }
      >;
    };
    const c = JSON.parse(cmp.out) as { subsets: Record<string, Paired & Record<string, unknown>> };
    for (const d of board.differences.filter((x) => x.system === "B")) {
      // an attached block's metric (`backchannel.takeover_rate`) is under its key
      const [key, name] = d.metric.includes(".") ? d.metric.split(".") : [null, d.metric];
      const block = key === null ? c.subsets[d.subset]! : (c.subsets[d.subset]![key] as Paired);
      const pm = block.metrics[name!]!;
      // each kind's own test: McNemar for a share, the sign test for a latency, the swap test otherwise
      const p = pm.mcnemar_p ?? pm.sign_test_p ?? pm.randomization_p ?? null;
      assert.deepEqual([d.n, d.difference, d.p], [pm.n, pm.difference, p], `${d.subset} ${d.metric}`);
      const want = d.kind === "share" ? "mcnemar_p" : d.kind === "latency" ? "sign_test_p" : "randomization_p";
      if (d.p !== null) assert.equal((pm as Record<string, unknown>)[want], d.p, `${d.metric}: ${want}`);
    }
    // The family: B and C × the ranked metrics of every subset with a pair and a p, whatever --metrics shows.
    const family = board.differences.filter((d) => d.p_holm !== null);
    const ranked = new Set([
      ...SCORED_SUBSETS.flatMap((s) => metricsFor(s).filter(ranks)).map((m) => m.name),
      // and the backchannel block's ranked metrics: the trees hold icc_backchannel samples
      ...BACKCHANNEL_METRICS.filter(ranks).map((m) => `backchannel.${m.name}`),
    ]);
    assert.deepEqual(
      family,
      board.differences.filter((d) => ranked.has(d.metric) && d.n > 0 && d.p !== null),
    );
    const perSystem = SCORED_SUBSETS.flatMap((s) => metricsFor(s).filter(ranks)).length;
    assert.equal(perSystem, 18); // 2 per pause subset, 6 in turn-taking, 8 in interruption (docs/table.md)
    assert.ok(family.length >= 2 * perSystem, String(family.length));
    assert.ok(family.some((d) => d.kind === "latency") && family.some((d) => d.kind === "pooled"));
    assert.deepEqual(
      family.map((d) => d.p_holm),
      holmAdjust(family.map((d) => d.p!)),
    );
    for (const d of board.differences) assert.equal(d.holds, d.p_holm !== null && d.p_holm <= 0.05);
    // exercised_rate is context: a raw p, but outside the family.
    const ex = board.differences.find((d) => d.system === "B" && d.metric === "exercised_rate")!;
    assert.ok(ex.p !== null && ex.p_holm === null);
    assert.match(board.family!, new RegExp(`^Holm correction over ${family.length} paired tests: `));
  });

  it("--format markdown: a table with one row per system, bold best values and the signature", () => {
    const r = cli("table", ...inputs(), "--baseline", "A");
    assert.equal(r.code, 0, r.err);
    const table = r.out.split("\n\n")[0]!.split("\n");
    const cells = (line: string) => line.replace(/\\\|/g, "").split("|").length - 2;
    assert.equal(table.length, 2 + 3);
    for (const line of table) assert.equal(cells(line), cells(table[0]!), line);
    assert.match(table[1]!, /^\| :--- (\| ---: )+\|$/);
    assert.match(
      r.out,
      /^Signature: `fdb-unified:0\.1\.0\|defs:fdb-v1\.0-unified-4\+fdb-v1\.0-backchannel-1\|.*\|ci:0\.95\|j:0\.3\|D:1\|W:2`$/m,
    );
    // Rendered by the CommonMark renderer that Jupyter uses, when it is installed.
    const py = spawnSync(
      "/usr/bin/python3",
      [
        "-c",
        "import sys; from nbconvert.filters.markdown_mistune import markdown2html_mistune as f; print(f(sys.stdin.read()))",
      ],
      { input: r.out, encoding: "utf8" },
    );
    if (py.status !== 0) {
      console.log(
        `# skipped the rendering check: /usr/bin/python3 with nbconvert is not available (${(py.stderr ?? String(py.error)).trim().split("\n").pop()})`,
      );
      return;
    }
    const html = py.stdout;
    assert.equal(html.match(/<table>/g)?.length, 2, "two tables: values and differences");
    const first = html.slice(0, html.indexOf("</table>"));
    assert.equal(first.match(/<tr>/g)?.length, 4);
    assert.match(first, /<td style="text-align:left">A<\/td>/);
    assert.ok(
      first.includes(">synthetic_pause_handling · Intrusion ↓</th>"),
      "underscores render as underscores; headers are the short labels",
    );
    assert.ok(html.includes("Intrusion = pause_intrusion_rate;"), "the legend gives each label's full name");
    assert.ok(!first.includes("<strong>"), "no best holds on the fixtures' few samples: nothing is bold");
  });

  it("--format latex: balanced environments, escaped underscores, and it compiles with pdflatex", () => {
    const r = cli("table", ...inputs(), "--format", "latex", "--baseline", "A");
    assert.equal(r.code, 0, r.err);
    const tex = r.out;
    const envs = [...tex.matchAll(/\\(begin|end)\{(\w+)\}/g)];
    const stack: string[] = [];
    for (const [, kind, name] of envs) {
      if (kind === "begin") stack.push(name!);
      else assert.equal(stack.pop(), name);
    }
    assert.deepEqual(stack, []);
    assert.ok(envs.length >= 6);
    assert.ok(!/(?<!\\)_/.test(tex), "every underscore is escaped");
    assert.match(tex, /synthetic\\_pause\\_handling/);
    assert.ok(tex.includes("\\toprule") && tex.includes("\\midrule") && tex.includes("\\bottomrule"));
    assert.ok(!/\\usepackage/.test(tex.replace(/^%.*$/gm, "")), "no package beyond booktabs is asked for");
    const which = spawnSync("pdflatex", ["--version"], { encoding: "utf8" });
    if (which.status !== 0) {
      console.log("# skipped the pdflatex compile: pdflatex is not installed (Debian texlive-latex-recommended)");
      return;
    }
    const dir = mkdtempSync(join(work, "tex-"));
    writeFileSync(join(dir, "table.tex"), tex);
    writeFileSync(
      join(dir, "doc.tex"),
      "\\documentclass{article}\n\\usepackage{booktabs}\n\\begin{document}\n\\input{table.tex}\n\\end{document}\n",
    );
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
    assert.ok(existsSync(join(dir, "doc.pdf")));
  });

  it("takes twenty inputs and more, in the order given", () => {
    const many = Array.from({ length: 21 }, (_, k) => [
      "--tree",
      `s${k + 1}=${[TREE_A, TREE_B, TREE_C][k % 3]}`,
    ]).flat();
    const r = cli("table", ...many, "--format", "json", "--baseline", "s2");
    assert.equal(r.code, 0, r.err);
    const board = JSON.parse(r.out) as Leaderboard;
    assert.deepEqual(
      board.systems,
      Array.from({ length: 21 }, (_, k) => `s${k + 1}`),
    );
    assert.equal(board.rows.length, 21);
    // Copies of one system do not differ: however many, no paired test holds and nothing is marked.
    for (const row of board.rows) assert.ok(!row.cells.some((c) => c.best), row.system);
  });

  it("score prints the signature as its last line", () => {
    const r = cli("score", "--tree", TREE_A, "--out", join(work, "score-sig"));
    assert.equal(r.code, 0, r.err);
    assert.match(
      r.out,
      /\nsignature: fdb-unified:0\.1\.0\|defs:fdb-v1\.0-unified-4\+fdb-v1\.0-backchannel-1\|vad:silero-v6\.2@1a153a22\|ort:1\.30\.0\|thr:0\.5\|minsp:250\|minsil:100\|pad:0\|boot:2000\|seed:0\|ci:0\.95\|j:0\.3\|D:1\|W:2\n$/,
    );
  });

  describe("bad input exits 2 with one line and writes nothing", () => {
    const bad = (args: string[], pattern: RegExp) => {
      const out = join(work, `bad-${Math.random().toString(36).slice(2)}.md`);
      const r = cli("table", ...args, "--out", out);
      assert.equal(r.code, 2, r.err);
      assert.equal(r.out, "");
      assert.equal(r.err.split("\n").length, 2, r.err);
      assert.match(r.err, pattern);
      assert.ok(!existsSync(out));
    };
    it("two bare folders with one name: suggests NAME=DIR", () => {
      bad(
        ["--tree", "fixtures/tree", "--tree", `${TREE_C}/../tree-c/`, "--tree", "./fixtures/tree/"],
        /^error: --tree: two inputs are named "tree" .*NAME=DIR/,
      );
    });
    it("inputs from different datasets", () => {
      const copy = join(work, "other");
      cpSync(TREE_B, copy, { recursive: true });
      replaceAndRehash(
        copy,
        "candor_pause_handling",
        "3",
        "pause.json",
        '[{"text": "[PAUSE]", "timestamp": [1.0, 1.5]}]',
      );
      bad(
        [...inputs(), "--tree", `other=${copy}`],
        /^error: candor_pause_handling\/3: pause\.json in A differs from pause\.json in other: the trees come from different datasets$/m,
      );
    });
    it("a --baseline that is not an input", () => {
      bad([...inputs(), "--baseline", "D"], /^error: --baseline: "D" is not one of the inputs \(A, B, C\)$/m);
    });
    it("an --out inside an input, or at an existing folder", () => {
      for (const [out, pattern] of [
        [
          join(TREE_B, "table.md"),
          /^error: --out: .*table\.md is inside the input tree .*; choose a place outside it$/m,
        ],
        [work, /^error: --out .*: is an existing folder; give a file name$/m],
      ] as const) {
        const r = cli("table", ...inputs(), "--out", out);
        assert.equal(r.code, 2, r.err);
        assert.equal(r.err.split("\n").length, 2, r.err);
        assert.match(r.err, pattern);
      }
      assert.ok(!existsSync(join(TREE_B, "table.md")));
    });
    it("unknown --metrics or --format values", () => {
      bad(
        [...inputs(), "--metrics", "headline,nope"],
        /^error: --metrics: "headline" is not a metric|^error: --metrics: "nope"/m,
      );
      bad([...inputs(), "--metrics", "pause_intrusion_rate,latency"], /^error: --metrics: "latency" is not a metric/m);
      bad(
        [...inputs(), "--format", "xlsx"],
        /^error: --format: "xlsx" is not a format; give one of markdown, latex, csv, json$/m,
      );
    });
    it("--caption and --label outside LaTeX, a label without a caption, a key LaTeX cannot hold, an unknown subset", () => {
      bad([...inputs(), "--caption", "Results."], /^error: --caption: only with --format latex$/m);
      bad([...inputs(), "--format", "latex", "--label", "tab:x"], /^error: --label: give --caption too/m);
      bad(
        [...inputs(), "--format", "latex", "--caption", "Results.", "--label", "tab x}"],
        /^error: --label: "tab x\}" is not a label key; use letters, digits/m,
      );
      bad(
        [...inputs(), "--subsets", "candor_turn_taking,nope"],
        /^error: --subsets: "nope" is not a subset here; give one or more of synthetic_pause_handling, candor_pause_handling, candor_turn_taking, synthetic_user_interruption, icc_backchannel separated by commas$/m,
      );
    });
  });
});
