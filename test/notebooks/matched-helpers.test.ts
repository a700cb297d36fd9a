/**
 * The v1.5 notebook helpers on the committed fixtures/v15 and fixtures/v15-b, in plain Node (no
 * Jupyter), with the real VAD: the load through the one reader, typed matched rows, the
 * registry's definitions, the aggregates as printed cells and at full precision (the numbers of
 * fixtures/README.md "Matched runs"), a sample's view with both outputs' players, and the
 * one-line refusals (a v1.0 input, an unknown id naming the closest ids, an ineligible sample).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import test from "node:test";
import type { MatchedSubset } from "../../src/matched/constants.js";
import { matchedMetricsFor } from "../../src/matched/registry.js";
import { MATCHED, scoreMatched } from "../../src/matched/family.js";
import { loadInput, loadMatchedInput, UsageError } from "../../src/api/index.js";
import { findMatchedSample } from "../../src/notebook/paired-runs-view.js";
import {
  aggregateRecords as matchedAggregateRecords,
  definitionRecords,
  type MetricPick,
  subsetsOf as matchedSubsetsOf,
  summaryRecords as matchedSummaryRecords,
} from "../../src/notebook/aggregates.js";

const matchedDefinitionRecords = (subset: string, pick?: MetricPick) => definitionRecords(MATCHED, subset, pick);
import { pairedRunsViewHtml } from "../../src/notebook/paired-runs-view.js";
import { eligibleRows } from "../../src/notebook/rows.js";
import { FIXTURE_TREE, REPO, tempDir } from "../helpers/cli.js";

const vad = { cacheDir: tempDir("fdb-unified-nb-matched-cache-") };
const V15 = join(REPO, "fixtures", "v15");
const input = await loadMatchedInput(V15, { vad });
const scored = scoreMatched(input);

test("loadMatchedInput: the v1.5 fixture's rows and outcomes, typed by eligibleRows per v1.5 subset", () => {
  assert.equal(input.version, "v1.5");
  const ui = eligibleRows(scored.rows, "user_interruption");
  assert.deepEqual(
    ui.map((r) => [r.sample_id, r.outcome, r.stop_s]),
    [
      ["user_interruption/1", "yielded", 0.008],
      ["user_interruption/2", "ended_anyway", 0.072],
      ["user_interruption/3", "yielded", 0.8],
      ["user_interruption/4", "continued", 1.484],
    ],
  );
  assert.deepEqual(
    eligibleRows(scored.rows, "user_backchannel").map((r) => [r.triggered, r.clean_triggered]),
    [
      [true, false],
      [false, false],
    ],
  );
  assert.deepEqual(matchedSubsetsOf(scored), [
    "user_interruption",
    "user_backchannel",
    "talking_to_other",
    "background_speech",
  ]);
});

test("definitions and aggregates: one record per registry metric, picked by a property of the record", () => {
  const defs = matchedDefinitionRecords("user_interruption");
  assert.deepEqual(
    defs.map((d) => d.metric),
    matchedMetricsFor("user_interruption").map((m) => m.name),
  );
  const stops = matchedDefinitionRecords("talking_to_other", (m) => m.group === "stop");
  assert.ok(
    stops.length > 0 &&
      stops.every((d) => matchedMetricsFor("talking_to_other").find((m) => m.name === d.metric)?.group === "stop"),
  );
  const all = matchedAggregateRecords(scored);
  const expected = matchedSubsetsOf(scored).reduce((n, s) => n + matchedMetricsFor(s as MatchedSubset).length, 0);
  assert.equal(all.length, expected);
  assert.equal(matchedSummaryRecords(scored).length, expected);
  const net = (subset: string) => all.find((r) => r.subset === subset && r.metric === "net_yield_rate")!;
  // fixtures/README.md: +2 -0 of 4 (user_interruption: 1 and 3 yielded), +1 -0 of 2
  // (talking_to_other/1 yielded), +0 -1 of 2 (background_speech/1 extended)
  assert.deepEqual(
    [net("user_interruption").value, net("user_interruption").a, net("user_interruption").b],
    [0.5, 2, 0],
  );
  assert.equal(net("talking_to_other").value, 0.5);
  assert.equal(net("background_speech").value, -0.5);
  const cells = matchedSummaryRecords(scored, ["user_interruption"], (m) => m.name === "net_yield_rate");
  assert.deepEqual(cells, [
    {
      subset: "user_interruption",
      metric: "net_yield_rate",
      value: "0.500",
      interval: cells[0]!.interval,
      count: "+2 -0 of 4",
      unknown: "0",
      selected_bounds: "[0.500, 0.500]",
      sign_test_p: "0.500",
      better: "higher",
    },
  ]);
  const trig = matchedSummaryRecords(scored, ["user_backchannel"], (m) => m.over === "not_exercised");
  assert.deepEqual(
    trig.map((r) => [r.metric, r.value, r.better]),
    [
      ["triggered_rate", "0.500", "context"],
      ["clean_triggered_rate", "0.000", "context"],
      ["net_triggered_rate", "0.500", "closer to 0"],
    ],
  );
});

test("pairedRunsViewHtml: the view's SVG and players of both outputs, each followed by its input", async () => {
  const html = await pairedRunsViewHtml(scored, "user_interruption/1");
  assert.equal((html.match(/<svg\b/g) ?? []).length, 1);
  assert.ok(html.includes("user_interruption/1: yielded"));
  const players = [...html.matchAll(/<span>([\w.]+) · /g)].map((m) => m[1]);
  assert.deepEqual(players, ["output.wav", "input.wav", "clean_output.wav", "clean_input.wav"]);
  assert.equal((html.match(/src="data:audio\/wav;base64,/g) ?? []).length, 4);
  const quiet = await pairedRunsViewHtml(scored, "user_interruption/2", { audio: false });
  assert.ok(!quiet.includes("<audio"));
});

test("an unknown id names the closest ids; an ineligible one its reason; a v1.0 input is refused in one line", async () => {
  assert.throws(() => findMatchedSample(input, "user_interruption/5"), {
    name: "InputError",
    message:
      /^user_interruption\/5: no such sample in the folder; closest ids in it: user_interruption\/1, user_interruption\/2, /,
  });
  const b = await loadMatchedInput(join(REPO, "fixtures", "v15-b"), { vad });
  await assert.rejects(pairedRunsViewHtml(scoreMatched(b), "user_interruption/2"), {
    name: "InputError",
    message: /^user_interruption\/2: ineligible, so there is nothing to draw \(.*clean_output\.wav/,
  });
  // the notebooks load with the library's loaders: each refuses the other version in one line
  await assert.rejects(loadMatchedInput(FIXTURE_TREE, { vad }), (e: unknown) => {
    assert.ok(e instanceof UsageError);
    assert.match((e as Error).message, /is a Full-Duplex-Bench v1\.0 input \(tree\); load it with loadInput$/);
    return true;
  });
  await assert.rejects(loadInput(V15, { vad }), (e: unknown) => e instanceof UsageError);
});
