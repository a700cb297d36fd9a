/**
 * The sweep CSV's metric columns are the table CSV's names: `<metric>.<column>` with each column
 * one of the table's flat result columns (value, lo, hi, p90, count, n, bounds_lo, bounds_hi),
 * the ones a metric's kind fills, in the table's order; and its cells are written the table's way
 * (a missing value empty, "not reached" as `inf`).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { CSV_KEY_COLUMNS } from "../../src/text/csv.js";
import { flatColumns } from "../../src/metrics/kinds.js";
import { UNIFIED } from "../../src/unified/family.js";
import { metricsFor } from "../../src/unified/registry.js";
import { sweepCsvColumns, sweepCsvText } from "../../src/score/serialize.js";
import type { SweepResult } from "../../src/score/sweep.js";

const SUBSET = "synthetic_user_interruption";
/** The table CSV's columns that hold a result, from value to bounds_hi. */
const CSV_COLUMNS = [...CSV_KEY_COLUMNS, ...flatColumns(UNIFIED), "coverage"];
const TABLE_RESULT = CSV_COLUMNS.slice(CSV_COLUMNS.indexOf("value"), CSV_COLUMNS.indexOf("bounds_hi") + 1);
const OF_KIND = {
  share: ["value", "lo", "hi", "count", "n", "bounds_lo", "bounds_hi"],
  pooled: ["value", "lo", "hi", "count", "n"],
  latency: ["value", "lo", "hi", "p90", "n"],
};

test("the sweep CSV header names every metric's columns as the table CSV does", () => {
  const names = sweepCsvColumns(UNIFIED).map((c) => c.name);
  const metricNames = names.filter((n) => n.includes("."));
  assert.deepEqual(
    metricNames,
    metricsFor(SUBSET).flatMap((m) => OF_KIND[m.kind].map((c) => `${m.name}.${c}`)),
  );
  for (const n of metricNames) {
    const column = n.slice(n.indexOf(".") + 1);
    assert.ok((TABLE_RESULT as readonly string[]).includes(column), `${n}: ${column} is not a table CSV column`);
  }
});

test("the sweep CSV writes a missing value empty and a latency not reached as inf", () => {
  const metrics = Object.fromEntries(
    metricsFor(SUBSET).map((m) => [
      m.name,
      m.kind === "share"
        ? { value: null, count: 0, n: 0, interval: null, selected_bounds: [0, 1] }
        : m.kind === "pooled"
          ? { value: null, numerator: 0, denominator: 0, interval: null }
          : { n: 2, median: null, median_interval: [1.5, null], p90: null },
    ]),
  );
  const result = {
    settings: [
      {
        threshold: 0.5,
        min_speech_duration_ms: 250,
        min_silence_duration_ms: 100,
        speech_pad_ms: 0,
        counts: { exercised: 2, not_exercised: 0, speaking_at_end: 0, response: 0, no_response: 2 },
        metrics,
      },
    ],
  } as unknown as SweepResult;
  Object.defineProperty(result, "family", { value: UNIFIED });
  const [head, line] = sweepCsvText(result).trimEnd().split("\n");
  const cells = line!.split(",");
  const get = (name: string) => cells[head!.split(",").indexOf(name)];
  assert.equal(get("stop_latency_s.value"), "inf");
  assert.equal(get("stop_latency_s.lo"), "1.5");
  assert.equal(get("stop_latency_s.hi"), "inf");
  assert.equal(get("stop_latency_s.n"), "2");
  assert.equal(get("restart_rate.value"), "");
  assert.equal(get("restart_rate.bounds_hi"), "1");
  assert.equal(get("speech_s_per_interruption_s.count"), "0");
});
