/**
 * `fixtures/plain/` scored through the plain-dataset loader, with the fake VAD edge of
 * test/helpers/tree.ts (a 512-sample window is speech, probability 0.9, when its peak exceeds
 * 1000). Every expected row below is derived by hand from fixtures/plain/README.md; the
 * derivations are in the comments. The fixture has both layouts (pause and backchannel nested as
 * `<subset>/<subset>/<ID>/`, turn-taking and interruption flat), a 24 kHz output, a stereo
 * output and samples missing output.json or output.wav.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { to16kMono } from "../../src/audio/resample.js";
import { decodeWav } from "../../src/audio/decode.js";
import { readWav } from "../../src/audio/wav.js";
import { loadDataset } from "../../src/input/plain/load.js";
import { scoreSamples } from "../../src/unified/family.js";
import { writePlainFixture } from "../../fixtures/plain/generate.js";
import { fakeAnalyze } from "../helpers/tree.js";
import { PLAIN_FIXTURE, recordingAnalyze, snapshot } from "./build.js";

const P = "synthetic_pause_handling";
const TT = "candor_turn_taking";
const UI = "synthetic_user_interruption";

// In the fake VAD a segment starts at 512·(first loud window) and, after at least five quiet
// windows (100 ms min silence), ends at 512·(first quiet window); samples / 16000 gives seconds.
const EXPECTED_ROWS = [
  // Pauses [0.8, 1.2], [1.5, 1.8]; words [0.1, 0.9], [1.0, 1.1], [1.6, null → 1.6]; T = 32000 / 16000 = 2.
  // pause_s = 0.4 + 0.3; onsets ≥ 0.8: 1.0 and 1.6 (2 words), 1.0 in pause 1's [0.8, 1.5) and 1.6 in
  // pause 2's [1.5, 2]; intrusion = [0.8, 0.9] + [1.0, 1.1] = 0.2; 1.0 is inside [0.8, 1.2);
  // 0.1 < 0.8 is pre-pause speech and its end 0.9 > 0.8 carries in.
  {
    sample_id: `${P}/1`,
    subset: P,
    task: "pause_handling",
    eligible: true,
    T: 2,
    pauses: 2,
    pause_s: 0.7,
    first_pause_start: 0.8,
    pause_intrusion: true,
    intrusion_words: 2,
    intruded_pauses: 2,
    intrusion_s: 0.2,
    inside_pause_onset: true,
    pre_pause_speech: true,
    carry_in: true,
    any_speech: true,
  },
  // Sorted as strings: "1" < "10" < "2".
  { sample_id: `${P}/10`, subset: P, task: "pause_handling", eligible: false, reasons: ["output.wav missing"] },
  { sample_id: `${P}/2`, subset: P, task: "pause_handling", eligible: false, reasons: ["output.json missing"] },
  // E = 0.8. First word 1.25 ≥ E: response after 0.45 s.
  {
    sample_id: `${TT}/1`,
    subset: TT,
    task: "turn_taking",
    eligible: true,
    T: 2,
    E: 0.8,
    outcome: "response",
    latency_s: 0.45,
    first_word_s: 1.25,
  },
  // First word 0.5 < E: early start.
  {
    sample_id: `${TT}/2`,
    subset: TT,
    task: "turn_taking",
    eligible: true,
    T: 2,
    E: 0.8,
    outcome: "early_start",
    latency_s: null,
    first_word_s: 0.5,
  },
  // No word.
  {
    sample_id: `${TT}/3`,
    subset: TT,
    task: "turn_taking",
    eligible: true,
    T: 2,
    E: 0.8,
    outcome: "no_response",
    latency_s: null,
    first_word_s: null,
  },
  // 24 kHz output, tone in [0.3, 1.3) and [1.84, 2.6) s → at 16 kHz samples 4800–20800 and 29440–41600:
  // loud windows 9–40 and 57–81, segments [4608, 20992] = [0.288, 1.312] and [29184, 41984] = [1.824, 2.624].
  // S = 1.0 is covered (stop 1.312 − 1.0 = 0.312), R = 1.6 is not; first word 1.9 ≥ R: response, 0.3 s.
  // Speech inside [1.0, 1.6]: 1.312 − 1.0 = 0.312; no segment starts inside (1.0, 1.6).
  {
    sample_id: `${UI}/1`,
    subset: UI,
    task: "user_interruption",
    eligible: true,
    T: 3,
    S: 1,
    R: 1.6,
    segments: [
      [0.288, 1.312],
      [1.824, 2.624],
    ],
    speech_at_onset: true,
    speech_at_end: false,
    speech_before_onset: true,
    outcome: "response",
    latency_s: 0.3,
    stop_s: 0.312,
    speech_in_interruption_s: 0.312,
    restarts: 0,
  },
  // 16 kHz mono, tone in [0.7, 2.0) → samples 11200–32000, windows 21–62, segment [10752, 32256] = [0.672, 2.016]:
  // covers S and R, so speaking at end; stop 2.016 − 1.0 = 1.016; speech inside [1.0, 1.6] = 0.6.
  {
    sample_id: `${UI}/2`,
    subset: UI,
    task: "user_interruption",
    eligible: true,
    T: 3,
    S: 1,
    R: 1.6,
    segments: [[0.672, 2.016]],
    speech_at_onset: true,
    speech_at_end: true,
    speech_before_onset: true,
    outcome: "speaking_at_end",
    latency_s: null,
    stop_s: 1.016,
    speech_in_interruption_s: 0.6,
    restarts: 0,
  },
  // 16 kHz stereo, tone in the left channel only in [1.9, 2.5): the mono mix is a tone of amplitude
  // 4000 in samples 30400–40000, windows 59–78, segment [30208, 40448] = [1.888, 2.528], after R:
  // nothing at S, so not exercised (and no speech before S or inside [S, R]).
  {
    sample_id: `${UI}/3`,
    subset: UI,
    task: "user_interruption",
    eligible: true,
    T: 3,
    S: 1,
    R: 1.6,
    segments: [[1.888, 2.528]],
    speech_at_onset: false,
    speech_at_end: false,
    speech_before_onset: false,
    outcome: "not_exercised",
    latency_s: null,
    stop_s: null,
    speech_in_interruption_s: 0,
    restarts: 0,
  },
  { sample_id: `${UI}/4`, subset: UI, task: "user_interruption", eligible: false, reasons: ["output.json missing"] },
  // 5–9: input.wav 6000 frames at 8 kHz → T = 0.75, a window of 12000 samples at 16 kHz (windows 0–23);
  // S 0.2, R 0.4, first word 0.45. Each tone's edges lie inside a window, away from its ends, so the
  // converter's ringing (≤ 20 samples at 16 kHz) never reaches another window, and 8-bit and µ-law
  // keep a peak near 8000 (31/128 · 32768 = 7936 for 8-bit).
  // 5: 32-bit float at 24 kHz, 0.5 s (padded), tone [0.1, 0.35) → samples 1600–5600, windows 3–10,
  // segment [1536, 5632] = [0.096, 0.352]: covers S, not R; first word 0.45 ≥ R: response after
  // 0.05 s, stop 0.352 − 0.2 = 0.152, all of it inside [S, R].
  {
    sample_id: `${UI}/5`,
    subset: UI,
    task: "user_interruption",
    eligible: true,
    T: 0.75,
    S: 0.2,
    R: 0.4,
    segments: [[0.096, 0.352]],
    speech_at_onset: true,
    speech_at_end: false,
    speech_before_onset: true,
    outcome: "response",
    latency_s: 0.05,
    stop_s: 0.152,
    speech_in_interruption_s: 0.152,
    restarts: 0,
  },
  // 6: 24-bit PCM at 48 kHz, 0.5 s (padded), tone [0.13, 0.42) → samples 2080–6720, windows 4–13,
  // segment [2048, 7168] = [0.128, 0.448]: covers S and R, speaking at end; stop 0.448 − 0.2 = 0.248;
  // inside [S, R] all 0.2 s.
  {
    sample_id: `${UI}/6`,
    subset: UI,
    task: "user_interruption",
    eligible: true,
    T: 0.75,
    S: 0.2,
    R: 0.4,
    segments: [[0.128, 0.448]],
    speech_at_onset: true,
    speech_at_end: true,
    speech_before_onset: true,
    outcome: "speaking_at_end",
    latency_s: null,
    stop_s: 0.248,
    speech_in_interruption_s: 0.2,
    restarts: 0,
  },
  // 7: 8-bit PCM at 16 kHz, 0.75 s (decoded as is), tone [0.25, 0.55) → samples 4000–8800, windows
  // 7–17, segment [3584, 9216] = [0.224, 0.576]: nothing at S, so not exercised; the segment starts
  // inside (S, R) (one restart) and covers R; inside [S, R]: 0.4 − 0.224 = 0.176.
  {
    sample_id: `${UI}/7`,
    subset: UI,
    task: "user_interruption",
    eligible: true,
    T: 0.75,
    S: 0.2,
    R: 0.4,
    segments: [[0.224, 0.576]],
    speech_at_onset: false,
    speech_at_end: true,
    speech_before_onset: false,
    outcome: "not_exercised",
    latency_s: null,
    stop_s: null,
    speech_in_interruption_s: 0.176,
    restarts: 1,
  },
  // 8: µ-law at 8 kHz, tone [0.05, 0.33) → samples 800–5280, windows 1–10, segment [512, 5632] =
  // [0.032, 0.352]: as 5.
  {
    sample_id: `${UI}/8`,
    subset: UI,
    task: "user_interruption",
    eligible: true,
    T: 0.75,
    S: 0.2,
    R: 0.4,
    segments: [[0.032, 0.352]],
    speech_at_onset: true,
    speech_at_end: false,
    speech_before_onset: true,
    outcome: "response",
    latency_s: 0.05,
    stop_s: 0.152,
    speech_in_interruption_s: 0.152,
    restarts: 0,
  },
  // 9: 32-bit float at 16 kHz, 0.75 s (decoded as is, int16 / 32768 of the tone of 5 at 16 kHz):
  // the row of 5.
  {
    sample_id: `${UI}/9`,
    subset: UI,
    task: "user_interruption",
    eligible: true,
    T: 0.75,
    S: 0.2,
    R: 0.4,
    segments: [[0.096, 0.352]],
    speech_at_onset: true,
    speech_at_end: false,
    speech_before_onset: true,
    outcome: "response",
    latency_s: 0.05,
    stop_s: 0.152,
    speech_in_interruption_s: 0.152,
    restarts: 0,
  },
];

test("fixtures/plain gives the hand-derived rows", async () => {
  const scored = scoreSamples(await loadDataset(PLAIN_FIXTURE(), fakeAnalyze));
  assert.deepEqual(scored.rows, EXPECTED_ROWS);
});

test("fixtures/plain counts: selected = samples found, eligible unless a needed file is missing, declared from the dataset", async () => {
  const u = scoreSamples(await loadDataset(PLAIN_FIXTURE(), fakeAnalyze)).unified;
  assert.deepEqual(Object.keys(u.subsets), [P, "candor_pause_handling", TT, UI, "icc_backchannel"]);
  assert.deepEqual(u.subsets[P].counts, {
    declared: 137,
    selected: 3,
    eligible: 1,
    ineligible: 2,
    ineligible_reasons: { "output.json missing": 1, "output.wav missing": 1 },
  });
  assert.deepEqual(u.subsets.candor_pause_handling.counts, {
    declared: 216,
    selected: 0,
    eligible: 0,
    ineligible: 0,
    ineligible_reasons: {},
  });
  assert.deepEqual(u.subsets[TT].counts, {
    declared: 119,
    selected: 3,
    eligible: 3,
    ineligible: 0,
    ineligible_reasons: {},
  });
  assert.deepEqual(u.subsets[UI].counts, {
    declared: 200,
    selected: 9,
    eligible: 8,
    ineligible: 1,
    ineligible_reasons: { "output.json missing": 1 },
    exercised: 6,
    not_exercised: 2,
  });
  // Backchannel (nested): 0 has all files, 1 lacks output.json.
  assert.deepEqual(u.subsets.icc_backchannel.counts, {
    declared: 55,
    selected: 2,
    eligible: 1,
    ineligible: 1,
    ineligible_reasons: { "output.json missing": 1 },
  });
});

test("inputs: layout, dataset_sha256 over the files read, and the converted outputs", async () => {
  const u = scoreSamples(await loadDataset(PLAIN_FIXTURE(), fakeAnalyze)).unified;
  // Files read (docs/plain-dataset.md): input.wav, the annotation and output.json of every eligible
  // sample, plus output.wav for interruption and backchannel (which has no annotation); nothing of
  // ineligible samples.
  const read: [string, string, string | null][] = [
    [`${P}/1`, `${P}/${P}/1`, "pause.json"],
    ...["1", "2", "3"].map((n): [string, string, string] => [`${TT}/${n}`, `${TT}/${n}`, "turn_taking.json"]),
    ...["1", "2", "3", "5", "6", "7", "8", "9"].map((n): [string, string, string] => [
      `${UI}/${n}`,
      `${UI}/${n}`,
      "interrupt.json",
    ]),
    ["icc_backchannel/0", "icc_backchannel/icc_backchannel/0", null],
  ];
  const sha = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");
  const lines: string[] = [];
  for (const [id, folder, annotation] of read) {
    const audio = id.startsWith(UI) || annotation === null;
    const files = [
      "input.wav",
      ...(annotation === null ? [] : [annotation]),
      "output.json",
      ...(audio ? ["output.wav"] : []),
    ];
    for (const f of files) lines.push(`${id} ${f} ${sha(readFileSync(join(PLAIN_FIXTURE(), folder, f)))}\n`);
  }
  assert.equal(lines.length, 4 * 3 + 8 * 4 + 3);
  lines.sort();
  assert.deepEqual(u.inputs, {
    layout: "plain",
    dataset_sha256: sha(lines.join("")),
    // 1 is 24 kHz, 3 is stereo, 5, 6 and 8 are at 24, 48 and 8 kHz; 2 is already 16 kHz mono PCM16
    // of T's length, and 7 and 9 are 16 kHz mono of T's length, decoded as they are; the
    // backchannel sample's output is a second of 24 kHz silence.
    resampled: [`${UI}/1`, `${UI}/3`, `${UI}/5`, `${UI}/6`, `${UI}/8`, "icc_backchannel/0"],
    converted_from: {
      [`${UI}/1`]: { encoding: "pcm16", rate: 24000, channels: 1 },
      [`${UI}/3`]: { encoding: "pcm16", rate: 16000, channels: 2 },
      [`${UI}/5`]: { encoding: "float32", rate: 24000, channels: 1 },
      [`${UI}/6`]: { encoding: "pcm24", rate: 48000, channels: 1 },
      [`${UI}/7`]: { encoding: "pcm8", rate: 16000, channels: 1 },
      [`${UI}/8`]: { encoding: "mulaw", rate: 8000, channels: 1 },
      [`${UI}/9`]: { encoding: "float32", rate: 16000, channels: 1 },
      "icc_backchannel/0": { encoding: "pcm16", rate: 24000, channels: 1 },
    },
  });
  assert.deepEqual(Object.keys(u.inputs), ["layout", "dataset_sha256", "resampled", "converted_from"]);
});

test("the VAD sees the converted audio from a temporary folder outside the dataset, removed afterwards", async () => {
  const rec = recordingAnalyze();
  const before = snapshot(PLAIN_FIXTURE());
  await loadDataset(PLAIN_FIXTURE(), rec.analyze);
  assert.equal(rec.calls.length, 1);
  const [p1, p2, p3, p5, p6, p7, p8, p9] = rec.calls[0]!;
  // Samples 2, 7 and 9 are analysed in place (7 and 9 decoded by the VAD edge); the others from
  // temporary copies.
  assert.equal(p2, join(PLAIN_FIXTURE(), UI, "2", "output.wav"));
  assert.equal(p7, join(PLAIN_FIXTURE(), UI, "7", "output.wav"));
  assert.equal(p9, join(PLAIN_FIXTURE(), UI, "9", "output.wav"));
  for (const [p, n] of [
    [p1!, 48000],
    [p3!, 48000],
    [p5!, 12000],
    [p6!, 12000],
    [p8!, 12000],
  ] as const) {
    assert.ok(!p.startsWith(PLAIN_FIXTURE()), `${p} is outside the dataset`);
    assert.throws(() => readFileSync(p), /ENOENT/, "temporary file removed");
    const w = rec.seen.get(p)!;
    assert.deepEqual([w.sampleRate, w.channels, w.bitDepth, w.nSamples], [16000, 1, 16, n]);
  }
  // What the VAD saw is exactly the documented conversion of the file.
  const src1 = readWav(join(PLAIN_FIXTURE(), UI, "1", "output.wav"));
  assert.deepEqual(rec.seen.get(p1!)!.samples, to16kMono(src1.samples, 1, 24000, 48000));
  const src3 = readWav(join(PLAIN_FIXTURE(), UI, "3", "output.wav"));
  assert.deepEqual(rec.seen.get(p3!)!.samples, to16kMono(src3.samples, 2, 16000, 48000));
  // 24-bit: the decoded floats × 32768 (int24 / 256), resampled from full precision, rounded once.
  const src6 = decodeWav(readFileSync(join(PLAIN_FIXTURE(), UI, "6", "output.wav")));
  assert.deepEqual(
    rec.seen.get(p6!)!.samples,
    to16kMono(
      src6.samples.map((x) => x * 32768),
      1,
      48000,
      12000,
    ),
  );
  // Nothing was written into the dataset.
  assert.deepEqual(snapshot(PLAIN_FIXTURE()), before);
});

test("fixtures/plain regenerates byte for byte", () => {
  const dir = mkdtempSync(join(tmpdir(), "fdb-unified-plain-regen-"));
  try {
    writePlainFixture(dir);
    const committed = snapshot(PLAIN_FIXTURE());
    for (const name of ["generate.ts", "README.md"]) committed.delete(name);
    for (const name of [...committed.keys()]) if (name.startsWith("unified")) committed.delete(name);
    assert.deepEqual(snapshot(dir), committed);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
