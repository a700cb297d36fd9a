/**
 * The spec builders are pure and draw the numbers they are given: interval pieces from a result
 * (values chosen by hand), owned intervals of a pause timeline (pause i owns [a_i, a_(i+1)), the
 * last owns [a_n, T]), interruption lanes, and heatmap cells with the default marked once.
 */
import assert from "node:assert/strict";
import { UNIFIED } from "../../src/unified/family.js";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { intervalChart } from "../../src/charts/interval.js";
import { sweepHeatmapCells, sweepHeatmapChart } from "../../src/charts/sweep-heatmap.js";
import { interruptionTimelineChart, pauseTimelineChart } from "../../src/charts/timeline.js";
import type { LatencyResult } from "../../src/metrics/kind-latency.js";
import type { ShareResult } from "../../src/metrics/kind-share.js";
import { metricsFor } from "../../src/unified/registry.js";
import { sweepQuantities } from "../../src/score/quantities.js";

const SWEEP_QUANTITIES = sweepQuantities(UNIFIED);
import type { SweepResult } from "../../src/score/sweep.js";
import { REPO } from "../helpers/cli.js";

type Layered = {
  title: { text: string; subtitle: string[] };
  data: { values: Record<string, unknown>[] };
  layer: { data?: { values: Record<string, unknown>[] } }[];
};
const metric = (subset: string, name: string) => metricsFor(subset).find((m) => m.name === name)!;

test("interval chart of a share: bounds band, interval and value, with the console's cells as subtitle", () => {
  const r: ShareResult = { value: 0.5, count: 2, n: 4, interval: [0.15, 0.85], selected_bounds: [0.4, 0.6] };
  const spec = intervalChart(UNIFIED, metric("candor_turn_taking", "early_start_rate"), r) as unknown as Layered;
  assert.deepEqual(spec.data.values, [
    { piece: "bounds", x: 0.4, x2: 0.6 },
    { piece: "interval", x: 0.15, x2: 0.85 },
    { piece: "value", x: 0.5 },
  ]);
  assert.equal(spec.title.text, "early_start_rate");
  assert.deepEqual(spec.title.subtitle, [
    "0.500 · 2/4",
    "95% [0.150, 0.850]",
    "selected [0.400, 0.600] · better: lower",
  ]);
});

test("interval chart of a latency: a not-reached upper end is drawn open to the axis end, p90 as a tick", () => {
  const r: LatencyResult = { n: 5, median: 0.96, median_interval: [0, null], p90: null };
  const spec = intervalChart(
    UNIFIED,
    metric("synthetic_user_interruption", "response_latency_s"),
    r,
  ) as unknown as Layered;
  // axis end: ceil(max(1, 0.96, 0) * 1.15 * 2) / 2 = 1.5
  assert.deepEqual(spec.data.values, [
    { piece: "open", x: 0, x2: 1.5 },
    { piece: "value", x: 0.96 },
  ]);
  assert.deepEqual(spec.title.subtitle, [
    "median 0.960, p90 not reached · n=5",
    "95% [0.000, not reached]",
    "better: lower",
  ]);
  const reached: LatencyResult = { n: 5, median: 0.5, median_interval: [0.2, 0.9], p90: 2.1 };
  const s2 = intervalChart(
    UNIFIED,
    metric("synthetic_user_interruption", "stop_latency_s"),
    reached,
  ) as unknown as Layered;
  assert.deepEqual(s2.data.values, [
    { piece: "interval", x: 0.2, x2: 0.9 },
    { piece: "value", x: 0.5 },
    { piece: "p90", x: 2.1 },
  ]);
});

test("a diagnostic is labelled as one", () => {
  const spec = intervalChart(UNIFIED, metric("synthetic_user_interruption", "restart_rate"), {
    value: 0,
    count: 0,
    n: 1,
    interval: [0, 0.79],
    selected_bounds: [0, 1],
  }) as unknown as Layered;
  assert.match(spec.title.subtitle[2]!, /better: lower \(diagnostic\)$/);
});

test("pause timeline: pauses, owned intervals to the next pause start and to T, onsets split at the first pause", () => {
  const spec = pauseTimelineChart({
    sampleId: "x/1",
    T: 12,
    pauses: [
      [2, 3],
      [3, 4.5],
      [7, 8],
    ],
    words: [
      { start: 1, end: 2.5 },
      { start: 5.6, end: 6 },
    ],
  }) as unknown as Layered;
  const bars = spec.layer[0]!.data!.values;
  const owned = bars.filter((b) => b["lane"] === "owned intervals").map((b) => [b["start"], b["end"]]);
  assert.deepEqual(owned, [
    [2, 3],
    [3, 7],
    [7, 12],
  ]);
  const pauses = bars.filter((b) => b["lane"] === "pauses [a, b]").map((b) => [b["start"], b["end"]]);
  assert.deepEqual(pauses, [
    [2, 3],
    [3, 4.5],
    [7, 8],
  ]);
  const onsets = spec.layer[1]!.data!.values.map((o) => [o["t"], o["kind"]]);
  assert.deepEqual(onsets, [
    [1, "onset before the first pause"],
    [5.6, "onset at or after the first pause start"],
  ]);
});

test("interruption timeline: [S, R], the segments, words clipped to T", () => {
  const spec = interruptionTimelineChart({
    sampleId: "x/2",
    T: 6,
    S: 2,
    R: 4,
    segments: [
      [1, 2.5],
      [4.2, 6],
    ],
    words: [{ start: 4.5, end: 6.3 }],
  }) as unknown as Layered;
  const bars = spec.layer[0]!.data!.values.map((b) => [b["lane"], b["start"], b["end"]]);
  assert.deepEqual(bars, [
    ["interruption [S, R]", 2, 4],
    ["VAD segments", 1, 2.5],
    ["VAD segments", 4.2, 6],
    ["words", 4.5, 6],
  ]);
  const rules = spec.layer[2]!.data!.values.map((r) => [r["t"], r["label"]]);
  assert.deepEqual(rules, [
    [2, "S"],
    [4, "R"],
  ]);
});

function fakeSweep(): SweepResult {
  const metrics = {
    response_rate_2s: { value: 0.25, count: 1, n: 4, interval: [0, 1], selected_bounds: [0, 1] },
    stop_latency_s: { n: 4, median: null, median_interval: [1, null], p90: null },
    restart_rate: { value: 0, count: 0, n: 4, interval: [0, 0.5], selected_bounds: [0, 0.5] },
  };
  const settings = [0.4, 0.5].flatMap((threshold) =>
    [100, 500].map((ms) => ({
      threshold,
      min_speech_duration_ms: 250,
      min_silence_duration_ms: ms,
      speech_pad_ms: 0,
      counts: { exercised: 4, not_exercised: ms === 100 ? 2 : 1, speaking_at_end: 0, response: 1, no_response: 3 },
      metrics: metrics as unknown as SweepResult["settings"][number]["metrics"],
    })),
  );
  return { settings };
}

test("heatmap cells: one per setting, values printed as the console prints them, the default marked once", () => {
  const sweep = fakeSweep();
  const [notExercised, rate2, stop] = SWEEP_QUANTITIES;
  const cells = sweepHeatmapCells(sweep, notExercised!);
  assert.deepEqual(
    cells.map((c) => [c.threshold, c.min_silence, c.text, c.is_default]),
    [
      [0.4, 100, "2", false],
      [0.4, 500, "1", false],
      [0.5, 100, "2", true],
      [0.5, 500, "1", false],
    ],
  );
  assert.equal(sweepHeatmapCells(sweep, rate2!)[0]!.text, "0.250");
  assert.deepEqual(
    [sweepHeatmapCells(sweep, stop!)[0]!.value, sweepHeatmapCells(sweep, stop!)[0]!.text],
    [null, "not reached"],
  );
  assert.deepEqual(
    SWEEP_QUANTITIES.map((q) => q.key),
    ["not_exercised", "response_rate_2s", "stop_latency_s", "restart_rate"],
  );
  const spec = sweepHeatmapChart(sweep, notExercised!) as unknown as { facet?: unknown; title: { subtitle: string[] } };
  assert.equal(spec.facet, undefined);
  assert.match(spec.title.subtitle[1]!, /outlined/);
});

test("builders are pure: the same input gives the same spec", () => {
  const a = sweepHeatmapChart(fakeSweep(), SWEEP_QUANTITIES[0]!);
  const b = sweepHeatmapChart(fakeSweep(), SWEEP_QUANTITIES[0]!);
  assert.deepEqual(a, b);
});

test("no chart builder loads vega at run time; only the renderer does, through esm-import.cjs", () => {
  const dir = join(REPO, "dist", "src", "charts");
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".js"))) {
    const text = readFileSync(join(dir, f), "utf8");
    const imports = [...text.matchAll(/(?:from\s+|import\()\s*["']([^"']+)["']/g)].map((m) => m[1]!);
    assert.ok(!imports.some((s) => s.startsWith("vega")), `${f} imports vega directly: ${imports.join(", ")}`);
    if (f !== "render.js") assert.ok(!/esm-import/.test(text), `${f} loads the ESM helper`);
  }
  assert.equal(
    readFileSync(join(dir, "esm-import.cjs"), "utf8"),
    readFileSync(join(REPO, "src", "charts", "esm-import.cjs"), "utf8"),
  );
});
