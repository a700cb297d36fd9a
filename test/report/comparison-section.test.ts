/**
 * The report's comparison section and its paired-difference charts, on the fixture trees: the
 * tables carry the paired numbers of fixture-trees.test.ts as the console formats them, names
 * are escaped, charts appear only when the report passes its figure function, each chart spec
 * holds the comparison's own numbers and renders with vega, and the section is the same bytes
 * every time.
 */
import assert from "node:assert/strict";
import { UNIFIED } from "../../src/unified/family.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { pairedDifferenceChart } from "../../src/charts/paired-difference.js";
import { renderSvg } from "../../src/charts/render.js";
import type { ChartSpec } from "../../src/charts/spec.js";
import { compareSection } from "../../src/report/comparison.js";
import { compareInputs, type TreeToCompare } from "../../src/compare/trees.js";
import { loadInput } from "../../src/input/load.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import type { Comparison } from "../../src/compare/types.js";
import { metricsFor } from "../../src/unified/registry.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { repoRoot } from "../../fixtures/generator/paths.js";

/** Check, load, score and compare two reference trees with `analyze`; B − A. */
function compareTrees(a: TreeToCompare, b: TreeToCompare, analyze: AnalyzeWavs): Promise<Comparison> {
  return compareInputs(a, b, (x) => loadInput({ kind: x.kind ?? "tree", dir: x.dir }, analyze));
}

const cacheDir = mkdtempSync(join(tmpdir(), "fdb-compare-report-cache-"));
after(() => rmSync(cacheDir, { recursive: true, force: true }));

interface Piece {
  metric: string;
  piece: string;
  x: number;
  x2?: number;
}
const piecesOf = (spec: ChartSpec) => (spec as unknown as { data: { values: Piece[] } }).data.values;

describe("compareSection", () => {
  let c: Comparison;
  before(async () => {
    const root = repoRoot();
    c = await compareTrees(
      { name: "sys<A>", dir: join(root, "fixtures", "tree") },
      { name: "B&co", dir: join(root, "fixtures", "tree-b") },
      (p) => analyzeFiles(p, { cacheDir }),
    );
  });

  it("tables: sides, exercised cross-table and paired metrics, names escaped", () => {
    const s = compareSection(c, UNIFIED);
    assert.equal(s.title, "Comparison: B&co − sys<A>");
    assert.ok(!s.html.includes("sys<A>") && s.html.includes("sys&lt;A&gt;") && s.html.includes("B&amp;co"));
    assert.ok(!s.html.includes("<figure"), "no charts without a figure function");
    // the four scored subsets and icc_backchannel's backchannel block
    assert.equal(s.html.match(/data-table="compare-metrics"/g)?.length, 5);
    // Interruption: 6 eligible in both; 3 exercised in both, 2 only in A, 1 only in B, 0 in neither.
    assert.match(
      s.html,
      /6 samples are eligible in both \(eligible in both 6 · exercised in both 3 · only in A 2 · only in B 1 · in neither 0\)\./,
    );
    // Side lines: A exercised 5, exercised_rate 5/6, bounds [5/7, 6/7]; B 4, 4/6, [4/7, 5/7].
    assert.ok(
      s.html.includes(
        "A: sys&lt;A&gt; · 7 selected · 6 eligible · coverage 0.857 · exercised 5 · exercised_rate 0.833 · " +
          "selected bounds [0.714, 0.857]<br>B: B&amp;co · 7 selected · 6 eligible · coverage 0.857 · exercised 4 · " +
          "exercised_rate 0.667 · selected bounds [0.571, 0.714]",
      ),
    );
    // candor_turn_taking response_rate_2s: n 5, A 1/5, B 3/5, +2/5 with its interval, McNemar p 0.5.
    assert.match(
      s.html,
      /<td class="nowrap">response_rate_2s<\/td><td class="num nowrap">5<\/td><td class="num nowrap">0\.200<\/td><td class="num nowrap">0\.600<\/td><td class="num nowrap">\+0\.400 \[[^\]]+\]<\/td><td class="num nowrap">0\.500<\/td><\/tr>/,
    );
    // six columns: the metric names never wrap on A4
    for (const head of s.html.match(/data-table="compare-metrics"><thead><tr>(.*?)<\/tr>/g) ?? [])
      assert.equal(head.match(/<th>/g)?.length, 6);
    // the singular where one sample is paired
    assert.ok(!/\b1 samples\b/.test(s.html));
    assert.equal(compareSection(c, UNIFIED).html, s.html, "same bytes every time");
  });

  it("charts: one for ratios and one for latencies per subset, holding the comparison's numbers", async () => {
    const specs: ChartSpec[] = [];
    const s = compareSection(c, UNIFIED, {
      figure: (kind, spec) => {
        specs.push(spec);
        return `<figure data-chart="${kind}"></figure>`;
      },
    });
    // Two pause subsets (ratios only), then turn-taking and interruption (ratios, then latencies),
    // then the backchannel block (ratios only).
    assert.equal(specs.length, 7);
    assert.equal(s.html.match(/<figure data-chart="compare">/g)?.length, 7);
    const interruptionLatency = piecesOf(specs[5]!);
    // response_latency_s: +1.04 on [0, 2.0]; stop_latency_s: 0 on [0, 0].
    // beside the table, which has the n, a row is labelled by the metric's name alone
    assert.deepEqual(interruptionLatency, [
      { metric: "response_latency_s", piece: "interval", x: 0, x2: 2 },
      { metric: "response_latency_s", piece: "value", x: 1.04 },
      { metric: "stop_latency_s", piece: "interval", x: 0, x2: 0 },
      { metric: "stop_latency_s", piece: "value", x: 0 },
    ]);
    // Turn-taking latency: no difference, both ends not reached: dashed across the whole axis.
    assert.deepEqual(piecesOf(specs[3]!), [{ metric: "response_latency_s", piece: "open", x: -1, x2: 1 }]);
    const pauseValue = piecesOf(specs[0]!).find((p) => p.metric === "pause_intrusion_rate" && p.piece === "value");
    assert.equal(pauseValue?.x, -2 / 6);
    // each title says what is plotted once: "B − A" by name, never "B − A (B − A)"
    const titles = specs.map((x) => (x as unknown as { title: { text: string } }).title.text);
    assert.deepEqual(titles.slice(0, 2), ["B&co − sys<A>", "B&co − sys<A>"]);
    assert.equal(titles[3], "B&co − sys<A>, seconds");
    assert.equal(titles[6], "B&co − sys<A> (backchannel)");
    for (const t of titles) assert.ok(!t.includes("B − A"), t);
    for (const spec of specs) assert.match(await renderSvg(spec), /^<svg/);
  });

  it("pairedDifferenceChart refuses to mix latencies with ratios", () => {
    const m = metricsFor("candor_turn_taking");
    assert.throws(() => pairedDifferenceChart(m, c.subsets.candor_turn_taking!.metrics), RangeError);
  });
});
