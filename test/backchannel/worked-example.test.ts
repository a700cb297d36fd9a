/**
 * docs/backchannel.md's worked example, recomputed from the page itself: its input block through
 * the rules must give its row block and its block's counts, values and p-values (numbers as the
 * page rounds them).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  backchannelBlock,
  backchannelRow,
  ineligibleBackchannelRow,
  prepareDistribution,
  type SpanUs,
} from "../../src/backchannel/index.js";
import { toMicros } from "../../src/time.js";
import { REPO } from "../helpers/cli.js";

const PAGE = readFileSync(join(REPO, "docs", "backchannel.md"), "utf8");

/** The JSON block after `<!-- worked-example: NAME -->`. */
function block(name: string): unknown {
  const m = new RegExp(`<!-- worked-example: ${name} -->\\n\`\`\`json\\n([\\s\\S]*?)\\n\`\`\``).exec(PAGE);
  assert.ok(m, `docs/backchannel.md has no worked-example ${name} block`);
  return JSON.parse(m[1]!);
}

/** Equal, numbers within `tol`. */
function near(actual: unknown, expected: unknown, tol: number, path = "$"): void {
  if (typeof expected === "number") {
    assert.equal(typeof actual, "number", path);
    assert.ok(Math.abs((actual as number) - expected) <= tol, `${path}: ${actual} vs ${expected}`);
  } else if (expected !== null && typeof expected === "object") {
    assert.ok(actual !== null && typeof actual === "object", path);
    assert.deepEqual(Object.keys(actual as object), Object.keys(expected), `${path}: keys`);
    for (const [k, v] of Object.entries(expected)) near((actual as Record<string, unknown>)[k], v, tol, `${path}.${k}`);
  } else assert.equal(actual, expected, path);
}

test("the worked example of docs/backchannel.md: the row and the block from its input", () => {
  const input = block("input") as {
    T: number;
    segments_s: [number, number][];
    words: [number, number | null][];
    distribution: Record<string, number[]>;
  };
  const d = prepareDistribution(input.distribution);
  const { row, item } = backchannelRow(
    { sampleId: "icc_backchannel/7", name: "7" },
    input.segments_s.map(([a, b]): SpanUs => [toMicros(a), toMicros(b)]),
    input.words.map(([start, end]) => ({ start, end })),
    toMicros(input.T),
    undefined,
    d,
  );
  near(row, block("row"), 1e-6);
  const other = ineligibleBackchannelRow({ sampleId: "icc_backchannel/70", reasons: ["output.json missing"] }).item;
  const b = backchannelBlock([item, other], undefined, d);
  const expected = block("block") as {
    counts: object;
    values: Record<string, number>;
    p_values: Record<string, number>;
  };
  assert.deepEqual(b.counts, expected.counts);
  const metrics = b.metrics as unknown as Record<
    string,
    { value: number; p_value?: number; interval: [number, number] }
  >;
  for (const [k, v] of Object.entries(expected.values)) near(metrics[k]!.value, v, 1e-6, k);
  for (const [k, v] of Object.entries(expected.p_values)) near(metrics[k]!.p_value, v, 1e-4, `${k}.p_value`);
  // one eligible sample: every bootstrap interval is [value, value]
  for (const k of ["backchannel_rate_per_min", "takeover_s_per_s", "timing_lift", "nonlexical_share"])
    assert.deepEqual(metrics[k]!.interval, [metrics[k]!.value, metrics[k]!.value], k);
});
