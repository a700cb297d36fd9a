import { test } from "node:test";
import assert from "node:assert/strict";
import * as stats from "../../src/stats/index.js";
import * as rng from "../../src/stats/rng.js";
import * as wilson from "../../src/stats/wilson.js";
import * as quantile from "../../src/stats/quantile.js";
import * as bootstrap from "../../src/stats/bootstrap.js";
import * as bounds from "../../src/stats/bounds.js";
import * as uniformDraws from "../../src/stats/uniform-draws.js";

test("index re-exports every runtime export of the stats modules, unchanged", () => {
  const modules: Record<string, unknown>[] = [rng, uniformDraws, wilson, quantile, bootstrap, bounds];
  const all = stats as Record<string, unknown>;
  let count = 0;
  for (const m of modules) {
    for (const [name, value] of Object.entries(m)) {
      assert.equal(all[name], value, name);
      count++;
    }
  }
  assert.equal(Object.keys(all).length, count);
});
