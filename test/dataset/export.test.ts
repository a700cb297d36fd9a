/**
 * `export-tree` on fixtures/plain: the written folder is a reference-shaped tree that the tree
 * loader accepts (hashes pinned by manifest.json and asr.json), and scoring it gives the same rows
 * as scoring the plain folder, and its outputs share VAD cache entries with the plain folder's.
 * The output folder must be new and outside the dataset.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { floatToPcm16 } from "../../src/audio/encode.js";
import { readWav } from "../../src/audio/wav.js";
import { toneSpans } from "../../fixtures/plain/generate.js";
import { exportTree } from "../../src/input/plain/export.js";
import { loadDataset } from "../../src/input/plain/load.js";
import { InputError } from "../../src/errors.js";
import { scoreSamples } from "../../src/unified/family.js";
import { loadTree } from "../../src/input/tree/load.js";
import type { AnalyzeWavs } from "../../src/input/tree/loaded-input.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { fakeAnalyze } from "../helpers/tree.js";
import { PLAIN_FIXTURE, snapshot } from "./build.js";

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

function withOut<T>(fn: (out: string, parent: string) => T): T {
  const parent = mkdtempSync(join(tmpdir(), "fdb-unified-export-test-"));
  try {
    return fn(join(parent, "tree"), parent);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}

test("the exported tree loads in tree mode and scores to the same rows", async () => {
  const fromDataset = scoreSamples(await loadDataset(PLAIN_FIXTURE(), fakeAnalyze));
  await withOut(async (out, parent) => {
    const before = snapshot(PLAIN_FIXTURE());
    const summary = exportTree(PLAIN_FIXTURE(), out);
    assert.deepEqual(snapshot(PLAIN_FIXTURE()), before, "the dataset is only read");
    // 17 sample folders found, 13 eligible (fixtures/plain/README.md)
    assert.equal(summary.samples, 17);
    assert.equal(summary.eligible, 13);
    assert.equal(summary.datasetSha256, (fromDataset.unified.inputs as { dataset_sha256: string }).dataset_sha256);
    // only the tree is left in the parent: no staging folder
    assert.deepEqual(readdirSync(parent), ["tree"]);
    const fromTree = scoreSamples(await loadTree(out, fakeAnalyze));
    assert.deepEqual(fromTree.rows, fromDataset.rows);
    assert.deepEqual(fromTree.unified.subsets, fromDataset.unified.subsets);
  });
});

test("manifest rows and output.wav files follow the reference-tree shape", () => {
  withOut((out) => {
    exportTree(PLAIN_FIXTURE(), out);
    const manifest = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8"));
    const ids = manifest.samples.map((r: { sample_id: string }) => r.sample_id);
    assert.deepEqual(ids, [...ids].sort());
    assert.deepEqual(manifest.counts.synthetic_pause_handling, { selected: 3, eligible: 1 });
    const ineligible = manifest.samples.find(
      (r: { sample_id: string }) => r.sample_id === "synthetic_user_interruption/4",
    );
    assert.deepEqual(ineligible, {
      sample_id: "synthetic_user_interruption/4",
      subset: "synthetic_user_interruption",
      task: "user_interruption",
      eligible: false,
      reasons: ["output.json missing"],
      flags: [],
      files: {},
    });
    assert.ok(!existsSync(join(out, "synthetic_user_interruption", "4")), "no folder for an ineligible sample");
    const row = manifest.samples.find((r: { sample_id: string }) => r.sample_id === "synthetic_user_interruption/1");
    // 3 s at 16 kHz; native 24 kHz mono 72000 frames, resampled 2/3
    assert.deepEqual(row.input, { samples: 48000, sample_rate: 16000, duration_s: 3 });
    assert.equal(row.output.native_rate, 24000);
    assert.deepEqual([row.output.resample.up, row.output.resample.down], [2, 3]);
    const wav = readFileSync(join(out, "synthetic_user_interruption", "1", "output.wav"));
    assert.equal(row.files["output.wav"], sha(wav));
    const w = readWav(join(out, "synthetic_user_interruption", "1", "output.wav"));
    assert.deepEqual([w.sampleRate, w.channels, w.bitDepth, w.nSamples], [16000, 1, 16, 48000]);
    // 16 kHz mono of the right length is copied byte for byte
    assert.deepEqual(
      readFileSync(join(out, "synthetic_user_interruption", "2", "output.wav")),
      readFileSync(join(PLAIN_FIXTURE(), "synthetic_user_interruption", "2", "output.wav")),
    );
    // another encoding is written as PCM16 and keeps its native encoding in the manifest: the
    // float32 16 kHz output of 9 holds int16 / 32768, so round_half_even(x · 32768) gives the
    // int16 values back
    const row9 = manifest.samples.find((r: { sample_id: string }) => r.sample_id === "synthetic_user_interruption/9");
    assert.deepEqual(row9.output, {
      native_rate: 16000,
      native_channels: 1,
      native_frames: 12000,
      native_encoding: "float32",
      resample: null,
      converted: true,
    });
    const w9 = readWav(join(out, "synthetic_user_interruption", "9", "output.wav"));
    assert.deepEqual([w9.sampleRate, w9.channels, w9.bitDepth, w9.nSamples], [16000, 1, 16, 12000]);
    assert.deepEqual(w9.samples, toneSpans(0.75, 16000, [[0.1, 0.35]]));
    const row6 = manifest.samples.find((r: { sample_id: string }) => r.sample_id === "synthetic_user_interruption/6");
    assert.deepEqual(
      [row6.output.native_encoding, row6.output.native_rate, row6.output.native_frames],
      ["pcm24", 48000, 24000],
    );
    assert.deepEqual([row6.output.resample.up, row6.output.resample.down], [1, 3]);
    assert.equal(
      manifest.samples.find((r: { sample_id: string }) => r.sample_id === "synthetic_user_interruption/2").output
        .native_encoding,
      "pcm16",
    );
    // the annotation and output.json are byte copies, pinned by manifest.json and asr.json
    const ann = readFileSync(
      join(PLAIN_FIXTURE(), "synthetic_pause_handling", "synthetic_pause_handling", "1", "pause.json"),
    );
    assert.equal(
      manifest.samples.find((r: { sample_id: string }) => r.sample_id === "synthetic_pause_handling/1").files[
        "pause.json"
      ],
      sha(ann),
    );
    const asr = JSON.parse(readFileSync(join(out, "asr.json"), "utf8"));
    const transcript = readFileSync(join(PLAIN_FIXTURE(), "icc_backchannel", "icc_backchannel", "0", "output.json"));
    assert.equal(asr.subsets.icc_backchannel.transcripts["0"], sha(transcript));
    assert.equal(asr.subsets.synthetic_user_interruption.task, "user_interruption");
    assert.equal(asr.subsets.candor_turn_taking.task, "default");
  });
});

test("the output folder must be new and outside the dataset", () => {
  withOut((out) => {
    mkdirSync(out);
    assert.throws(
      () => exportTree(PLAIN_FIXTURE(), out),
      (e: unknown) => e instanceof InputError && /already exists/.test(e.message),
    );
  });
  assert.throws(
    () => exportTree(PLAIN_FIXTURE(), join(PLAIN_FIXTURE(), "exported")),
    (e: unknown) => e instanceof InputError && /inside the dataset/.test(e.message),
  );
  assert.ok(!existsSync(join(PLAIN_FIXTURE(), "exported")));
});

test("float to PCM16 is round_half_even(x · 32768), clipped to [-32768, 32767]", () => {
  const x = [
    0,
    0.5 / 32768,
    1.5 / 32768,
    2.5 / 32768,
    -0.5 / 32768,
    -1.5 / 32768,
    0.6 / 32768,
    1,
    -1,
    1.5,
    -1.5,
    32767 / 32768,
    -32768 / 32768,
  ];
  assert.deepEqual(Array.from(floatToPcm16(x)), [0, 0, 2, 2, 0, -2, 1, 32767, -32768, 32767, -32768, 32767, -32768]);
});

test("a failed export leaves no folder behind", async () => {
  const { buildPlain, sampleFiles } = await import("./build.js");
  const float = Buffer.from(readFileSync(join(PLAIN_FIXTURE(), "synthetic_user_interruption", "2", "output.wav")));
  float.writeUInt16LE(3, 20); // format tag 3: IEEE float, 16-bit, which cannot be decoded
  const dataset = buildPlain(
    sampleFiles("synthetic_user_interruption/1", "interrupt.json", [{ timestamp: [1, 1.5] }], { wav: float }),
  );
  try {
    withOut((out, parent) => {
      assert.throws(
        () => exportTree(dataset, out),
        /^ProblemError: synthetic_user_interruption\/1: output\.wav: 16-bit float cannot be decoded/,
      );
      assert.deepEqual(readdirSync(parent), []);
    });
  } finally {
    rmSync(dataset, { recursive: true, force: true });
  }
});

test("the exported tree's outputs hit the VAD cache its plain folder filled, except those the export re-encoded", async () => {
  await withOut(async (out, parent) => {
    const cacheDir = join(parent, "cache");
    const seen: { path: string; cached: boolean }[] = [];
    const analyze: AnalyzeWavs = async (paths, inputRoot, opts) => {
      const r = await analyzeFiles(paths, {
        inputRoot,
        cacheDir,
        jobs: 1,
        anyEncoding: opts?.anyEncoding,
        beforeCompute: opts?.beforeCompute,
      });
      r.results.forEach((x) => {
        seen.push({ path: x.path, cached: x.cached });
      });
      return r;
    };
    await loadDataset(PLAIN_FIXTURE(), analyze);
    exportTree(PLAIN_FIXTURE(), out);
    seen.length = 0;
    await loadTree(out, analyze);
    const misses = seen
      .filter((x) => !x.cached)
      .map((x) => x.path.slice(out.length + 1))
      .sort();
    assert.equal(seen.length, 9, "the eight interruption outputs and the one backchannel output");
    // the 16 kHz mono files in another encoding went to the VAD as their own floats, and were
    // exported as PCM16: other samples, so other entries; every other file is the same PCM16 file
    assert.deepEqual(misses, ["synthetic_user_interruption/7/output.wav", "synthetic_user_interruption/9/output.wav"]);
  });
});
