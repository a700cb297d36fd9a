/**
 * Segments from the stored Python probabilities equal silero-vad 6.2.1's, sample for sample,
 * for every case of the reference data (the fixture copy always; the shared set when present).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { speechSegments } from "../../src/vad/segments.js";
import { fixtureSet, settingsOf, sharedRefDir, sharedSet, type RefSet } from "./reference-data.js";

function checkSet(set: RefSet): number {
  let cases = 0;
  for (const f of set.files) {
    assert.equal(f.probs.length, Math.ceil(f.n_samples / 512), `${f.file}: one probability per window`);
    for (const c of f.cases) {
      const got = speechSegments(f.probs, f.n_samples, f.sample_rate, settingsOf(c));
      assert.deepEqual(got, c.segments_samples, `${f.file} ${JSON.stringify(settingsOf(c))}`);
      cases++;
    }
  }
  return cases;
}

test("fixture: all 21 cases from the stored probabilities", () => {
  assert.equal(checkSet(fixtureSet()), 21);
});

test("shared vad-reference: every case from the stored probabilities", (t) => {
  const set = sharedSet();
  if (!set) {
    t.skip(`../shared/vad-reference not found: ${sharedRefDir}`);
    return;
  }
  assert.equal(checkSet(set), 21 * set.files.length);
});
