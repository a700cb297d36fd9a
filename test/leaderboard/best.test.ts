/** Best-marking: direction, ties, "not reached" last, and no best for context or diagnostic metrics. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { METRICS, type Metric } from "../../src/unified/registry.js";
import { bestOf } from "../../src/text/leaderboard.js";

const find = (pred: (m: Metric) => boolean) => METRICS.find(pred)!;
const LOWER = find((m) => m.better === "lower" && !m.diagnostic && m.kind === "share");
const HIGHER = find((m) => m.better === "higher" && !m.diagnostic);
const LATENCY = find((m) => m.kind === "latency" && m.better === "lower");
const CONTEXT = find((m) => m.better === "context");
const DIAGNOSTIC = find((m) => m.diagnostic);

describe("bestOf", () => {
  it("marks the lowest or the highest by direction", () => {
    assert.deepEqual(bestOf(LOWER, [0.3, 0.1, 0.2]), [false, true, false]);
    assert.deepEqual(bestOf(HIGHER, [0.3, 0.1, 0.2]), [true, false, false]);
  });

  it("marks every tied value", () => {
    assert.deepEqual(bestOf(LOWER, [0.1, 0.2, 0.1]), [true, false, true]);
    assert.deepEqual(bestOf(HIGHER, [0.5, 0.5]), [true, true]);
  });

  it("ranks not reached last and never marks it; null has no rank", () => {
    assert.deepEqual(bestOf(LATENCY, [Infinity, 1.5, null]), [false, true, false]);
    assert.deepEqual(bestOf(LATENCY, [Infinity, Infinity]), [false, false]);
  });

  it("never marks a context or a diagnostic metric, nor a lone value", () => {
    assert.deepEqual(bestOf(CONTEXT, [0.1, 0.9]), [false, false]);
    assert.deepEqual(bestOf(DIAGNOSTIC, [0.1, 0.9]), [false, false]);
    assert.deepEqual(bestOf(LOWER, [0.1, null]), [false, false]);
    assert.deepEqual(bestOf(LOWER, [0.1]), [false]);
  });
});

describe("bestOf, closer to 0", () => {
  const NET = { better: "closer to 0", diagnostic: false } as const;

  it("marks the smallest absolute value: −0.1 and +0.1 tie, −0.05 beats +0.1", () => {
    assert.deepEqual(bestOf(NET, [-0.1, 0.1]), [true, true]);
    assert.deepEqual(bestOf(NET, [-0.05, 0.1]), [true, false]);
    assert.deepEqual(bestOf(NET, [0.1, -0.05, 0.2]), [false, true, false]);
    assert.deepEqual(bestOf(NET, [-0.3, -0.2]), [false, true]);
  });

  it("zero is best; null has no rank; a lone value is not marked", () => {
    assert.deepEqual(bestOf(NET, [0, -0.5, 0.5]), [true, false, false]);
    assert.deepEqual(bestOf(NET, [-0, 0]), [true, true]);
    assert.deepEqual(bestOf(NET, [0.2, null, -0.4]), [true, false, false]);
    assert.deepEqual(bestOf(NET, [0.2, null]), [false, false]);
  });

  it("the matched registry's closer-to-0 metrics use it", async () => {
    const { MATCHED_METRICS } = await import("../../src/matched/registry.js");
    const m = MATCHED_METRICS.find((x) => x.better === "closer to 0" && x.kind === "difference")!;
    assert.deepEqual(bestOf(m, [0.25, -0.25, 0.5]), [true, true, false]);
  });
});
