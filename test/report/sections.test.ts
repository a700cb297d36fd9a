/**
 * The report's pure parts on the fixture tree: which samples get timelines (hand-derived from
 * fixtures/README.md), the section list and its table of contents, the chart placeholders, and
 * adding a section by adding one builder.
 */
import assert from "node:assert/strict";
import type { SampleRow } from "../../src/unified/rows.js";
import { test } from "node:test";
import { DEFAULT_SWEEP_GRID } from "../../src/score/grid.js";
import { buildReportHtml, reportSkeleton } from "../../src/report/assemble.js";
import { reportContext } from "../../src/report/build.js";
import { chartFigure, chartSpecs, fillCharts } from "../../src/report/figures.js";
import { SECTIONS } from "../../src/report/section-order.js";
import { interruptionTimelineRows, pauseTimelineRows, turnTakingTimelineRows } from "../../src/report/timelines.js";
import { loadFixture } from "../charts/fixture.js";

async function context() {
  return reportContext(await loadFixture(), { name: "tree", grid: DEFAULT_SWEEP_GRID });
}

test("timeline samples: per pause subset the first of each kind, per interruption outcome the first, plus a restart", async () => {
  const ctx = await context();
  // synthetic (id order 1, 10, 2, 3, 4, 5): inside-pause onset 10; intrusion after the user resumed 4;
  // carry-in only 10 (taken); no intrusion 1. candor: all three intrude inside a pause: 1.
  assert.deepEqual(
    pauseTimelineRows(ctx.scored.rows as SampleRow[]).map((r) => r.sample_id),
    [
      "synthetic_pause_handling/10",
      "synthetic_pause_handling/4",
      "synthetic_pause_handling/1",
      "candor_pause_handling/1",
    ],
  );
  // Turn-taking (fixtures/README.md): early_start 1 (and 6), response 2 (and 3, 4), no_response 5.
  assert.deepEqual(
    turnTakingTimelineRows(ctx.scored.rows as SampleRow[]).map((r) => r.sample_id),
    ["candor_turn_taking/1", "candor_turn_taking/2", "candor_turn_taking/5"],
  );
  // not_exercised 1, speaking_at_end 2, response 3, no_response 4; restart while exercised: 5.
  assert.deepEqual(
    interruptionTimelineRows(ctx.scored.rows as SampleRow[]).map((r) => r.sample_id.split("/")[1]),
    ["1", "2", "3", "4", "5"],
  );
});

test("the page lists every section in order, with a table of contents and the expected charts", async () => {
  const ctx = await context();
  const html = reportSkeleton(ctx);
  const titles = [...html.matchAll(/<h2>\d+\. ([^<]*)<\/h2>/g)].map((m) => m[1]);
  assert.deepEqual(titles, [
    "Summary",
    "synthetic_pause_handling (pause_handling)",
    "candor_pause_handling (pause_handling)",
    "candor_turn_taking (turn_taking)",
    "synthetic_user_interruption (user_interruption)",
    "icc_backchannel (backchannel)",
    "Response curves F(t)",
    "Pause timelines",
    "Turn-taking timelines",
    "Interruption timelines",
    "VAD sensitivity sweep",
    "Samples the VAD setting decides",
    "Official rules",
    "Reading them together",
    "Appendix: inputs and settings",
  ]);
  assert.equal([...html.matchAll(/<li><a href="#s\d+">/g)].length, titles.length);
  const kinds = [...html.matchAll(/data-chart="([a-z-]+)"/g)].map((m) => m[1]!);
  const count = (k: string) => kinds.filter((x) => x === k).length;
  // 7 + 7 + 6 + 10 metrics (docs/output.md) and the backchannel block's 5, 2 curves, 4 + 3 + 5
  // timelines (above), 4 sweep quantities, and one backchannel sample.
  assert.deepEqual(
    [
      count("interval"),
      count("response-curve"),
      count("pause-timeline"),
      count("turn-taking-timeline"),
      count("interruption-timeline"),
      count("sweep-heatmap"),
    ],
    [35, 2, 4, 3, 5, 4],
  );
  assert.equal(chartSpecs(html).length, 54);
  assert.equal(reportSkeleton(await context()), html, "pure: the same context gives the same page");
});

test("a section is added by adding one builder", async () => {
  const ctx = await context();
  const html = reportSkeleton(ctx, [
    ...SECTIONS,
    (c) => ({ title: `Extra for ${c.name}`, html: "<p>extra</p>" }),
    () => null,
  ]);
  assert.match(html, /<li><a href="#s16">Extra for tree<\/a><\/li>/);
  assert.match(html, /<section id="s16">\n<h2>16\. Extra for tree<\/h2>\n<p>extra<\/p>/);
});

test("chart placeholders are filled in document order", async () => {
  const a = chartFigure("k", { mark: "point", data: { values: [{ x: 1 }] } });
  const b = chartFigure("k", { mark: "bar", data: { values: [{ x: 2 }] } });
  const seen: number[] = [];
  const html = await fillCharts(
    `${a}<p>between</p>${b}`,
    async (spec, k) => `<svg n="${k}" m="${(spec as { mark: string }).mark}"/>`,
    (k) => seen.push(k),
  );
  assert.equal(
    html,
    '<figure class="chart" data-chart="k"><svg n="0" m="point"/></figure><p>between</p><figure class="chart" data-chart="k"><svg n="1" m="bar"/></figure>',
  );
  assert.deepEqual(seen, [1, 2]);
});

test("the HTML is the same bytes when built twice in one process (vega's id counter does not leak)", async () => {
  const ctx = await context();
  const first = await buildReportHtml(ctx);
  const second = await buildReportHtml(ctx);
  assert.equal(first, second);
  assert.doesNotMatch(first, /<!--fdb-chart:/);
  assert.equal([...first.matchAll(/<svg /g)].length, 54);
});
