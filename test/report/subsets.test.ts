/**
 * The report's subset choice on the three fixture systems: the headline table built for the
 * chosen subsets keeps their columns, cells and differences as `table` builds them, and the Holm
 * family shrinks to the kept tests that have a paired sample, adjusted again over that family
 * alone; without --subsets (and no absent subset) the leaderboard is unchanged.
 */
import assert from "node:assert/strict";
import { SUBSETS } from "../../src/input/tree/subsets.js";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { chosenSubsets } from "../../src/metrics/subset-choice.js";
import { scoreSamples } from "../../src/unified/family.js";
import { buildLeaderboard, inFamily, type ScoredSystem } from "../../src/text/leaderboard.js";
import { holmAdjust } from "../../src/stats/holm.js";
import { metricsFor } from "../../src/unified/registry.js";
import { loadTree } from "../../src/input/tree/load.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { FIXTURE_TREE } from "../helpers/cli.js";

async function systems(): Promise<ScoredSystem[]> {
  const cacheDir = mkdtempSync(join(tmpdir(), "fdb-unified-subsets-cache-"));
  const out: ScoredSystem[] = [];
  for (const [name, dir] of [
    ["A", "tree"],
    ["B", "tree-b"],
    ["C", "tree-c"],
  ]) {
    const tree = await loadTree(join(FIXTURE_TREE, "..", dir!), (paths) => analyzeFiles(paths, { cacheDir }));
    out.push({ name: name!, scored: scoreSamples(tree) });
  }
  return out;
}

test("--subsets: the chosen subset's columns and differences, Holm over its paired tests only", async () => {
  const sys = await systems();
  const board = buildLeaderboard(sys, { baseline: "A" });
  const unified = sys.map((x) => x.scored.unified);
  const chosen = (c: ReturnType<typeof chosenSubsets>) => buildLeaderboard(sys, { baseline: "A", subsets: c.chosen });
  assert.equal(chosen(chosenSubsets(SUBSETS, unified)).family, board.family, "every subset shown: the same family");
  assert.deepEqual(chosen(chosenSubsets(SUBSETS, unified)).differences, board.differences);
  const ui = "synthetic_pause_handling";
  const shown = chosen(chosenSubsets(SUBSETS, unified, [ui]));
  assert.ok(shown.columns.length > 0 && shown.columns.every((c) => c.subset === ui));
  const k = board.columns.findIndex((c) => c.subset === ui);
  assert.deepEqual(
    shown.rows.map((r) => r.cells[0]),
    board.rows.map((r) => r.cells[k]),
    "cells as table builds them",
  );
  assert.deepEqual(
    shown.rows.map((r) => Object.keys(r.coverage)),
    [[ui], [ui], [ui]],
  );
  assert.ok(shown.differences.length > 0 && shown.differences.every((d) => d.subset === ui));
  const family = shown.differences.filter((d) => d.p_holm !== null);
  const ranked = metricsFor(ui).filter(inFamily).length;
  assert.equal(family.length, family.filter((d) => d.n > 0).length, "no test over no pair");
  assert.equal(family.length, 2 * ranked);
  assert.match(shown.family!, new RegExp(`^Holm correction over ${family.length} paired tests`));
  assert.deepEqual(
    family.map((d) => d.p_holm),
    holmAdjust(family.map((d) => d.p!)),
    "adjusted over this family alone",
  );
  // By hand: the subset ranks pause_intrusion_rate (a share: exact McNemar, B 0.625 with 3 / 1
  // discordant, C 0.125 with 4 / 0) and intrusion_s_per_pause_s (the swap test over the same 6.8 s
  // of pauses: B's covered seconds equal A's, difference 0, p 1; C covers none where A covers 0.2 s
  // in sample 10 and 0.4 s in 3, and only swapping both or neither reaches |−0.6|/6.8: p 2/4).
  // Holm over 4: 0.125 × 4 = 0.5; 0.5 × 3, 0.625 × 2 and 1 × 1 cap at 1.
  assert.deepEqual(
    family.map((d) => [d.system, d.metric, d.p, d.p_holm]),
    [
      ["B", "pause_intrusion_rate", 0.625, 1],
      ["B", "intrusion_s_per_pause_s", 1, 1],
      ["C", "pause_intrusion_rate", 0.125, 0.5],
      ["C", "intrusion_s_per_pause_s", 0.5, 1],
    ],
  );
  // Over all the tests of the full family every one of them is 1.
  assert.deepEqual(
    board.differences.filter((d) => d.subset === ui && d.p_holm !== null).map((d) => d.p_holm),
    [1, 1, 1, 1],
  );
});
