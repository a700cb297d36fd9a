/**
 * The notebook helpers of src/notebook/ on the fixture trees, in plain Node (no Jupyter): the
 * records and DataFrames carry the core's numbers unchanged. Expected values are the hand-derived
 * ones of fixtures/README.md (small tree) and fixtures/generator/variant-b.ts (tree-b).
 */
import assert from "node:assert/strict";
import { UNIFIED } from "../../src/unified/family.js";
import { join } from "node:path";
import test from "node:test";
import { compareScored } from "../../src/compare/compare.js";
import { eligiblePairs } from "../../src/compare/pair.js";
import { InputError } from "../../src/errors.js";
import { metricsFor } from "../../src/unified/registry.js";
import { aggregateRecords, definitionRecords, summaryRecords } from "../../src/notebook/aggregates.js";
import { comparedMetricRecords, pairedRowRecords } from "../../src/notebook/compare.js";
import { recordsFrame, uniformRecords } from "../../src/notebook/frames.js";
import { frameHtml, tableHtml, textHtml } from "../../src/notebook/html.js";
import { chartHtml, chartsHtml, intervalChartsHtml, scaledSvg } from "../../src/notebook/chart.js";
import { intervalChart } from "../../src/charts/interval.js";
import { eligibleRows, ROW_KIND_NAMES } from "../../src/notebook/rows.js";
import { drillDown, findRow, findSample } from "../../src/notebook/samples.js";
import { loadInput, scoreInput } from "../../src/api/index.js";
import { FIXTURE_TREE, REPO, tempDir } from "../helpers/cli.js";

const vad = { cacheDir: tempDir("fdb-unified-nb-helpers-cache-") };
const scored = scoreInput(await loadInput(FIXTURE_TREE, { vad }));
const rec = (subset: string, metric: string) =>
  aggregateRecords(scored).find((r) => r.subset === subset && r.metric === metric)!;

test("aggregateRecords: one record per registry metric, with the fixture's hand-derived numbers", () => {
  const all = aggregateRecords(scored);
  // the four scored subsets' metrics, then the backchannel block's five (no ground truth given)
  assert.equal(all.length, 7 + 7 + 6 + 10 + 5);
  const early = rec("candor_turn_taking", "early_start_rate");
  assert.deepEqual([early.value, early.count, early.n, early.kind], [2 / 6, 2, 6, "share"]);
  const latency = rec("candor_turn_taking", "response_latency_s"); // 3rd of 0, 1.0, 3.2, ∞, ∞, ∞
  // p90 not reached: +Infinity, as the table's CSV writes it (inf), apart from a missing null.
  assert.deepEqual([latency.value, latency.p90, latency.n, latency.count], [3.2, Infinity, 6, null]);
  const perPause = rec("synthetic_pause_handling", "pause_intrusion_per_pause");
  // A pooled ratio's numerator and denominator are its count and n, as in the table's CSV.
  assert.deepEqual([perPause.value, perPause.count, perPause.n, perPause.p90], [4 / 7, 4, 7, null]);
  const exercised = rec("synthetic_user_interruption", "exercised_rate");
  assert.deepEqual([exercised.value, exercised.bounds_lo, exercised.bounds_hi], [5 / 6, 5 / 7, 6 / 7]);
  const stop = rec("synthetic_user_interruption", "stop_latency_s"); // 3rd of 0.532, 0.872, 1.08, 1.952, ∞
  assert.deepEqual([stop.value, stop.p90, stop.n], [1.08, Infinity, 5]);
});

test("summaryRecords are the console's cells; definitionRecords the registry's", () => {
  const s = summaryRecords(scored, ["candor_turn_taking"]);
  assert.deepEqual(
    s.map((r) => r.metric),
    metricsFor("candor_turn_taking").map((m) => m.name),
  );
  assert.equal(s.find((r) => r.metric === "response_latency_s")!.value, "median 3.200, p90 not reached");
  assert.equal(s.find((r) => r.metric === "early_start_rate")!.count, "2/6");
  const d = definitionRecords(UNIFIED, "synthetic_pause_handling");
  assert.equal(d[0]!.metric, "pause_intrusion_rate");
  assert.equal(d[1]!.better, "lower (diagnostic)");
});

test("rows of mixed shape become one DataFrame: union of columns, missing as null, lists as JSON", () => {
  const rows = scored.rows.filter((r) => r.subset === "candor_pause_handling");
  const u = uniformRecords(rows);
  assert.equal(u.length, 4);
  const ineligible = u.find((r) => r["sample_id"] === "candor_pause_handling/4")!;
  assert.equal(ineligible["reasons"], JSON.stringify(["trace line 412: empty or truncated PCM16 audio delta"]));
  assert.equal(ineligible["pause_intrusion"], null);
  assert.equal(u.find((r) => r["sample_id"] === "candor_pause_handling/2")!["intrusion_words"], 4);
  const df = recordsFrame(rows);
  assert.deepEqual(df.shape, [4, Object.keys(u[0]!).length]);
  const segments = uniformRecords(scored.rows.filter((r) => r.sample_id === "synthetic_user_interruption/3"))[0]![
    "segments"
  ];
  assert.equal(segments, "[[0.512,2.88],[4.448,6.112]]");
  assert.match(frameHtml(df), /<td style="text-align:left;white-space:nowrap">candor_pause_handling\/4<\/td>/);
  assert.equal(
    tableHtml([{ a: "<b>" }]).includes('<td style="text-align:left;white-space:nowrap">&lt;b&gt;</td>'),
    true,
  );
});

test("tables show three decimals in a column holding a fraction, whole numbers elsewhere, n/a when missing, and scroll sideways", () => {
  const html = tableHtml([
    { id: "a", n: 2, x: 2 / 3, y: 1 },
    { id: "b", n: 10, x: 1, y: null },
  ]);
  assert.match(html, /^<div class="fdb-scroll" style="overflow-x:auto;width:0;min-width:100%">\n<table/);
  const l = '<td style="text-align:left;white-space:nowrap">';
  const r = '<td style="text-align:right;white-space:nowrap">';
  assert.ok(html.includes(`<tr>${l}a</td>${r}2</td>${r}0.667</td>${r}1</td></tr>`), html);
  assert.ok(html.includes(`<tr>${l}b</td>${r}10</td>${r}1.000</td>${r}n/a</td></tr>`), "a missing value is n/a");
  const df = recordsFrame([{ x: 2 / 3 }]);
  assert.equal((df.values as number[][])[0]![0], 2 / 3, "the DataFrame keeps full precision");
  assert.ok(frameHtml(df).includes(`${r}0.667</td>`));
});

test("notebook tables: text columns left-aligned, number columns right-aligned, headers as their columns", () => {
  const html = tableHtml([
    { metric: "early_start_rate", value: 0.333, count: 2, note: null },
    { metric: "response_rate_1s", value: null, count: 6, note: "n=6" },
  ]);
  const [head] = html.match(/<thead>.*<\/thead>/)!;
  assert.equal(
    head,
    '<thead><tr><th style="text-align:left;white-space:nowrap">metric</th>' +
      '<th style="text-align:right;white-space:nowrap">value</th><th style="text-align:right;white-space:nowrap">count</th>' +
      '<th style="text-align:left;white-space:nowrap">note</th></tr></thead>',
  );
  const l = '<td style="text-align:left;white-space:nowrap">';
  const r = '<td style="text-align:right;white-space:nowrap">';
  assert.ok(html.includes(`${l}early_start_rate</td>${r}0.333</td>`));
  assert.ok(html.includes(`${r}n/a</td>${r}6</td>`));
});

test("notebook outputs fit the cell: not reached in words, console text unwrapped, larger charts, vega warnings", async () => {
  const latency = aggregateRecords(scored).find(
    (x) => x.subset === "candor_turn_taking" && x.metric === "response_latency_s",
  )!;
  assert.equal(latency.p90, Infinity, "the records keep +Infinity");
  const html = tableHtml([latency], ["metric", "value", "p90"]);
  assert.ok(html.includes(">not reached</td>"), html);
  assert.ok(!html.includes("Infinity"), html);
  assert.equal(
    textHtml("a <b> & c\n"),
    '<div class="fdb-scroll" style="overflow-x:auto;width:0;min-width:100%">\n' +
      '<pre class="fdb-text" style="white-space:pre;margin:0">a &lt;b&gt; &amp; c</pre>\n</div>',
  );
  const svg = '<svg xmlns="x" class="marks" width="291" height="101" viewBox="0 0 291 101"><rect/></svg>';
  assert.equal(
    scaledSvg(svg),
    '<svg xmlns="x" class="marks" width="437" height="152" style="max-width:100%;height:auto" viewBox="0 0 291 101">' +
      "<rect/></svg>",
  );
  // a spec vega warns about: the cell goes on, with the warning in the chart's place
  const warned = { data: { values: [{ a: 1 }] }, mark: "bar", encoding: { x: { field: "a", type: "quantitative" } } };
  (warned.encoding.x as Record<string, unknown>)["scale"] = { type: "ordinal" };
  const warn = console.warn;
  const said: unknown[] = [];
  console.warn = (x: unknown) => said.push(x);
  try {
    const out = await chartsHtml([warned as never]);
    assert.match(out, /<p class="fdb-warning"[^>]*>warning: chart not drawn: vega: /);
  } finally {
    console.warn = warn;
  }
  assert.equal(said.length, 1);
  const tt = scored.unified.subsets.candor_turn_taking.metrics;
  const chart = await chartHtml(intervalChart(UNIFIED, metricsFor("candor_turn_taking")[0]!, tt.early_start_rate));
  assert.match(chart, /<svg[^>]* width="\d+" height="\d+" style="max-width:100%;height:auto"/);
});

test("eligibleRows: the eligible rows of one subset, in order; an unknown kind lists the valid ones", () => {
  const ints = eligibleRows(scored.rows, "synthetic_user_interruption");
  assert.deepEqual(
    ints.map((r) => r.sample_id),
    [1, 2, 3, 4, 5, 6].map((n) => `synthetic_user_interruption/${n}`),
  );
  assert.deepEqual(
    ints.map((r) => r.outcome),
    ["not_exercised", "speaking_at_end", "response", "no_response", "response", "response"],
  );
  assert.deepEqual(
    eligibleRows(scored.rows, "candor_pause_handling").map((r) => r.sample_id),
    [1, 2, 3].map((n) => `candor_pause_handling/${n}`),
  );
  assert.deepEqual(ROW_KIND_NAMES, [
    "synthetic_pause_handling",
    "candor_pause_handling",
    "candor_turn_taking",
    "synthetic_user_interruption",
    "user_interruption",
    "user_backchannel",
    "talking_to_other",
    "background_speech",
    "icc_backchannel",
  ]);
  assert.deepEqual(eligibleRows(scored.rows, "user_interruption"), [], "no v1.5 row in a v1.0 input");
  assert.deepEqual(
    eligibleRows(scored.rows, "icc_backchannel").map((r) => [r.sample_id, r.backchannel.backchannels]),
    [
      ["icc_backchannel/0", 1],
      ["icc_backchannel/1", 0],
    ],
  );
  assert.throws(() => eligibleRows(scored.rows, "nope" as "candor_turn_taking"), {
    name: "InputError",
    message:
      "nope: not a kind of rows; give one of synthetic_pause_handling, candor_pause_handling, " +
      "candor_turn_taking, synthetic_user_interruption, user_interruption, user_backchannel, talking_to_other, " +
      "background_speech, icc_backchannel",
  });
});

test("a bad sample id names where it was looked for and the closest valid ids of that input, closest first", () => {
  assert.throws(() => findSample(scored.tree, "candor_turn_taking/99"), {
    message:
      "candor_turn_taking/99: no such sample in the tree's manifest.json; closest ids: candor_turn_taking/1, candor_turn_taking/2, candor_turn_taking/3, candor_turn_taking/4, candor_turn_taking/5, candor_turn_taking/6, candor_turn_taking/7, candor_pause_handling/1, … (27 in all)",
  });
  assert.throws(
    () => findSample(scored.tree, "nope"),
    /^InputError: nope: no such sample in the tree's manifest\.json; closest ids: /,
  );
  assert.throws(() => findSample(scored.tree, "candor_turn_taking/14"), {
    message:
      "candor_turn_taking/14: no such sample in the tree's manifest.json; closest ids: candor_turn_taking/1, candor_turn_taking/4, " +
      "candor_turn_taking/2, candor_turn_taking/3, candor_turn_taking/5, candor_turn_taking/6, candor_turn_taking/7, " +
      "candor_pause_handling/1, … (27 in all)",
  });
  const fix =
    'closest eligible ids of candor_turn_taking: candor_turn_taking/1, candor_turn_taking/2, candor_turn_taking/3, candor_turn_taking/4, candor_turn_taking/5, candor_turn_taking/6 (set SAMPLE to one, or to "" to pick one)';
  assert.throws(() => drillDown(scored.tree, scored.rows, "candor_turn_taking/7", "candor_turn_taking"), {
    message: `candor_turn_taking/7: ineligible (input pacing deviation 0.1 exceeds 0.08s), so there is nothing to draw; ${fix}`,
  });
  assert.throws(() => drillDown(scored.tree, scored.rows, "synthetic_user_interruption/3", "candor_turn_taking"), {
    message:
      "synthetic_user_interruption/3: a synthetic_user_interruption sample, not one of candor_turn_taking; closest eligible ids of " +
      "candor_turn_taking: candor_turn_taking/3, candor_turn_taking/1, candor_turn_taking/2, candor_turn_taking/4, " +
      'candor_turn_taking/5, candor_turn_taking/6 (set SAMPLE to one, or to "" to pick one)',
  });
  const { sample, row } = drillDown(
    scored.tree,
    scored.rows,
    "synthetic_user_interruption/3",
    "synthetic_user_interruption",
  );
  assert.deepEqual([sample.task, row.outcome, row.stop_s], ["user_interruption", "response", 1.08]);
});

test("intervalChartsHtml: one line for a subset without eligible samples, the charts otherwise", async () => {
  const empty = structuredClone(scored.unified);
  empty.subsets.candor_pause_handling.counts.eligible = 0;
  assert.equal(
    await intervalChartsHtml({ ...scored, unified: empty }, "candor_pause_handling"),
    '<p class="fdb-empty">candor_pause_handling: no eligible sample (4 selected), so no metric has a value to chart</p>',
  );
  const charts = await intervalChartsHtml(scored, "candor_pause_handling");
  assert.equal((charts.match(/<svg\b/g) ?? []).length, metricsFor("candor_pause_handling").length);
});

test("findSample and findRow return the drill-down sample, and name a missing id", () => {
  const s = findSample(scored.tree, "synthetic_pause_handling/10");
  assert.ok(s.eligible && s.task === "pause_handling" && s.pauses_us.length === 2);
  assert.equal(findRow(scored.rows, "candor_turn_taking/4").eligible, true);
  assert.throws(
    () => findSample(scored.tree, "candor_turn_taking/99"),
    (e: unknown) => e instanceof InputError && /^candor_turn_taking\/99: /.test(e.message),
  );
  // a backchannel sample has its row now (the backchannel family's); an id in no subset has none
  assert.equal(findRow(scored.rows, "icc_backchannel/0").subset, "icc_backchannel");
  assert.throws(() => findRow(scored.rows, "icc_backchannel/9"), InputError);
});

test("comparison records: paired rows side by side and the compared numbers (tree-b)", async () => {
  const b = scoreInput(await loadInput(join(REPO, "fixtures", "tree-b"), { vad }));
  const c = compareScored(scored, b);
  // candor_turn_taking: /2 is ineligible in B and /7 in A, so 1, 3, 4, 5, 6 pair.
  const pairs = eligiblePairs(scored.rows, b.rows, "candor_turn_taking");
  const rows = pairedRowRecords(pairs, ["A", "B"]);
  assert.deepEqual(
    rows.map((r) => r["sample_id"]),
    ["1", "3", "4", "5", "6"].map((n) => `candor_turn_taking/${n}`),
  );
  assert.deepEqual(
    [rows[0]!["A.outcome"], rows[0]!["B.outcome"], rows[0]!["B.latency_s"]],
    ["early_start", "response", 0.5],
  );
  assert.equal("subset" in rows[0]!, false);
  const m = comparedMetricRecords(c, "candor_turn_taking");
  assert.deepEqual(
    m.map((r) => r.metric),
    metricsFor("candor_turn_taking").map((x) => x.name),
  );
  assert.equal(m[0]!.n, 5);
  const p = c.subsets.candor_turn_taking!.metrics["early_start_rate"]!;
  assert.deepEqual(
    [m[0]!.difference, m[0]!.lo, m[0]!.hi, m[0]!.mcnemar_p],
    [p.difference, p.interval![0], p.interval![1], p.mcnemar_p],
  );
});
