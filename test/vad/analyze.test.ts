/**
 * analyzeFiles: results in input order with file hashes and formats, probabilities only for
 * 16/8 kHz mono PCM16, worker threads (fast path) giving the shipped graph's probabilities, and
 * unreadable inputs reported with their path.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readWav } from "../../src/audio/wav.js";
import { InputError } from "../../src/errors.js";
import { analyzeFiles, probabilitiesFor } from "../../src/vad/engine/analyze.js";
import { VadInputError } from "../../src/errors.js";
import { loadModelFile, SILERO_V62_ONNX_SHA256 } from "../../src/vad/model-file.js";
import { modelsFor } from "../../src/vad/engine/pick-model.js";
import { runStreams } from "../../src/vad/engine/run-streams.js";
import { workerScript } from "../../src/vad/engine/pool.js";
import { fixtureDir } from "./reference-data.js";
import { writeWav } from "./wav-helpers.js";

const fixture = readWav(join(fixtureDir, "espeak_dialogue_noisy.wav")).samples;

test("formats other than 16/8 kHz mono PCM16 get null probabilities; order and hashes kept", async () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-vad-an-"));
  try {
    const x = fixture.subarray(0, 16000 * 3);
    const files = {
      ok16: join(dir, "ok16.wav"),
      stereo: join(dir, "stereo.wav"),
      r44: join(dir, "r44.wav"),
      float: join(dir, "float.wav"),
      ok8: join(dir, "ok8.wav"),
    };
    writeWav(files.ok16, x);
    writeWav(files.stereo, x, { channels: 2 });
    writeWav(files.r44, x, { sampleRate: 44100 });
    writeWav(files.float, new Uint8Array(x.buffer, x.byteOffset, x.byteLength), { formatTag: 3, bitDepth: 32 });
    writeWav(files.ok8, x.subarray(0, 8000 * 3), { sampleRate: 8000 });
    const paths = Object.values(files);
    const r = await analyzeFiles(paths, { noCache: true, jobs: 1 });
    assert.equal(r.modelSha256, SILERO_V62_ONNX_SHA256);
    assert.match(r.runtime, /^onnxruntime-node \d+\.\d+\.\d+$/);
    assert.deepEqual(
      r.results.map((f) => f.path),
      paths,
    );
    for (const f of r.results)
      assert.equal(f.fileSha256, createHash("sha256").update(readFileSync(f.path)).digest("hex"));
    const [ok16, stereo, r44, flt, ok8] = r.results;
    assert.equal(ok16!.probs!.length, Math.ceil(48000 / 512));
    assert.deepEqual([stereo!.channels, stereo!.nSamples, stereo!.probs], [2, 24000, null]);
    assert.deepEqual([r44!.sampleRate, r44!.probs], [44100, null]);
    assert.deepEqual([flt!.bitDepth, flt!.probs], [32, null]);
    assert.equal(ok8!.probs!.length, Math.ceil(24000 / 256));
    assert.deepEqual(Array.from(ok16!.probs!), Array.from(await probabilitiesFor(x, 16000)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("unreadable inputs are InputErrors naming the file", async () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-vad-an-"));
  try {
    const junk = join(dir, "junk.wav");
    writeFileSync(junk, "this is not audio");
    await assert.rejects(
      analyzeFiles([junk], { noCache: true }),
      (e: unknown) => e instanceof VadInputError && e.message.startsWith(junk),
    );
    await assert.rejects(
      analyzeFiles([join(dir, "missing.wav")], { noCache: true }),
      (e: unknown) => e instanceof InputError && /missing\.wav: file is missing$/.test(e.message),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("worker threads give the shipped graph's probabilities, in input order", async () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-vad-an-"));
  try {
    // 8 files of about 80 s, on workers even though they would not pay for their set-up here
    const streams: Int16Array[] = [];
    const paths: string[] = [];
    for (let k = 0; k < 8; k++) {
      const n = 16000 * 80 - k * 777;
      const x = new Int16Array(n);
      for (let i = 0; i < n; i++) x[i] = fixture[(k * 3000 + i) % fixture.length]!;
      const p = join(dir, `f${k}.wav`);
      writeWav(p, x);
      streams.push(x);
      paths.push(p);
    }
    assert.ok(workerScript(), "the compiled worker script is there, so workers are used");
    const progress: number[] = [];
    const onWorkers = await analyzeFiles(paths, {
      noCache: true,
      jobs: 2,
      audioPerWorkerS: 1,
      onProgress: (p) => progress.push(p.filesDone),
    });
    assert.equal(progress.at(-1), 8);
    const file = loadModelFile();
    const { shipped } = await modelsFor(file.bytes, file.sha256, { fast: false });
    const expected: Float32Array[] = [];
    await runStreams(
      shipped,
      16000,
      streams.map((x, k) => ({
        load: () => x,
        done: (p: Float32Array) => {
          expected[k] = p;
        },
      })),
      { batchSize: 8 },
    );
    for (let k = 0; k < 8; k++) {
      assert.equal(onWorkers.results[k]!.path, paths[k]);
      assert.deepEqual(Array.from(onWorkers.results[k]!.probs!), Array.from(expected[k]!), `file ${k}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
