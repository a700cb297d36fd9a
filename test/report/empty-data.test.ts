/**
 * The report on trees where charts have nothing to draw, built from small trees
 * (test/helpers/tree.ts, fake VAD: a loud 512-sample window is speech at every threshold of the
 * grid): no exercised interruption sample, no eligible turn-taking sample, subsets absent from
 * the tree (with a comparison). Each page renders every chart it places, says "no data: <why>"
 * where a chart would be empty, and opens in headless Chromium without a console error.
 */
import assert from "node:assert/strict";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { compareScored } from "../../src/compare/compare.js";
import { readAnnotationHashes } from "../../src/input/tree/load.js";
import { buildReportHtml, reportSkeleton } from "../../src/report/assemble.js";
import { reportContext } from "../../src/report/build.js";
import type { ReportContext } from "../../src/report/context.js";
import { scoreSamples } from "../../src/unified/family.js";
import { DEFAULT_SWEEP_GRID } from "../../src/score/grid.js";
import { loadTree } from "../../src/input/tree/load.js";
import { tempDir } from "../helpers/cli.js";
import { buildTree, encodeWav, fakeAnalyze, loudSpans, type SampleSpec } from "../helpers/tree.js";
import { checkPages, type PageCheck } from "./chromium.js";

const P = "synthetic_pause_handling" as const;
const TT = "candor_turn_taking" as const;
const UI = "synthetic_user_interruption" as const;

/** T = 10 s; one pause [3, 4]; a word at 3.5 is an inside-pause onset. */
const pause = (name: string, words: [number, number][]): SampleSpec => ({
  subset: P,
  name,
  words,
  annotation: [{ text: "[PAUSE]", timestamp: [3, 4] }],
});
/** T = 10 s, E = 3. */
const turn = (name: string, words: [number, number][]): SampleSpec => ({
  subset: TT,
  name,
  words,
  annotation: [{ text: "[TURN-TAKING]", timestamp: [3, 3.4] }],
});
/** T = 10 s, S = 2, R = 4, loud over `spans`. */
const interruption = (name: string, spans: [number, number][], words: [number, number][] = []): SampleSpec => ({
  subset: UI,
  name,
  words,
  annotation: [{ timestamp: [2, 4] }],
  wav: encodeWav(loudSpans(10, spans)),
});

// The spec's metric lists (docs/metrics.md).
const TT_METRICS = [
  "early_start_rate",
  "response_rate_1s",
  "response_rate_2s",
  "response_rate_5s",
  "no_response_rate",
  "response_latency_s",
];
const UI_OVER_EXERCISED = [
  "speaking_at_end_rate",
  "response_rate_1s",
  "response_rate_2s",
  "response_rate_5s",
  "no_response_rate",
  "response_latency_s",
  "stop_latency_s",
  "speech_s_per_interruption_s",
  "restart_rate",
];

const dirs: string[] = [];
const out = tempDir("fdb-unified-report-empty-");
after(() => {
  for (const d of [...dirs, out]) rmSync(d, { recursive: true, force: true });
});

function tree(specs: SampleSpec[]): string {
  const dir = buildTree(specs);
  dirs.push(dir);
  return dir;
}

interface Built {
  ctx: ReportContext;
  skeleton: string;
  html: string;
  file: string;
}

async function build(name: string, dir: string, compareWith?: string): Promise<Built> {
  const loaded = await loadTree(dir, fakeAnalyze);
  let comparison = null;
  if (compareWith) {
    const other = scoreSamples(await loadTree(compareWith, fakeAnalyze));
    comparison = compareScored(scoreSamples(loaded), other, {
      names: ["A", "B"],
      annotations: [readAnnotationHashes(dir), readAnnotationHashes(compareWith)],
    });
  }
  const ctx = reportContext(loaded, { name, grid: DEFAULT_SWEEP_GRID, comparison });
  const html = await buildReportHtml(ctx);
  const file = join(out, `${name}.html`);
  writeFileSync(file, html);
  return { ctx, skeleton: reportSkeleton(ctx), html, file };
}

const noData = (html: string) =>
  [...html.matchAll(/<p class="note no-data" data-no-data="([a-z-]+)">no data: ([^<]*)<\/p>/g)].map((m) => [
    m[1]!,
    m[2]!,
  ]);
const rendered = (html: string, kind: string) =>
  [...html.matchAll(new RegExp(`<figure class="chart" data-chart="${kind}"><svg `, "g"))].length;
const sectionOf = (html: string, title: string) => {
  const start = html.indexOf(`. ${title}</h2>`);
  assert.ok(start > 0, `section ${title}`);
  return html.slice(start, html.indexOf("</section>", start));
};

const built: Record<string, Built> = {};
let pages: PageCheck[] | null = null;

before(async () => {
  // Nothing exercised: u1 is silent, u2 speaks only after R, so no segment covers S = 2 at any
  // setting of the grid (the fake VAD gives 0.9 or 0.05 and every grid padding is 0).
  // Turn-taking: t1 answers 1.0 s after E; t2 and t3 never answer, so the median latency is the
  // 2nd smallest of [1.0, +inf, +inf]: not reached, and so is the p90.
  built.unexercised = await build(
    "unexercised",
    tree([
      pause("1", [[3.5, 3.8]]),
      turn("1", [[4, 4.4]]),
      turn("2", []),
      turn("3", []),
      interruption("1", []),
      interruption("2", [[6, 7]], [[6, 6.5]]),
    ]),
  );
  // No eligible turn-taking sample; the interruption sample is exercised (speech over [1, 3]).
  built.noTurnTaking = await build(
    "no-turn-taking",
    tree([
      pause("1", [[3.5, 3.8]]),
      { subset: TT, name: "1", eligible: false },
      { subset: TT, name: "2", eligible: false },
      interruption("1", [[1, 3]], [[5, 5.5]]),
    ]),
  );
  // Only synthetic_pause_handling is in the tree; B is the same dataset with a silent sample.
  const a = tree([pause("1", [[3.5, 3.8]])]);
  const b = tree([pause("1", [])]);
  built.onlyPause = await build("only-pause", a, b);
  pages = await checkPages(Object.values(built).map((x) => x.file));
});

describe("report with charts that have nothing to draw", () => {
  it("no exercised interruption sample: notes for the exercised-only metrics, the curve and three heatmaps", () => {
    const { html, skeleton } = built.unexercised!;
    assert.doesNotMatch(html, /<!--fdb-chart:/, "every placeholder rendered");
    // candor_pause_handling and icc_backchannel, which the tree does not have, have no section at all
    assert.deepEqual(noData(html), [
      ["interval", `${UI_OVER_EXERCISED.join(", ")}: no exercised sample (none of the 2 eligible has speech at S)`],
      [
        "response-curve",
        "synthetic_user_interruption: no exercised sample (none of the 2 eligible has speech at S), so there is no curve",
      ],
      [
        "sweep-heatmap",
        "response_rate_2s, stop_latency_s, restart_rate: no sample is exercised at any setting, so there is no value to map",
      ],
    ]);
    // Intervals: 7 pause metrics + 6 turn-taking metrics + exercised_rate (n = 2, value 0).
    assert.equal(rendered(html, "interval"), 7 + 6 + 1);
    assert.equal(rendered(html, "response-curve"), 1);
    assert.equal(rendered(html, "pause-timeline"), 1);
    assert.equal(rendered(html, "turn-taking-timeline"), 2, "t1 (response) and t2 (no_response); no early start");
    assert.equal(rendered(html, "interruption-timeline"), 1, "the first not_exercised sample");
    assert.equal(rendered(html, "sweep-heatmap"), 1, "not_exercised only");
    // The latency that is never reached is still a chart (dashed to the axis end), and the table says so.
    // (a no-break space inside each half, so the value folds only before its p90)
    assert.match(
      sectionOf(skeleton, "candor_turn_taking (turn_taking)"),
      /median\u00a0not\u00a0reached, p90\u00a0not\u00a0reached/,
    );
    assert.match(sectionOf(html, "candor_turn_taking (turn_taking)"), /response_latency_s/);
    assert.equal(rendered(sectionOf(html, "candor_turn_taking (turn_taking)"), "interval"), 6);
  });

  it("no eligible turn-taking sample: one note for its metrics, its curve, and the horizon caveat", () => {
    const { html } = built.noTurnTaking!;
    assert.doesNotMatch(html, /<!--fdb-chart:/);
    assert.deepEqual(noData(sectionOf(html, "candor_turn_taking (turn_taking)")), [
      ["interval", `${TT_METRICS.join(", ")}: no eligible sample (2 of 2 selected are ineligible)`],
    ]);
    assert.deepEqual(noData(sectionOf(html, "Response curves F(t)")), [
      ["response-curve", "candor_turn_taking: no eligible sample (2 selected), so there is no curve"],
    ]);
    assert.deepEqual(noData(sectionOf(html, "Turn-taking timelines")), [
      ["turn-taking-timeline", "no eligible turn-taking sample"],
    ]);
    assert.match(
      sectionOf(html, "Reading them together"),
      /the shortest horizon is not defined for turn-taking \(no eligible sample\) and 6\.000 s for interruption/,
    );
    // 7 pause + 10 interruption intervals; the interruption curve; 4 heatmaps (exercised at every setting).
    assert.equal(rendered(html, "interval"), 17);
    assert.equal(rendered(html, "response-curve"), 1);
    assert.equal(rendered(html, "sweep-heatmap"), 4);
  });

  it("subsets absent from the tree: no section, curve, timeline or sweep of them, comparison notes", () => {
    const { html } = built.onlyPause!;
    assert.doesNotMatch(html, /<!--fdb-chart:/);
    // The subsets neither tree selects leave the comparison (one line, checked below), and every
    // section of a part that would be about them alone is left out: nothing is printed empty.
    assert.deepEqual(noData(html), []);
    for (const title of [
      "candor_pause_handling",
      "candor_turn_taking",
      "Response curves",
      "Turn-taking",
      "Interruption timelines",
      "sweep",
    ])
      assert.ok(!new RegExp(`<h2>[^<]*${title}`).test(html), title);
    assert.equal(rendered(html, "interval"), 7);
    assert.equal(rendered(html, "compare"), 1, "synthetic_pause_handling's ratios");
    // The subsets neither tree selects a sample of leave the comparison, with one line.
    const comparison = sectionOf(html, "Comparison: B − A");
    assert.equal([...comparison.matchAll(/<h3>/g)].length, 1, "synthetic_pause_handling only");
    assert.match(
      comparison,
      /<p class="note" data-note="empty-subsets">Left out, no sample selected in either input: candor_pause_handling, candor_turn_taking, synthetic_user_interruption\.<\/p>/,
    );
    assert.equal(rendered(html, "pause-timeline"), 1);
    assert.equal([...html.matchAll(/<table class="table" data-table="metrics">/g)].length, 1);
    assert.equal([...html.matchAll(/<table class="table" data-table="sweep">/g)].length, 0);
  });

  it("headless Chromium opens each page without a console error or a request", (t) => {
    if (!pages) {
      t.skip("SKIPPED: no Chromium found (puppeteer's own browser or /usr/bin/chromium)");
      return;
    }
    const names = Object.keys(built);
    pages.forEach((p, k) => {
      assert.deepEqual(p.problems, [], names[k]);
      assert.deepEqual(p.extraRequests, [], names[k]);
      assert.equal(
        p.svgs,
        [...built[names[k]!]!.html.matchAll(/<figure class="chart" data-chart="[a-z-]+"><svg /g)].length,
        names[k],
      );
    });
  });
});
