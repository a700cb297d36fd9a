/**
 * The turn-taking timeline builder is pure and draws what it is given: E as a rule (with T), the
 * words as spans and onset ticks split at E, and the row's outcome as one bar (E to the first
 * word for a response, the first word to E for an early start, none without a word). The data
 * adapter copies the row's fields. Values are chosen by hand; every spec renders.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { renderSvg } from "../../src/charts/render.js";
import type { ChartSpec } from "../../src/charts/spec.js";
import { turnTakingTimelineChart, turnTakingTimelineData } from "../../src/charts/timeline.js";
import * as notebook from "../../src/notebook/index.js";
import type { TurnTakingRow } from "../../src/unified/rows.js";
import type { TurnTakingSample } from "../../src/input/tree/sample.js";

type Layered = {
  title: { text: string; subtitle?: string[] };
  layer: { data?: { values: Record<string, unknown>[] }; layer?: unknown[] }[];
};
const bars = (spec: ChartSpec) =>
  (spec as unknown as Layered).layer[0]!.data!.values.map((b) => [b["lane"], b["start"], b["end"], b["kind"]]);
const onsets = (spec: ChartSpec) => (spec as unknown as Layered).layer[1]!.data!.values.map((o) => [o["t"], o["kind"]]);
const rules = (spec: ChartSpec) => (spec as unknown as Layered).layer[2]!.data!.values.map((r) => [r["t"], r["label"]]);

test("a response: the latency bar runs from E to the first word, every onset at or after E", () => {
  // E 2.5, words at 3.5 and 4.0: response, latency 1.0 (fixtures/README.md, candor_turn_taking/2).
  const spec = turnTakingTimelineChart({
    sampleId: "candor_turn_taking/2",
    T: 7.5,
    E: 2.5,
    outcome: "response",
    latency: 1,
    firstWord: 3.5,
    words: [
      { start: 3.5, end: 3.76 },
      { start: 4, end: 4.3 },
    ],
  });
  assert.deepEqual(bars(spec), [
    ["E → first word", 2.5, 3.5, "latency"],
    ["words", 3.5, 3.76, "word span"],
    ["words", 4, 4.3, "word span"],
  ]);
  assert.deepEqual(onsets(spec), [
    [3.5, "onset at or after E"],
    [4, "onset at or after E"],
  ]);
  assert.deepEqual(rules(spec), [
    [2.5, "E"],
    [7.5, "T"],
  ]);
});

test("an early start: the bar runs from the first word to E; words out of file order keep their own colour", () => {
  // Chunks not sorted (candor_turn_taking/6): "indeed." [3.2, 3.6] first in the file, "Yes" [2.88, 3.12]; E 3.0.
  const spec = turnTakingTimelineChart({
    sampleId: "x/6",
    T: 6.5,
    E: 3,
    outcome: "early_start",
    latency: null,
    firstWord: 2.88,
    words: [
      { start: 3.2, end: 3.6 },
      { start: 2.88, end: 3.12 },
    ],
  });
  assert.deepEqual(bars(spec)[0], ["E → first word", 2.88, 3, "early start"]);
  assert.deepEqual(onsets(spec), [
    [3.2, "onset at or after E"],
    [2.88, "onset before E"],
  ]);
});

test("no response: no outcome bar, no words, still E and T", async () => {
  const spec = turnTakingTimelineChart({
    sampleId: "x/5",
    T: 8,
    E: 3,
    outcome: "no_response",
    latency: null,
    firstWord: null,
    words: [],
  });
  assert.deepEqual(bars(spec), []);
  assert.deepEqual(rules(spec), [
    [3, "E"],
    [8, "T"],
  ]);
  assert.match(await renderSvg(spec), /^<svg/);
});

test("the data adapter reads the sample's words (microseconds to seconds) and repeats the row in the subtitle", async () => {
  const sample: TurnTakingSample = {
    sampleId: "candor_turn_taking/1",
    subset: "candor_turn_taking",
    name: "1",
    task: "turn_taking",
    eligible: true,
    T_us: 2_000_000,
    E_us: 800_000,
    words: [{ start_us: 1_250_000, end_us: 1_500_000 }],
    raw: { chunks: [], annotation: [[0.8, 1]] },
  };
  const row: TurnTakingRow = {
    sample_id: "candor_turn_taking/1",
    subset: "candor_turn_taking",
    task: "turn_taking",
    eligible: true,
    T: 2,
    E: 0.8,
    outcome: "response",
    latency_s: 0.45,
    first_word_s: 1.25,
  };
  const d = turnTakingTimelineData(sample, row);
  assert.deepEqual(
    [d.T, d.E, d.words, d.outcome, d.latency, d.firstWord],
    [2, 0.8, [{ start: 1.25, end: 1.5 }], "response", 0.45, 1.25],
  );
  // T − E = 1.2 s observable after E.
  assert.deepEqual(d.facts, [
    "outcome response · latency_s 0.450 · first_word_s 1.250",
    "E 0.800 · T 2.000 · 1.200 s observable after E",
  ]);
  const spec = turnTakingTimelineChart(d);
  assert.equal((spec as unknown as Layered).title.text, "candor_turn_taking/1");
  assert.deepEqual(bars(spec)[0], ["E → first word", 0.8, 1.25, "latency"]);
  assert.match(await renderSvg(spec), /^<svg/);
  assert.equal(notebook.turnTakingTimelineChart, turnTakingTimelineChart, "exported from src/notebook/index.ts");
  assert.equal(notebook.turnTakingTimelineData, turnTakingTimelineData);
});
