/**
 * The assembled result on a small built tree: the --json shape and key order, the comparison with
 * a hash-matched summary.json (flag only beyond 1e-9), the rating and its judge label, and a
 * mismatched summary.json that supplies nothing, not even the rating.
 */
import assert from "node:assert/strict";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { compareValue } from "../../src/official/beside-summary.js";
import { officialConsole } from "../../src/text/console-official.js";
import { officialJsonText, officialReport } from "../../src/official/result.js";
import { computeRows } from "../../src/unified/family.js";
import { loadTree } from "../../src/input/tree/load.js";
import { buildTree, encodeWav, fakeAnalyze, loudSpans, sha, writeJson } from "../helpers/tree.js";

const P = "synthetic_pause_handling" as const;
const TT = "candor_turn_taking" as const;
const UI = "synthetic_user_interruption" as const;

function tree(summary: (hashes: { manifest_sha256: string; asr_sha256: string }) => unknown): string {
  const dir = buildTree([
    { subset: P, name: "1", words: [[1, 1.5]], annotation: [{ timestamp: [3, 4] }] }, // TOR 0, no intrusion
    { subset: P, name: "2", words: [[3.5, 4.8]], annotation: [{ timestamp: [3, 4] }] }, // TOR 1 (1.3 s), intrusion
    {
      subset: TT,
      name: "1",
      words: [
        [5, 5.5],
        [5.6, 6.2],
      ],
      annotation: [{ timestamp: [4, 4.5] }],
    }, // TOR 1, L = 1
    // Speech at S = 2 (exercised); one short word after R: no official take-over.
    {
      subset: UI,
      name: "1",
      samples: 160000,
      words: [[6, 6.5]],
      annotation: [{ timestamp: [2, 4] }],
      wav: encodeWav(
        loudSpans(10, [
          [1, 3],
          [6, 7],
        ]),
      ),
    },
    // Silent at S (not_exercised); 1.5 s of words after R: official take-over with L = 1.
    {
      subset: UI,
      name: "2",
      samples: 160000,
      words: [
        [5, 5.4],
        [5.5, 6.5],
      ],
      annotation: [{ timestamp: [2, 4] }],
      wav: encodeWav(loudSpans(10, [[5, 8]])),
    },
  ]);
  const hashes = {
    manifest_sha256: sha(readFileSync(join(dir, "manifest.json"))),
    asr_sha256: sha(readFileSync(join(dir, "asr.json"))),
  };
  writeJson(join(dir, "summary.json"), summary(hashes));
  return dir;
}

const subsets = {
  synthetic_pause_handling: { result: { "Average take turn": 0.5 }, judge: null },
  candor_turn_taking: { result: { "Average take turn": 1.0, "Average latency": 1.01 }, judge: null },
  synthetic_user_interruption: {
    result: { "Average rating": 4.0, "Average take turn": 0.5000000001, "Average latency": 1.0 },
    judge: { official: false, returned_models: { "qwen3-judge": 2 }, retries: 1 },
  },
};

async function report(dir: string) {
  try {
    const t = await loadTree(dir, fakeAnalyze);
    return officialReport(t, computeRows(t), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("--json: the issue's object shape, in its key order", async () => {
  const r = await report(tree((h) => ({ ...h, subsets })));
  assert.equal(
    officialJsonText(r),
    JSON.stringify(
      {
        subsets: {
          synthetic_pause_handling: {
            tor: 0.5,
            samples: 2,
            pitfalls: {
              official_takeover: 1,
              onset_after_first_pause: 1,
              cross: { both: 1, official_only: 0, unified_only: 0, neither: 1 },
            },
          },
          candor_pause_handling: {
            tor: null,
            samples: 0,
            pitfalls: {
              official_takeover: 0,
              onset_after_first_pause: 0,
              cross: { both: 0, official_only: 0, unified_only: 0, neither: 0 },
            },
          },
          candor_turn_taking: {
            tor: 1,
            latency_s: 1,
            samples: 1,
            pitfalls: { clamped_latencies: 0, non_responders_dropped: 0 },
          },
          synthetic_user_interruption: {
            tor: 0.5,
            latency_s: 1,
            rating: 4,
            samples: 2,
            pitfalls: { not_exercised_in_tor: 1, clamped_latencies: 0 },
          },
        },
      },
      null,
      2,
    ) + "\n",
  );
});

test("a matched summary.json: values side by side, flagged only beyond 1e-9, rating with its judge", async () => {
  const r = await report(tree((h) => ({ ...h, subsets })));
  assert.equal(r.reference.status, "matched");
  const row = (subset: string, key: string) => r.comparison!.find((c) => c.subset === subset && c.key === key)!;
  assert.equal(row(P, "Average take turn").flagged, false);
  assert.equal(row(TT, "Average latency").flagged, true); // 1 vs 1.01
  assert.equal(row(UI, "Average take turn").flagged, false); // 0.5 vs 0.5000000001: 1e-10 apart
  // candor_pause_handling has neither a value nor a summary entry: shown, not flagged.
  assert.deepEqual(
    { ...row("candor_pause_handling", "Average take turn") },
    {
      subset: "candor_pause_handling",
      label: "take-over rate",
      key: "Average take turn",
      official: null,
      reference: null,
      difference: null,
      flagged: false,
    },
  );
  assert.equal(r.ratingJudge, "qwen3-judge");
  assert.ok(r.notes.some((n) => n.includes("retried 1 time")));
  const text = officialConsole(r);
  assert.match(text, /4\.000 \(judge: qwen3-judge\)/);
  assert.match(text, /DIFFERS by 1\.0e-2/);
});

test("a mismatched summary.json supplies nothing, not even the rating", async () => {
  const r = await report(tree((h) => ({ ...h, manifest_sha256: "0".repeat(64), subsets })));
  assert.equal(r.reference.status, "mismatch");
  assert.equal(r.comparison, null);
  assert.equal(r.json.subsets.synthetic_user_interruption.rating, null);
  assert.equal(r.ratingJudge, null);
  const text = officialConsole(r);
  assert.doesNotMatch(text, /summary\.json +flag/);
  assert.match(text, /summary\.json was written from another manifest\.json/);
});

test("flag rule: beyond 1e-9, or only one side has a value when the subset is in summary.json", () => {
  assert.deepEqual(compareValue(0.5, 0.5 + 1e-9 / 2, true).flagged, false);
  assert.deepEqual(compareValue(0.5, 0.5 + 2e-9, true).flagged, true);
  assert.deepEqual(compareValue(null, 0.5, true), { difference: null, flagged: true });
  assert.deepEqual(compareValue(0.5, null, false), { difference: null, flagged: false });
});
