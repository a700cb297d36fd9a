/**
 * `sweep --per-sample`: one row per (eligible interruption sample, setting) with the setting keys
 * and the row's fields, and counting its outcomes per setting gives the sweep's counts exactly:
 * in process on the min-silence-sensitive tree of ./helpers.ts, and end to end through the CLI
 * (CSV and JSONL) on the fixture tree and the plain fixture folder.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { gridSettings } from "../../src/score/grid.js";
import { perSampleRows } from "../../src/score/per-sample.js";
import { UNIFIED } from "../../src/unified/family.js";

/** A per-sample row as the CLI writes it. */
type PerSampleRow = {
  threshold: number;
  min_speech_duration_ms: number;
  min_silence_duration_ms: number;
  speech_pad_ms: number;
  sample_id: string;
  outcome: string;
  latency_s?: number | null;
};
import { sweepTree, type SweepResult } from "../../src/score/sweep.js";
import { loadTree } from "../../src/input/tree/load.js";
import { FIXTURE_TREE, REPO, runCli, tempDir } from "../helpers/cli.js";
import { fakeAnalyze } from "../helpers/tree.js";
import { buildSweepTree } from "./helpers.js";

/** The columns of docs/listen-and-look.md, in their order. */
const PER_SAMPLE_COLUMNS = [
  "threshold",
  "min_speech_duration_ms",
  "min_silence_duration_ms",
  "speech_pad_ms",
  "sample_id",
  "outcome",
  "speech_at_onset",
  "speech_at_end",
  "latency_s",
  "stop_s",
  "restarts",
];

const OUTCOMES = ["not_exercised", "speaking_at_end", "response", "no_response"] as const;
const key = (r: {
  threshold: number;
  min_speech_duration_ms: number;
  min_silence_duration_ms: number;
  speech_pad_ms: number;
}) => `${r.threshold}|${r.min_speech_duration_ms}|${r.min_silence_duration_ms}|${r.speech_pad_ms}`;

/** Counting outcomes per setting must give the sweep's counts exactly. */
function assertCountsAgree(
  rows: readonly Pick<
    PerSampleRow,
    "threshold" | "min_speech_duration_ms" | "min_silence_duration_ms" | "speech_pad_ms" | "outcome"
  >[],
  sweep: SweepResult,
): void {
  const counted = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const c = counted.get(key(r)) ?? Object.fromEntries(OUTCOMES.map((o) => [o, 0]));
    c[r.outcome]!++;
    counted.set(key(r), c);
  }
  assert.equal(counted.size, sweep.settings.length);
  for (const s of sweep.settings) {
    const c = counted.get(key(s))!;
    assert.deepEqual(
      {
        exercised: c["speaking_at_end"]! + c["response"]! + c["no_response"]!,
        not_exercised: c["not_exercised"],
        speaking_at_end: c["speaking_at_end"],
        response: c["response"],
        no_response: c["no_response"],
      },
      s.counts,
      key(s),
    );
  }
}

test("per-sample rows in process: one per eligible sample and setting, and their outcomes count to the sweep's", async () => {
  const tree = await loadTree(buildSweepTree(), fakeAnalyze);
  const rows: PerSampleRow[] = [];
  const sweep = sweepTree(
    tree,
    gridSettings({
      threshold: [0.3, 0.5],
      minSpeechDurationMs: [250],
      minSilenceDurationMs: [100, 500],
      speechPadMs: [0],
    }),
    undefined,
    (v, r) => rows.push(...(perSampleRows(UNIFIED, { vad: v, values: {} }, r) as unknown as PerSampleRow[])),
  );
  assert.equal(rows.length, 3 * 4, "samples a, b, c (d is ineligible) × 4 settings");
  assert.deepEqual(Object.keys(rows[0]!), PER_SAMPLE_COLUMNS);
  const a = rows
    .filter((r) => r.sample_id === "synthetic_user_interruption/a")
    .map((r) => [r.min_silence_duration_ms, r.outcome]);
  // ./helpers.ts: sample a is not exercised at 100 ms (the speech splits before S) but is at 500 ms.
  assert.deepEqual(a, [
    [100, "not_exercised"],
    [500, "speaking_at_end"],
    [100, "not_exercised"],
    [500, "speaking_at_end"],
  ]);
  assertCountsAgree(rows, sweep);
});

function parseCsv(text: string): Record<string, string>[] {
  const [head, ...lines] = text.trimEnd().split("\n");
  const cols = head!.split(",");
  return lines.map((l) => Object.fromEntries(l.split(",").map((c, k) => [cols[k]!, c])));
}

for (const [name, flag, dir] of [
  ["fixture tree", "--tree", FIXTURE_TREE],
  ["plain folder", "--dataset", join(REPO, "fixtures", "plain")],
] as const) {
  test(`sweep --per-sample on the ${name}: CSV and JSONL beside the sweep, counts agree`, () => {
    const out = tempDir();
    const grid = ["--threshold", "0.3,0.5,0.7", "--min-silence-ms", "50,500"];
    const r = runCli([
      "sweep",
      flag,
      dir,
      ...grid,
      "--out",
      join(out, "sweep.json"),
      "--per-sample",
      join(out, "rows.csv"),
    ]);
    assert.equal(r.code, 0, r.stderr);
    const sweep = JSON.parse(readFileSync(join(out, "sweep.json"), "utf8")) as SweepResult;
    const csv = parseCsv(readFileSync(join(out, "rows.csv"), "utf8"));
    assert.deepEqual(Object.keys(csv[0]!), PER_SAMPLE_COLUMNS);
    assertCountsAgree(
      csv.map((c) => ({
        threshold: Number(c["threshold"]),
        min_speech_duration_ms: Number(c["min_speech_duration_ms"]),
        min_silence_duration_ms: Number(c["min_silence_duration_ms"]),
        speech_pad_ms: Number(c["speech_pad_ms"]),
        outcome: c["outcome"] as PerSampleRow["outcome"],
      })),
      sweep,
    );
    const j = runCli(["sweep", flag, dir, ...grid, "--per-sample", join(out, "rows.jsonl")]);
    assert.equal(j.code, 0, j.stderr);
    assert.deepEqual(JSON.parse(j.stdout), sweep, "stdout keeps the sweep");
    const jsonl = readFileSync(join(out, "rows.jsonl"), "utf8")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as PerSampleRow);
    assert.equal(jsonl.length, csv.length);
    assertCountsAgree(jsonl, sweep);
    jsonl.forEach((x, k) => {
      assert.equal(x.latency_s === null ? "" : String(x.latency_s), csv[k]!["latency_s"]);
    });
  });
}

test("sweep --per-sample naming the --out file exits 2", () => {
  const out = join(tempDir(), "x.json");
  const r = runCli(["sweep", "--tree", FIXTURE_TREE, "--out", out, "--per-sample", out]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /^error: --per-sample: /);
});
