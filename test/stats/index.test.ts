import { test } from "node:test";
import assert from "node:assert/strict";
import * as stats from "../../src/stats/index.js";
import * as rng from "../../src/stats/rng.js";
import * as wilson from "../../src/stats/wilson.js";
import * as quantile from "../../src/stats/quantile.js";
import * as bootstrap from "../../src/stats/bootstrap.js";
import * as bootstrapDraws from "../../src/stats/bootstrap-draws.js";
import * as bootstrapMedian from "../../src/stats/bootstrap-median.js";
import * as bootstrapRatio from "../../src/stats/bootstrap-ratio.js";
import * as bounds from "../../src/stats/bounds.js";

/** The memoized arrays the intervals share: never handed out, so never re-exported. */
const INTERNAL = new Set(["sharedIndices", "sharedMultiplicities"]);

test("index re-exports every runtime export of the stats modules, unchanged, and not the shared draws", () => {
  const modules: Record<string, unknown>[] = [
    rng,
    wilson,
    quantile,
    bootstrap,
    bootstrapDraws,
    bootstrapMedian,
    bootstrapRatio,
    bounds,
  ];
  const all = stats as Record<string, unknown>;
  let count = 0;
  for (const m of modules) {
    for (const [name, value] of Object.entries(m)) {
      if (INTERNAL.has(name)) {
        assert.equal(all[name], undefined, name);
        continue;
      }
      assert.equal(all[name], value, name);
      count++;
    }
  }
  assert.deepEqual(
    [...INTERNAL].filter((name) => !(name in bootstrapDraws)),
    [],
  );
  assert.equal(Object.keys(all).length, count);
});
