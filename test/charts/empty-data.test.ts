/**
 * Chart builders on empty or all-null input: they say whether there is anything to draw
 * (`intervalHasData`, `pairedDifferenceHasData`), give the heatmap's colour scale an explicit
 * domain from the finite values only (none: no colour layer), and every such spec renders
 * through the real renderer, which throws on any vega warning or error.
 */
import assert from "node:assert/strict";
import { UNIFIED } from "../../src/unified/family.js";
import { test } from "node:test";
import { intervalChart, intervalHasData } from "../../src/charts/interval.js";
import { pairedDifferenceChart, pairedDifferenceHasData } from "../../src/charts/paired-difference.js";
import { renderSvg } from "../../src/charts/render.js";
import { responseCurveChart } from "../../src/charts/response-curve.js";
import type { ChartSpec } from "../../src/charts/spec.js";
import { sweepHeatmapCells, sweepHeatmapChart, sweepHeatmapExtent } from "../../src/charts/sweep-heatmap.js";
import { interruptionTimelineChart, pauseTimelineChart } from "../../src/charts/timeline.js";
import type { SubsetResult } from "../../src/unified/aggregate.js";
import { metricsFor } from "../../src/unified/registry.js";
import { sweepQuantities } from "../../src/score/quantities.js";

const SWEEP_QUANTITIES = sweepQuantities(UNIFIED);
import type { SweepResult, SweepSetting } from "../../src/score/sweep.js";

const UI = "synthetic_user_interruption";
const metric = (subset: string, name: string) => metricsFor(subset).find((m) => m.name === name)!;

/** Four settings of the grid (threshold 0.4, 0.5 × min silence 100, 500) with no exercised sample. */
function unexercisedSweep(): SweepResult {
  const none = { value: null, count: 0, n: 0, interval: null, selected_bounds: [0, 1] };
  const settings = [0.4, 0.5].flatMap((threshold) =>
    [100, 500].map((ms) => ({
      threshold,
      min_speech_duration_ms: 250,
      min_silence_duration_ms: ms,
      speech_pad_ms: 0,
      counts: { exercised: 0, not_exercised: 3, speaking_at_end: 0, response: 0, no_response: 0 },
      metrics: {
        response_rate_2s: none,
        restart_rate: none,
        stop_latency_s: { n: 0, median: null, median_interval: null, p90: null },
      },
    })),
  );
  return { settings: settings as unknown as SweepSetting[] };
}

type Layers = {
  layer: { mark: { type: string }; encoding?: { color?: { scale: { domain: number[] } } } }[];
  title: { subtitle: string[] };
};

test("heatmap of a quantity with no value anywhere: no colour layer, grey cells with their text, and it renders", async () => {
  const sweep = unexercisedSweep();
  const [, rate2, stop] = SWEEP_QUANTITIES;
  assert.equal(sweepHeatmapExtent(sweepHeatmapCells(sweep, rate2!)), null);
  assert.deepEqual(
    sweepHeatmapCells(sweep, stop!).map((c) => c.text),
    ["n/a", "n/a", "n/a", "n/a"],
  );
  for (const q of [rate2!, stop!]) {
    const spec = sweepHeatmapChart(sweep, q) as unknown as Layers;
    // Background, default outline, text: no colour layer.
    assert.deepEqual(
      spec.layer.map((l) => l.mark.type),
      ["rect", "rect", "text"],
    );
    assert.equal(spec.title.subtitle[2], "no value at any setting");
    assert.match(await renderSvg(spec as unknown as ChartSpec), /^<svg/);
  }
  assert.match(await renderSvg(sweepHeatmapChart({ settings: [] }, rate2!)), /^<svg/, "an empty grid renders too");
});

test("heatmap colour domain: the smallest and largest finite value, nulls left grey", async () => {
  const sweep = unexercisedSweep();
  // Give two settings a rate: 0.25 and 0.75; the other two stay null.
  (sweep.settings[0]!.metrics["response_rate_2s"] as { value: number | null }) = {
    ...sweep.settings[0]!.metrics["response_rate_2s"]!,
    value: 0.75,
  } as never;
  (sweep.settings[3]!.metrics["response_rate_2s"] as { value: number | null }) = {
    ...sweep.settings[3]!.metrics["response_rate_2s"]!,
    value: 0.25,
  } as never;
  const spec = sweepHeatmapChart(sweep, SWEEP_QUANTITIES[1]!) as unknown as Layers;
  assert.deepEqual(spec.layer[1]!.encoding!.color!.scale.domain, [0.25, 0.75]);
  assert.match(await renderSvg(spec as unknown as ChartSpec), /^<svg/);
  // A constant count (not_exercised 3 everywhere) is a one-point domain, which renders.
  const constant = sweepHeatmapChart(sweep, SWEEP_QUANTITIES[0]!) as unknown as Layers;
  assert.deepEqual(constant.layer[1]!.encoding!.color!.scale.domain, [3, 3]);
  assert.match(await renderSvg(constant as unknown as ChartSpec), /^<svg/);
});

test("intervalHasData: false for a share or latency over no sample and a pooled ratio without value or interval", () => {
  assert.equal(
    intervalHasData(metric(UI, "restart_rate"), {
      value: null,
      count: 0,
      n: 0,
      interval: null,
      selected_bounds: [0, 1],
    }),
    false,
  );
  assert.equal(
    intervalHasData(metric(UI, "restart_rate"), {
      value: 0,
      count: 0,
      n: 1,
      interval: [0, 0.79],
      selected_bounds: [0, 0.5],
    }),
    true,
  );
  assert.equal(
    intervalHasData(metric(UI, "stop_latency_s"), { n: 0, median: null, median_interval: null, p90: null }),
    false,
  );
  assert.equal(
    intervalHasData(metric(UI, "stop_latency_s"), { n: null, median: null, median_interval: null, p90: null }),
    false,
  );
  // Never reached is data: the chart draws it dashed to the axis end.
  assert.equal(
    intervalHasData(metric(UI, "stop_latency_s"), { n: 3, median: null, median_interval: [null, null], p90: null }),
    true,
  );
  assert.equal(
    intervalHasData(metric(UI, "speech_s_per_interruption_s"), {
      value: null,
      numerator: 0,
      denominator: 0,
      interval: null,
    }),
    false,
  );
  assert.equal(
    intervalHasData(metric(UI, "speech_s_per_interruption_s"), {
      value: 0.5,
      numerator: 1,
      denominator: 2,
      interval: [0.5, 0.5],
    }),
    true,
  );
});

test("pairedDifferenceHasData, and empty rows keep their label on an explicit y domain", () => {
  const ratios = metricsFor("candor_turn_taking").filter((m) => m.kind !== "latency");
  const empty = Object.fromEntries(ratios.map((m) => [m.name, { n: 0, difference: null, interval: null }]));
  assert.equal(pairedDifferenceHasData(ratios, empty), false);
  const one = { ...empty, early_start_rate: { n: 2, difference: -0.5, interval: [-1, 0] as [number, number] } };
  assert.equal(pairedDifferenceHasData(ratios, one), true);
  const spec = pairedDifferenceChart(ratios, one) as unknown as {
    layer: { encoding: { y?: { scale: { domain: string[] } } } }[];
  };
  assert.deepEqual(spec.layer[1]!.encoding.y!.scale.domain, [
    "early_start_rate (n=2)",
    "response_rate_1s (n=0)",
    "response_rate_2s (n=0)",
    "response_rate_5s (n=0)",
    "no_response_rate (n=0)",
  ]);
});

test("every builder's empty case renders without a vega warning", async () => {
  const emptyResult = {
    task: "turn_taking",
    counts: { declared: 0, selected: 0, eligible: 0, ineligible: 0, ineligible_reasons: {} },
    coverage: null,
    metrics: {},
  } as SubsetResult;
  const specs: [string, ChartSpec][] = [
    [
      "share over no sample",
      intervalChart(UNIFIED, metric(UI, "restart_rate"), {
        value: null,
        count: 0,
        n: 0,
        interval: null,
        selected_bounds: null,
      }),
    ],
    [
      "latency over no sample",
      intervalChart(UNIFIED, metric(UI, "stop_latency_s"), { n: 0, median: null, median_interval: null, p90: null }),
    ],
    [
      "latency never reached",
      intervalChart(UNIFIED, metric(UI, "stop_latency_s"), {
        n: 3,
        median: null,
        median_interval: [null, null],
        p90: null,
      }),
    ],
    [
      "pooled without value",
      intervalChart(UNIFIED, metric(UI, "speech_s_per_interruption_s"), {
        value: null,
        numerator: 0,
        denominator: 0,
        interval: null,
      }),
    ],
    [
      "curve over no sample",
      responseCurveChart({ subset: "candor_turn_taking", n: 0, latenciesUs: [], never: 0 }, emptyResult),
    ],
    [
      "curve never responding",
      responseCurveChart({ subset: "candor_turn_taking", n: 2, latenciesUs: [], never: 2 }, emptyResult),
    ],
    ["pause timeline without words", pauseTimelineChart({ sampleId: "x/1", T: 2, pauses: [[0.5, 1]], words: [] })],
    [
      "interruption timeline without segments or words",
      interruptionTimelineChart({ sampleId: "x/2", T: 3, S: 1, R: 1.6, segments: [], words: [] }),
    ],
    [
      "paired difference without pairs",
      pairedDifferenceChart(
        metricsFor(UI).filter((m) => m.kind === "latency"),
        {},
      ),
    ],
  ];
  for (const [what, spec] of specs) assert.match(await renderSvg(spec), /^<svg/, what);
});
