/**
 * Several time steps per model call: the step count fills about WINDOWS_PER_CALL windows
 * within the model's limits, and runStreams' bookkeeping (context carried between windows and
 * calls, windows past a stream's end, refills, shrinking) gives bit for bit the probabilities
 * of one window per call. Checked with a multi-step wrapper of the shipped graph, which always
 * runs, and with the fast graph where it is in use.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { readWav } from "../../src/audio/wav.js";
import { modelsFor } from "../../src/vad/engine/pick-model.js";
import { loadModelFile } from "../../src/vad/model-file.js";
import { windowAt, type SileroModel } from "../../src/vad/silero-model.js";
import { probabilitiesOfAll, probabilitiesWith, runStreams, stepsFor } from "../../src/vad/engine/run-streams.js";
import { fixtureSet } from "./reference-data.js";

const file = loadModelFile();
const limits = (maxSteps: number, windowMultiple: number): SileroModel =>
  ({ kind: "limits", maxSteps, windowMultiple }) as unknown as SileroModel;

test("stepsFor fills about 512 windows per call, a multiple of the model's window multiple", () => {
  const fast = limits(512, 8);
  assert.equal(stepsFor(fast, 128), 4);
  assert.equal(stepsFor(fast, 64), 8);
  assert.equal(stepsFor(fast, 1), 512);
  assert.equal(stepsFor(fast, 100), 6); // 6 steps = 600 windows, a multiple of 8
  assert.equal(stepsFor(fast, 3), 176); // 171 -> 176 (528 windows; 513 to 525 are not multiples of 8)
  assert.equal(stepsFor(fast, 700), 2); // at least one step; 700 windows is not a multiple of 8, 1400 is
  assert.equal(stepsFor(limits(256, 8), 1), 256); // the model's limit
  assert.equal(stepsFor(limits(1, 1), 1), 1);
  assert.equal(stepsFor(limits(1, 1), 128), 1);
  assert.throws(() => stepsFor(limits(2, 8), 3), /no step count/);
  // at the end of a run: no more steps than the longest stream still needs, rounded up to fit
  assert.equal(stepsFor(fast, 1, 88), 88);
  assert.equal(stepsFor(fast, 1, 89), 96);
  assert.equal(stepsFor(fast, 1, 511), 512);
  assert.equal(stepsFor(fast, 1, 512), 512);
  assert.equal(stepsFor(fast, 1, 513), 512);
  assert.equal(stepsFor(fast, 1, 1000), 512);
  assert.equal(stepsFor(fast, 3, 5), 8); // 5 steps = 15 windows; 8 steps = 24
  assert.equal(stepsFor(fast, 128, 1), 1);
  assert.equal(stepsFor(fast, 100, 1), 2);
  assert.equal(stepsFor(fast, 64, 0), 1); // at least one step
});

test("at the end of a run no window past the longest stream's end is computed", async () => {
  const models = await modelsFor(file.bytes, file.sha256, { fast: false });
  const x = fixtureAudio();
  const model = multiStep(models.shipped, 256, 8);
  let computed = 0;
  const counted: SileroModel = {
    ...model,
    infer: (input, state, batch, rate, steps) => {
      computed += batch * steps;
      return model.infer(input, state, batch, rate, steps);
    },
  };
  // one stream of 600 windows: calls of 256, 256 and 88 steps (88 is a multiple of 8)
  const one = await run(counted, [x.subarray(0, 600 * 512)], 1);
  assert.equal(one[0]!.length, 600);
  assert.equal(computed, 600);
  // two streams of 300 and 100 windows (batch 2, 256 steps, the model's limit): 512 windows, then
  // 44 + 0 left of the longer stream (the shorter one ended): one stream, 48 steps (44 rounded up to 8)
  computed = 0;
  const two = await run(counted, [x.subarray(0, 300 * 512), x.subarray(1000, 1000 + 100 * 512)], 2);
  assert.deepEqual(
    two.map((p) => p.length),
    [300, 100],
  );
  assert.equal(computed, 512 + 48);
});

/** The shipped graph taking `steps` windows per call by looping over them. */
function multiStep(shipped: SileroModel, maxSteps: number, windowMultiple: number): SileroModel {
  return {
    kind: "multi-step shipped",
    maxSteps,
    windowMultiple,
    sampleRates: [16000],
    async infer(input, state, batch, rate, steps) {
      assert.equal((steps * batch) % windowMultiple, 0);
      const width = windowAt(1, 0, 1, rate); // context + window: the span of one stream with one step
      assert.equal(input.length, windowAt(batch, 0, steps, rate));
      const probs = new Float32Array(steps * batch);
      let st = state;
      for (let step = 0; step < steps; step++) {
        const rows = new Float32Array(batch * width);
        for (let b = 0; b < batch; b++)
          rows.set(input.subarray(windowAt(b, step, steps, rate), windowAt(b, step, steps, rate) + width), b * width);
        const out = await shipped.infer(rows, st, batch, rate, 1);
        probs.set(out.probs, step * batch);
        st = out.state;
      }
      return { probs, state: st };
    },
    release: async () => {},
  };
}

const fixtureAudio = (): Int16Array => {
  const set = fixtureSet();
  return readWav(join(set.dir, set.files[0]!.file)).samples;
};

const run = (m: SileroModel, streams: Int16Array[], batchSize: number): Promise<Float32Array[]> =>
  probabilitiesOfAll(m, streams, 16000, batchSize);

test("several steps per call give bit for bit the one-step probabilities (streams of every length)", async () => {
  const models = await modelsFor(file.bytes, file.sha256, { fast: false });
  const x = fixtureAudio();
  const cuts = [x.length, 100000, 51200, 777, 512, 1, 300001, 160000, 20000, 513, 1023];
  const streams = cuts.map((n, k) => x.subarray(k * 1000, k * 1000 + n));
  const expected = await run(models.shipped, streams, 4);
  for (const [maxSteps, multiple, batchSize] of [
    [4, 1, 4],
    [64, 8, 3],
    [256, 8, 1],
    [7, 1, 5],
  ] as const) {
    const got = await run(multiStep(models.shipped, maxSteps, multiple), streams, batchSize);
    got.forEach((p, k) => {
      assert.equal(p.length, Math.ceil(cuts[k]! / 512));
      assert.ok(
        p.every((v, i) => Object.is(v, expected[k]![i])),
        `maxSteps ${maxSteps}, batch ${batchSize}, stream ${k}`,
      );
    });
  }
});

test("the fast graph gives the shipped graph's bits for one stream and for three", async (t) => {
  const models = await modelsFor(file.bytes, file.sha256, { fast: true });
  if (!models.fast) {
    t.skip(`fast path not used on this machine: ${models.fastProblem}`);
    return;
  }
  const x = fixtureAudio();
  const one = await probabilitiesWith(models.fast, x, 16000);
  const ref = await probabilitiesWith(models.shipped, x, 16000);
  assert.equal(one.length, ref.length);
  assert.ok(
    one.every((v, i) => Object.is(v, ref[i])),
    "one stream",
  );
  const three = [x, x.subarray(12345), x.subarray(0, 99999)];
  const a = await run(models.fast, three, 3);
  const b = await run(models.shipped, three, 3);
  a.forEach((p, k) => {
    assert.ok(
      p.every((v, i) => Object.is(v, b[k]![i])),
      `stream ${k} of three`,
    );
  });
});

test("runStreams takes jobs from a queue: the list's probabilities, fewer jobs than slots, an empty queue", async () => {
  const models = await modelsFor(file.bytes, file.sha256, { fast: false });
  const x = fixtureAudio();
  const cuts = [100000, 777, 51200, 1, 20000];
  const streams = cuts.map((n, k) => x.subarray(k * 999, k * 999 + n));
  const expected = await run(models.shipped, streams, 2);
  const queueOf = <T>(items: T[]): { take(): T | null; taken: number } => {
    const q = { taken: 0, take: () => (q.taken < items.length ? items[q.taken++]! : null) };
    return q;
  };
  for (const [model, batchSize] of [
    [models.shipped, 2],
    [models.shipped, 16],
    [multiStep(models.shipped, 64, 8), 3],
  ] as const) {
    const got: Float32Array[] = [];
    const queue = queueOf(
      streams.map((s, k) => ({
        load: () => s,
        done: (p: Float32Array) => {
          got[k] = p;
        },
      })),
    );
    let calls = 0;
    let widest = 0;
    const counted: SileroModel = {
      ...model,
      infer: (input, state, batch, rate, steps) => {
        calls++;
        widest = Math.max(widest, batch);
        return model.infer(input, state, batch, rate, steps);
      },
    };
    await runStreams(counted, 16000, queue, { batchSize });
    assert.equal(queue.taken, streams.length);
    got.forEach((p, k) => {
      assert.ok(
        p.length === expected[k]!.length && p.every((v, i) => Object.is(v, expected[k]![i])),
        `batch ${batchSize}, stream ${k}`,
      );
    });
    assert.equal(got.length, streams.length);
    // a queue of 5 jobs and 16 slots: the idle slots are dropped before the first call
    assert.ok(widest <= Math.min(batchSize, streams.length), `batch ${batchSize}: ${widest} slots in a call`);
    assert.ok(calls > 0);
  }
  let empty = 0;
  await runStreams(
    models.shipped,
    16000,
    {
      take: () => {
        empty++;
        return null;
      },
    },
    { batchSize: 8 },
  );
  assert.equal(empty, 8); // every slot asked once, no model call needed
});
