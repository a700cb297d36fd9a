/**
 * The library's v1.5 door: `loadMatchedInput` and `scoreMatchedInput` score the committed v1.5
 * fixture as `score --dataset` does (writeScore writes its bytes), each loader refuses the other
 * version naming the one to use, and a bad yield margin is one line naming the option.
 */
import assert from "node:assert/strict";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";
import {
  loadInput,
  loadMatchedInput,
  MATCHED_METRICS,
  scoreMatchedInput,
  UsageError,
  writeScore,
} from "../../src/api/index.js";
import { FIXTURE_TREE, REPO, runCli, tempDir } from "../helpers/cli.js";

const V15 = join(REPO, "fixtures", "v15");
const vad = { cacheDir: tempDir("fdb-unified-api-cache-") };

test("loadMatchedInput, scoreMatchedInput and writeScore write score --dataset's bytes", async () => {
  const out = tempDir();
  try {
    for (const margin of [0.5, 1]) {
      const dir = join(out, String(margin));
      writeScore(scoreMatchedInput(await loadMatchedInput(V15, { vad }), { yieldMargin: margin }), join(dir, "api"));
      const r = runCli([
        "score",
        "--dataset",
        V15,
        "--out",
        join(dir, "cli"),
        "--quiet",
        "--yield-margin-s",
        String(margin),
      ]);
      assert.equal(r.code, 0, r.stderr);
      for (const f of ["unified.json", "unified-samples.jsonl"])
        assert.equal(
          readFileSync(join(dir, "api", f), "utf8"),
          readFileSync(join(dir, "cli", f), "utf8"),
          `${margin} ${f}`,
        );
    }
    assert.ok(MATCHED_METRICS.some((m) => m.name === "net_yield_rate" && m.better === "closer to 0"));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("each loader refuses the other version, naming the one to use; a bad margin is one line", async () => {
  // one cause (the other loader's input), one error class, in the library's words
  await assert.rejects(loadInput(V15, { vad }), (e: unknown) => {
    assert.ok(e instanceof UsageError);
    assert.match(
      (e as Error).message,
      /^loadInput dir: .*v15 is a Full-Duplex-Bench v1\.5 folder; load it with loadMatchedInput$/,
    );
    return true;
  });
  await assert.rejects(loadMatchedInput(FIXTURE_TREE, { vad }), (e: unknown) => {
    assert.ok(e instanceof UsageError);
    assert.match((e as Error).message, /is a Full-Duplex-Bench v1\.0 input \(tree\); load it with loadInput$/);
    return true;
  });
  const input = await loadMatchedInput(V15, { vad });
  assert.throws(
    () => scoreMatchedInput(input, { yieldMargin: -1 }),
    /^UsageError: scoreMatchedInput options\.yieldMargin: -1 is not/,
  );
});
