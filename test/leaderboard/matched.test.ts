/**
 * The v1.5 table: metrics picked by property, "closer to 0" best marks (ties across signs), the
 * →0 mark and its legend in every format, the paired differences against a baseline, and the
 * LaTeX compiled with pdflatex in a plain article without an overfull box or a float too large.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { MATCHED_SUBSETS, type MatchedSubset } from "../../src/matched/constants.js";
import { matchedMetricsFor } from "../../src/matched/registry.js";
import { MATCHED, scoreMatched } from "../../src/matched/family.js";
import { bestOf, buildLeaderboard, type ScoredSystem } from "../../src/text/leaderboard.js";
import { leaderboardCsv } from "../../src/text/csv.js";
import { type LatexOptions, leaderboardLatex } from "../../src/text/latex.js";
import { leaderboardMarkdown } from "../../src/text/markdown.js";
import { choosableNames, type MetricChoice, parseMetricChoice } from "../../src/text/select.js";
import { type Leaderboard, leaderboardJson } from "../../src/text/leaderboard-types.js";
import { FAMILIES } from "../../src/score/families.js";

type MatchedSystem = ScoredSystem;
const buildMatchedLeaderboard = buildLeaderboard;
const matchedLeaderboardCsv = leaderboardCsv;
const matchedLeaderboardLatex = (board: Leaderboard, opts: LatexOptions = {}) =>
  leaderboardLatex(board, [MATCHED], opts);
const matchedLeaderboardMarkdown = (board: Leaderboard) => leaderboardMarkdown(board, [MATCHED]);
const parseMatchedMetricChoice = (raw: string | undefined, fallback: MetricChoice = { kind: "headline" }) =>
  parseMetricChoice(raw, fallback, choosableNames(MATCHED, FAMILIES), "docs/metrics.md");
import { ranks } from "../../src/unified/registry.js";
import { matchedInput, RUNS, type Sample } from "../helpers/matched-input.js";

const { stopsEarly: early, talksOn: on } = RUNS;
const Y = { o: early, c: on }; // yielded
const X = { o: on, c: early }; // extended
const K = { o: on, c: on }; // continued
const samples = (...xs: { o: [number, number][]; c: [number, number][] }[]): Sample[] =>
  xs.map((x, k) => ({ id: String(k + 1), ...x }));

/** Nets of user_backchannel: A +1/4, B −1/4, C +1/2, D 0. */
const SYSTEMS: Record<string, Sample[]> = {
  A: samples(Y, K, K, K),
  B: samples(X, K, K, K),
  C: samples(Y, Y, K, K),
  D: samples(K, K, K, K),
};

function system(
  name: string,
  subsets: readonly MatchedSubset[] = ["user_interruption", "user_backchannel"],
): MatchedSystem {
  const s = SYSTEMS[name]!;
  return { name, scored: scoreMatched(matchedInput(Object.fromEntries(subsets.map((x) => [x, s])))) };
}

const column = (board: ReturnType<typeof buildMatchedLeaderboard>, subset: string, metric: string) =>
  board.columns.findIndex((c) => c.subset === subset && c.metric === metric);

test("the default columns are the metrics that rank, by registry property", () => {
  const board = buildMatchedLeaderboard(["A", "B"].map((n) => system(n)));
  const expected = ["user_interruption", "user_backchannel"].flatMap((s) =>
    matchedMetricsFor(s as MatchedSubset)
      .filter(ranks)
      .map((m) => `${s}/${m.name}`),
  );
  assert.deepEqual(
    board.columns.map((c) => `${c.subset}/${c.metric}`),
    expected,
  );
  assert.ok(board.columns.some((c) => c.better === "closer to 0"));
  assert.ok(board.columns.every((c) => c.headline));
});

test("closer to 0: +1/4 and −1/4 tie by value; with D at 0, D alone; over 4 pairs no mark holds", () => {
  const three = buildMatchedLeaderboard(["A", "B", "C"].map((n) => system(n)));
  const k = column(three, "user_backchannel", "net_yield_rate");
  const values = three.rows.map((r) => r.cells[k]!.value);
  assert.deepEqual(values, [0.25, -0.25, 0.5]);
  const net = three.columns[k]!;
  assert.deepEqual(bestOf(net, values), [true, true, false]);
  // in user interruption the same metric is "higher": C's +1/2 is best alone by value
  const ui = column(three, "user_interruption", "net_yield_rate");
  assert.deepEqual(
    bestOf(
      three.columns[ui]!,
      three.rows.map((r) => r.cells[ui]!.value),
    ),
    [false, false, true],
  );
  const four = buildMatchedLeaderboard(["A", "B", "C", "D"].map((n) => system(n)));
  assert.deepEqual(
    bestOf(
      net,
      four.rows.map((r) => r.cells[k]!.value),
    ),
    [false, false, false, true],
  );
  // A difference of shares has a paired bootstrap interval only: over 4 pairs no exact paired test reaches
  // 0.05 (2/2^4 = 0.125), so no best is marked in any of these tables.
  for (const board of [three, four]) for (const r of board.rows) assert.ok(!r.cells.some((c) => c.best), r.system);
});

test("Markdown: a section per subset, →0 on the label and in the legend, never lower", () => {
  const board = buildMatchedLeaderboard(
    ["A", "B", "C"].map((n) => system(n)),
    { baseline: "A" },
  );
  const md = matchedLeaderboardMarkdown(board);
  assert.match(md, /^### user\\_interruption$/m);
  assert.match(md, /^### user\\_backchannel$/m);
  assert.match(md, /\| system \| user\\_backchannel · Coverage \| user\\_backchannel · Net yield →0 \|/);
  assert.match(md, /\| B \| 1\.000 \| -0\.250 \[/);
  assert.match(md, /→0 = better closer to 0 \(the smallest absolute value is best\)/);
  assert.match(md, /\\\|system\\\| − \\\|A\\\|/);
  // the nets rank, so they are in the Holm family with the swap test's p
  assert.match(md, /Holm correction over \d+ paired tests: .* the paired swap test otherwise\./);
  assert.doesNotMatch(md, /lower/);
  // B − A on user_backchannel's net yield: |−1/4| − |1/4| = 0
  const d = board.differences.find(
    (x) => x.system === "B" && x.subset === "user_backchannel" && x.metric === "net_yield_rate",
  )!;
  assert.equal(d.difference, 0);
  // a difference of 0: every swap pattern reaches it, p = 1
  assert.deepEqual([d.p, d.p_holm, d.holds], [1, 1, false]);
});

test("CSV and JSON carry kind difference, better closer to 0 and the matched flat columns", () => {
  const systems = ["A", "B"].map((n) => system(n));
  const choice = parseMatchedMetricChoice(undefined, { kind: "all" });
  const board = buildMatchedLeaderboard(systems, { metrics: choice, baseline: "A" });
  const csv = matchedLeaderboardCsv(systems, choice, board);
  const lines = csv.trim().split("\n");
  assert.equal(
    lines[0],
    "system,subset,metric,kind,better,diagnostic,headline,value,lo,hi,p90,count,n,bounds_lo,bounds_hi,u,a,b,sign_test_p," +
      "coverage,best,baseline,difference,difference_lo,difference_hi,paired_n,p,p_holm,holds",
  );
  const row = lines.find((l) => l.startsWith("B,user_backchannel,net_yield_rate,"))!;
  assert.match(row, /^B,user_backchannel,net_yield_rate,difference,closer to 0,false,true,-0\.25,/);
  const count = (s: MatchedSubset) => matchedMetricsFor(s).length;
  assert.equal(lines.length - 1, 2 * (count("user_interruption") + count("user_backchannel")));
  const json = JSON.parse(leaderboardJson(board));
  const c = json.columns.find(
    (x: { subset: string; metric: string }) => x.subset === "user_backchannel" && x.metric === "net_yield_rate",
  );
  assert.equal(c.better, "closer to 0");
  assert.equal(c.kind, "difference");
  assert.equal(
    leaderboardJson(board),
    leaderboardJson(buildMatchedLeaderboard(systems, { metrics: choice, baseline: "A" })),
  );
  assert.throws(
    () => parseMatchedMetricChoice("net_yield_rate,pause_intrusion_rate"),
    /"pause_intrusion_rate" is not a metric here/,
  );
});

const hasPdflatex = spawnSync("pdflatex", ["--version"], { encoding: "utf8" }).status === 0;
const work = mkdtempSync(join(tmpdir(), "fdb-matched-latex-"));
after(() => rmSync(work, { recursive: true, force: true }));

function compile(tex: string): string {
  const dir = mkdtempSync(join(work, "tex-"));
  writeFileSync(join(dir, "table.tex"), tex);
  writeFileSync(
    join(dir, "doc.tex"),
    [
      "\\documentclass{article}",
      "\\usepackage{booktabs}",
      "\\usepackage{longtable}",
      "\\begin{document}",
      "\\input{table.tex}",
      "\\end{document}",
      "",
    ].join("\n"),
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
  return readFileSync(join(dir, "doc.log"), "latin1");
}

test("LaTeX: four systems, all four subsets in one longtable, with and without a caption and a baseline, fit", {
  skip: !hasPdflatex && "pdflatex is not installed",
}, () => {
  const systems = ["A", "B", "C", "D"].map((n) => system(n, MATCHED_SUBSETS));
  for (const opts of [{}, { caption: "Matched runs.", label: "tab:m" }]) {
    for (const baseline of [null, "A"]) {
      const board = buildMatchedLeaderboard(systems, { baseline });
      const tex = matchedLeaderboardLatex(board, opts);
      assert.match(tex, /Net yield\\,\$\\to\$0 &/);
      assert.match(tex, /\$\\to\$0 = better closer to 0/);
      assert.equal(tex.match(/^% fdb-unified table/gm)?.length, 1);
      assert.equal(tex.match(/\\begin\{longtable\}/g)?.length, baseline ? 2 : 1, "one table, and one of differences");
      if ("caption" in opts) {
        assert.equal(tex.match(/\\label\{tab:m\}/g)?.length, 1);
        assert.match(tex, /\\caption\{Matched runs\.\}\\label\{tab:m\} \\\\/);
      }
      const log = compile(tex);
      const bad = log.split("\n").filter((l) => /Overfull \\[hv]box|Float too large/.test(l));
      assert.deepEqual(bad, [], `${JSON.stringify(opts)} baseline ${baseline}`);
    }
  }
});
