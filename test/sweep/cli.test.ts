/**
 * `fdb-unified sweep` end to end on the bundled fixture tree (real Silero VAD, a private cache):
 * the JSON shape of the issue, the default setting equal to unified.json's interruption block,
 * the fixture's hand-derived counts (fixtures/README.md), CSV that carries the same numbers, an
 * atomic --out file, and bad flags exiting 2.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { metricsFor } from "../../src/unified/registry.js";
import { FIXTURE_TREE, runCli, tempDir } from "../helpers/cli.js";

test("sweep JSON: 20 settings in the issue's shape; the default equals unified.json's interruption block", () => {
  const r = runCli(["sweep", "--tree", FIXTURE_TREE]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, "", "quiet when piped");
  const j = JSON.parse(r.stdout);
  assert.deepEqual(Object.keys(j), ["settings"]);
  assert.equal(j.settings.length, 20);
  for (const s of j.settings) {
    assert.deepEqual(Object.keys(s), [
      "threshold",
      "min_speech_duration_ms",
      "min_silence_duration_ms",
      "speech_pad_ms",
      // the tree holds icc_backchannel samples: the backchannel block and its settings come along
      "merge_gap_s",
      "max_duration_s",
      "max_words",
      "counts",
      "metrics",
      "backchannel",
    ]);
    assert.deepEqual(Object.keys(s.counts), [
      "exercised",
      "not_exercised",
      "speaking_at_end",
      "response",
      "no_response",
    ]);
    assert.deepEqual(
      Object.keys(s.metrics),
      metricsFor("synthetic_user_interruption").map((m) => m.name),
    );
  }
  const out = tempDir();
  const score = runCli(["score", "--tree", FIXTURE_TREE, "--out", out, "--quiet"]);
  assert.equal(score.code, 0, score.stderr);
  const u = JSON.parse(readFileSync(join(out, "unified.json"), "utf8")).subsets.synthetic_user_interruption;
  const d = j.settings.find(
    (s: { threshold: number; min_silence_duration_ms: number }) =>
      s.threshold === 0.5 && s.min_silence_duration_ms === 100,
  );
  assert.deepEqual(d.metrics, u.metrics);
  // and the backchannel block at the default is unified.json's
  const icc = JSON.parse(readFileSync(join(out, "unified.json"), "utf8")).subsets.icc_backchannel.backchannel;
  assert.deepEqual(d.backchannel, { counts: icc.counts, metrics: icc.metrics });
  // fixtures/README.md: 5 exercised (1 speaking_at_end, 3 responses, 1 no_response), 1 not exercised.
  assert.deepEqual(d.counts, { exercised: 5, not_exercised: 1, speaking_at_end: 1, response: 3, no_response: 1 });
});

test("sweep --csv --out FILE: one line per setting, the same numbers as the JSON", () => {
  const dir = tempDir();
  const file = join(dir, "sweep.csv");
  const r = runCli([
    "sweep",
    "--tree",
    FIXTURE_TREE,
    "--threshold",
    "0.4,0.5",
    "--min-silence-ms",
    "100",
    "--csv",
    "--out",
    file,
  ]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, "");
  const lines = readFileSync(file, "utf8").trimEnd().split("\n");
  assert.equal(lines.length, 3);
  const head = lines[0]!.split(",");
  assert.deepEqual(head.slice(0, 12), [
    "threshold",
    "min_speech_duration_ms",
    "min_silence_duration_ms",
    "speech_pad_ms",
    "merge_gap_s",
    "max_duration_s",
    "max_words",
    "exercised",
    "not_exercised",
    "speaking_at_end",
    "response",
    "no_response",
  ]);
  const j = JSON.parse(
    runCli(["sweep", "--tree", FIXTURE_TREE, "--threshold", "0.4,0.5", "--min-silence-ms", "100"]).stdout,
  );
  lines.slice(1).forEach((line, k) => {
    const cells = line.split(",");
    const s = j.settings[k];
    const get = (name: string) => cells[head.indexOf(name)];
    assert.equal(get("threshold"), String(s.threshold));
    assert.equal(get("not_exercised"), String(s.counts.not_exercised));
    assert.equal(get("restart_rate.value"), JSON.stringify(s.metrics.restart_rate.value));
    assert.equal(get("restart_rate.bounds_hi"), JSON.stringify(s.metrics.restart_rate.selected_bounds[1]));
    assert.equal(get("stop_latency_s.value"), JSON.stringify(s.metrics.stop_latency_s.median));
    // p90 of stop_latency_s is not reached on the fixture (fixtures/README.md): inf, as in the table's CSV.
    assert.equal(get("stop_latency_s.p90"), "inf");
    assert.equal(
      get("speech_s_per_interruption_s.count"),
      JSON.stringify(s.metrics.speech_s_per_interruption_s.numerator),
    );
  });
});

test("sweep --csv at the default setting: every metric cell equals the table CSV's cell of that metric", () => {
  const sweep = runCli(["sweep", "--tree", FIXTURE_TREE, "--threshold", "0.5", "--min-silence-ms", "100", "--csv"]);
  assert.equal(sweep.code, 0, sweep.stderr);
  const [sweepHead, sweepLine] = sweep.stdout
    .trimEnd()
    .split("\n")
    .map((l) => l.split(","));
  const table = runCli(["table", "--tree", `A=${FIXTURE_TREE}`, "--format", "csv"]);
  assert.equal(table.code, 0, table.stderr);
  const [tableHead, ...tableRows] = table.stdout
    .trimEnd()
    .split("\n")
    .map((l) => l.split(","));
  const col = (name: string) => tableHead!.indexOf(name);
  let compared = 0;
  for (const m of metricsFor("synthetic_user_interruption")) {
    const row = tableRows.find(
      (r) => r[col("subset")] === "synthetic_user_interruption" && r[col("metric")] === m.name,
    );
    assert.ok(row, `${m.name}: no table row`);
    sweepHead!.forEach((name, k) => {
      if (!name.startsWith(`${m.name}.`)) return;
      const c = name.slice(m.name.length + 1);
      assert.ok(col(c) >= 0, `${name}: ${c} is not a table CSV column`);
      assert.equal(sweepLine![k], row[col(c)], name);
      compared++;
    });
  }
  assert.ok(compared >= 50, `${compared} cells compared`);
});

test("sweep: bad grid flags exit 2 with one line naming the flag, and write nothing", () => {
  const dir = tempDir();
  const file = join(dir, "out.json");
  for (const [flag, value] of [
    ["--threshold", "0.5,abc"],
    ["--threshold", "1.5"],
    ["--threshold", "0.5,0.5"],
    ["--min-silence-ms", "-1"],
    ["--speech-pad-ms", ""],
  ] as const) {
    const r = runCli(["sweep", "--tree", FIXTURE_TREE, flag, value, "--out", file]);
    assert.equal(r.code, 2, `${flag} ${value}: ${r.stderr}`);
    assert.match(r.stderr, new RegExp(`^error: ${flag}`));
    assert.equal(r.stderr.trim().split("\n").length, 1);
  }
  assert.equal(existsSync(file), false);
  const none = runCli(["sweep"]);
  assert.equal(none.code, 2);
  assert.match(none.stderr, /--tree: required/);
});
