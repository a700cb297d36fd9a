/**
 * The typed metric names are exactly the registry's: every constant names a registry metric and
 * every registry metric has its constant. The sweep's quantities come from the registry's
 * `inSweep` property, and the exercised rule is the one `exercised_rate` counts.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { METRIC } from "../../src/unified/names.js";
import { isExercised, METRICS, splitsExercised } from "../../src/unified/registry.js";
import type { EligibleRow } from "../../src/unified/rows.js";
import { sweepMetricQuantities, sweepQuantities } from "../../src/score/quantities.js";
import { UNIFIED } from "../../src/unified/family.js";

const SWEEP_QUANTITIES = sweepQuantities(UNIFIED);
const SWEEP_METRIC_QUANTITIES = sweepMetricQuantities(UNIFIED);

test("METRIC holds each registry name once, under its own key", () => {
  const registry = [...new Set(METRICS.map((m) => m.name))].sort();
  assert.deepEqual(Object.keys(METRIC).sort(), registry);
  for (const [k, v] of Object.entries(METRIC)) assert.equal(k, v);
});

test("the sweep draws the not_exercised count and the registry's inSweep metrics, in registry order", () => {
  assert.deepEqual(
    SWEEP_QUANTITIES.map((q) => q.key),
    ["not_exercised", METRIC.response_rate_2s, METRIC.stop_latency_s, METRIC.restart_rate],
  );
  assert.deepEqual(
    SWEEP_METRIC_QUANTITIES.map((q) => q.title),
    [METRIC.response_rate_2s, `median ${METRIC.stop_latency_s}`, `${METRIC.restart_rate} (diagnostic)`],
  );
  assert.deepEqual(
    SWEEP_QUANTITIES.map((q) => q.better),
    ["context", "higher", "lower", "lower (diagnostic)"],
  );
});

test("exercised: speech at the onset; only the interruption subset splits on it", () => {
  const exercisedRate = METRICS.find((m) => m.name === METRIC.exercised_rate)!;
  assert.equal(exercisedRate.kind === "share" && exercisedRate.hit, isExercised);
  assert.equal(isExercised({ speech_at_onset: true } as unknown as EligibleRow), true);
  assert.equal(isExercised({ speech_at_onset: false } as unknown as EligibleRow), false);
  assert.deepEqual(
    ["synthetic_pause_handling", "candor_pause_handling", "candor_turn_taking", "synthetic_user_interruption"].filter(
      splitsExercised,
    ),
    ["synthetic_user_interruption"],
  );
});

test("labels: short plain words, one per metric name, distinct within a subset", () => {
  const byName = new Map<string, string>();
  for (const m of METRICS) {
    assert.match(m.label, /^[A-Za-z0-9 .()/-]{1,14}$/, `${m.name}: label ${JSON.stringify(m.label)}`);
    assert.ok(!m.label.includes("_"), m.name);
    const seen = byName.get(m.name);
    if (seen !== undefined) assert.equal(m.label, seen, `${m.name} has one label in every subset`);
    byName.set(m.name, m.label);
  }
  for (const subset of ["synthetic_pause_handling", "candor_turn_taking", "synthetic_user_interruption"]) {
    const labels = METRICS.filter((m) => (m.subsets as readonly string[]).includes(subset)).map((m) => m.label);
    assert.equal(new Set(labels).size, labels.length, subset);
  }
});
