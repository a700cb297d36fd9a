/** The v1.5 sweep: the margin list parser, the grid of VAD settings × margins, its rows, CSV and per-sample outcomes. */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Parsed } from "../../src/cli/args.js";
import { settingList, settingValuesFromFlags } from "../../src/cli/family-settings.js";
import { UsageError } from "../../src/errors.js";
import { MATCHED, scoreMatched, YIELD_MARGIN } from "../../src/matched/family.js";
import type { AnyInput } from "../../src/score/families.js";
import { type PerSampleRow, perSampleRows, perSampleText } from "../../src/score/per-sample.js";
import { sweepCsvText, sweepJsonText } from "../../src/score/serialize.js";
import { type SweepResult, sweepPoints, sweepScores } from "../../src/score/sweep.js";

const matchedSweepJsonText = (r: object) => sweepJsonText(r as SweepResult);
const matchedSweepCsvText = (r: object) => sweepCsvText(r as SweepResult);
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../../src/vad/settings.js";

type MatchedPerSampleRow = PerSampleRow;
const yieldMarginList = (raw: string | undefined) => settingList(YIELD_MARGIN, raw);
const flags = (raw: string): Parsed => ({ flags: new Map([["yield-margin-s", [raw]]]), switches: new Set() }) as Parsed;
const yieldMargin = (raw: string) => settingValuesFromFlags(flags(raw))["yield_margin_s"];
const matchedSweepGrid = (settings: VadSettings[], margins: number[]) =>
  sweepPoints(MATCHED, settings, { yield_margin_s: margins }).map((p) => ({
    vad: p.vad,
    margin: p.values["yield_margin_s"],
  }));
/** The sweep of the VAD settings × margins, each point's rows to `onRows`. */
const sweepMatched = (
  x: AnyInput,
  settings: VadSettings[],
  margins: number[],
  onRows?: (v: VadSettings, m: number, r: readonly object[]) => void,
) =>
  sweepScores(
    x,
    sweepPoints(MATCHED, settings, { yield_margin_s: margins }),
    onRows && ((p, r) => onRows(p.vad, p.values["yield_margin_s"]!, r)),
  ) as unknown as {
    settings: ({ yield_margin_s: number; subsets: Record<string, { counts: Record<string, number> }> } & object)[];
  };
const matchedPerSampleRows = (v: VadSettings, m: number, r: readonly object[]) =>
  perSampleRows(MATCHED, { vad: v, values: { yield_margin_s: m } }, r);
const matchedPerSampleText = (file: string, rows: readonly PerSampleRow[]) => perSampleText(MATCHED, file, rows);
import { matchedInput, RUNS } from "../helpers/matched-input.js";

const { stopsEarly, talksOn } = RUNS;
// Sample 1 stops about 2.7 s before its control: yielded below that margin, continued above it.
const input = () =>
  matchedInput({
    user_interruption: [
      { id: "1", o: stopsEarly, c: talksOn },
      { id: "2", o: talksOn, c: talksOn },
      { id: "3", o: null },
    ],
    user_backchannel: [{ id: "1", o: talksOn, c: stopsEarly }],
  });

test("yieldMarginList: numbers ≥ 0, distinct; the default 0.5 alone; bad values name the flag", () => {
  assert.deepEqual(yieldMarginList(undefined), [0.5]);
  assert.deepEqual(yieldMarginList("0,0.25, 1"), [0, 0.25, 1]);
  assert.deepEqual(yieldMarginList("0"), [0]);
  assert.equal(yieldMargin("2"), 2);
  for (const bad of ["-0.1", "-1e-9", "abc", "", "0,", "inf", "Infinity", "NaN"]) {
    assert.throws(
      () => yieldMarginList(bad),
      (e: unknown) =>
        e instanceof UsageError &&
        /^--yield-margin-s: ".*" is not a number of seconds >= 0 \(the yield margin, default 0\.5\)$/.test(e.message),
      bad,
    );
  }
  assert.throws(() => yieldMarginList("0.5,0.50"), /--yield-margin-s: 0\.5 is listed twice$/);
  assert.throws(() => yieldMargin("0.5,1"), /give one number/);
});

test("the grid: each VAD setting, and within it each margin", () => {
  const a = DEFAULT_VAD_SETTINGS;
  const b = { ...DEFAULT_VAD_SETTINGS, threshold: 0.3 };
  assert.deepEqual(
    matchedSweepGrid([a, b], [0.5, 3]).map((p) => [p.vad.threshold, p.margin]),
    [
      [0.5, 0.5],
      [0.5, 3],
      [0.3, 0.5],
      [0.3, 3],
    ],
  );
});

test("rows: the default point reproduces unified.json's subsets; the margin moves the outcome", () => {
  const x = input();
  const r = sweepMatched(x, [DEFAULT_VAD_SETTINGS], [0.5, 2.7, 3]);
  assert.deepEqual(
    r.settings.map((s) => s.yield_margin_s),
    [0.5, 2.7, 3],
  );
  const u = scoreMatched(x).unified;
  for (const s of ["user_interruption", "user_backchannel"] as const) {
    assert.deepEqual(r.settings[0]!.subsets[s], { counts: u.subsets[s]!.counts, metrics: u.subsets[s]!.metrics });
  }
  assert.deepEqual(Object.keys(r.settings[0]!), [
    "threshold",
    "min_speech_duration_ms",
    "min_silence_duration_ms",
    "speech_pad_ms",
    "yield_margin_s",
    "subsets",
  ]);
  const ui = r.settings.map((s) => s.subsets.user_interruption!.counts);
  assert.deepEqual(
    ui.map((c) => [c.yielded, c.continued]),
    [
      [1, 1],
      [1, 1],
      [0, 2],
    ],
  );
  assert.equal(matchedSweepJsonText(r), matchedSweepJsonText(sweepMatched(x, [DEFAULT_VAD_SETTINGS], [0.5, 2.7, 3])));
});

test("CSV: a subset column and a yield_margin_s column, one line per point and subset", () => {
  const r = sweepMatched(input(), [DEFAULT_VAD_SETTINGS], [0.5, 3]);
  const lines = matchedSweepCsvText(r).trim().split("\n");
  const head = lines[0]!.split(",");
  assert.deepEqual(head.slice(0, 9), [
    "threshold",
    "min_speech_duration_ms",
    "min_silence_duration_ms",
    "speech_pad_ms",
    "yield_margin_s",
    "subset",
    "selected",
    "eligible",
    "ineligible",
  ]);
  assert.equal(new Set(head).size, head.length, "each metric once");
  assert.ok(head.includes("net_yield_rate.sign_test_p") && head.includes("net_triggered_rate.value"));
  assert.deepEqual(
    lines.slice(1).map((l) => l.split(",").slice(4, 6).join(",")),
    ["0.5,user_interruption", "0.5,user_backchannel", "3,user_interruption", "3,user_backchannel"],
  );
  // a metric user interruption does not have is empty there
  const k = head.indexOf("net_triggered_rate.value");
  assert.equal(lines[1]!.split(",")[k], "");
});

test("per sample: every eligible sample at every point, with its outcome there", () => {
  const rows: MatchedPerSampleRow[] = [];
  sweepMatched(input(), [DEFAULT_VAD_SETTINGS], [0.5, 3], (v, m, r) => rows.push(...matchedPerSampleRows(v, m, r)));
  assert.deepEqual(
    rows.map((r) => `${r.yield_margin_s} ${r.sample_id} ${r.outcome}`),
    [
      "0.5 user_interruption/1 yielded",
      "0.5 user_interruption/2 continued",
      "0.5 user_backchannel/1 extended",
      "3 user_interruption/1 continued",
      "3 user_interruption/2 continued",
      "3 user_backchannel/1 continued",
    ],
  );
  const csv = matchedPerSampleText("x.csv", rows).split("\n");
  assert.equal(
    csv[0],
    "threshold,min_speech_duration_ms,min_silence_duration_ms,speech_pad_ms,yield_margin_s,sample_id,subset,outcome,stop_s,clean_stop_s,after_s,clean_after_s",
  );
  const jsonl = matchedPerSampleText("x.jsonl", rows).trim().split("\n");
  assert.equal(jsonl.length, 6);
  assert.equal(JSON.parse(jsonl[0]!).outcome, "yielded");
});
