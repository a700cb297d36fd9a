/**
 * Sample ids that are JavaScript object keys (`__proto__`, `constructor`, `toString`,
 * `hasOwnProperty`) are ordinary ids: a tree of such samples, consistent in manifest.json,
 * asr.json and its folders, is scored, compared with itself, swept, exported and recomputed
 * by `official` like any other.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { loadTree } from "../../src/input/tree/load.js";
import { scoreSamples } from "../../src/unified/family.js";
import { buildTree, fakeAnalyze, writeJson } from "../helpers/tree.js";
import { cli, isOneErrorLine, P, smallSpecs, TT, UI } from "./hostile-tree.js";

const NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty"];
const CACHE = mkdtempSync(join(tmpdir(), "fdb-unified-proto-cache-"));

/** Every scored subset holds all four names. */
function protoTree(): string {
  const specs = NAMES.flatMap((n) =>
    smallSpecs({ p: n, tt: n, ui: n }).filter((s) => s.eligible !== false && s.subset !== "icc_backchannel"),
  );
  return buildTree([
    ...specs,
    { subset: "icc_backchannel", name: "__proto__", samples: 16000, wav: smallSpecs()[4]!.wav! },
  ]);
}

test("a tree whose sample names are object keys loads and scores every sample", async () => {
  const dir = protoTree();
  try {
    const tree = await loadTree(dir, fakeAnalyze);
    for (const subset of [P, TT, UI]) {
      const names = tree.subsets.find((s) => s.subset === subset)!.samples.map((s) => s.name);
      assert.deepEqual([...names].sort(), [...NAMES].sort(), subset);
    }
    const scored = scoreSamples(tree);
    const ids = scored.rows.map((r) => r.sample_id);
    for (const n of NAMES)
      for (const subset of [P, TT, UI]) assert.ok(ids.includes(`${subset}/${n}`), `${subset}/${n}`);
    assert.ok(
      scored.rows.every((r) => r.eligible),
      "every sample eligible",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("score, compare, sweep and official accept them (exit 0) through the CLI", { timeout: 120_000 }, () => {
  const dir = protoTree();
  const out = mkdtempSync(join(tmpdir(), "fdb-unified-proto-out-"));
  try {
    const env = { FDB_UNIFIED_CACHE: CACHE };
    const s = cli(["score", "--tree", dir, "--json"], env);
    assert.equal(s.code, 0, s.stderr);
    const lines = readFileSync(join(dir, "unified-samples.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { sample_id: string });
    for (const n of NAMES)
      assert.ok(
        lines.some((r) => r.sample_id === `${UI}/${n}`),
        n,
      );

    const c = cli(["compare", "--tree", `A=${dir}`, "--tree", `B=${dir}`, "--json", "--out", out], env);
    assert.equal(c.code, 0, c.stderr);
    const w = cli(["sweep", "--tree", dir, "--threshold", "0.5", "--min-silence-ms", "100"], env);
    assert.equal(w.code, 0, w.stderr);
    const o = cli(["official", "--tree", dir, "--json"], env);
    assert.equal(o.code, 0, o.stderr);
    assert.equal(s.stderr + c.stderr + w.stderr + o.stderr, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});

test("an id that is an object key but absent from asr.json is reported as absent, not as [object Object]", () => {
  const dir = buildTree(smallSpecs({ p: "toString" }));
  try {
    const asrPath = join(dir, "asr.json");
    const asr = JSON.parse(readFileSync(asrPath, "utf8"));
    delete asr.subsets[P].transcripts["toString"];
    writeJson(asrPath, asr);
    const r = cli(["score", "--tree", dir, "--quiet"], { FDB_UNIFIED_CACHE: CACHE });
    assert.equal(r.code, 2, r.stderr);
    assert.ok(isOneErrorLine(r.stderr), r.stderr);
    assert.match(r.stderr, /synthetic_pause_handling\/toString: asr\.json has no transcript hash for this sample/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("ineligible reasons, commands and flags named like object keys are ordinary names", () => {
  const dir = buildTree([
    ...smallSpecs(),
    { subset: P, name: "3", eligible: false, reasons: ["__proto__"] },
    { subset: P, name: "4", eligible: false, reasons: ["constructor"] },
  ]);
  try {
    const s = cli(["score", "--tree", dir, "--json"], { FDB_UNIFIED_CACHE: CACHE });
    assert.equal(s.code, 0, s.stderr);
    const reasons = JSON.parse(s.stdout).subsets[P].counts.ineligible_reasons;
    assert.equal(reasons["constructor"], 1);
    // biome-ignore lint/suspicious/noProto: the test checks that a reason named __proto__ is an own, ordinary key
    assert.ok(Object.hasOwn(reasons, "__proto__") && reasons["__proto__"] === 1, JSON.stringify(reasons));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const args of [
    ["constructor"],
    ["__proto__"],
    ["score", "--tree", "x", "--constructor", "1"],
    ["vad", "x.wav", "--toString", "1"],
  ]) {
    const r = cli(args);
    assert.equal(r.code, 2, `${args.join(" ")}: ${r.stderr}`);
    assert.match(r.stderr, /^error: (unknown command|--\w+: unknown flag)/, args.join(" "));
  }
});
