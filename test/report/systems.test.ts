/**
 * A report of three systems (fixtures/tree, fixtures/tree-b and fixtures/tree-c): it opens
 * with the one-page summary (headline table, signature, the "read them together" warning; no
 * hashes on the first PDF page), has a "Systems" section with one forest plot per headline metric
 * and the paired differences against the baseline, no two-system comparison, and the hashes of
 * every input in the appendix at the end. A --baseline that is not an input exits 2.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { METRICS } from "../../src/unified/registry.js";
import { FIXTURE_TREE, runCli } from "../helpers/cli.js";

const work = mkdtempSync(join(tmpdir(), "fdb-report-systems-"));
after(() => rmSync(work, { recursive: true, force: true }));
let inputs: string[] = [];
let html = "";
const out = join(work, "r");

before(() => {
  const c = join(FIXTURE_TREE, "..", "tree-c");
  inputs = ["--tree", `A=${FIXTURE_TREE}`, "--tree", `B=${join(FIXTURE_TREE, "..", "tree-b")}`, "--tree", `C=${c}`];
  const r = runCli(["report", ...inputs, "--baseline", "B", "--out", out, "--pdf"]);
  assert.equal(r.code, 0, r.stderr);
  html = readFileSync(join(out, "index.html"), "utf8");
});

test("opens with the summary and ends with the appendix; Systems replaces the two-system comparison", () => {
  const titles = [...html.matchAll(/<h2>\d+\. ([^<]*)<\/h2>/g)].map((m) => m[1]!);
  assert.equal(titles[0], "Summary");
  assert.equal(titles[titles.length - 1], "Appendix: inputs and settings");
  assert.ok(titles.includes("Systems"));
  assert.ok(!titles.some((t) => t.startsWith("Comparison")));
  const summary = html.slice(html.indexOf("<h2>1. Summary</h2>"), html.indexOf('<section id="s2">'));
  assert.equal(summary.match(/data-table="answer"/g)?.length, 4, "one answer table per scored subset");
  assert.equal(summary.match(/<th>(A|B \(baseline\)|C)<\/th>/g)?.length, 12, "three systems in each");
  // with three systems each difference against the baseline sits under the value
  assert.match(summary, /<td class="num stacked[^"]*">[^<]*<br>Δ [^<]*<\/td>/);
  assert.match(
    summary,
    /Signature: <code>fdb-unified:0\.1\.0\|<wbr>defs:fdb-v1\.0-unified-4\+fdb-v1\.0-backchannel-1\|<wbr>/,
  );
  assert.match(summary, /Read them together\./);
  assert.doesNotMatch(summary, /sha256/);
  // The appendix holds every input's hashes.
  const appendix = html.slice(html.lastIndexOf("<h2>"));
  assert.match(appendix, /<thead><tr><th><\/th><th>A<\/th><th>B<\/th><th>C<\/th><\/tr><\/thead>/);
  assert.equal(appendix.match(/<td[^>]*class="hash">[0-9a-f]{64}<\/td>/g)?.length, 3 + 3 + 1, "manifest, asr, model");
});

test("the first PDF page is the summary: the table, the signature and the warning, no hashes", (t) => {
  const txt = spawnSync("pdftotext", ["-f", "1", "-l", "1", "-layout", join(out, "report.pdf"), "-"], {
    encoding: "utf8",
  });
  if (txt.status !== 0) {
    t.skip("SKIPPED: pdftotext (poppler-utils) is not installed");
    return;
  }
  const page = txt.stdout;
  assert.match(page, /1\. Summary/);
  assert.match(page, /pause_intrusion_rate/);
  assert.match(page, /Signature: fdb-unified:0\.1\.0/);
  assert.match(page, /Read them together/);
  assert.doesNotMatch(page, /sha256|2\. synthetic_pause_handling \(pause_handling\)\n/);
});

test("Systems: one forest plot per headline metric with the baseline marked, and the differences against it", () => {
  const start = html.indexOf("Systems</h2>");
  const systems = html.slice(start, html.indexOf("<h2>", start + 10));
  const headline = METRICS.filter((m) => m.headline).reduce((k, m) => k + m.subsets.length, 0);
  assert.equal(systems.match(/data-chart="forest"/g)?.length, headline);
  assert.match(systems, /B \(baseline\)/);
  assert.equal(systems.match(/data-table="leaderboard-differences"/g)?.length, 4);
  assert.match(systems, /Holm correction over \d+ paired tests: every system other than B /);
  assert.match(systems, /the paired p and the Holm-adjusted p; † holds at adjusted p ≤ 0\.05/);
  // Differences are of A and C against B.
  const diffs = systems.slice(systems.indexOf('data-table="leaderboard-differences"'));
  const cell = (name: string) => `<td class="nowrap">${name}</td>`;
  assert.ok(diffs.includes(cell("A")) && diffs.includes(cell("C")) && !diffs.includes(cell("B")));
});

test("a --baseline that is not an input, or with fewer than three inputs, exits 2 and writes nothing", () => {
  const dir = join(work, "bad");
  const r = runCli(["report", ...inputs, "--baseline", "D", "--out", dir]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /^error: --baseline: "D" is not one of the inputs \(A, B, C\)\n$/);
  const two = runCli(["report", ...inputs.slice(0, 4), "--baseline", "A", "--out", dir]);
  assert.equal(two.code, 2);
  assert.match(two.stderr, /^error: --baseline: needs three or more inputs/);
  assert.equal(existsSync(dir), false);
});
