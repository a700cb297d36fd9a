/**
 * `fdb-unified compare` end to end on the two fixture trees: `--json` prints exactly the
 * comparison object (the same bytes on every run), `--out` writes only compare.json, the trees
 * are left untouched, the table shows the paired numbers, and bad input exits 2 with one line
 * (different datasets, wrong number of trees, a missing tree).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { after, describe, it } from "node:test";
import { compareInputs, type TreeToCompare } from "../../src/compare/trees.js";
import { loadInput } from "../../src/input/load.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import type { Comparison } from "../../src/compare/types.js";
import { comparisonText } from "../../src/compare/json.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { repoRoot } from "../../fixtures/generator/paths.js";
import { replaceAndRehash } from "../helpers/tree.js";

/** Check, load, score and compare two reference trees with `analyze`; B − A. */
function compareTrees(a: TreeToCompare, b: TreeToCompare, analyze: AnalyzeWavs): Promise<Comparison> {
  return compareInputs(a, b, (x) => loadInput({ kind: x.kind ?? "tree", dir: x.dir }, analyze));
}

const ROOT = repoRoot();
const TREE_A = join(ROOT, "fixtures", "tree");
const TREE_B = join(ROOT, "fixtures", "tree-b");
const BIN = join(ROOT, "bin", "fdb-unified.js");
const cacheDir = mkdtempSync(join(tmpdir(), "fdb-compare-cli-cache-"));
const work = mkdtempSync(join(tmpdir(), "fdb-compare-cli-"));
after(() => {
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

function cli(...args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [BIN, "compare", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: cacheDir },
  });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

function listing(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(`${relative(dir, p)} ${statSync(p).size}`);
    }
  };
  walk(dir);
  return out.sort();
}

describe("fdb-unified compare", () => {
  it("--json prints the comparison object, the same bytes every run, and --out writes only compare.json", async () => {
    const before = [listing(TREE_A), listing(TREE_B)];
    const out = join(work, "out");
    const first = cli("--tree", `A=${TREE_A}`, "--tree", `B=${TREE_B}`, "--json", "--out", out);
    assert.equal(first.code, 0, first.err);
    const second = cli("--tree", `A=${TREE_A}`, "--tree", `B=${TREE_B}`, "--json");
    assert.equal(second.out, first.out);
    // The same object the API gives.
    const api = await compareTrees({ name: "A", dir: TREE_A }, { name: "B", dir: TREE_B }, (p) =>
      analyzeFiles(p, { cacheDir }),
    );
    assert.equal(first.out, comparisonText(api));
    const json = JSON.parse(first.out) as {
      compared: {
        a: { name: string; inputs: Record<string, string> };
        b: { name: string };
        definitions: string;
        tool: { version: string };
      };
    };
    assert.deepEqual(Object.keys(json), ["compared", "subsets"]);
    // What was compared: names, definitions, tool version and each input's hashes.
    assert.equal(json.compared.a.name, "A");
    assert.equal(json.compared.b.name, "B");
    assert.equal(json.compared.definitions, "fdb-v1.0-unified-4");
    assert.equal(json.compared.tool.version, "0.1.0");
    assert.match(json.compared.a.inputs["manifest_sha256"]!, /^[0-9a-f]{64}$/);
    assert.deepEqual(readdirSync(out), ["compare.json"]);
    assert.equal(readFileSync(join(out, "compare.json"), "utf8"), first.out);
    assert.deepEqual([listing(TREE_A), listing(TREE_B)], before, "the trees are not written to");
  });

  it("prints a table naming bare trees by their folder", () => {
    const r = cli("--tree", "fixtures/tree", "--tree", "fixtures/tree-b/");
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /· A = tree · B = tree-b ·/);
    assert.match(
      r.out,
      /synthetic_user_interruption: paired 6 \(eligible in both\) · A eligible 6\/7, coverage 0\.857, exercised 5 · B eligible 6\/7, coverage 0\.857, exercised 4/,
    );
    assert.match(r.out, /exercised, of the 6 eligible in both: both 3 · only A 2 · only B 1 · neither 0/);
    // synthetic pause_intrusion_rate: n 6, paired A 4/6, B 2/6, −2/6, 3 / 1 discordant, p 0.625,
    // then each side's own value and bounds.
    assert.match(
      r.out,
      /pause_intrusion_rate +6 +0\.667 +0\.333 +-0\.333 +\[-?\d\.\d{3}, [+-]?\d\.\d{3}\] +3 \/ 1 +0\.625 +\| +0\.667 +0\.333 +\[0\.667, 0\.667\] +\[0\.333, 0\.333\] +lower/,
    );
    // candor_pause_handling: A paired 3/3, B paired 2/3, own B 2/4 (its 4th sample is unpaired).
    assert.match(
      r.out,
      /pause_intrusion_rate +3 +1\.000 +0\.667 +-0\.333 +\[-1\.000, 0\.000\] +1 \/ 0 +1\.000 +\| +1\.000 +0\.500 /,
    );
    // turn-taking latency: the paired median of A is not reached (its own median is 3.2), so
    // B − A is −∞; the interval's ends fall on −∞ and +∞ (test/compare/fixture-trees.test.ts).
    assert.match(r.out, /response_latency_s +5 +not reached +1\.500 +-∞ +\[-∞, \+∞\] +1\.000 +\| +3\.200 +1\.500/);
    assert.match(r.out, /^p: the paired test's two-sided p: exact McNemar for a share, the exact sign test/m);
    assert.match(r.out, /response_latency_s +3 +0\.960 +2\.000 +\+1\.040 +\[0\.000, \+2\.000\]/);
    assert.match(r.out, /^signature: fdb-unified:0\.1\.0\|defs:fdb-v1\.0-unified-4\+fdb-v1\.0-backchannel-1\|/m);
  });

  it("exits 2 with one line when the trees come from different datasets", () => {
    const copy = join(work, "other");
    cpSync(TREE_B, copy, { recursive: true });
    replaceAndRehash(
      copy,
      "candor_pause_handling",
      "3",
      "pause.json",
      '[{"text": "[PAUSE]", "timestamp": [1.0, 1.5]}]',
    );
    const r = cli("--tree", `A=${TREE_A}`, "--tree", `other=${copy}`, "--json");
    assert.equal(r.code, 2);
    assert.equal(r.out, "");
    assert.match(
      r.err,
      /^error: candor_pause_handling\/3: pause\.json in A differs from pause\.json in other: the trees come from different datasets\n$/,
    );
  });

  it("--help prints the usage and exits 0", () => {
    const r = cli("--help");
    assert.equal(r.code, 0);
    assert.match(
      r.out,
      /^fdb-unified compare: .*\n\nusage: fdb-unified compare --tree\|--dataset \[A=\]DIR --tree\|--dataset \[B=\]DIR \[--subsets NAME,\.\.\.\] \[--out DIR\] \[--json\]/,
    );
  });

  it("exits 2 on a wrong number of trees, an unknown flag or a missing tree", () => {
    for (const args of [
      ["--tree", TREE_A],
      ["--tree", TREE_A, "--tree", TREE_B, "--tree", TREE_A],
      ["--tree", TREE_A, "--dataset", TREE_B, "--dataset", TREE_A],
      ["--tree", TREE_A, "--tree", TREE_B, "--bogus"],
    ]) {
      const r = cli(...args);
      assert.equal(r.code, 2, args.join(" "));
      assert.equal(r.err.split("\n").length, 2, r.err);
    }
    const r = cli("--tree", `A=${TREE_A}`, "--tree", `gone=${join(work, "nope")}`);
    assert.equal(r.code, 2);
    assert.equal(
      r.err,
      `error: --tree ${join(work, "nope")}: no such folder (give a reference tree holding manifest.json, or a plain Full-Duplex-Bench folder with --dataset)\n`,
    );
  });
});
