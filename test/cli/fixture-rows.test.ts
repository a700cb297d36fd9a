/**
 * The fixture tree scored with the real VAD equals the hand-derived values of fixtures/README.md
 * (per-sample outcomes, flags, latencies, segments and the aggregates' counts). Each sample of the
 * tree was placed to hit one outcome or boundary; this pins the whole pipeline end to end.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { FIXTURE_TREE, runCli, tempDir } from "../helpers/cli.js";

const out = tempDir();
const r = runCli(["score", "--tree", FIXTURE_TREE, "--out", out, "--quiet"]);
const rows = new Map<string, Record<string, unknown>>(
  (r.code === 0 ? readFileSync(join(out, "unified-samples.jsonl"), "utf8").trim().split("\n") : []).map((l) => {
    const row = JSON.parse(l);
    return [row.sample_id, row];
  }),
);
const unified = r.code === 0 ? JSON.parse(readFileSync(join(out, "unified.json"), "utf8")) : null;

function pick(id: string, keys: string[]) {
  const row = rows.get(id);
  assert.ok(row, `${id} missing (score exit ${r.code}: ${r.stderr})`);
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}

test("rows come in the contract's order: subsets, then ids sorted as strings", () => {
  const ids = [...rows.keys()];
  assert.deepEqual(ids.slice(0, 3), [
    "synthetic_pause_handling/1",
    "synthetic_pause_handling/10",
    "synthetic_pause_handling/2",
  ]);
  // the backchannel family's rows come last: icc_backchannel/0, 1 and 2 (ineligible)
  assert.equal(ids.length, 6 + 4 + 7 + 7 + 3);
  assert.deepEqual(ids.slice(-3), ["icc_backchannel/0", "icc_backchannel/1", "icc_backchannel/2"]);
});

test("pause rows equal the README table", () => {
  const K = [
    "pause_intrusion",
    "intrusion_words",
    "intruded_pauses",
    "intrusion_s",
    "inside_pause_onset",
    "pre_pause_speech",
    "carry_in",
    "any_speech",
    "pauses",
    "pause_s",
    "first_pause_start",
  ];
  const expected: Record<string, unknown[]> = {
    "synthetic_pause_handling/1": [false, 0, 0, 0, false, false, false, false, 1, 1.2, 3],
    "synthetic_pause_handling/2": [false, 0, 0, 0, false, true, false, true, 1, 1, 4],
    "synthetic_pause_handling/3": [true, 1, 1, 0.4, true, false, false, true, 1, 1, 2.5],
    "synthetic_pause_handling/4": [true, 4, 1, 0, false, false, false, true, 1, 0.8, 2],
    "synthetic_pause_handling/5": [true, 1, 1, 0, false, false, false, true, 1, 0.8, 3.2],
    "synthetic_pause_handling/10": [true, 1, 1, 0.2, true, true, true, true, 2, 2, 1.5],
    "candor_pause_handling/1": [true, 1, 1, 0.4, true, false, false, true, 1, 0.68, 6.32],
    "candor_pause_handling/2": [true, 4, 3, 0.7, true, false, false, true, 3, 3.5, 2],
    "candor_pause_handling/3": [true, 2, 2, 0.8, true, true, false, true, 3, 1.8, 1],
  };
  for (const [id, values] of Object.entries(expected)) {
    assert.deepEqual(pick(id, K), Object.fromEntries(K.map((k, i) => [k, values[i]])), id);
  }
  assert.deepEqual(rows.get("candor_pause_handling/4"), {
    sample_id: "candor_pause_handling/4",
    subset: "candor_pause_handling",
    task: "pause_handling",
    eligible: false,
    reasons: ["trace line 412: empty or truncated PCM16 audio delta"],
  });
});

test("turn-taking rows equal the README table", () => {
  const K = ["outcome", "latency_s", "first_word_s"];
  const expected: Record<string, unknown[]> = {
    "candor_turn_taking/1": ["early_start", null, 2.4],
    "candor_turn_taking/2": ["response", 1, 3.5],
    "candor_turn_taking/3": ["response", 3.2, 5.2],
    "candor_turn_taking/4": ["response", 0, 4],
    "candor_turn_taking/5": ["no_response", null, null],
    "candor_turn_taking/6": ["early_start", null, 2.88],
  };
  for (const [id, values] of Object.entries(expected))
    assert.deepEqual(pick(id, K), Object.fromEntries(K.map((k, i) => [k, values[i]])), id);
});

test("interruption rows equal the README table, segments from the real Silero model", () => {
  const K = [
    "segments",
    "speech_at_onset",
    "speech_at_end",
    "speech_before_onset",
    "outcome",
    "latency_s",
    "stop_s",
    "speech_in_interruption_s",
    "restarts",
  ];
  const expected: Record<string, unknown[]> = {
    "synthetic_user_interruption/1": [
      [
        [0.416, 1.792],
        [3.232, 6.368],
      ],
      false,
      true,
      true,
      "not_exercised",
      null,
      null,
      1.568,
      1,
    ],
    "synthetic_user_interruption/2": [[[0.608, 6.5]], true, true, true, "speaking_at_end", null, null, 2.4, 0],
    "synthetic_user_interruption/3": [
      [
        [0.512, 2.88],
        [4.448, 6.112],
      ],
      true,
      false,
      true,
      "response",
      0.64,
      1.08,
      1.08,
      0,
    ],
    "synthetic_user_interruption/4": [[[1.024, 3.072]], true, false, true, "no_response", null, 0.872, 0.872, 0],
    "synthetic_user_interruption/5": [
      [
        [0.352, 2.432],
        [3.008, 3.456],
        [5.088, 6.784],
      ],
      true,
      false,
      true,
      "response",
      0.96,
      0.532,
      0.98,
      1,
    ],
    "synthetic_user_interruption/6": [
      [
        [1.024, 2.976],
        [4.096, 4.96],
        [5.152, 5.472],
      ],
      true,
      false,
      false,
      "response",
      0,
      1.952,
      1.952,
      0,
    ],
  };
  for (const [id, values] of Object.entries(expected))
    assert.deepEqual(pick(id, K), Object.fromEntries(K.map((k, i) => [k, values[i]])), id);
});

test("aggregates equal the README's hand counts", () => {
  assert.ok(unified);
  const s = unified.subsets;
  const share = (subset: string, m: string) => {
    const r = s[subset].metrics[m] ?? s[subset].backchannel.metrics[m];
    return [r.count, r.n];
  };
  assert.deepEqual(share("synthetic_pause_handling", "pause_intrusion_rate"), [4, 6]);
  assert.deepEqual(s.synthetic_pause_handling.metrics.pause_intrusion_per_pause.numerator, 4);
  assert.deepEqual(s.synthetic_pause_handling.metrics.pause_intrusion_per_pause.denominator, 7);
  assert.equal(s.synthetic_pause_handling.metrics.intrusion_s_per_pause_s.value, 600000 / 6800000);
  assert.deepEqual(s.candor_pause_handling.metrics.pause_intrusion_rate.selected_bounds, [3 / 4, 4 / 4]);
  assert.equal(s.candor_pause_handling.metrics.intrusion_s_per_pause_s.numerator, 1.9);
  assert.equal(s.candor_pause_handling.metrics.intrusion_s_per_pause_s.denominator, 5.98);
  assert.deepEqual(share("candor_turn_taking", "response_rate_5s"), [3, 6]);
  assert.equal(s.candor_turn_taking.metrics.response_latency_s.median, 3.2);
  assert.equal(s.candor_turn_taking.metrics.response_latency_s.p90, null);
  assert.equal(s.candor_turn_taking.min_observable_s, 3.5);
  const ui = s.synthetic_user_interruption;
  assert.deepEqual([ui.counts.exercised, ui.counts.not_exercised], [5, 1]);
  assert.deepEqual(ui.metrics.exercised_rate.selected_bounds, [5 / 7, 6 / 7]);
  assert.deepEqual(share("synthetic_user_interruption", "response_rate_2s"), [3, 5]);
  assert.deepEqual(ui.metrics.response_rate_2s.selected_bounds, [3 / 7, 5 / 7]);
  assert.deepEqual(share("synthetic_user_interruption", "restart_rate"), [1, 5]);
  assert.equal(ui.metrics.response_latency_s.median, 0.96);
  assert.equal(ui.metrics.stop_latency_s.median, 1.08);
  assert.equal(ui.metrics.stop_latency_s.p90, null);
  assert.equal(ui.metrics.speech_s_per_interruption_s.numerator, 7.284);
  assert.equal(ui.metrics.speech_s_per_interruption_s.denominator, 11.872);
  assert.equal(ui.min_observable_s, 1.6);
  const { backchannel, ...v10 } = s.icc_backchannel;
  assert.deepEqual(v10, {
    task: "backchannel",
    counts: {
      declared: 55,
      selected: 3,
      eligible: 2,
      ineligible: 1,
      ineligible_reasons: { "session.closed at or before window end": 1 },
    },
    coverage: 2 / 3,
    metrics: {},
  });
  // one backchannel ("yeah", 0.608–1.024 s) in icc_backchannel/0's 1.6 s, none in icc_backchannel/1's
  assert.deepEqual(backchannel.counts, {
    selected: 3,
    eligible: 2,
    ineligible: 1,
    utterances: 1,
    backchannels: 1,
    nonlexical: 0,
    takeovers: 0,
    unsegmented_words: 0,
    scored: null,
    off_grid: null,
  });
  assert.equal(backchannel.metrics.backchannel_rate_per_min.value, 1 / (3.2 / 60));
  assert.deepEqual(share("icc_backchannel", "backchannel_sample_rate"), [1, 2]);
});
