/**
 * Which samples the VAD setting decides, on the min-silence-sensitive tree of ./helpers.ts (fake
 * analyzer; hand-derived there): sample a is not exercised up to 200 ms of minimum silence and
 * speaking at end at 500 ms, b and c keep their outcomes at every setting; the plain-words moves;
 * the report section with its table, moves and charts (every grid threshold in the trace); and
 * the section's absence of a listing when nothing changes.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { probabilityTraceChart } from "../../src/charts/probability-trace.js";
import { reportSkeleton } from "../../src/report/assemble.js";
import { reportContext } from "../../src/report/build.js";
import { chartSpecs } from "../../src/report/figures.js";
import { sensitivitySection } from "../../src/report/sensitivity.js";
import { scoreSamples } from "../../src/unified/family.js";
import { gridSettings } from "../../src/score/grid.js";
import { decidedSamples, outcomeMoves, settingChange, type SettingRows } from "../../src/score/sensitivity.js";
import { sweepTree } from "../../src/score/sweep.js";
import { UNIFIED } from "../../src/unified/family.js";
import { loadTree } from "../../src/input/tree/load.js";
import type { InterruptionSample } from "../../src/input/tree/sample.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";
import { buildTree, fakeAnalyze } from "../helpers/tree.js";
import { buildSweepTree, sweepTreeSpecs } from "./helpers.js";

const GRID = {
  threshold: [0.3, 0.5, 0.7],
  minSpeechDurationMs: [250],
  minSilenceDurationMs: [50, 100, 500],
  speechPadMs: [0],
};

async function swept() {
  const tree = await loadTree(buildSweepTree(), fakeAnalyze);
  const rows: SettingRows[] = [];
  sweepTree(tree, gridSettings(GRID), undefined, (setting, r) => rows.push({ setting, rows: r }));
  return { tree, rows, defaultRows: scoreSamples(tree).rows };
}

test("decided samples: only a changes, at the three 500 ms settings", async () => {
  const { rows, defaultRows } = await swept();
  const d = decidedSamples(UNIFIED, rows, defaultRows);
  assert.deepEqual(
    d.map((x) => [x.sampleId, x.defaultOutcome, x.differing, x.outcomes.length]),
    [["synthetic_user_interruption/a", "not_exercised", 3, 9]],
  );
  assert.deepEqual(
    d[0]!.outcomes
      .filter((o) => o.outcome !== "not_exercised")
      .map((o) => [o.setting.threshold, o.setting.minSilenceDurationMs, o.outcome]),
    [
      [0.3, 500, "speaking_at_end"],
      [0.5, 500, "speaking_at_end"],
      [0.7, 500, "speaking_at_end"],
    ],
  );
});

test("decided samples sort by settings differing from the default, most first, then by id", () => {
  const s = (threshold: number) => ({ ...DEFAULT_VAD_SETTINGS, threshold });
  const row = (id: string, outcome: string) =>
    ({
      sample_id: `synthetic_user_interruption/${id}`,
      subset: "synthetic_user_interruption",
      eligible: true,
      outcome,
    }) as never;
  const defaults = [row("x", "response"), row("b", "response"), row("a", "response"), row("k", "response")];
  const sweep = [
    {
      setting: s(0.3),
      rows: [row("x", "no_response"), row("b", "no_response"), row("a", "no_response"), row("k", "response")],
    },
    { setting: s(0.5), rows: [row("x", "response"), row("b", "response"), row("a", "response"), row("k", "response")] },
    {
      setting: s(0.7),
      rows: [row("x", "not_exercised"), row("b", "response"), row("a", "response"), row("k", "response")],
    },
  ];
  assert.deepEqual(
    decidedSamples(UNIFIED, sweep, defaults).map((d) => [d.sampleId.split("/")[1], d.differing]),
    [
      ["x", 2],
      ["a", 1],
      ["b", 1],
    ],
  );
  const moves = outcomeMoves(UNIFIED, sweep, defaults);
  assert.deepEqual(
    moves.map((m) => m.sentence),
    [
      "3 samples go from response to no_response when the threshold drops from 0.5 to 0.3.",
      "1 sample goes from response to not_exercised when the threshold rises from 0.5 to 0.7.",
    ],
  );
});

test("moves in plain words, and the change between two settings", async () => {
  const { rows, defaultRows } = await swept();
  const moves = outcomeMoves(UNIFIED, rows, defaultRows);
  assert.equal(
    moves[0]!.sentence,
    "1 sample goes from not_exercised to speaking_at_end when the minimum silence lengthens from 100 ms to 500 ms.",
  );
  assert.equal(moves.length, 3);
  assert.deepEqual(settingChange(DEFAULT_VAD_SETTINGS, { ...DEFAULT_VAD_SETTINGS, threshold: 0.3, speechPadMs: 30 }), {
    text: "the threshold drops from 0.5 to 0.3 and the padding grows from 0 ms to 30 ms",
    keys: 2,
  });
});

test("report section: the sentence, the table, and per sample the outcome grid and the trace with every grid threshold", async () => {
  const tree = await loadTree(buildSweepTree(), fakeAnalyze);
  const ctx = reportContext(tree, { name: "t", grid: GRID });
  const sec = sensitivitySection(ctx)!;
  assert.equal(sec.title, "Samples the VAD setting decides");
  assert.match(sec.html, /1 of 3 eligible interruption samples change outcome somewhere on the grid of 9 settings/);
  assert.match(
    sec.html,
    /<li>1 sample goes from not_exercised to speaking_at_end when the minimum silence lengthens from 100 ms to 500 ms\.<\/li>/,
  );
  assert.match(sec.html, /<td class="nowrap">synthetic_user_interruption\/a<\/td><td class="num nowrap">3 of 9<\/td>/);
  const specs = chartSpecs(sec.html);
  assert.equal(specs.length, 1, "the outcome grid and the trace side by side, one chart per sample");
  const rules = JSON.stringify(specs[0]);
  assert.match(rules, /"outcome":"speaking_at_end"/);
  for (const t of GRID.threshold) assert.match(rules, new RegExp(`"y":${t},"label":"${t}"`));
  assert.match(reportSkeleton(ctx), /Samples the VAD setting decides/);
});

test("report section: every listed sample is drawn, however many change outcome", async () => {
  // Nine copies of sample a (each decided by the minimum silence) and sample b (never decided).
  const [a, b] = sweepTreeSpecs();
  const copies = Array.from({ length: 9 }, (_, i) => ({ ...a!, name: `a${i + 1}` }));
  const tree = await loadTree(buildTree([...copies, b!]), fakeAnalyze);
  const sec = sensitivitySection(reportContext(tree, { name: "t", grid: GRID }))!;
  assert.match(sec.html, /9 of 10 eligible interruption samples change outcome/);
  const specs = chartSpecs(sec.html);
  assert.equal(specs.length, 9, "one outcome grid and trace per listed sample");
  const drawn = specs.map((spec) => JSON.stringify(spec).match(/synthetic_user_interruption\/a\d/)?.[0]);
  assert.deepEqual(
    drawn,
    copies.map((c) => `synthetic_user_interruption/${c.name}`),
    "in the listing's order",
  );
});

test("the trace's window runs from a second before S to a second after R, clipped to [0, T]", async () => {
  const tree = await loadTree(buildSweepTree(), fakeAnalyze);
  const a = tree.subsets.find((s) => s.subset === "synthetic_user_interruption")!.samples[0] as InterruptionSample;
  const spec = probabilityTraceChart(a, [0.5]) as unknown as {
    layer: { data?: { values: { t?: number }[] }; encoding?: { x?: { scale?: { domain: number[] } } } }[];
  };
  assert.deepEqual(spec.layer[1]!.encoding!.x!.scale!.domain, [1.1, 4.0]);
  const ts = spec.layer[1]!.data!.values.map((v) => v.t!);
  assert.ok(ts[0]! >= 1.1 && ts.at(-1)! <= 4.0);
});
