/**
 * The bounds a WAV header must keep (src/audio/plausible-wav.ts), and the conversion that computes
 * only what the window keeps: the first n samples of a cropped conversion are those of the whole
 * file's, for every kind of rate, in mono and stereo, PCM and float; a NaN past the window is still
 * found.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { decodeWav } from "../../src/audio/decode.js";
import { encodeWav } from "../../src/audio/encode.js";
import { implausibleWav, MAX_WAV_RATE, MAX_WAV_SECONDS, MIN_WAV_RATE } from "../../src/audio/plausible-wav.js";
import { framesNeeded, resampleFactors, to16kMono } from "../../src/audio/resample.js";
import { vadAudio } from "../../src/audio/vad-audio.js";
import { InputError, WavError } from "../../src/errors.js";

test("the sample rate must lie in 4000 to 384000 Hz and the length be at most an hour", () => {
  assert.deepEqual([MIN_WAV_RATE, MAX_WAV_RATE, MAX_WAV_SECONDS], [4000, 384000, 3600]);
  const ok = (sampleRate: number, nSamples = 1) => implausibleWav({ sampleRate, nSamples }) === null;
  for (const rate of [4000, 8000, 16000, 22050, 24000, 44100, 48000, 96000, 192000, 384000])
    assert.ok(ok(rate), `${rate}`);
  for (const rate of [0, 1, 3999, 384001, 100000007, 2147483647, 4294967295]) assert.ok(!ok(rate), `${rate}`);
  assert.ok(ok(16000, 3600 * 16000));
  assert.ok(!ok(16000, 3600 * 16000 + 1));
  assert.equal(
    implausibleWav({ sampleRate: 4000, nSamples: 20_000_000 })!.message,
    "lasts 5000 s by its header (20000000 frames at 4000 Hz), more than the 3600 s (an hour) a sample's audio may last",
  );
  assert.equal(
    implausibleWav({ sampleRate: 1, nSamples: 5 })!.check,
    "declares a sample rate outside 4000 to 384000 Hz",
  );
});

test("the frames a window needs: the last one the filter of its last sample reaches", () => {
  assert.equal(framesNeeded(0, 24000), 0);
  assert.equal(framesNeeded(100, 16000), 100);
  const { up, down } = resampleFactors(24000); // 2/3, L = 30
  assert.equal(framesNeeded(100, 24000), Math.floor((30 + 99 * down) / up) + 1);
});

test("a conversion cropped to its window gives the window of the whole conversion, computing only the frames it needs", () => {
  const wave = (frames: number, channels: number) => {
    const x = new Int16Array(frames * channels);
    for (let i = 0; i < x.length; i++) x[i] = Math.round(9000 * Math.sin(i * 0.013) + 3000 * Math.sin(i * 0.37));
    return x;
  };
  for (const rate of [4000, 8000, 16000, 22050, 24000, 44100, 48000, 383999]) {
    for (const channels of [1, 2]) {
      const frames = Math.round(rate * 0.5);
      const x = wave(frames, channels);
      const full = to16kMono(Float64Array.from(x), channels, rate, 8000); // the whole file's conversion, padded
      for (const n of [1, 100, 3000, 8000, 12000]) {
        const need = framesNeeded(n, rate);
        const head = Float64Array.from(x.subarray(0, Math.min(frames, need) * channels));
        const cropped = to16kMono(head, channels, rate, n, frames);
        const expected = n <= 8000 ? full.subarray(0, n) : to16kMono(Float64Array.from(x), channels, rate, n);
        assert.deepEqual(cropped, Int16Array.from(expected), `${rate} Hz, ${channels} ch, n = ${n}`);
        // the audio path: the same samples from the file's bytes, PCM16 and float
        if (rate !== 16000 || channels !== 1) {
          assert.deepEqual(vadAudio("s", "output.wav", encodeWav(x, { rate, channels }), n).samples(), cropped);
          const floats = Float32Array.from(x, (v) => v / 32768);
          const f = vadAudio("s", "output.wav", encodeWav(floats, { rate, channels, encoding: "float32" }), n);
          assert.deepEqual(f.samples(), cropped, `${rate} Hz float`);
          assert.equal(f.native.frames, frames, "the record keeps the file's own length");
        }
      }
    }
  }
});

test("a float sample that is NaN past the decoded frames is still refused, naming its frame", () => {
  const x = new Float32Array(48000).fill(0.1);
  x[40000] = Number.NaN;
  const bytes = encodeWav(x, { rate: 48000, encoding: "float32" });
  assert.throws(
    () => decodeWav(bytes, 100),
    (e: unknown) => e instanceof WavError && /32-bit float sample at frame 40000 is NaN/.test(e.message),
  );
  assert.throws(
    () => vadAudio("s/1", "output.wav", bytes, 10),
    (e: unknown) =>
      e instanceof InputError && /^s\/1: output\.wav: 32-bit float sample at frame 40000 is NaN$/.test(e.message),
  );
  const d = decodeWav(encodeWav(new Float32Array(48000).fill(0.25), { rate: 48000, encoding: "float32" }), 100);
  assert.deepEqual([d.frames, d.fileFrames, d.samples.length], [100, 48000, 100]);
});
