import assert from "node:assert/strict";
import { test } from "node:test";
import type { LoadedMatchedInput } from "../../src/input/v15/loaded.js";
import { scoreMatched } from "../../src/matched/family.js";
import { segmentsOf } from "../../src/matched/row.js";
import { audio } from "./build.js";
import { toMicros } from "../../src/time.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";

function input(): LoadedMatchedInput {
  const base = { s_us: toMicros(2), e_us: toMicros(3), T_us: toMicros(8), T_clean_us: toMicros(8) };
  return {
    version: "v1.5",
    source: { kind: "dataset", dir: "x" },
    inputs: { dataset: "x" },
    vad: { modelSha256: "m", runtime: "r" },
    subsets: [
      {
        subset: "user_interruption",
        declared: 3,
        samples: [
          {
            sampleId: "user_interruption/1",
            subset: "user_interruption",
            name: "1",
            eligible: true,
            ...base,
            output: audio(8, [[0, 2.3]]),
            clean_output: audio(8, [[0, 5]]),
            inputs_identical: true,
            outputs_identical: false,
          },
          {
            sampleId: "user_interruption/2",
            subset: "user_interruption",
            name: "2",
            eligible: false,
            reasons: ["clean_output.wav missing"],
          },
        ],
      },
    ],
  };
}

test("segments of an output are its speech windows, in seconds", () => {
  const segs = segmentsOf(audio(4, [[1, 2]]), DEFAULT_VAD_SETTINGS);
  assert.equal(segs.length, 1);
  assert.ok(Math.abs(segs[0].start - 1) < 0.1 && Math.abs(segs[0].end - 2) < 0.1, JSON.stringify(segs));
});

test("scoreMatched: a yield, an ineligible sample, the header and the coverage", () => {
  const { rows, unified } = scoreMatched(input());
  assert.equal(rows.length, 2);
  const r = rows[0];
  assert.ok(r.eligible);
  assert.equal(r.outcome, "yielded");
  assert.equal(rows[1].eligible, false);
  const ui = unified.subsets.user_interruption!;
  assert.equal(unified.definitions, "fdb-v1.5-matched-1");
  assert.equal(unified.yield_margin_s, 0.5);
  assert.deepEqual(Object.keys(unified.subsets), ["user_interruption"]);
  assert.equal(ui.counts.declared, 3);
  assert.equal(ui.counts.yielded, 1);
  assert.deepEqual(ui.counts.ineligible_reasons, { "clean_output.wav missing": 1 });
  assert.equal(ui.coverage, 0.5);
  // a margin wider than the 2.7 s difference makes it continue
  const wide = scoreMatched(input(), DEFAULT_VAD_SETTINGS, 3).rows[0];
  assert.ok(wide.eligible && wide.outcome === "continued");
});
