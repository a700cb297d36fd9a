/**
 * The sweep's shared basis: under any setting its rows are exactly the core's `computeRows`
 * (other subsets' rows made once, the interruption rows re-segmented), and a sweep over the
 * basis equals one setting at a time on the bare tree, bootstrap intervals included.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { computeRows } from "../../src/metrics/score.js";
import { sweepBasis, sweptRows, type SweepBasis } from "../../src/sweep/basis.js";
import { DEFAULT_SWEEP_GRID, gridSettings } from "../../src/sweep/grid.js";
import { SWEEP_SUBSET, sweepSetting, sweepTree } from "../../src/sweep/sweep.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../../src/vad/settings.js";
import { loadFixture } from "../charts/fixture.js";

const settings = gridSettings(DEFAULT_SWEEP_GRID);

/** Every row under `vad`, in output order, from the basis: the swept subset's rows and the others' shared ones. */
const rowsUnder = (basis: SweepBasis, vad: VadSettings) =>
  basis.tree.subsets.flatMap((s) =>
    s.subset === basis.subset ? sweptRows(basis, vad) : basis.otherRows().get(s.subset)!,
  );

test("the basis gives computeRows' rows under every setting of the grid", async () => {
  const tree = await loadFixture();
  const basis = sweepBasis(tree, SWEEP_SUBSET, DEFAULT_VAD_SETTINGS);
  assert.ok(
    basis.swept.some((s) => s.fixed === null),
    "some interruption rows depend on the setting",
  );
  let differ = 0;
  for (const v of settings) {
    const rows = rowsUnder(basis, v);
    assert.deepEqual(rows, computeRows(tree, v));
    if (JSON.stringify(sweptRows(basis, v)) !== JSON.stringify(sweptRows(basis, DEFAULT_VAD_SETTINGS))) differ++;
  }
  assert.ok(differ > 0, "the grid changes some interruption rows");
  // the other subsets' rows are made once and shared
  assert.equal(basis.otherRows(), basis.otherRows());
});

test("a sweep over the shared basis equals each setting computed on its own", async () => {
  const tree = await loadFixture();
  const sweep = sweepTree(tree, settings);
  const basis = sweepBasis(tree, SWEEP_SUBSET, DEFAULT_VAD_SETTINGS);
  settings.forEach((v, k) => {
    assert.deepEqual(sweep.settings[k], sweepSetting(tree, v));
    assert.deepEqual(sweep.settings[k], sweepSetting(basis, v));
  });
});
