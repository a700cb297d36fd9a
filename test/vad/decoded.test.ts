/**
 * Other encodings at the VAD edge, with the real Silero model: a 16 kHz mono float32 file
 * holding exactly int16 / 32768 of a PCM16 file, and a 24-bit file holding int16 × 256, give the
 * PCM16 file's probabilities bit for bit (so its segments, which match the Python reference), on
 * one thread and on worker threads; their cache keys differ from the PCM16 file's and from each
 * other's; without `anyEncoding` (tree mode) such files get no probabilities.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeWav } from "../../src/audio/encode.js";
import { readWav } from "../../src/audio/wav.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { speechSegments } from "../../src/vad/segments.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";
import { fixtureDir, fixtureSet } from "./reference-data.js";

const pcm16 = join(fixtureDir, "espeak_dialogue_noisy.wav");
const reference = fixtureSet().files[0]!.cases.find(
  (c) =>
    c.threshold === 0.5 &&
    c.min_silence_duration_ms === 100 &&
    c.speech_pad_ms === 0 &&
    c.min_speech_duration_ms === 250,
)!.segments_samples;

test("float32 (int16 / 32768) and 24-bit (int16 × 256) files give the PCM16 file's probabilities and segments", async () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-vad-decoded-"));
  try {
    const x = readWav(pcm16).samples;
    const f32 = join(dir, "f32.wav");
    const p24 = join(dir, "p24.wav");
    writeFileSync(
      f32,
      encodeWav(
        Float32Array.from(x, (v) => v / 32768),
        { rate: 16000, encoding: "float32" },
      ),
    );
    writeFileSync(
      p24,
      encodeWav(
        Array.from(x, (v) => v * 256),
        { rate: 16000, encoding: "pcm24" },
      ),
    );
    const cacheDir = join(dir, "cache");
    const r = await analyzeFiles([pcm16, f32, p24], { cacheDir, jobs: 1, anyEncoding: true });
    const [a, b, c] = r.results;
    assert.deepEqual([a!.encoding, b!.encoding, c!.encoding], ["pcm16", "float32", "pcm24"]);
    assert.deepEqual([b!.nSamples, c!.nSamples], [x.length, x.length]);
    assert.deepEqual(b!.probs, a!.probs, "float32: the same probabilities, bit for bit");
    assert.deepEqual(c!.probs, a!.probs, "24-bit: the same probabilities, bit for bit");
    for (const f of [a!, b!, c!])
      assert.deepEqual(speechSegments(f.probs!, f.nSamples, 16000, DEFAULT_VAD_SETTINGS), reference);
    // three cache entries (three keys), each found again
    const again = await analyzeFiles([pcm16, f32, p24], { cacheDir, jobs: 1, anyEncoding: true });
    assert.deepEqual(
      again.results.map((f) => f.cached),
      [true, true, true],
    );
    assert.deepEqual(again.results[1]!.probs, a!.probs);
    // worker threads decode the same way (the file list is long enough to start them)
    const many = [f32, p24, f32, p24, f32, p24, f32, p24, f32, p24, f32, p24, f32, p24, f32, p24, f32, p24, f32, p24];
    const w = await analyzeFiles(many, { noCache: true, jobs: 2, anyEncoding: true });
    for (const f of w.results) assert.deepEqual(f.probs, a!.probs);
    // tree mode does not ask for other encodings: no probabilities
    const tree = await analyzeFiles([f32, p24], { noCache: true, jobs: 1 });
    assert.deepEqual(
      tree.results.map((f) => f.probs),
      [null, null],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
