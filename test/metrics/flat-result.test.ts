/**
 * The one flattening of a metric result (src/metrics/kinds.ts `flatOf`): its column names are the
 * table CSV's (value, lo, hi, p90, count, n, bounds_lo, bounds_hi, in that order); each kind
 * fills its own columns from its result, a column that does not apply is null, and a latency
 * quantity not reached is +Infinity while one without samples is null.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { CSV_KEY_COLUMNS } from "../../src/text/csv.js";
import type { MetricResult } from "../../src/metrics/kind.js";
import { columnsOf, flatColumns, flatOf } from "../../src/metrics/kinds.js";
import type { AnyMetric } from "../../src/metrics/metric.js";
import { UNIFIED } from "../../src/unified/family.js";

const FLAT_COLUMNS = flatColumns(UNIFIED);
const CSV_COLUMNS = [...CSV_KEY_COLUMNS, ...FLAT_COLUMNS, "coverage"];
const metric = (kind: string) => ({ kind, name: kind }) as AnyMetric;
const FLAT_COLUMNS_OF = Object.fromEntries(
  ["share", "pooled", "latency"].map((k) => [k, columnsOf(UNIFIED, metric(k))]),
);
const flatResult = (kind: string, r: MetricResult) => flatOf(UNIFIED, metric(kind), r);

test("the flat columns are the table CSV's names, in its order", () => {
  assert.deepEqual(FLAT_COLUMNS, ["value", "lo", "hi", "p90", "count", "n", "bounds_lo", "bounds_hi"]);
  const at = CSV_COLUMNS.indexOf("value");
  assert.deepEqual(CSV_COLUMNS.slice(at, at + FLAT_COLUMNS.length), FLAT_COLUMNS);
  for (const [kind, cols] of Object.entries(FLAT_COLUMNS_OF))
    assert.deepEqual(
      cols,
      FLAT_COLUMNS.filter((c) => cols.includes(c)),
      `${kind}: a subset of the flat columns, in their order`,
    );
});

test("a share: value, interval, count, n and selected bounds", () => {
  const flat = flatResult("share", {
    value: 0.25,
    count: 1,
    n: 4,
    interval: [0.05, 0.7],
    selected_bounds: [0.2, 0.4],
  });
  assert.deepEqual(Object.keys(flat), FLAT_COLUMNS);
  assert.deepEqual(flat, { value: 0.25, lo: 0.05, hi: 0.7, p90: null, count: 1, n: 4, bounds_lo: 0.2, bounds_hi: 0.4 });
  const empty = flatResult("share", { value: null, count: 0, n: 0, interval: null, selected_bounds: null });
  assert.deepEqual([empty.value, empty.lo, empty.hi, empty.bounds_lo, empty.n], [null, null, null, null, 0]);
});

test("a pooled ratio: its numerator and denominator are count and n", () => {
  const flat = flatResult("pooled", { value: 0.5, numerator: 1.5, denominator: 3, interval: [0.1, 0.9] });
  assert.deepEqual(flat, {
    value: 0.5,
    lo: 0.1,
    hi: 0.9,
    p90: null,
    count: 1.5,
    n: 3,
    bounds_lo: null,
    bounds_hi: null,
  });
});

test("a latency: the median is the value; not reached is +Infinity, no samples is null", () => {
  const flat = flatResult("latency", { n: 6, median: 3.2, median_interval: [0, null], p90: null });
  assert.deepEqual(flat, {
    value: 3.2,
    lo: 0,
    hi: Infinity,
    p90: Infinity,
    count: null,
    n: 6,
    bounds_lo: null,
    bounds_hi: null,
  });
  const none = flatResult("latency", { n: 0, median: null, median_interval: null, p90: null });
  assert.deepEqual(none, {
    value: null,
    lo: null,
    hi: null,
    p90: null,
    count: null,
    n: 0,
    bounds_lo: null,
    bounds_hi: null,
  });
});
