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
import { SILERO_V62_ONNX_SHA256 } from "../../src/vad/model.js";
import { fixtureDir, fixtureSet } from "./reference-data.js";
import { writeWav } from "./wav-helpers.js";

const cliModule = fileURLToPath(new URL("../../src/cli/vad.js", import.meta.url));
const cacheDir = mkdtempSync(join(tmpdir(), "fdb-vad-cli-cache-"));
const work = mkdtempSync(join(tmpdir(), "fdb-vad-cli-"));
test.after(() => {
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const runner = join(work, "run-vad.mjs");
writeFileSync(runner, `import { vadCommand } from ${JSON.stringify(pathToFileURL(cliModule).href)};\nprocess.exitCode = await vadCommand(process.argv.slice(2));\n`);

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
  ref.cases.find((c) => c.threshold === th && c.min_silence_duration_ms === sil && c.speech_pad_ms === pad && c.min_speech_duration_ms === 250)!;

test("--json prints exactly the reference segments (defaults, padding, other settings)", () => {
  const r = vad(wav, "--json");
  assert.equal(r.code, 0, r.err);
  assert.equal(
    r.out,
    `{"sample_rate":16000,"n_samples":543136,"model_sha256":"${SILERO_V62_ONNX_SHA256}","segments":${JSON.stringify(refCase(0.5, 100, 0).segments_samples)}}\n`,
  );
  const padded = JSON.parse(vad(wav, "--json", "--speech-pad-ms", "30").out) as { segments: unknown };
  assert.deepEqual(padded.segments, refCase(0.5, 100, 30).segments_samples);
  const other = JSON.parse(vad("--threshold=0.3", "--min-silence-ms", "50", "--no-cache", "--json", wav).out) as { segments: unknown };
  assert.deepEqual(other.segments, refCase(0.3, 50, 0).segments_samples);
});

test("the table lists every segment in seconds (3 decimals) and samples", () => {
  const r = vad(wav);
  assert.equal(r.code, 0, r.err);
  const segs = refCase(0.5, 100, 0).segments_samples;
  assert.match(r.out, new RegExp(`${segs.length} speech segments`));
  const [s, e] = segs[0]!;
  assert.match(r.out, new RegExp(`\\s1\\s+${(s / 16000).toFixed(3)}\\s+${(e / 16000).toFixed(3)}\\s+[0-9.]+\\s+${s}\\s+${e}\\n`));
});

test("unsupported formats: one error line naming the file, exit 2", () => {
  const x = readWav(wav).samples.subarray(0, 16000);
  const cases: [string, Parameters<typeof writeWav>[2]][] = [
    ["r44.wav", { sampleRate: 44100 }],
    ["stereo.wav", { channels: 2 }],
    ["b8.wav", { bitDepth: 8 }],
  ];
  for (const [name, opts] of cases) {
    const f = join(work, name);
    writeWav(f, x, opts);
    const r = vad(f, "--json");
    assert.equal(r.code, 2, name);
    assert.equal(r.out, "");
    assert.match(r.err, new RegExp(`^error: ${f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: .+\\n$`));
  }
  const notWav = vad(join(fixtureDir, "README.md"));
  assert.equal(notWav.code, 2);
  assert.match(notWav.err, /^error: .*README\.md: not a readable WAV file/);
});

test("bad flags exit 2; a missing model file exits 2 like any missing input", () => {
  for (const args of [[wav, "--threshold", "1.5"], [wav, "--min-speech-ms", "abc"], [wav, "--bogus"], [wav, "--max-speech-s"], [], [wav, wav], [wav, "--json=1"]]) {
    const r = vad(...args);
    assert.equal(r.code, 2, JSON.stringify(args));
    assert.match(r.err, /^error: /);
  }
  const r = vad(wav, "--vad-model", join(work, "missing.onnx"));
  assert.equal(r.code, 2);
  assert.match(r.err, /^error: VAD model file not found: .*missing\.onnx\n$/);
});
