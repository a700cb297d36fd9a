/**
 * `fdb-unified vad`: exact --json output against the Python reference segments, the table,
 * and the exit codes (2 for bad flags and unusable files with one `error: <file>: ...` line,
 * 1 for other failures such as a missing model file).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { readWav } from "../../src/audio/wav.js";
import { SILERO_V62_ONNX_SHA256 } from "../../src/vad/model-file.js";
import { fixtureDir, fixtureSet } from "./reference-data.js";
import { wavBytes, writeWav } from "./wav-helpers.js";
import { encodeWav } from "../../src/audio/encode.js";
import { to16kMono } from "../../src/audio/resample.js";

const USAGE_LINE =
  "usage: fdb-unified vad FILE.wav [--threshold 0.5] [--min-speech-ms 250] [--min-silence-ms 100] " +
  "[--speech-pad-ms 0] [--max-speech-s S] [--vad-model FILE] [--no-cache] [--jobs N] [--json]";

const cliModule = fileURLToPath(new URL("../../src/cli/vad.js", import.meta.url));
const cacheDir = mkdtempSync(join(tmpdir(), "fdb-vad-cli-cache-"));
const work = mkdtempSync(join(tmpdir(), "fdb-vad-cli-"));
test.after(() => {
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const runner = join(work, "run-vad.mjs");
writeFileSync(
  runner,
  `import { vadCommand } from ${JSON.stringify(pathToFileURL(cliModule).href)};\nprocess.exitCode = await vadCommand(process.argv.slice(2));\n`,
);

function vad(...args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [runner, ...args], {
    encoding: "utf8",
    env: { ...process.env, FDB_UNIFIED_CACHE: cacheDir },
  });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

const wav = join(fixtureDir, "espeak_dialogue_noisy.wav");
const ref = fixtureSet().files[0]!;
const refCase = (th: number, sil: number, pad: number) =>
  ref.cases.find(
    (c) =>
      c.threshold === th &&
      c.min_silence_duration_ms === sil &&
      c.speech_pad_ms === pad &&
      c.min_speech_duration_ms === 250,
  )!;

test("--json prints exactly the reference segments (defaults, padding, other settings)", () => {
  const r = vad(wav, "--json");
  assert.equal(r.code, 0, r.err);
  assert.equal(
    r.out,
    `{"sample_rate":16000,"n_samples":543136,"model_sha256":"${SILERO_V62_ONNX_SHA256}","segments":${JSON.stringify(refCase(0.5, 100, 0).segments_samples)}}\n`,
  );
  const padded = JSON.parse(vad(wav, "--json", "--speech-pad-ms", "30").out) as { segments: unknown };
  assert.deepEqual(padded.segments, refCase(0.5, 100, 30).segments_samples);
  const other = JSON.parse(vad("--threshold=0.3", "--min-silence-ms", "50", "--no-cache", "--json", wav).out) as {
    segments: unknown;
  };
  assert.deepEqual(other.segments, refCase(0.3, 50, 0).segments_samples);
});

test("the table lists every segment in seconds (3 decimals) and samples", () => {
  const r = vad(wav);
  assert.equal(r.code, 0, r.err);
  const segs = refCase(0.5, 100, 0).segments_samples;
  assert.match(r.out, new RegExp(`${segs.length} speech segments`));
  const [s, e] = segs[0]!;
  assert.match(
    r.out,
    new RegExp(`\\s1\\s+${(s / 16000).toFixed(3)}\\s+${(e / 16000).toFixed(3)}\\s+[0-9.]+\\s+${s}\\s+${e}\\n`),
  );
});

const esc = (f: string) => f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("16 kHz and 8 kHz mono PCM16 run as they always did: no note, no converted_from", () => {
  const r16 = vad(wav, "--json");
  assert.equal(r16.err, "");
  assert.deepEqual(Object.keys(JSON.parse(r16.out)), ["sample_rate", "n_samples", "model_sha256", "segments"]);
  const f = join(work, "r8.wav");
  writeWav(f, readWav(wav).samples.subarray(0, 80000), { sampleRate: 8000 });
  const r8 = vad(f, "--json");
  assert.equal(r8.code, 0, r8.err);
  assert.equal(r8.err, "");
  const j = JSON.parse(r8.out) as Record<string, unknown>;
  assert.deepEqual(Object.keys(j), ["sample_rate", "n_samples", "model_sha256", "segments"]);
  assert.deepEqual([j["sample_rate"], j["n_samples"]], [8000, 80000]);
});

test("other files are converted as --dataset converts them, with a note on stderr and converted_from", () => {
  const x = readWav(wav).samples.subarray(0, 5 * 24000); // 5 s of speech, stored as 24 kHz float
  const f = join(work, "f24.wav");
  writeFileSync(
    f,
    encodeWav(
      Float32Array.from(x, (v) => v / 32768),
      { rate: 24000, encoding: "float32" },
    ),
  );
  const r = vad(f, "--json");
  assert.equal(r.code, 0, r.err);
  assert.equal(
    r.err,
    `note: ${f}: 32-bit float, 24000 Hz, mono converted to 16 kHz mono before the VAD (docs/plain-dataset.md)\n`,
  );
  const j = JSON.parse(r.out) as { sample_rate: number; n_samples: number; converted_from: unknown; segments: unknown };
  assert.deepEqual(Object.keys(j), ["sample_rate", "n_samples", "model_sha256", "segments", "converted_from"]);
  // the rate and length analysed: 120000 frames at 24 kHz → ceil(120000 · 2 / 3) = 80000 at 16 kHz
  assert.deepEqual([j.sample_rate, j.n_samples], [16000, 80000]);
  assert.deepEqual(j.converted_from, { encoding: "float32", rate: 24000, channels: 1 });
  // the segments are those of the documented conversion, written as 16 kHz PCM16
  const g = join(work, "f24-as-16k.wav");
  writeFileSync(g, encodeWav(to16kMono(Float64Array.from(x), 1, 24000, 80000), { rate: 16000 }));
  assert.deepEqual(j.segments, JSON.parse(vad(g, "--json").out).segments);
  // stereo 16 kHz PCM16 is mixed; the table names what the file was
  const st = join(work, "st.wav");
  const y = new Int16Array(2 * 32000);
  x.subarray(0, 32000).forEach((v, i) => {
    y[2 * i] = v;
    y[2 * i + 1] = v;
  });
  writeWav(st, y, { channels: 2 });
  const t = vad(st);
  assert.equal(t.code, 0, t.err);
  assert.match(
    t.out,
    /^.*st\.wav: 16000 Hz, 32000 samples \(2\.000 s\) \(converted from 16-bit PCM, 16000 Hz, stereo\), Silero VAD v6\.2/,
  );
});

test("a 16 kHz mono float file holding int16 / 32768 gives the segments of the PCM16 file", () => {
  const f = join(work, "f16.wav");
  writeFileSync(
    f,
    encodeWav(
      Float32Array.from(readWav(wav).samples, (v) => v / 32768),
      { rate: 16000, encoding: "float32" },
    ),
  );
  const r = vad(f, "--json");
  assert.equal(r.code, 0, r.err);
  const j = JSON.parse(r.out) as { sample_rate: number; n_samples: number; converted_from: unknown; segments: unknown };
  assert.deepEqual(
    [j.sample_rate, j.n_samples, j.converted_from],
    [16000, 543136, { encoding: "float32", rate: 16000, channels: 1 }],
  );
  assert.deepEqual(j.segments, refCase(0.5, 100, 0).segments_samples);
});

test("--jobs is accepted (every VAD command takes it) and must be a whole number >= 1", () => {
  const one = vad(wav, "--json");
  const two = vad(wav, "--json", "--jobs", "2");
  assert.equal(two.code, 0, two.err);
  assert.equal(two.out, one.out);
  for (const bad of ["0", "-1", "1.5", "x"]) {
    const r = vad(wav, "--jobs", bad);
    assert.equal(r.code, 2);
    assert.equal(r.err, `error: --jobs: expected a whole number >= 1, got ${JSON.stringify(bad)}\n${USAGE_LINE}\n`);
  }
});

test("undecodable encodings, NaN samples and non-WAV files: one error line naming the file, exit 2", () => {
  const x = readWav(wav).samples.subarray(0, 16000);
  const nan = new Float32Array(16000);
  nan[123] = NaN;
  const rifx = wavBytes(x);
  rifx.write("RIFX", 0, "latin1");
  const cases: [string, Buffer, RegExp][] = [
    [
      "adpcm.wav",
      wavBytes(new Uint8Array(8000), { formatTag: 0x11, bitDepth: 4 }),
      /IMA ADPCM \(format tag 0x0011\) cannot be decoded; convert it to 16-bit PCM or 32-bit float WAV first/,
    ],
    ["f16bit.wav", wavBytes(x, { formatTag: 3 }), /16-bit float cannot be decoded/],
    ["nan.wav", encodeWav(nan, { rate: 16000, encoding: "float32" }), /32-bit float sample at frame 123 is NaN/],
    ["rifx.wav", rifx, /not a readable WAV file \(not a RIFF\/WAVE file\)/],
  ];
  for (const [name, bytes, problem] of cases) {
    const f = join(work, name);
    writeFileSync(f, bytes);
    const r = vad(f, "--json");
    assert.equal(r.code, 2, name);
    assert.equal(r.out, "");
    assert.match(r.err, new RegExp(`^error: ${esc(f)}: ${problem.source}[^\n]*\n$`), name);
  }
  const notWav = vad(join(fixtureDir, "README.md"));
  assert.equal(notWav.code, 2);
  assert.match(notWav.err, /^error: .*README\.md: not a readable WAV file/);
  const missing = vad(join(work, "missing.wav"));
  assert.equal(missing.code, 2);
  assert.match(missing.err, /^error: .*missing\.wav: file is missing\n$/);
});

test("bad flags exit 2; a missing model file exits 2 like any missing input", () => {
  for (const args of [
    [wav, "--threshold", "1.5"],
    [wav, "--min-speech-ms", "abc"],
    [wav, "--bogus"],
    [wav, "--max-speech-s"],
    [],
    [wav, wav],
    [wav, "--json=1"],
  ]) {
    const r = vad(...args);
    assert.equal(r.code, 2, JSON.stringify(args));
    assert.match(r.err, /^error: /);
  }
  const r = vad(wav, "--vad-model", join(work, "missing.onnx"));
  assert.equal(r.code, 2);
  assert.match(r.err, /^error: VAD model file not found: .*missing\.onnx\n$/);
});
