/**
 * `fdb-unified report` end to end on the bundled fixture tree: index.html and report.pdf written,
 * self-contained HTML (no script, nothing fetched) that headless Chromium opens without a console
 * error, the expected charts and tables, a PDF whose text holds every metric with its value as the
 * console prints it, and the same HTML bytes from a copy of the tree elsewhere. Tests that need
 * Chromium or pdftotext say so and skip when the binary is absent.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { before, test } from "node:test";
import { metricsFor } from "../../src/unified/registry.js";
import { cellsOf } from "../../src/metrics/kinds.js";
import { UNIFIED } from "../../src/unified/family.js";
import { SUBSETS } from "../../src/input/tree/subsets.js";
import { copyFixtureTree, FIXTURE_TREE, runCli, tempDir } from "../helpers/cli.js";
import { checkPages } from "./chromium.js";

const out = tempDir();
let run: ReturnType<typeof runCli>;
before(() => {
  run = runCli(["report", "--tree", FIXTURE_TREE, "--out", out, "--pdf"]);
});

/** Expected per kind: 7 + 7 + 6 + 10 metrics (docs/output.md) and the backchannel block's 5, two
 * curves, 4 pause, 3 turn-taking and 5 interruption timelines (see sections.test.ts), one
 * backchannel sample (icc_backchannel/0, the one with a backchannel), 4 sweep quantities. */
const CHARTS = {
  interval: 35,
  sample: 1,
  "response-curve": 2,
  "pause-timeline": 4,
  "turn-taking-timeline": 3,
  "interruption-timeline": 5,
  "sweep-heatmap": 4,
};
/** 4 metrics tables (icc_backchannel's are its backchannel block's), the backchannel block's metrics
 * table, 1 sweep table; plus the 2 official-rules tables. Counts and reference numbers are lines. */
// The summary's answer is one table per subset with a headline metric; the title table is the appendix's.
const TABLES = { answer: 4, title: 1, counts: 0, metrics: 4, "backchannel-metrics": 1, reference: 0, sweep: 1 };
const OFFICIAL_TABLES = 2;

test("report writes index.html and report.pdf, quietly when piped", () => {
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, "");
  assert.equal(run.stderr, "");
  assert.deepEqual(readdirSync(out).sort(), ["index.html", "report.pdf"]);
  assert.ok(readFileSync(join(out, "report.pdf")).subarray(0, 5).toString() === "%PDF-");
});

test("index.html is self-contained and has the expected charts and tables", () => {
  const html = readFileSync(join(out, "index.html"), "utf8");
  assert.doesNotMatch(html, /<script|<link|<img|<iframe|@import|\ssrc=/i);
  for (const m of html.matchAll(/href="([^"]*)"/g)) assert.ok(m[1]!.startsWith("#"), `link ${m[1]}`);
  const urls = new Set([...html.matchAll(/https?:\/\/[^\s"')<]+/g)].map((m) => m[0]));
  assert.deepEqual(
    [...urls].sort(),
    ["http://www.w3.org/1999/xlink", "http://www.w3.org/2000/svg"].filter((u) => urls.has(u)),
  );
  assert.ok(!html.includes(FIXTURE_TREE), "no input path");
  assert.doesNotMatch(html, /\d{4}-\d\d-\d\dT\d\d:\d\d/, "no timestamp");
  for (const [kind, n] of Object.entries(CHARTS)) {
    const found = [...html.matchAll(new RegExp(`<figure class="chart" data-chart="${kind}"><svg `, "g"))].length;
    assert.equal(found, n, `${kind} charts`);
  }
  for (const [kind, n] of Object.entries(TABLES))
    assert.equal(
      [...html.matchAll(new RegExp(`<table class="table" data-table="${kind}"[ >]`, "g"))].length,
      n,
      `${kind} tables`,
    );
  assert.match(html, /data-reference="synthetic_user_interruption">Reference \(summary\.json, judge: official\): /);
});

test("the same tree gives the same HTML bytes (a copy elsewhere, another run)", () => {
  const copy = copyFixtureTree();
  const out2 = tempDir();
  const r = runCli(["report", "--tree", copy, "--out", out2]);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(readFileSync(join(out, "index.html")).equals(readFileSync(join(out2, "index.html"))), "index.html differs");
  assert.deepEqual(readdirSync(out2), ["index.html"]);
});

test("headless Chromium opens index.html with no console error and no request", async (t) => {
  const pages = await checkPages([join(out, "index.html")]);
  if (!pages) {
    t.skip("SKIPPED: no Chromium found (puppeteer's own browser or /usr/bin/chromium)");
    return;
  }
  const [page] = pages;
  assert.deepEqual(page!.problems, []);
  assert.deepEqual(page!.extraRequests, []);
  const charts = Object.values(CHARTS).reduce((a, b) => a + b, 0);
  const tables = Object.values(TABLES).reduce((a, b) => a + b, 0) + OFFICIAL_TABLES;
  assert.deepEqual(
    { svgs: page!.svgs, tables: page!.tables, sections: page!.sections },
    { svgs: charts, tables, sections: 15 },
  );
});

test("the PDF text holds every metric name with its value as the console prints it", (t) => {
  const probe = spawnSync("pdftotext", ["-v"], { encoding: "utf8" });
  if (probe.error) {
    t.skip("SKIPPED: pdftotext not found (poppler-utils)");
    return;
  }
  const r = spawnSync("pdftotext", ["-layout", join(out, "report.pdf"), "-"], { encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  // (a latency's value has no-break spaces inside each half, so it folds only before its p90)
  const lines = r.stdout.replace(/\u00a0/g, " ").split("\n");
  const scoreOut = tempDir();
  assert.equal(runCli(["score", "--tree", FIXTURE_TREE, "--out", scoreOut, "--quiet"]).code, 0);
  const unified = JSON.parse(readFileSync(join(scoreOut, "unified.json"), "utf8"));
  let checked = 0;
  for (const subset of SUBSETS) {
    for (const m of metricsFor(subset)) {
      const value = cellsOf(UNIFIED, m, unified.subsets[subset].metrics[m.name]!).value;
      // a latency's value may fold before its p90: the line of the name holds the part before
      const head = value.split(", p90")[0]!;
      const hit = lines.some((l) => new RegExp(`(^|\\s)${m.name}\\s`).test(l) && l.includes(head));
      assert.ok(hit, `${subset} ${m.name}: no line with its value ${value}`);
      checked++;
    }
  }
  assert.equal(checked, 30);
  // A few values by hand from fixtures/README.md, as the console prints them.
  const text = r.stdout.replace(/\u00a0/g, " ");
  for (const v of [
    "0.667",
    "median 3.200, p90 not reached",
    "median 1.080,",
    "median 0.960,",
    "7.284/11.872 s",
    "0.600/6.800 s",
    "4/7 pauses",
  ]) {
    assert.ok(text.includes(v), `PDF text lacks ${v}`);
  }
});

test("report: missing --out, --out inside the tree and bad flags exit 2 and write nothing", () => {
  const copy = copyFixtureTree();
  const inside = join(copy, "report");
  const r1 = runCli(["report", "--tree", copy, "--out", inside]);
  assert.equal(r1.code, 2);
  assert.match(r1.stderr, /^error: --out: .* is inside the input tree/);
  assert.equal(existsSync(inside), false);
  const r2 = runCli(["report", "--tree", copy]);
  assert.equal(r2.code, 2);
  assert.match(r2.stderr, /^error: --out: required/);
  const dir = tempDir();
  const r3 = runCli(["report", "--tree", copy, "--out", join(dir, "r"), "--threshold", "0"]);
  assert.equal(r3.code, 2);
  assert.match(r3.stderr, /^error: --threshold/);
  assert.equal(existsSync(join(dir, "r")), false);
});

test("a second --tree adds the comparison section (B − A), rendered like every other chart", () => {
  const dir = tempDir();
  const r = runCli([
    "report",
    "--tree",
    `A=${FIXTURE_TREE}`,
    "--tree",
    `B=${join(FIXTURE_TREE, "..", "tree-b")}`,
    "--out",
    dir,
  ]);
  assert.equal(r.code, 0, r.stderr);
  const html = readFileSync(join(dir, "index.html"), "utf8");
  assert.match(html, /<h2>2\. Comparison: B − A<\/h2>/, "the comparison follows the summary, before the parts");
  assert.doesNotMatch(html, /<!--fdb-chart:/);
  assert.ok(
    [...html.matchAll(/<figure class="chart" data-chart="compare"><svg /g)].length > 0,
    "paired-difference charts rendered",
  );
  const three = runCli([
    "report",
    "--tree",
    FIXTURE_TREE,
    "--tree",
    FIXTURE_TREE,
    "--tree",
    FIXTURE_TREE,
    "--out",
    tempDir(),
  ]);
  assert.equal(three.code, 2);
  assert.match(three.stderr, /^error: --tree: two inputs are named "tree" .*NAME=DIR/);
  const mixed = runCli([
    "report",
    "--tree",
    FIXTURE_TREE,
    "--dataset",
    FIXTURE_TREE,
    "--dataset",
    FIXTURE_TREE,
    "--out",
    tempDir(),
  ]);
  assert.equal(mixed.code, 2);
  assert.match(mixed.stderr, /^error: --dataset: two inputs are named "tree" .*NAME=DIR/);
});
