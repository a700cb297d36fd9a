/**
 * The response curve is one curve with the response rates and the quantiles. Expected values are
 * the fixture's hand-derived latencies (fixtures/README.md): turn-taking 0, 1.0 and 3.2 s over 6
 * eligible samples (2 early starts and 1 silent sample off the curve); interruption 0, 0.64 and 0.96 s over 5 exercised samples.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { curveAt, curvePoints, responseCurve, responseCurveChart } from "../../src/charts/response-curve.js";
import type { LatencyResult } from "../../src/metrics/kind-latency.js";
import type { ShareResult } from "../../src/metrics/kind-share.js";
import { scoreSamples } from "../../src/unified/family.js";
import { loadFixture } from "./fixture.js";

test("F(t) from the fixture rows: the hand-derived latencies and non-responders", async () => {
  const { rows } = scoreSamples(await loadFixture());
  const tt = responseCurve(rows, "candor_turn_taking");
  assert.deepEqual(tt, {
    subset: "candor_turn_taking",
    n: 6,
    latenciesUs: [0, 1000000, 3200000],
    never: 3,
    unanswered: { early_start: 2, no_response: 1 },
  });
  assert.deepEqual(curvePoints(tt, 6), [
    { t: 0, F: 1 / 6 },
    { t: 1, F: 2 / 6 },
    { t: 3.2, F: 3 / 6 },
    { t: 6, F: 3 / 6 },
  ]);
  const ui = responseCurve(rows, "synthetic_user_interruption");
  assert.deepEqual(ui, {
    subset: "synthetic_user_interruption",
    n: 5,
    latenciesUs: [0, 640000, 960000],
    never: 2,
    unanswered: { speaking_at_end: 1, no_response: 1 },
  });
});

test("F(k) is response_rate_ks and the median is where F first reaches 0.5", async () => {
  const { rows, unified } = scoreSamples(await loadFixture());
  for (const subset of ["candor_turn_taking", "synthetic_user_interruption"] as const) {
    const c = responseCurve(rows, subset);
    const s = unified.subsets[subset];
    for (const k of [1, 2, 5])
      assert.equal(curveAt(c, k), (s.metrics[`response_rate_${k}s`] as ShareResult).value, `${subset} F(${k})`);
    const lat = s.metrics["response_latency_s"] as LatencyResult;
    assert.ok(lat.median !== null);
    assert.ok(curveAt(c, lat.median)! >= 0.5, `${subset}: F(median) >= 0.5`);
    assert.ok(curveAt(c, lat.median - 1e-6)! < 0.5, `${subset}: F just before the median < 0.5`);
    // p90 is not reached: F never gets to 0.9.
    assert.equal(lat.p90, null);
    assert.ok(curveAt(c, 1e9)! < 0.9);
  }
});

test("the chart marks the aggregates' median and rates, and says what is not reached", async () => {
  const { rows, unified } = scoreSamples(await loadFixture());
  const spec = responseCurveChart(
    responseCurve(rows, "candor_turn_taking"),
    unified.subsets.candor_turn_taking,
  ) as unknown as {
    title: { subtitle: string[] };
    layer: { data?: { values: { label?: string }[] } }[];
  };
  const labels = spec.layer
    .flatMap((l) => l.data?.values ?? [])
    .map((v) => v.label)
    .filter(Boolean);
  // equal values at 1 and 2 s share one label, so the two never overlap
  assert.deepEqual(labels, ["median 3.200 s", "F(1 s) = F(2 s) = 0.333", "F(5 s) = 0.500"]);
  // The three off the curve are two early starts and one silent sample (fixtures/README.md), not "no responses";
  // two short lines, so the subtitle never widens the chart.
  assert.deepEqual(spec.title.subtitle, [
    "n = 6 eligible: 3 respond, 2 early starts, 1 silent",
    "F stays at or below 0.500 · p90 not reached",
  ]);
  assert.doesNotMatch(spec.title.subtitle.join(" "), /never respond|no_response|no response/);
  const ui = responseCurveChart(
    responseCurve(rows, "synthetic_user_interruption"),
    unified.subsets.synthetic_user_interruption,
  ) as unknown as { title: { subtitle: string[] } };
  assert.match(ui.title.subtitle[0]!, /^n = 5 exercised: 3 respond, 1 still speaking at R, 1 silent$/);
});

test("an empty denominator gives an empty curve and F = null", () => {
  const c = responseCurve([], "candor_turn_taking");
  assert.deepEqual(c, { subset: "candor_turn_taking", n: 0, latenciesUs: [], never: 0, unanswered: {} });
  assert.equal(curveAt(c, 1), null);
  assert.deepEqual(curvePoints(c, 6), []);
});
