import assert from "node:assert/strict";
import { test } from "node:test";
import type { Item } from "../../src/metrics/family.js";
import type { LatencyResult } from "../../src/metrics/kind-latency.js";
import type { PooledResult } from "../../src/metrics/kind-pooled.js";
import type { ShareResult } from "../../src/metrics/kind-share.js";
import { aggregateSubset } from "../../src/unified/aggregate.js";
import { METRICS, metricsFor } from "../../src/unified/registry.js";
import type { InterruptionRow, TurnTakingRow } from "../../src/unified/rows.js";

function tt(id: string, outcome: TurnTakingRow["outcome"], latency: number | null, T = 10, E = 5): Item {
  return {
    sample_id: id,
    subset: "candor_turn_taking",
    task: "turn_taking",
    eligible: true,
    T,
    E,
    outcome,
    latency_s: latency,
    first_word_s: latency === null ? null : E + latency,
  };
}

test("registry: every subset's metric names are exactly the contract's, in order", () => {
  assert.deepEqual(
    metricsFor("synthetic_pause_handling").map((m) => m.name),
    [
      "pause_intrusion_rate",
      "pause_intrusion_per_pause",
      "intrusion_s_per_pause_s",
      "inside_pause_onset_rate",
      "pre_pause_speech_rate",
      "carry_in_rate",
      "any_speech_rate",
    ],
  );
  assert.deepEqual(
    metricsFor("candor_turn_taking").map((m) => m.name),
    [
      "early_start_rate",
      "response_rate_1s",
      "response_rate_2s",
      "response_rate_5s",
      "no_response_rate",
      "response_latency_s",
    ],
  );
  assert.deepEqual(
    metricsFor("synthetic_user_interruption").map((m) => m.name),
    [
      "exercised_rate",
      "speaking_at_end_rate",
      "response_rate_1s",
      "response_rate_2s",
      "response_rate_5s",
      "no_response_rate",
      "response_latency_s",
      "stop_latency_s",
      "speech_s_per_interruption_s",
      "restart_rate",
    ],
  );
  assert.deepEqual(metricsFor("icc_backchannel"), []);
  for (const m of METRICS) assert.ok(m.definition.length > 10 && m.dividedBy.length > 3, m.name);
  assert.deepEqual(
    METRICS.filter((m) => m.diagnostic).map((m) => m.name),
    ["pause_intrusion_per_pause", "restart_rate"],
  );
});

test("turn-taking: counts, coverage, reasons, rates at exactly k seconds, quantiles with non-responders at infinity", () => {
  const items: Item[] = [
    tt("a", "response", 1.0),
    tt("b", "response", 1.000001),
    tt("c", "response", 2.0),
    tt("d", "early_start", null),
    tt("e", "no_response", null, 10, 7.5),
    { eligible: false, reasons: ["x", "y", "x"] },
    { eligible: false, reasons: ["x"] },
  ];
  const r = aggregateSubset("candor_turn_taking", "turn_taking", 119, items);
  assert.deepEqual(r.counts, {
    declared: 119,
    selected: 7,
    eligible: 5,
    ineligible: 2,
    ineligible_reasons: { x: 2, y: 1 },
  });
  assert.equal(r.coverage, 5 / 7);
  assert.equal(r.min_observable_s, 2.5);
  const r1 = r.metrics.response_rate_1s as ShareResult;
  assert.equal(r1.count, 1, "a latency of exactly 1 s counts, 1.000001 s does not");
  assert.equal(r1.n, 5);
  assert.deepEqual(r1.selected_bounds, [1 / 7, 3 / 7]);
  assert.equal((r.metrics.response_rate_2s as ShareResult).count, 3);
  const lat = r.metrics.response_latency_s as LatencyResult;
  assert.equal(lat.n, 5);
  assert.equal(lat.median, 2, "ceil(0.5*5) = 3rd smallest of {1, 1.000001, 2, inf, inf}");
  assert.equal(lat.p90, null, "ceil(0.9*5) = 5th smallest is a non-responder: not reached");
  assert.ok(lat.median_interval !== null);
  assert.equal(lat.median_interval[1], null, "upper endpoint not reached");
  const early = r.metrics.early_start_rate as ShareResult;
  assert.equal(early.count, 1);
  const none = r.metrics.no_response_rate as ShareResult;
  assert.equal(none.value, 0.2);
});

test("empty denominators: every key present, nulls where the contract says", () => {
  const r = aggregateSubset("candor_turn_taking", "turn_taking", 119, [{ eligible: false, reasons: ["r"] }]);
  const s = r.metrics.early_start_rate as ShareResult;
  assert.deepEqual(s, { value: null, count: 0, n: 0, interval: null, selected_bounds: [0, 1] });
  assert.deepEqual(r.metrics.response_latency_s, { n: 0, median: null, median_interval: null, p90: null });
  assert.equal(r.min_observable_s, null);
  const none = aggregateSubset("candor_turn_taking", "turn_taking", 119, []);
  assert.equal(none.coverage, null);
  assert.equal((none.metrics.early_start_rate as ShareResult).selected_bounds, null);
});

function ir(id: string, o: Partial<InterruptionRow>): Item {
  return {
    sample_id: id,
    subset: "synthetic_user_interruption",
    task: "user_interruption",
    eligible: true,
    T: 8,
    S: 2,
    R: 4,
    segments: [],
    speech_at_onset: true,
    speech_at_end: false,
    speech_before_onset: true,
    outcome: "response",
    latency_s: 0.5,
    stop_s: 1,
    speech_in_interruption_s: 1,
    restarts: 0,
    ...o,
  };
}

test("interruption: exercised samples are the denominator; not_exercised ones are unknown in the bounds", () => {
  const items: Item[] = [
    ir("a", {}),
    ir("b", {
      outcome: "speaking_at_end",
      latency_s: null,
      stop_s: null,
      speech_at_end: true,
      speech_in_interruption_s: 2,
    }),
    ir("c", {
      outcome: "not_exercised",
      speech_at_onset: false,
      latency_s: null,
      stop_s: null,
      speech_in_interruption_s: 0.5,
      restarts: 1,
    }),
    { eligible: false, reasons: ["r"] },
  ];
  const r = aggregateSubset("synthetic_user_interruption", "user_interruption", 200, items);
  assert.equal(r.counts.exercised, 2);
  assert.equal(r.counts.not_exercised, 1);
  const ex = r.metrics.exercised_rate as ShareResult;
  assert.deepEqual([ex.count, ex.n, ex.selected_bounds], [2, 3, [2 / 4, 3 / 4]]);
  const sae = r.metrics.speaking_at_end_rate as ShareResult;
  assert.deepEqual([sae.count, sae.n, sae.selected_bounds], [1, 2, [1 / 4, 3 / 4]]);
  const restart = r.metrics.restart_rate as ShareResult;
  assert.equal(restart.count, 0, "the not_exercised restart is outside the denominator");
  const pooled = r.metrics.speech_s_per_interruption_s as PooledResult;
  assert.deepEqual([pooled.numerator, pooled.denominator, pooled.value], [3, 4, 0.75]);
  const stop = r.metrics.stop_latency_s as LatencyResult;
  assert.equal(stop.n, 2);
  assert.equal(stop.median, 1);
  assert.equal(stop.p90, null, "a covering segment that runs to T is +infinity");
  assert.equal(r.min_observable_s, 4);
});

test("pooled ratio with a zero denominator is null", () => {
  const items: Item[] = [ir("c", { outcome: "not_exercised", speech_at_onset: false })];
  const r = aggregateSubset("synthetic_user_interruption", "user_interruption", 200, items);
  assert.deepEqual(r.metrics.speech_s_per_interruption_s, {
    value: null,
    numerator: 0,
    denominator: 0,
    interval: null,
  });
});
