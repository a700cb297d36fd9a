/**
 * decodeWav (wavefile) against Python's soundfile: one small file per encoding in
 * fixtures/encodings/, decoded to exactly the float64 values soundfile returned for it
 * (fixtures/encodings/soundfile-reference.json), plus the refusals: undecodable encodings,
 * NaN and infinite floats with their frame, and containers other than RIFF/WAVE.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { decodeWav } from "../../src/audio/decode.js";
import { encodeWav } from "../../src/audio/encode.js";
import { WavError } from "../../src/errors.js";
import { repoRoot } from "../vad/reference-data.js";
import { wavBytes } from "../vad/wav-helpers.js";

const dir = () => join(repoRoot, "fixtures", "encodings");
type Reference = Record<string, { rate: number; channels: number; frames: number; interleaved: number[] }>;

test("every encoding decodes to the values soundfile reads (float64, interleaved)", () => {
  const reference = JSON.parse(readFileSync(join(dir(), "soundfile-reference.json"), "utf8")) as Reference;
  const names = Object.keys(reference);
  assert.deepEqual(names, [
    "pcm8",
    "pcm16",
    "pcm24",
    "pcm32",
    "float32",
    "float64",
    "alaw",
    "mulaw",
    "extensible-pcm24",
    "extensible-float32",
    "extensible-alaw",
  ]);
  for (const name of names) {
    const ref = reference[name]!;
    const d = decodeWav(readFileSync(join(dir(), `${name}.wav`)));
    assert.equal(d.encoding, name.replace("extensible-", ""), name);
    assert.deepEqual([d.sampleRate, d.channels, d.frames], [ref.rate, ref.channels, ref.frames], name);
    assert.deepEqual(Array.from(d.samples), ref.interleaved, name);
  }
});

test("what wavefile writes reads back: every encoding, odd sizes, several channels", () => {
  const x = Int16Array.from({ length: 6 * 3 }, (_, i) => Math.round(32767 * Math.sin(i)) - (i === 4 ? 1 : 0));
  const d24 = decodeWav(
    encodeWav(
      Array.from(x, (v) => v * 256),
      { rate: 44100, channels: 3, encoding: "pcm24" },
    ),
  );
  assert.deepEqual([d24.channels, d24.frames, d24.sampleRate], [3, 6, 44100]);
  assert.deepEqual(
    Array.from(d24.samples),
    Array.from(x, (v) => v / 32768),
  );
  const f64 = decodeWav(
    encodeWav(
      Array.from(x, (v) => v / 32768),
      { rate: 8000, channels: 2, encoding: "float64" },
    ),
  );
  assert.deepEqual(
    Array.from(f64.samples),
    Array.from(x, (v) => v / 32768),
  );
  const p32 = decodeWav(
    encodeWav(
      Array.from(x, (v) => v * 65536),
      { rate: 8000, encoding: "pcm32" },
    ),
  );
  assert.deepEqual(
    Array.from(p32.samples),
    Array.from(x, (v) => v / 32768),
  );
  // 3 frames of 8-bit: an odd data chunk, whose pad byte is not a sample
  const u8 = decodeWav(encodeWav([0, 128, 255], { rate: 8000, encoding: "pcm8" }));
  assert.deepEqual(Array.from(u8.samples), [-1, 0, 127 / 128]);
});

test("16-bit PCM and float data read as typed arrays equal wavefile's own unpacking", async () => {
  const { default: wavefile } = await import("wavefile");
  for (const name of ["pcm16", "float32", "float64", "extensible-float32"]) {
    const bytes = readFileSync(join(dir(), `${name}.wav`));
    const w = new wavefile.WaveFile(bytes);
    if (name.startsWith("extensible")) continue; // wavefile alone reads the extensible float as integers
    const unpacked = Array.from(w.getSamples(true, Float64Array) as Float64Array, (v) =>
      name === "pcm16" ? v / 32768 : v,
    );
    assert.deepEqual(Array.from(decodeWav(bytes).samples), unpacked, name);
  }
  // an odd offset of the data in memory is copied before viewing
  const file = readFileSync(join(dir(), "float32.wav"));
  const shifted = Buffer.alloc(file.length + 1);
  file.copy(shifted, 1);
  assert.deepEqual(decodeWav(shifted.subarray(1)).samples, decodeWav(file).samples);
});

test("PCM16 and float32 samples written from typed arrays give the bytes of wavefile's own packer", () => {
  const x = Int16Array.from({ length: 1001 }, (_, i) => Math.round(32767 * Math.sin(i / 3)));
  assert.deepEqual(encodeWav(x, { rate: 24000 }), encodeWav(Array.from(x), { rate: 24000 }));
  assert.deepEqual(
    encodeWav(x.subarray(1), { rate: 16000, channels: 2 }),
    encodeWav(Array.from(x.subarray(1)), { rate: 16000, channels: 2 }),
  );
  const f = Float32Array.from(x, (v) => v / 32768);
  assert.deepEqual(
    encodeWav(f, { rate: 16000, encoding: "float32" }),
    encodeWav(Array.from(f), { rate: 16000, encoding: "float32" }),
  );
});

test("a truncated last frame is dropped; the data chunk's declared size is kept", () => {
  const full = encodeWav(
    Array.from({ length: 8 }, (_, i) => i * 1000),
    { rate: 16000, channels: 2, encoding: "pcm24" },
  );
  const cut = full.subarray(0, full.length - 4); // 4 frames of 6 bytes, 4 bytes cut: 3 whole frames
  const d = decodeWav(cut);
  assert.equal(d.frames, 3);
  assert.deepEqual(
    Array.from(d.samples),
    [0, 1000, 2000, 3000, 4000, 5000].map((v) => v / 8388608),
  );
});

test("refused: undecodable encodings, NaN and ±Inf (with the frame), other containers", () => {
  const refuses = (bytes: Buffer, message: RegExp) =>
    assert.throws(
      () => decodeWav(bytes),
      (e: unknown) => e instanceof WavError && message.test(e.message),
    );
  refuses(
    wavBytes(new Uint8Array(64), { formatTag: 0x11, bitDepth: 4 }),
    /^IMA ADPCM \(format tag 0x0011\) cannot be decoded; convert it to 16-bit PCM or 32-bit float WAV first \(for example with sox\)$/,
  );
  refuses(wavBytes(new Uint8Array(64), { formatTag: 0x2222, bitDepth: 16 }), /^format tag 0x2222 cannot be decoded/);
  refuses(wavBytes(new Uint8Array(64), { formatTag: 3, bitDepth: 16 }), /^16-bit float cannot be decoded/);
  refuses(wavBytes(new Uint8Array(60), { formatTag: 1, bitDepth: 12 }), /^12-bit PCM cannot be decoded/);
  const x = new Float32Array(10);
  x[7] = NaN;
  refuses(encodeWav(x, { rate: 16000, encoding: "float32" }), /^32-bit float sample at frame 7 is NaN$/);
  x[7] = 0;
  x[9] = -Infinity;
  refuses(
    encodeWav(x, { rate: 16000, channels: 2, encoding: "float32" }),
    /^32-bit float sample at frame 4, channel 1 is -Inf$/,
  );
  refuses(encodeWav([0, Infinity], { rate: 16000, encoding: "float64" }), /^64-bit float sample at frame 1 is \+Inf$/);
  const rifx = wavBytes(new Int16Array(4));
  rifx.write("RIFX", 0, "latin1");
  refuses(rifx, /^not a RIFF\/WAVE file$/);
  refuses(Buffer.from("RIFF\0\0\0\0AVI LIST"), /^not a RIFF\/WAVE file$/);
  refuses(Buffer.from("hello"), /^not a RIFF\/WAVE file$/);
});
