/**
 * The compare table cannot be misread: on fixtures/tree (A) and fixtures/tree-b (B), where some
 * samples are eligible in one system only (candor_pause_handling/4 in B, candor_turn_taking/2 in
 * A), every printed B − A equals the printed paired B minus the printed paired A within one unit
 * of the last digit, while the own values (right of "|") may not subtract to it.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { repoRoot } from "../../fixtures/generator/paths.js";

const ROOT = repoRoot();
const cacheDir = mkdtempSync(join(tmpdir(), "fdb-compare-printed-"));
after(() => rmSync(cacheDir, { recursive: true, force: true }));

describe("compare: printed B − A", () => {
  it("equals printed B paired minus printed A paired on every row, within one unit of the last digit", () => {
    const r = spawnSync(
      process.execPath,
      [join(ROOT, "bin", "fdb-unified.js"), "compare", "--tree", "fixtures/tree", "--tree", "fixtures/tree-b"],
      {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, FDB_UNIFIED_CACHE: cacheDir },
      },
    );
    assert.equal(r.status, 0, r.stderr);
    let checked = 0;
    let ownDiffers = 0;
    let header: string[] | null = null;
    for (const line of r.stdout.split("\n")) {
      const cells = line.trim().split(/ {2,}/);
      if (cells[0] === "metric") {
        header = cells;
        continue;
      }
      if (!header || cells.length < 9 || !/^[a-z0-9_]+$/.test(cells[0]!)) continue;
      const at = (name: string) => cells[header!.indexOf(name)]!;
      const [a, b, d] = [at("A paired"), at("B paired"), at("B − A")].map(Number);
      if (![a, b, d].every(Number.isFinite)) continue;
      // Values print with three decimals: one unit is 0.001.
      assert.ok(Math.abs(b! - a! - d!) <= 0.001 + 1e-9, `${line}: ${b} − ${a} is not ${d}`);
      checked++;
      const [oa, ob] = [at("A own"), at("B own")].map(Number);
      if (Number.isFinite(oa) && Number.isFinite(ob) && Math.abs(ob! - oa! - d!) > 0.001 + 1e-9) ownDiffers++;
    }
    assert.ok(checked >= 20, `only ${checked} rows checked`);
    assert.ok(ownDiffers > 0, "the fixtures have rows where the own values do not subtract to B − A");
  });
});
