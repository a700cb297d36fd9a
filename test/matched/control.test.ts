/**
 * v1.0 user interruption with a control run, with the real Silero edge: a copy of fixtures/plain
 * with clean_output.wav (and some clean_input.wav) made from speech clips, loaded and scored by
 * the score of a plain folder with control runs. The control objects follow the matched rules on the row's own segments,
 * `without_control` counts the samples left out of the block, and the v1.0 rows and metrics are
 * the bytes of the same folder without the control files.
 */
import assert from "node:assert/strict";
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { readWav } from "../../src/audio/wav.js";
import { parseCommand } from "../../src/cli/args.js";
import { analyzerFromFlags } from "../../src/cli/vad-edge.js";
import { consoleReport } from "../../src/text/console-score.js";
import { jsonLinesText, jsonText } from "../../src/io/json-output.js";
import { loadDataset } from "../../src/input/plain/load.js";
import type { ControlBlock, ControlledRow, ControlRow } from "../../src/matched/control.js";
import { scoreLoaded } from "../../src/score/families.js";
import type { LoadedInput } from "../../src/input/tree/loaded-input.js";
import type { Scored } from "../../src/unified/family.js";

const scoreWithControl = (t: LoadedInput) =>
  scoreLoaded(t) as unknown as Omit<Scored, "rows"> & { rows: (Scored["rows"][number] | ControlledRow)[] };
import { mergeRuns } from "../../src/matched/row.js";
import { scoreSamples } from "../../src/unified/family.js";
import { toMicros } from "../../src/time.js";
import { encodeWav } from "../helpers/tree.js";
import { PLAIN_FIXTURE, repoRoot, words } from "../dataset/build.js";

const MODEL = () => join(repoRoot(), "models", "silero_vad.onnx");
const noModel = () => (existsSync(MODEL()) ? false : "models/silero_vad.onnx is not installed");
const UI = "synthetic_user_interruption";

const clip = (name: string) => readWav(join(repoRoot(), "fixtures", "speech", name)).samples;

/** `T` seconds of 16 kHz silence with each clip placed at its start time. */
function place(T: number, clips: [string, number][]): Buffer {
  const x = new Int16Array(Math.round(T * 16000));
  for (const [name, at] of clips)
    x.set(clip(name).subarray(0, x.length - Math.round(at * 16000)), Math.round(at * 16000));
  return encodeWav(x);
}

const annotation = (S: number, R: number) => JSON.stringify([{ context: "c", interrupt: "i", timestamp: [S, R] }]);

/**
 * fixtures/plain, plus two new interruption samples whose output.wav is speech: 10 stops soon
 * after S while its control talks on (a yield), 11's control is its output (a deterministic model
 * with no effect). Control runs for 1 (no clean_input.wav), 2 (clean_input.wav shorter than R:
 * ineligible), 4 (ineligible in v1.0), 10 and 11 (clean_input.wav identical to input.wav).
 */
function build(withControl: boolean): { dir: string; done: () => void } {
  const parent = mkdtempSync(join(tmpdir(), "fdb-unified-control-"));
  const dir = join(parent, "plain");
  cpSync(PLAIN_FIXTURE(), dir, { recursive: true });
  const put = (rel: string, bytes: Buffer | string) => writeFileSync(join(dir, UI, rel), bytes);
  for (const n of ["10", "11"]) {
    cpSync(join(dir, UI, "2"), join(dir, UI, n), { recursive: true });
    put(`${n}/input.wav`, place(6, []));
    put(`${n}/interrupt.json`, annotation(1.5, 2.5));
    put(`${n}/output.json`, words([3, 3.5]));
    put(`${n}/output.wav`, place(6, [["09-stop-here.wav", 0.3]]));
  }
  if (withControl) {
    put("1/clean_output.wav", place(3, [["01-sure-i-can-help.wav", 0.2]]));
    put("2/clean_output.wav", place(3, [["09-stop-here.wav", 0.2]]));
    put("2/clean_input.wav", place(1.2, []));
    put("4/clean_output.wav", place(3, []));
    put("10/clean_output.wav", place(6, [["06-train-leaves.wav", 0.3]]));
    put("10/clean_input.wav", place(6, []));
    put("11/clean_output.wav", place(6, [["09-stop-here.wav", 0.3]]));
    put("11/clean_input.wav", place(6, []));
  }
  return { dir, done: () => rmSync(parent, { recursive: true, force: true }) };
}

async function scored(withControl: boolean) {
  const { dir, done } = build(withControl);
  try {
    const tree = await loadDataset(dir, analyzerFromFlags(parseCommand(["--no-cache"], "score")));
    return { tree, result: scoreWithControl(tree) };
  } finally {
    done();
  }
}

test("control rows follow the matched rules on the row's own segments; the block counts without_control", {
  skip: noModel(),
}, async () => {
  const { result } = await scored(true);
  const byId = new Map(result.rows.map((r) => [r.sample_id, r]));
  const control = (n: string) => (byId.get(`${UI}/${n}`) as ControlledRow).control;
  // the same output, the same VAD setting: the control's runs are the row's segments merged at m = 0.5 s
  for (const n of ["10", "11"]) {
    const row = byId.get(`${UI}/${n}`) as ControlledRow;
    const c = row.control as ControlRow;
    const spans = (row.segments as [number, number][]).map(([a, b]) => ({
      start_us: toMicros(a),
      end_us: toMicros(b),
    }));
    const merged = mergeRuns(spans, toMicros(0.5)).map((r) => [r.start_us / 1e6, r.end_us / 1e6]);
    assert.deepEqual(c.runs, merged, n);
    assert.deepEqual([c.s, c.e, c.T, c.T_clean], [1.5, 2.5, 6, 6], n);
    assert.equal(c.inputs_identical, true, n);
  }
  const c10 = control("10") as ControlRow;
  assert.equal(c10.outcome, "yielded");
  assert.equal(c10.outputs_identical, false);
  assert.ok(c10.stop_s! < c10.clean_stop_s! - 0.5, `${c10.stop_s} vs ${c10.clean_stop_s}`);
  const c11 = control("11") as ControlRow;
  assert.equal(c11.outcome, "ended_anyway");
  assert.equal(c11.outputs_identical, true);
  assert.deepEqual(c11.runs, c11.clean_runs);
  // no clean_input.wav: T_clean = T and the identity of the inputs is unknown
  const c1 = control("1") as ControlRow;
  assert.equal(c1.T_clean, 3);
  assert.equal(c1.inputs_identical, null);
  assert.equal(c1.outcome, "onset_mismatch", "the tone output is no speech; the control talks at S");
  assert.deepEqual(control("2"), { eligible: false, reasons: ["the clock ends inside the overlap"] });
  assert.deepEqual(control("4"), { eligible: false, reasons: ["output.json missing"] });
  for (const n of ["3", "5", "6", "7", "8", "9"]) assert.equal("control" in byId.get(`${UI}/${n}`)!, false, n);

  const block = result.unified.subsets[UI]["control"] as ControlBlock;
  assert.equal(block.definitions, "fdb-v1.5-matched-1");
  assert.equal(block.yield_margin_s, 0.5);
  const { ineligible_reasons, ...counts } = block.counts;
  assert.deepEqual(counts, {
    declared: 5,
    selected: 5,
    eligible: 3,
    ineligible: 2,
    onset_mismatch: 1,
    not_exercised: 0,
    yielded: 1,
    extended: 0,
    ended_anyway: 1,
    continued: 0,
    without_control: 6,
  });
  assert.deepEqual(ineligible_reasons, { "output.json missing": 1, "the clock ends inside the overlap": 1 });
  assert.deepEqual(block.metrics["net_yield_rate"], {
    ...block.metrics["net_yield_rate"],
    a: 1,
    b: 0,
    n: 2,
    u: 3,
    value: 0.5,
  });
  assert.deepEqual(block.assumption, { inputs_not_identical: [], lengths_differ: [] });
  // the console names every control metric apart from the v1.0 ones, net_yield_rate first
  const text = consoleReport(result as never);
  const lines = text.split("\n");
  const head = lines.findIndex((l) => l.startsWith("  control run (fdb-v1.5-matched-1, yield margin 0.500 s)"));
  assert.ok(head > 0, text);
  assert.match(lines[head]!, /with control 5 · without control 6 · eligible 3 · ineligible 2 · onset mismatch 1/);
  const table = lines.slice(head).filter((l) => /^ {2}control\./.test(l));
  assert.match(table[0]!, /^ {2}control\.net_yield_rate +0\.500 /);
  const names = table.map((l) => l.trim().split(/ +/)[0]);
  const at = (m: string) => names.indexOf(`control.${m}`);
  assert.equal(at("clean_stop_latency_s"), at("stop_latency_s") + 1);
  assert.ok(at("stop_effect_1s") < at("stop_latency_s") && at("ended_anyway_rate") < at("stop_latency_s"));
});

test("control runs leave the v1.0 rows and metrics byte for byte; without them the score is scoreSamples'", {
  skip: noModel(),
}, async () => {
  const a = await scored(true);
  const b = await scored(false);
  const v10 = (r: object) => {
    const { control: _c, ...rest } = r as { control?: unknown };
    return rest;
  };
  assert.equal(jsonLinesText(a.result.rows.map(v10)), jsonLinesText(b.result.rows));
  const { control: _c, ...ui } = a.result.unified.subsets[UI];
  assert.equal(jsonText({ ...a.result.unified.subsets, [UI]: ui }), jsonText(b.result.unified.subsets));
  // the v1.0 family alone: what the backchannel family adds (the icc_backchannel block and rows) set apart
  const v10Only = (u: typeof b.result.unified) => {
    const { backchannel: _b, ...icc } = u.subsets["icc_backchannel"] as unknown as Record<string, unknown>;
    return { ...u, subsets: { ...u.subsets, icc_backchannel: icc } };
  };
  assert.equal(jsonText(v10Only(b.result.unified)), jsonText(scoreSamples(b.tree).unified));
  assert.equal("clean_resampled" in b.result.unified.inputs, false);
  // 2's clean_output.wav is cropped to its clean_input.wav
  assert.deepEqual(a.result.unified.inputs["clean_resampled"], [`${UI}/2`]);
});
