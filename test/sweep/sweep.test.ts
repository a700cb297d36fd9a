/**
 * The sweep re-segments cached probabilities per setting and aggregates with the core. Expected
 * values are derived by hand from the window arithmetic in ./helpers.ts; the default setting
 * must equal unified.json's interruption block (deepEqual, bootstrap intervals included).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { LatencyResult } from "../../src/metrics/kind-latency.js";
import type { PooledResult } from "../../src/metrics/kind-pooled.js";
import type { ShareResult } from "../../src/metrics/kind-share.js";
import { scoreSamples } from "../../src/unified/family.js";
import { DEFAULT_SWEEP_GRID, gridSettings } from "../../src/score/grid.js";
import { type SweepSetting, sweepTree } from "../../src/score/sweep.js";
import { computeRows } from "../../src/unified/family.js";
import type { LoadedInput } from "../../src/input/tree/loaded-input.js";

/** One setting of the sweep on its own. */
const sweepSetting = (tree: LoadedInput, v: VadSettings): SweepSetting => sweepTree(tree, [v]).settings[0]!;
import { loadTree } from "../../src/input/tree/load.js";
import { DEFAULT_VAD_SETTINGS, isDefaultSetting, type VadSettings } from "../../src/vad/settings.js";
import { loadFixture } from "../charts/fixture.js";
import { fakeAnalyze } from "../helpers/tree.js";
import { buildSweepTree } from "./helpers.js";

const setting = (threshold: number, minSilenceDurationMs: number) => ({
  threshold,
  minSpeechDurationMs: 250,
  minSilenceDurationMs,
  speechPadMs: 0,
});

test("the default grid is 5 thresholds × 4 minimum silences, with the scoring default once", () => {
  const s = gridSettings(DEFAULT_SWEEP_GRID);
  assert.equal(s.length, 20);
  assert.deepEqual(
    s.slice(0, 5).map((x) => [x.threshold, x.minSilenceDurationMs]),
    [
      [0.3, 50],
      [0.3, 100],
      [0.3, 200],
      [0.3, 500],
      [0.4, 50],
    ],
  );
  assert.equal(s.filter(isDefaultSetting).length, 1);
  assert.ok(isDefaultSetting(DEFAULT_VAD_SETTINGS));
  assert.ok(s.every((x) => x.minSpeechDurationMs === 250 && x.speechPadMs === 0));
});

test("min silence 100 ms splits the speech at S in sample a: not exercised, and c restarts", async () => {
  const tree = await loadTree(buildSweepTree(), fakeAnalyze);
  for (const ms of [50, 100, 200]) {
    const r = sweepSetting(tree, setting(0.5, ms));
    assert.deepEqual(
      r.counts,
      { exercised: 2, not_exercised: 1, speaking_at_end: 0, response: 1, no_response: 1 },
      `${ms} ms`,
    );
  }
  const r = sweepSetting(tree, setting(0.5, 100));
  assert.deepEqual(
    [r.threshold, r.min_speech_duration_ms, r.min_silence_duration_ms, r.speech_pad_ms],
    [0.5, 250, 100, 0],
  );
  const restart = r.metrics["restart_rate"] as ShareResult;
  assert.deepEqual([restart.count, restart.n, restart.value], [1, 2, 0.5]);
  // 4 selected; unknown = ineligible d + not exercised a.
  assert.deepEqual(restart.selected_bounds, [0.25, 0.75]);
  assert.deepEqual(
    [(r.metrics["response_rate_1s"] as ShareResult).count, (r.metrics["response_rate_1s"] as ShareResult).n],
    [1, 2],
  );
  const stop = r.metrics["stop_latency_s"] as LatencyResult;
  // b 0.528, c 0.516: median = 1st of 2, p90 = 2nd of 2.
  assert.deepEqual([stop.n, stop.median, stop.p90], [2, 0.516, 0.528]);
  const speech = r.metrics["speech_s_per_interruption_s"] as PooledResult;
  // b: [2.0, 3.0] ∩ [0.992, 2.528] = 0.528; c: [1.5, 3.0] ∩ ([0.992, 2.016] ∪ [2.272, 2.624]) = 0.516 + 0.352.
  assert.deepEqual([speech.numerator, speech.denominator], [1.396, 2.5]);
  const exercised = r.metrics["exercised_rate"] as ShareResult;
  assert.deepEqual([exercised.count, exercised.n], [2, 3]);
});

test("min silence 500 ms merges the speech across S in sample a: speaking at end, no restarts", async () => {
  const tree = await loadTree(buildSweepTree(), fakeAnalyze);
  const r = sweepSetting(tree, setting(0.5, 500));
  assert.deepEqual(r.counts, { exercised: 3, not_exercised: 0, speaking_at_end: 1, response: 1, no_response: 1 });
  const restart = r.metrics["restart_rate"] as ShareResult;
  assert.deepEqual([restart.count, restart.n, restart.selected_bounds], [0, 3, [0, 0.25]]);
  const stop = r.metrics["stop_latency_s"] as LatencyResult;
  // a 4.0 - 2.1 = 1.9 (ends before T), b 0.528, c 2.624 - 1.5 = 1.124.
  assert.deepEqual([stop.n, stop.median, stop.p90], [3, 1.124, 1.9]);
  const speech = r.metrics["speech_s_per_interruption_s"] as PooledResult;
  // a 0.9 of 0.9, b 0.528 of 1.0, c 1.124 of 1.5.
  assert.deepEqual([speech.numerator, speech.denominator], [2.552, 3.4]);
  assert.equal((r.metrics["speaking_at_end_rate"] as ShareResult).count, 1);
});

test("a threshold above every probability finds no speech: nothing exercised, empty denominators", async () => {
  const tree = await loadTree(buildSweepTree(), fakeAnalyze);
  const r = sweepSetting(tree, setting(0.95, 100));
  assert.deepEqual(r.counts, { exercised: 0, not_exercised: 3, speaking_at_end: 0, response: 0, no_response: 0 });
  const rr = r.metrics["response_rate_2s"] as ShareResult;
  assert.deepEqual([rr.value, rr.n, rr.interval, rr.selected_bounds], [null, 0, null, [0, 1]]);
  assert.deepEqual(r.metrics["stop_latency_s"], { n: 0, median: null, median_interval: null, p90: null });
});

test("the default setting reproduces unified.json's interruption block exactly", async () => {
  const tree = await loadTree(buildSweepTree(), fakeAnalyze);
  const u = scoreSamples(tree).unified.subsets.synthetic_user_interruption;
  const sweep = sweepTree(tree, gridSettings(DEFAULT_SWEEP_GRID));
  const d = sweep.settings.filter((s) => s.threshold === 0.5 && s.min_silence_duration_ms === 100);
  assert.equal(d.length, 1);
  assert.deepEqual(d[0]!.metrics, u.metrics);
  assert.equal(d[0]!.counts.exercised, u.counts.exercised);
  assert.equal(d[0]!.counts.not_exercised, u.counts.not_exercised);
});

test("a sweep runs no VAD: one analysis when the tree loads, none for 20 settings", async () => {
  let calls = 0;
  const tree = await loadTree(buildSweepTree(), async (paths) => {
    calls++;
    return fakeAnalyze(paths, "");
  });
  const sweep = sweepTree(tree, gridSettings(DEFAULT_SWEEP_GRID));
  assert.equal(sweep.settings.length, 20);
  assert.equal(calls, 1);
});

test("progress is reported once per setting", async () => {
  const tree = await loadTree(buildSweepTree(), fakeAnalyze);
  const seen: string[] = [];
  sweepTree(tree, [setting(0.5, 100), setting(0.5, 500)], (k, n) => seen.push(`${k}/${n}`));
  assert.deepEqual(seen, ["1/2", "2/2"]);
});

test("a point's rows are the core's rows of the swept subset, and a sweep equals each point on its own", async () => {
  const tree = await loadFixture();
  const settings = gridSettings(DEFAULT_SWEEP_GRID).slice(0, 4);
  const seen: { vad: VadSettings; rows: readonly object[] }[] = [];
  const sweep = sweepTree(tree, settings, undefined, (vad, rows) => seen.push({ vad, rows }));
  settings.forEach((v, k) => {
    assert.deepEqual(
      seen[k]!.rows,
      computeRows(tree, v).filter((r) => r.subset === "synthetic_user_interruption"),
    );
    assert.deepEqual(sweep.settings[k], sweepSetting(tree, v));
  });
});
