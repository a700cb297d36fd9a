/**
 * The simulated systems (bench/backchannel/simulate.ts) on 150 seeded datasets, fewer than the
 * validation command's 1000 to keep the suite short: the orders and "near" claims of the design
 * must hold as they are; the three rates (the uniform system's interval coverage of 1 and its
 * p < 0.05, the other-sample system's listening_gain p < 0.05) must fall in the design's bands
 * widened by 3 binomial standard errors at 150 datasets. A broken rule (no shift, the wrong list,
 * the wrong probe) moves them far outside.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { simulationChecks } from "../../bench/backchannel/checks.js";
import { simulate, simulateDataset } from "../../bench/backchannel/simulate.js";

test("every claim of the design on 150 datasets (rates within 3 standard errors of their bands)", () => {
  const s = simulate(150);
  const failed = simulationChecks(s, 3).filter((c) => !c.ok);
  assert.deepEqual(failed, []);
  // the official distance cannot tell well-timed short backchannels from uniform ones, and long segments beat both
  assert.ok(Math.abs(s.mean.own.official_jsd - s.mean.uniform.official_jsd) < 0.01);
  assert.ok(s.long_uniform_jsd < s.mean.own.official_jsd);
});

test("one dataset is the same on every run, and every system places 46 scored backchannels", () => {
  const a = simulateDataset(3);
  assert.deepEqual(simulateDataset(3), a);
  for (const o of Object.values(a.systems)) assert.equal(o.timing_lift.n_bc, 46);
});
