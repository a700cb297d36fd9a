/**
 * The ONNX model run in onnxruntime-node reproduces the Python reference: probabilities within
 * 1e-4 of the stored JIT values and identical segments for every case; batching many streams
 * of different lengths gives bit-for-bit the batch-1 probabilities; 8 kHz runs 256-sample windows.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { readWav } from "../../src/audio/wav.js";
import { loadModelFile } from "../../src/vad/model-file.js";
import { createShippedModel } from "../../src/vad/shipped-model.js";
import type { SileroModel } from "../../src/vad/silero-model.js";
import { probabilitiesOfAll, probabilitiesWith } from "../../src/vad/engine/run-streams.js";
import { speechSegments } from "../../src/vad/segments.js";
import { fixtureSet, settingsOf, sharedRefDir, sharedSet, type RefSet } from "./reference-data.js";

let model: SileroModel | null = null;
async function shipped(): Promise<SileroModel> {
  model ??= await createShippedModel(loadModelFile().bytes);
  return model;
}

async function checkSet(set: RefSet): Promise<void> {
  const m = await shipped();
  for (const f of set.files) {
    const w = readWav(join(set.dir, f.file));
    assert.equal(w.nSamples, f.n_samples);
    const probs = await probabilitiesWith(m, w.samples, 16000);
    assert.equal(probs.length, f.probs.length);
    let maxDiff = 0;
    for (let i = 0; i < probs.length; i++) maxDiff = Math.max(maxDiff, Math.abs(probs[i]! - f.probs[i]!));
    assert.ok(maxDiff < 1e-4, `${f.file}: max probability difference ${maxDiff}`);
    for (const c of f.cases) {
      assert.deepEqual(
        speechSegments(probs, w.nSamples, 16000, settingsOf(c)),
        c.segments_samples,
        `${f.file} ${JSON.stringify(settingsOf(c))}`,
      );
    }
  }
}

test("fixture: model probabilities within 1e-4 and identical segments", async () => {
  await checkSet(fixtureSet());
});

test("shared vad-reference: model probabilities within 1e-4 and identical segments", async (t) => {
  const set = sharedSet();
  if (!set) {
    t.skip(`../shared/vad-reference not found: ${sharedRefDir}`);
    return;
  }
  await checkSet(set);
});

test("batched streams of different lengths equal batch-1 runs bit for bit", async () => {
  const m = await shipped();
  const set = fixtureSet();
  const x = readWav(join(set.dir, set.files[0]!.file)).samples;
  const cuts = [x.length, 100000, 51200, 777, 512, 1, 300001, 160000, 20000];
  const batched = await probabilitiesOfAll(
    m,
    cuts.map((n, k) => x.subarray(k * 1000, k * 1000 + n)),
    16000,
    4,
  );
  for (let k = 0; k < cuts.length; k++) {
    const single = await probabilitiesWith(m, x.subarray(k * 1000, k * 1000 + cuts[k]!), 16000);
    assert.equal(batched[k]!.length, Math.ceil(cuts[k]! / 512));
    assert.deepEqual(Array.from(batched[k]!), Array.from(single), `stream ${k}`);
  }
});

test("8 kHz: one probability per 256 samples, finite, and speech is found in speech", async () => {
  const m = await shipped();
  const set = fixtureSet();
  const x = readWav(join(set.dir, set.files[0]!.file)).samples;
  const down = new Int16Array(Math.floor(x.length / 2));
  for (let i = 0; i < down.length; i++) down[i] = x[2 * i]!; // naive decimation is enough here
  const probs = await probabilitiesWith(m, down, 8000);
  assert.equal(probs.length, Math.ceil(down.length / 256));
  assert.ok(probs.every((p) => p >= 0 && p <= 1));
  const segs = speechSegments(probs, down.length, 8000);
  assert.ok(segs.length >= 5, `expected several segments, got ${segs.length}`);
  assert.ok(segs.every(([s, e]) => s % 256 === 0 && e > s));
});
