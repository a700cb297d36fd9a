/**
 * Hand-made probability sequences for the branches of get_speech_timestamps that the reference
 * data does not reach. Every expected value below was worked out by hand from the Python code
 * (silero-vad 6.2.1 utils_vad.py); the comments show the derivation.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { speechSegments } from "../../src/vad/segments.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../../src/vad/settings.js";
import { windowCount } from "../../src/vad/silero.js";

const HI = 0.9;
const LO = 0.1;
/** Build a sequence from runs: [[value, count], ...]. */
function runs(...parts: [number, number][]): number[] {
  const out: number[] = [];
  for (const [v, n] of parts) for (let i = 0; i < n; i++) out.push(v);
  return out;
}
const S = (over: Partial<VadSettings> = {}): VadSettings => ({ ...DEFAULT_VAD_SETTINGS, ...over });

test("defaults are 0.5 / 250 / 100 / 0 with no maximum", () => {
  assert.deepEqual(
    { ...DEFAULT_VAD_SETTINGS },
    { threshold: 0.5, minSpeechDurationMs: 250, minSilenceDurationMs: 100, speechPadMs: 0 },
  );
});

test("8 kHz uses 256-sample windows and 800-sample minimum silence", () => {
  // windows of 256; min silence 800; a 4-window silence (768) does not end speech
  const p = runs([LO, 1], [HI, 10], [LO, 4], [HI, 10], [LO, 4]);
  assert.deepEqual(speechSegments(p, 29 * 256, 8000), [[256, 29 * 256]]);
  // a 5-window silence ends it at temp_end 11*256 = 2816; next speech starts at 16*256 = 4096;
  // the file really ends at 7600 (last window padded), the open segment ends there
  const q = runs([LO, 1], [HI, 10], [LO, 5], [HI, 10], [LO, 4]);
  assert.equal(windowCount(7600, 8000), 30);
  assert.deepEqual(speechSegments(q, 7600, 8000), [
    [256, 2816],
    [4096, 7600],
  ]);
});

test("max speech split at the longest possible silence (default) vs the last one", () => {
  // min silence 500 ms (8000) so short silences never close; max 1 s -> 16000-512 = 15488
  // A: silence i=6..11 -> (3072, 3072); B: silence i=18..21 -> (9216, 2048)
  const p = runs([HI, 6], [LO, 6], [HI, 6], [LO, 4], [HI, 19], [LO, 20]);
  const n = p.length * 512;
  const base = S({ minSilenceDurationMs: 500, maxSpeechDurationS: 1 });
  // i=31: split at A -> [0,3072], new start 6144; i=43: split at B -> [6144,9216], start 11264;
  // i=53 (27136 - 11264 > 15488, no possible end left): hard cut at 27136
  assert.deepEqual(speechSegments(p, n, 16000, base), [
    [0, 3072],
    [6144, 9216],
    [11264, 27136],
  ]);
  // last possible end: i=31 splits at B -> [0,9216], start 11264; i=53 hard cut
  assert.deepEqual(speechSegments(p, n, 16000, { ...base, useMaxPossibleSilenceAtMaxSpeech: false }), [
    [0, 9216],
    [11264, 27136],
  ]);
});

test("max speech split with a possible silence end, then a normal close", () => {
  // silence i=10..13 (2048 > 1568) is recorded, not closing (1536 < 1600 at i=13)
  const p = runs([HI, 10], [LO, 4], [HI, 26], [LO, 5]);
  // i=31 (15872 > 15488): end 5120, next start 5120+2048 = 7168; silence from 20480 closes at i=44
  assert.deepEqual(speechSegments(p, 45 * 512, 16000, S({ maxSpeechDurationS: 1 })), [
    [0, 5120],
    [7168, 20480],
  ]);
});

test("max speech split without any possible silence cuts hard at the window", () => {
  const p = runs([HI, 41]);
  // i=31: cut at 15872, not triggered; i=32 restarts at 16384; open to 20992 (4608 > 4000)
  assert.deepEqual(speechSegments(p, 41 * 512, 16000, S({ maxSpeechDurationS: 1 })), [
    [0, 15872],
    [16384, 20992],
  ]);
  // padding shrinks the maximum: 16000 - 512 - 2*480 = 14528 -> cut at i=29 (14848), restart
  // at i=30 (15360); the 512 gap is < 960 so both sides move by 256
  assert.deepEqual(speechSegments(p, 41 * 512, 16000, S({ maxSpeechDurationS: 1, speechPadMs: 30 })), [
    [0, 15104],
    [15104, 20992],
  ]);
});

test("padding: gaps under 2*pad are split in half, wider gaps padded, clamped to [0, n]", () => {
  // min silence 0: the first low window closes speech at its own start
  const p = runs([HI, 10], [LO, 1], [HI, 10], [LO, 3], [HI, 10]);
  const n = 34 * 512 - 100; // 17308
  // raw: [0,5120] [5632,10752] [12288,17308]; pad 480, 2*pad 960
  // gap 512 < 960 -> +-256; gap 1536 -> 10752+480, 12288-480; last end min(n, n+480)
  assert.deepEqual(speechSegments(p, n, 16000, S({ minSilenceDurationMs: 0, speechPadMs: 30 })), [
    [0, 5376],
    [5376, 11232],
    [11808, 17308],
  ]);
});

test("padding truncates like Python int()", () => {
  // pad 0.05 ms at 16 kHz = 0.8 samples: start int(512-0.8) = 511, end int(min(n, 5632.8)) = 5632
  const p = runs([LO, 1], [HI, 10], [LO, 5]);
  assert.deepEqual(speechSegments(p, 16 * 512, 16000, S({ speechPadMs: 0.05 })), [[511, 5632]]);
});

test("minimum speech is strict: exactly equal is dropped, one more is kept", () => {
  // min speech 64 ms = 1024 samples: a 2-window segment (1024) goes, a 3-window one (1536) stays
  const p = runs([LO, 1], [HI, 2], [LO, 5], [HI, 3], [LO, 5]);
  assert.deepEqual(speechSegments(p, 16 * 512, 16000, S({ minSpeechDurationMs: 64 })), [[4096, 5632]]);
  // open final segment from 5120: n - start == 4000 is dropped, 4001 is kept and ends at n
  const q = runs([LO, 10], [HI, 8]);
  assert.deepEqual(speechSegments(q, 9120, 16000), []);
  assert.deepEqual(speechSegments(q, 9121, 16000), [[5120, 9121]]);
});

test("hysteresis: values between neg_threshold and threshold neither start nor end speech", () => {
  const p = runs([0.4, 3], [HI, 10], [0.4, 10], [LO, 5], [0.45, 5]);
  // starts at 1536; 0.4 keeps it; silence from 23*512 = 11776 closes at i=27 (2048 >= 1600);
  // the trailing 0.45 windows do not start speech again
  assert.deepEqual(speechSegments(p, p.length * 512, 16000), [[1536, 11776]]);
  // threshold 0.1 -> neg = max(-0.05, 0.01) = 0.01: 0.02 does not close, 0.005 does
  const q = runs([0.2, 10], [0.02, 10], [0.005, 4]);
  assert.deepEqual(speechSegments(q, q.length * 512, 16000, S({ threshold: 0.1 })), [[0, q.length * 512]]);
  const r = runs([0.2, 10], [0.005, 5], [0.02, 2]);
  assert.deepEqual(speechSegments(r, r.length * 512, 16000, S({ threshold: 0.1 })), [[0, 5120]]);
});

test("a probability exactly at the threshold is speech (>=); exactly at neg_threshold is not silence", () => {
  // 0.5 - 0.15 is 0.35 in doubles (Python agrees), and 0.35 < 0.35 is false: silence starts at i=10
  const p = runs([0.5, 9], [0.35, 1], [0.3499, 4]);
  // i=13: 13*512 - 5120 = 1536 < 1600, still open -> ends at n
  assert.deepEqual(speechSegments(p, p.length * 512, 16000), [[0, 7168]]);
  const q = runs([0.5, 9], [0.35, 1], [0.3499, 5]);
  // i=14: 2048 >= 1600 closes at temp_end 5120
  assert.deepEqual(speechSegments(q, q.length * 512, 16000), [[0, 5120]]);
});
