/**
 * A stochastic system with no reaction to the overlap: the output and the control are drawn
 * independently from the same distribution (answers of a few phrases with pauses, some ending
 * near the onset, and later replies at times that ignore the overlap). Over 200 seeded datasets,
 * every net rate must be unbiased (its mean within 3 standard errors of 0) and its 95% interval
 * must cover 0 in at least 90% of them.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { aggregateMatchedSubset } from "../../src/matched/aggregate.js";
import type { DifferenceResult } from "../../src/metrics/kind-difference.js";
import type { MatchedSubset } from "../../src/matched/constants.js";
import { matchedRow } from "../../src/matched/row.js";
import type { Segment } from "../../src/matched/row.js";
import { createRng, type Uint32Source } from "../../src/stats/rng.js";

const DATASETS = 200;
const SAMPLES = 60;

const uniform = (rng: Uint32Source, a: number, b: number) => a + ((b - a) * rng.nextUint32()) / 2 ** 32;
/** Seconds on a 1 ms grid, as segment ends from a 16 kHz VAD would be on a grid. */
const ms = (x: number) => Math.round(x * 1000) / 1000;

/** One run of the model: it knows nothing of the overlap, only of the clock. */
function draw(rng: Uint32Source, s: number, T: number): Segment[] {
  const out: Segment[] = [];
  let t = uniform(rng, 0.2, 1.5);
  // the answer: its length spread so that some end just before or after the onset
  const end = uniform(rng, s - 2, s + 4);
  while (t < end) {
    const len = uniform(rng, 0.3, 2.5);
    out.push({ start: ms(t), end: ms(Math.min(t + len, end)) });
    t += len + uniform(rng, 0.05, 1.0);
  }
  // sometimes a later reply, at a time that ignores the overlap
  if (rng.nextUint32() % 2 === 0) {
    const start = uniform(rng, Math.max(t, s - 1), T);
    out.push({ start: ms(start), end: ms(Math.min(T, start + uniform(rng, 0.3, 2))) });
  }
  return out.filter((g) => g.end > g.start);
}

function dataset(rng: Uint32Source, subset: MatchedSubset) {
  const items = [];
  for (let i = 0; i < SAMPLES; i++) {
    const s = ms(uniform(rng, 3, 8));
    const e = ms(s + uniform(rng, 0.5, 2.5));
    const T = ms(e + uniform(rng, 0.5, 8));
    const segments = draw(rng, s, T);
    const clean_segments = draw(rng, s, T);
    const id = `${subset}/${String(i).padStart(3, "0")}`;
    const input = {
      sample_id: id,
      subset,
      s,
      e,
      T,
      T_clean: T,
      segments,
      clean_segments,
      inputs: true,
      outputs: false,
    };
    items.push(matchedRow(input));
  }
  return aggregateMatchedSubset(subset, SAMPLES, items, 0.5);
}

test("no reaction to the overlap: every net rate is unbiased and its interval covers 0", () => {
  const rng = createRng(20240501);
  const seen = new Map<string, { values: number[]; covered: number; total: number }>();
  for (let k = 0; k < DATASETS; k++) {
    for (const subset of ["user_interruption", "background_speech"] as const) {
      const result = dataset(rng, subset);
      for (const [name, r] of Object.entries(result.metrics)) {
        if (!("sign_test_p" in r)) continue;
        const d = r as DifferenceResult;
        const key = `${subset} ${name}`;
        const entry = seen.get(key) ?? { values: [], covered: 0, total: 0 };
        seen.set(key, entry);
        if (d.value === null || d.interval === null) continue;
        entry.values.push(d.value);
        entry.total++;
        if (d.interval[0] <= 0 && 0 <= d.interval[1]) entry.covered++;
      }
    }
  }
  assert.equal(seen.size, 6 + 4);
  for (const [key, { values, covered, total }] of seen) {
    assert.ok(total >= DATASETS * 0.9, `${key}: only ${total} datasets with a value`);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
    const se = sd / Math.sqrt(values.length);
    assert.ok(Math.abs(mean) <= 3 * se || (sd === 0 && mean === 0), `${key}: mean ${mean}, se ${se}`);
    assert.ok(covered / total >= 0.9, `${key}: the interval covers 0 in ${covered} of ${total}`);
  }
  // the system is exercised often enough for the nets to mean something
  const yields = seen.get("user_interruption net_yield_rate")!;
  assert.ok(yields.values.some((v) => v !== 0));
});
