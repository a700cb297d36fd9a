/**
 * The fast exact path: the rebuilt graph is verified against the shipped graph at load, gives
 * bit-identical probabilities on real speech (fixture, and the shared set when present), and
 * any difference on the probe makes the engine fall back to the shipped graph.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readWav } from "../../src/audio/wav.js";
import { modelsFor, pickModel } from "../../src/vad/engine/pick-model.js";
import { fastGraphBytes } from "../../src/vad/engine/fast-graph.js";
import { framesFor } from "../../src/vad/engine/fast-frames.js";
import { fastModelOf, probeAudio, sameAsShipped } from "../../src/vad/engine/fast-model.js";
import { loadModelFile } from "../../src/vad/model-file.js";
import { windowAt, type SileroModel } from "../../src/vad/silero-model.js";
import { probabilitiesOfAll } from "../../src/vad/engine/run-streams.js";
import { fixtureSet, repoRoot, sharedSet } from "./reference-data.js";

const file = loadModelFile();

test("framesFor reflect-pads each window by 64 and lays frames out as rows of [B/8, 32, 256] (one step)", () => {
  const batch = 16;
  const input = new Float32Array(batch * 576).map((_, i) => i); // one [64 + 512] row per stream
  const f = framesFor(input, batch, 1);
  assert.equal(f.length, 2 * 32 * 256);
  // frame (f, s) of a group is row f*8 + s; stream 3, frame 2, tap 10: padded[256 + 10] = row 3, position 266
  assert.equal(f[(2 * 8 + 3) * 256 + 10], 3 * 576 + 266);
  // stream 5, frame 3, tap 191: padded position 575, the last real sample
  assert.equal(f[(3 * 8 + 5) * 256 + 191], 5 * 576 + 575);
  // stream 5, frame 3, tap 255: padded position 639 -> reflected 2*575 - 639 = 511
  assert.equal(f[(3 * 8 + 5) * 256 + 255], 5 * 576 + 511);
  // padded position 576 -> 574 (reflection excludes the edge sample)
  assert.equal(f[(3 * 8 + 0) * 256 + 192], 574);
  // second group, stream 8 + 2, frame 0, tap 0: row 10, position 0; frame 1 starts at 128
  assert.equal(f[(32 + 0 * 8 + 2) * 256], 10 * 576);
  assert.equal(f[(32 + 1 * 8 + 2) * 256], 10 * 576 + 128);
  // every value is some input sample: nothing left unwritten
  const g = framesFor(input, batch, 1, new Float32Array(f.length).fill(-1));
  assert.ok(g.every((v) => v >= 0));
});

test("framesFor with several steps: window (step, b) starts at b * (64 + steps * 512) + step * 512, step-major", () => {
  const [batch, steps] = [4, 6]; // 24 windows, 3 groups
  const span = 64 + steps * 512;
  const input = new Float32Array(batch * span).map((_, i) => i);
  const f = framesFor(input, batch, steps);
  assert.equal(f.length, 24 * 1024);
  for (let w = 0; w < 24; w++) {
    const [step, b] = [Math.floor(w / batch), w % batch];
    const row = b * span + step * 512;
    assert.equal(row, windowAt(b, step, steps, 16000));
    const g = Math.floor(w / 8);
    const s = w % 8;
    for (const [fr, k, p] of [
      [0, 0, 0],
      [1, 5, 133],
      [2, 255, 511],
      [3, 191, 575],
      [3, 192, 574],
      [3, 255, 511],
    ] as const) {
      assert.equal(f[(g * 32 + fr * 8 + s) * 256 + k], row + p, `window ${w}, frame ${fr}, tap ${k}`);
    }
  }
});

test("framesFor gives the same frames when the input sits after the frames in one buffer (copyWithin path)", () => {
  const [batch, steps] = [8, 3];
  const floats = batch * (64 + steps * 512);
  const input = new Float32Array(floats).map((_, i) => ((i * 7919) % 65536) - 32768);
  const apart = framesFor(input, batch, steps);
  const buf = new Float32Array(batch * steps * 1024 + floats).fill(NaN);
  const framesView = buf.subarray(0, batch * steps * 1024);
  const inputView = buf.subarray(batch * steps * 1024);
  inputView.set(input);
  framesFor(inputView, batch, steps, framesView);
  assert.deepEqual(framesView, apart);
  assert.deepEqual(inputView, input); // the input is left as it was
});

test("the fast graph builds on this onnxruntime and agrees with the shipped graph to rounding, on any CPU", async () => {
  // Bit-identity depends on the CPU's kernels (checked below and at load, skipped where it does
  // not hold); building the graph and computing the same function do not, so this always runs.
  const fast = await fastModelOf(await fastGraphBytes(file.bytes));
  try {
    const { shipped } = await modelsFor(file.bytes, file.sha256, { fast: false });
    const set = fixtureSet();
    const x = readWav(join(set.dir, set.files[0]!.file)).samples;
    const streams = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => x.subarray(k * 20000, k * 20000 + 160000));
    const a = await probabilitiesOfAll(shipped, streams, 16000, 8);
    const b = await probabilitiesOfAll(fast, streams, 16000, 8);
    let worst = 0;
    a.forEach((p, k) => {
      assert.equal(b[k]!.length, p.length);
      p.forEach((v, i) => {
        worst = Math.max(worst, Math.abs(v - b[k]![i]!));
      });
    });
    assert.ok(worst < 1e-5, `largest difference ${worst}`);
    assert.ok(
      a.some((p) => p.some((v) => v > 0.5)) && a.some((p) => p.some((v) => v < 0.1)),
      "the audio has speech and pauses",
    );
  } finally {
    await fast.release();
  }
});

test("the fast graph is verified at load and is bit-identical on real speech, batched", async (t) => {
  const models = await modelsFor(file.bytes, file.sha256, { fast: true });
  if (!models.fast) {
    t.skip(`fast path not used on this machine: ${models.fastProblem}`);
    return;
  }
  assert.equal(pickModel(models, 16000), models.fast);
  assert.equal(pickModel(models, 8000), models.shipped);
  const sets = [fixtureSet(), sharedSet()].filter((s): s is NonNullable<typeof s> => s !== null);
  const streams: Int16Array[] = [];
  for (const set of sets)
    for (const f of set.files) {
      const x = readWav(join(set.dir, f.file)).samples;
      for (let k = 0; k < 6; k++) streams.push(x.subarray(k * 40000, x.length - k * 1111));
    }
  const run = (m: SileroModel): Promise<Float32Array[]> => probabilitiesOfAll(m, streams, 16000, 16);
  const a = await run(models.shipped);
  const b = await run(models.fast);
  let n = 0;
  for (let k = 0; k < streams.length; k++) {
    assert.equal(b[k]!.length, a[k]!.length);
    for (let i = 0; i < a[k]!.length; i++, n++)
      assert.ok(Object.is(a[k]![i], b[k]![i]), `stream ${k} window ${i}: ${a[k]![i]} vs ${b[k]![i]}`);
  }
  assert.ok(n > 5000);
});

test("a fast model that differs in one probability fails verification", async () => {
  const models = await modelsFor(file.bytes, file.sha256, { fast: false });
  const shipped = models.shipped;
  let calls = 0;
  const tampered: SileroModel = {
    kind: "tampered",
    windowMultiple: 1,
    maxSteps: 1,
    sampleRates: [16000],
    async infer(input, state, batch, rate, steps) {
      const r = await shipped.infer(input, state, batch, rate, steps);
      if (++calls === 20) r.probs[3] = Math.fround(r.probs[3]! + 1e-7);
      return r;
    },
    release: async () => {},
  };
  assert.equal(await sameAsShipped(shipped, shipped), true);
  assert.equal(await sameAsShipped(tampered, shipped), false);
  assert.equal(probeAudio().length, 16);
});

test("a model the rebuild does not recognise falls back to its shipped graph", async (t) => {
  const other = join(repoRoot, "node_modules", "@jjhbw", "silero-vad", "weights", "silero_vad_16k_op15.onnx");
  if (!existsSync(other)) {
    t.skip(`no second model file to try: ${other}`);
    return;
  }
  const bytes = readFileSync(other);
  const models = await modelsFor(bytes, "op15-test", { fast: true });
  assert.equal(models.fast, null);
  assert.match(models.fastProblem ?? "", /cannot build|differ/);
  assert.equal(pickModel(models, 16000), models.shipped);
});

test("two runs interleaved on one model object give the same probabilities as one after the other", async () => {
  const models = await modelsFor(file.bytes, file.sha256, { fast: true });
  const set = fixtureSet()!;
  const x = readWav(join(set.dir, set.files[0]!.file)).samples;
  const streams = Array.from({ length: 16 }, (_, k) => x.subarray(k * 9000, x.length - k * 3333));
  const run = (m: SileroModel, list: Int16Array[]): Promise<Float32Array[]> => probabilitiesOfAll(m, list, 16000, 8);
  for (const m of [models.shipped, models.fast].filter((v): v is SileroModel => v !== null)) {
    const a = streams.slice(0, 8);
    const b = streams.slice(8);
    const one = [...(await run(m, a)), ...(await run(m, b))];
    const both = (await Promise.all([run(m, a), run(m, b)])).flat();
    both.forEach((p, k) => {
      assert.ok(
        p.every((v, i) => Object.is(v, one[k]![i])),
        `${m.kind} stream ${k}`,
      );
    });
  }
});
