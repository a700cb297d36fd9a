/**
 * No header of the report breaks inside a word at A4 print width: the fixture report of one
 * system, of two (with the comparison's wide table) and of three (with the Systems section's
 * tables), each laid out in headless Chromium as it prints, every word of every header cell on
 * one line (a header may fold only at spaces and after `_`), and no table wider than the page.
 * The answer on the first page names the headline metrics in full, in rows, and needs no legend.
 * Skips with a message when Chromium is absent.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { before, test } from "node:test";
import { METRICS } from "../../src/unified/registry.js";
import { FIXTURE_TREE, runCli, tempDir } from "../helpers/cli.js";
import { a4HeaderLayout } from "./a4-headers.js";
import { chromiumPath } from "./chromium.js";

const tree = (name: string) => join(FIXTURE_TREE, "..", name);
const REPORTS = {
  one: ["--tree", FIXTURE_TREE],
  two: ["--tree", `A=${FIXTURE_TREE}`, "--tree", `B=${tree("tree-b")}`],
  three: ["--tree", `A=${FIXTURE_TREE}`, "--tree", `B=${tree("tree-b")}`, "--tree", `C=${tree("tree-c")}`],
};
const files: Record<string, string> = {};

before(() => {
  for (const [name, inputs] of Object.entries(REPORTS)) {
    const out = join(tempDir(), name);
    const r = runCli(["report", ...inputs, "--out", out]);
    assert.equal(r.code, 0, r.stderr);
    files[name] = join(out, "index.html");
  }
});

test("at A4 print width every word of every header cell lies on one line, and every table fits the page", async (t) => {
  if (!chromiumPath()) return t.skip("SKIPPED: no Chromium found (puppeteer's own browser or /usr/bin/chromium)");
  for (const [name, file] of Object.entries(files)) {
    const layout = await a4HeaderLayout(file);
    assert.ok(layout, "Chromium ran");
    assert.ok(layout.headers >= 40, `${name}: ${layout.headers} header cells measured`);
    assert.deepEqual(layout.broken, [], `${name}: headers broken inside a word`);
    assert.deepEqual(layout.overflowing, [], `${name}: tables wider than the A4 page`);
  }
});

test("the answer's rows are the headline metrics by their full names, so the page needs no legend", () => {
  const html = readFileSync(files["three"]!, "utf8");
  const summary = html.slice(html.indexOf("<h2>1. Summary</h2>"), html.indexOf('<section id="s2">'));
  const heads = [...summary.matchAll(/<th>([^<]*(?:<wbr>[^<]*)*)<\/th>/g)].map((m) => m[1]!.replace(/<wbr>/g, ""));
  const rows = [...summary.matchAll(/<tr><td class="nowrap[^"]*">([^<]*)<\/td>/g)].map((m) => m[1]!);
  for (const m of METRICS.filter((x) => x.headline)) {
    assert.ok(rows.includes(m.name), `row ${m.name}`);
    assert.ok(!heads.includes(m.name) && !heads.includes(m.label), `no metric ${m.name} as a header`);
  }
  assert.deepEqual([...new Set(heads)], ["metric", "better", "A (baseline)", "B", "C"]);
  // one legend format at most: no line of labels, no <code> legend
  assert.doesNotMatch(summary, /Labels: |class="note legend"/);
});
