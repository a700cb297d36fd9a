/**
 * compareScored on small trees built by test/helpers/tree.ts (fake VAD: loud windows are
 * speech), for what the fixture trees do not show: a sample exercised in neither system, a
 * sample selected in one tree only, and the refusals (definitions versions, datasets).
 */
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { after, describe, it } from "node:test";
import { compareScored } from "../../src/compare/compare.js";
import { checkSameDataset } from "../../src/metrics/same-dataset.js";
import { annotationHashes, readAnnotationHashes } from "../../src/input/tree/load.js";
import { InputError } from "../../src/errors.js";
import { scoreSamples } from "../../src/unified/family.js";
import { loadTree } from "../../src/input/tree/load.js";
import { buildTree, encodeWav, fakeAnalyze, loudSpans, type SampleSpec } from "../helpers/tree.js";

const UI = "synthetic_user_interruption" as const;
const P = "synthetic_pause_handling" as const;
const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** An interruption sample, T = 10 s, S = 2, R = 4, loud over `spans`, words at `words`. */
function ui(name: string, spans: [number, number][], words: [number, number][] = []): SampleSpec {
  return {
    subset: UI,
    name,
    samples: 160000,
    words,
    annotation: [{ timestamp: [2, 4] }],
    wav: encodeWav(loudSpans(10, spans)),
  };
}

async function scored(specs: SampleSpec[]) {
  const dir = buildTree(specs);
  dirs.push(dir);
  return { dir, scored: scoreSamples(await loadTree(dir, fakeAnalyze)) };
}

describe("compareScored on small trees", () => {
  it("fills every cell of the exercised table and pairs only what both exercised", async () => {
    // Speech over S = 2 ([1, 3]) exercises a sample; [6, 7] alone does not.
    // w: both exercised (A stops at 3 and answers at 5; B talks through R).
    // x: A only; y: B only; z: neither; v: eligible in A only; u: in B's manifest only.
    const a = await scored([
      ui(
        "w",
        [
          [1, 3],
          [5, 6],
        ],
        [[5, 5.5]],
      ),
      ui("x", [[1, 3]]),
      ui("y", [[6, 7]]),
      ui("z", [[6, 7]]),
      ui("v", [[1, 3]]),
    ]);
    const b = await scored([
      ui("w", [[1, 5]]),
      ui("x", [[6, 7]]),
      ui("y", [[1, 3]]),
      ui("z", []),
      { subset: UI, name: "v", eligible: false },
      ui("u", [[1, 3]]),
    ]);
    const c = compareScored(a.scored, b.scored);
    const s = c.subsets[UI]!;
    // Eligible in both: w, x, y, z.
    assert.equal(s.paired_n, 4);
    assert.deepEqual(s.exercised, { both: 1, only_a: 1, only_b: 1, neither: 1 });
    // exercised_rate over w, x, y, z: A hits w, x; B hits w, y. Own: A 3/5 (v too), B 3/5 (u too).
    assert.deepEqual(s.metrics.exercised_rate, {
      n: 4,
      paired_a: 2 / 4,
      paired_b: 2 / 4,
      difference: 0,
      interval: s.metrics.exercised_rate!.interval,
      discordant: { a_only: 1, b_only: 1 },
      mcnemar_p: 1,
      own_a: 3 / 5,
      own_b: 3 / 5,
    });
    // The other metrics pair w alone: A responds 1.0 s after R, B speaks through R.
    const end = s.metrics.speaking_at_end_rate!;
    assert.deepEqual([end.n, end.difference, end.interval, end.discordant], [1, 1, [1, 1], { a_only: 0, b_only: 1 }]);
    // A's own median is over its exercised w, x, v: 1.0, ∞, ∞ (x and v stop and say nothing), so
    // the 2nd of 3 is not reached; B's is over w, y, u, none responding. Paired: A 1.0, B ∞, so
    // every resample is +∞ and both endpoints are not reached.
    assert.deepEqual(s.metrics.response_latency_s, {
      n: 1,
      paired_a: 1,
      paired_b: null,
      difference: null,
      interval: [null, null],
      infinite: { difference: "inf", low: "inf", high: "inf" },
      sign_test_p: 1, // one pair, B later: 2 · 1/2
      own_a: null,
      own_b: null,
    });
    // Subsets without a selected sample in either tree are left out, and named.
    assert.equal(c.subsets[P], undefined);
    assert.ok(c.empty_subsets!.includes(P));
  });

  it("refuses different definitions versions", async () => {
    const a = await scored([ui("w", [[1, 3]])]);
    const b = await scored([ui("w", [[1, 3]])]);
    const older = { ...b.scored, unified: { ...b.scored.unified, definitions: "fdb-v1.0-unified-3" } };
    assert.throws(
      () => compareScored(a.scored, older, { names: ["sys1", "sys2"] }),
      (e: unknown) =>
        e instanceof InputError &&
        /^definitions: sys1 was scored with fdb-v1\.0-unified-4 and sys2 with fdb-v1\.0-unified-3/.test(e.message),
    );
  });

  it("refuses trees whose shared samples have different annotations", async () => {
    const pause = (name: string, b: number): SampleSpec => ({
      subset: P,
      name,
      words: [],
      annotation: [{ timestamp: [3, b] }],
    });
    const a = await scored([pause("1", 4), pause("2", 4)]);
    const b = await scored([pause("1", 4), pause("2", 5)]);
    // From the manifests' hashes (what the CLI checks first).
    assert.throws(
      () => checkSameDataset(readAnnotationHashes(a.dir), readAnnotationHashes(b.dir), ["A", "B"]),
      (e: unknown) =>
        e instanceof InputError &&
        /^synthetic_pause_handling\/2: pause\.json in A differs from pause\.json in B: the trees come from different datasets$/.test(
          e.message,
        ),
    );
    // Without the manifests, from the annotation times of samples eligible in both.
    assert.throws(
      () => compareScored(a.scored, b.scored),
      (e: unknown) =>
        e instanceof InputError &&
        /^synthetic_pause_handling\/2: T or annotation times differ between A and B/.test(e.message),
    );
  });

  it("compares only annotation hashes both manifest rows list", () => {
    const row = (id: string, files: Record<string, string>) => ({
      sample_id: id,
      subset: P,
      task: "pause_handling",
      eligible: true,
      reasons: [],
      files,
    });
    const h = (c: string) => c.repeat(64);
    const a = annotationHashes({
      samples: [row(`${P}/1`, { "pause.json": h("a") }), row(`${P}/2`, { "pause.json": h("b") })],
    });
    // Sample 1 is ineligible in B (files {}), sample 2 is absent from B, output.wav is not an annotation.
    const b = annotationHashes({
      samples: [row(`${P}/1`, {}), row(`${P}/3`, { "pause.json": h("c"), "output.wav": h("d") })],
    });
    assert.doesNotThrow(() => checkSameDataset(a, b));
    assert.deepEqual(b.get(`${P}/3`), { "pause.json": h("c") });
  });
});
