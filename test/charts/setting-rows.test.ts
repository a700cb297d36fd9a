/**
 * Sweep charts name what varies: the outcome grid's rows and axis title name, in full, the
 * settings that vary across the grid (two rows that differ only in padding read differently), the
 * rendered SVG holds every row label whole with no ellipsis, and the sweep heatmap's facet rows
 * name only the settings that vary.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { outcomeGridChart } from "../../src/charts/outcome-grid.js";
import { renderSvg } from "../../src/charts/render.js";
import { settingRowNames } from "../../src/charts/setting-rows.js";
import { sweepHeatmapCells } from "../../src/charts/sweep-heatmap.js";
import { sweepQuantities } from "../../src/score/quantities.js";
import { UNIFIED } from "../../src/unified/family.js";

const SWEEP_QUANTITIES = sweepQuantities(UNIFIED);
import type { SettingOutcome } from "../../src/score/sensitivity.js";
import type { SweepResult } from "../../src/score/sweep.js";
import { gridSettings } from "../../src/score/grid.js";

const grid = (minSilenceDurationMs: number[], speechPadMs: number[]) =>
  gridSettings({ threshold: [0.4, 0.5], minSpeechDurationMs: [250], minSilenceDurationMs, speechPadMs });

test("one varying setting: the row is its value and the axis its name; several: each row names them all", () => {
  const one = settingRowNames(grid([50, 100], [0]));
  assert.deepEqual([one.title, one.label(grid([100], [0])[0]!)], ["min silence", "100 ms"]);
  const pad = settingRowNames(grid([100], [0, 30]));
  assert.deepEqual(
    [pad.title, pad.label(grid([100], [30])[0]!), pad.full(grid([100], [30])[0]!)],
    ["speech pad", "30 ms", "speech pad 30 ms"],
  );
  const both = settingRowNames(grid([100, 500], [0, 30]));
  assert.equal(both.title, "min silence · speech pad");
  const labels = new Set(grid([100, 500], [0, 30]).map(both.label));
  assert.deepEqual(
    [...labels],
    [
      "min silence 100 ms · speech pad 0 ms",
      "min silence 100 ms · speech pad 30 ms",
      "min silence 500 ms · speech pad 0 ms",
      "min silence 500 ms · speech pad 30 ms",
    ],
  );
});

test("the outcome grid of a grid varying padding: full row labels, the axis names both, nothing cut in the SVG", async () => {
  const outcomes: SettingOutcome[] = grid([100, 500], [0, 30]).map((setting, k) => ({
    setting,
    outcome: k % 2 ? "response" : "speaking_at_end",
  }));
  const spec = outcomeGridChart("synthetic_user_interruption/6", outcomes) as unknown as {
    encoding: { y: { axis: { title: string; labelLimit: number } } };
    data: { values: { row: string }[] };
  };
  assert.equal(spec.encoding.y.axis.title, "min silence · speech pad");
  assert.equal(spec.encoding.y.axis.labelLimit, 0);
  assert.equal(new Set(spec.data.values.map((c) => c.row)).size, 4, "four distinct rows");
  const svg = await renderSvg(spec as never);
  assert.doesNotMatch(svg, /…/);
  for (const row of new Set(spec.data.values.map((c) => c.row)))
    assert.ok(svg.includes(`>${row}</text>`), `row label ${row} whole in the SVG`);
});

test("sweep heatmap facets name only the settings that vary besides threshold and min silence", () => {
  const settings = grid([100], [0, 30]).map((v) => ({
    threshold: v.threshold,
    min_speech_duration_ms: v.minSpeechDurationMs,
    min_silence_duration_ms: v.minSilenceDurationMs,
    speech_pad_ms: v.speechPadMs,
    counts: { exercised: 1, not_exercised: 0, speaking_at_end: 0, response: 1, no_response: 0 },
    metrics: {},
  }));
  const cells = sweepHeatmapCells({ settings } as unknown as SweepResult, SWEEP_QUANTITIES[0]!);
  assert.deepEqual([...new Set(cells.map((c) => c.combo))], ["speech pad 0 ms", "speech pad 30 ms"]);
});
