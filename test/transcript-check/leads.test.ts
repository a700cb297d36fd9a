/**
 * The round-two rules of the transcript check on hand-made segment and word lists
 * (docs/transcript-check.md): the untranscribed lead of a transcribed segment on its boundary
 * (exactly L is not a lead, one microsecond more is), a zero-length first word, a word spanning
 * into the segment, interruption from R, words at and just before the end of the file's own
 * audio, and a subset with no selected sample left out.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Word } from "../../src/input/tree/checks.js";
import type { InterruptionSample, PauseSample, TurnTakingSample, SubsetSamples } from "../../src/input/tree/sample.js";
import type { LoadedInput, OutputProbabilities } from "../../src/input/tree/loaded-input.js";
import { samplesToMicros } from "../../src/time.js";
import { segmentSpans } from "../../src/transcript-check/heard.js";
import { untranscribedLeads, firstWordStart } from "../../src/transcript-check/heard.js";
import { checkSample } from "../../src/transcript-check/sample-check.js";
import { transcriptCheck } from "../../src/transcript-check/check.js";
import { checkConsoleReport } from "../../src/text/console-check.js";
import { SUBSETS } from "../../src/input/tree/subsets.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";

const W = 512;
const L = 300_000;

/** Audio of `n` windows with speech (probability 0.9) on the given window ranges [from, to). */
function audio(n: number, speech: [number, number][]): OutputProbabilities {
  const probs = new Float32Array(n);
  for (const [a, b] of speech) probs.fill(0.9, a, b);
  return { nSamples: n * W, probs };
}

/** Words in microseconds (`end` null: a zero-length word with a null end in the file). */
function words(list: [number, number | null][]): { words: Word[]; raw: PauseSample["raw"] } {
  return {
    words: list.map(([s, e]) => ({ start_us: s, end_us: e ?? s })),
    raw: {
      chunks: list.map(([s, e], k) => ({ text: `w${k}`, start: s / 1e6, end: e === null ? null : e / 1e6 })),
      annotation: [],
    },
  };
}

function turn(a: OutputProbabilities, list: [number, number | null][], id = "1"): TurnTakingSample {
  return {
    sampleId: `candor_turn_taking/${id}`,
    subset: "candor_turn_taking",
    name: id,
    task: "turn_taking",
    eligible: true,
    T_us: samplesToMicros(a.nSamples, 16000),
    ...words(list),
    E_us: 500_000,
  };
}

const A = audio(250, [[50, 120]]); // speech on windows [50, 120): 1.6 s to 3.84 s
const [SEG] = segmentSpans(A, samplesToMicros(A.nSamples, 16000), DEFAULT_VAD_SETTINGS);
const S0 = SEG![0];

test("must show: a first word exactly L after its segment's start leaves no lead; one microsecond later it does", () => {
  assert.deepEqual(untranscribedLeads([SEG!], words([[S0 + L, S0 + L + 200_000]]).words, L), []);
  assert.deepEqual(untranscribedLeads([SEG!], words([[S0 + L + 1, S0 + L + 200_000]]).words, L), [[S0, S0 + L + 1]]);
  const at = checkSample(turn(A, [[S0 + L, S0 + L + 200_000]]), A, DEFAULT_VAD_SETTINGS);
  assert.deepEqual(at.leads, []);
  const over = checkSample(turn(A, [[S0 + L + 1, S0 + L + 200_000]]), A, DEFAULT_VAD_SETTINGS);
  assert.deepEqual(over.leads, [[S0, S0 + L + 1]]);
  // the audio-checked transcript keeps the word and inserts one empty word spanning the lead
  assert.deepEqual(over.checked.words, [
    { start_us: S0 + L + 1, end_us: S0 + L + 200_000 },
    { start_us: S0, end_us: S0 + L + 1 },
  ]);
  assert.deepEqual(
    over.checked.raw.chunks.map((c) => c.text),
    ["w0", ""],
  );
  // the lead is measured to the earliest heard word, whatever the order of the list
  const two = checkSample(
    turn(A, [
      [S0 + 900_000, S0 + 1_000_000],
      [S0 + 400_000, S0 + 500_000],
    ]),
    A,
    DEFAULT_VAD_SETTINGS,
  );
  assert.deepEqual(two.leads, [[S0, S0 + 400_000]]);
  // L = 0 makes any gap a lead; with a larger L the same word leaves none
  assert.deepEqual(checkSample(turn(A, [[S0 + 1, S0 + 9]]), A, DEFAULT_VAD_SETTINGS, { lead_us: 0 }).leads, [
    [S0, S0 + 1],
  ]);
  assert.deepEqual(checkSample(turn(A, [[S0 + 1, S0 + 9]]), A, DEFAULT_VAD_SETTINGS, { lead_us: 1 }).leads, []);
});

test("must show: a zero-length first word leaves a lead by its start, on the same boundary", () => {
  assert.deepEqual(checkSample(turn(A, [[S0 + L, null]]), A, DEFAULT_VAD_SETTINGS).leads, []);
  assert.deepEqual(checkSample(turn(A, [[S0 + L + 1, null]]), A, DEFAULT_VAD_SETTINGS).leads, [[S0, S0 + L + 1]]);
  // an end before its start is zero-length too
  assert.deepEqual(checkSample(turn(A, [[S0 + L + 1, S0]]), A, DEFAULT_VAD_SETTINGS).leads, [[S0, S0 + L + 1]]);
});

test("must show: a word that starts before the segment and spans into it leaves no lead", () => {
  const c = checkSample(
    turn(A, [
      [S0 - 100_000, S0 + 50_000],
      [S0 + 800_000, S0 + 900_000],
    ]),
    A,
    DEFAULT_VAD_SETTINGS,
  );
  assert.deepEqual(c.unheard, []);
  assert.deepEqual(c.leads, []);
  assert.equal(firstWordStart(SEG!, c.checked.words), S0 - 100_000);
  // an untranscribed segment has no lead: it is inserted whole
  const none = checkSample(turn(A, []), A, DEFAULT_VAD_SETTINGS);
  assert.deepEqual([none.untranscribed, none.leads], [[SEG], []]);
});

test("must show: for interruption the lead runs from R, not from the segment's start", () => {
  const R = S0 + 1_000_000;
  const s = (list: [number, number | null][]): InterruptionSample => ({
    sampleId: "synthetic_user_interruption/1",
    subset: "synthetic_user_interruption",
    name: "1",
    task: "user_interruption",
    eligible: true,
    T_us: samplesToMicros(A.nSamples, 16000),
    ...words(list),
    S_us: S0 - 200_000,
    R_us: R,
    nSamples: A.nSamples,
    probs: A.probs,
  });
  assert.deepEqual(checkSample(s([[R + L, R + L + 100_000]]), A, DEFAULT_VAD_SETTINGS).leads, []);
  const c = checkSample(s([[R + L + 1, R + L + 100_000]]), A, DEFAULT_VAD_SETTINGS);
  assert.deepEqual(c.leads, [[R, R + L + 1]]);
  assert.deepEqual(c.segments, [[R, SEG![1]]]);
});

test("must show: a word starting exactly at the file's audio end is after_audio_end, kept, and not unheard; just before it is unheard", () => {
  // the file's own audio ends at 5 s, padded to the window; no speech after 3.84 s
  const end = 5_000_000;
  const list: [number, number | null][] = [
    [S0 + 100_000, S0 + 300_000],
    [end - 1, end + 200_000],
    [end, end + 300_000],
    [end + 1_000_000, null],
  ];
  const c = checkSample(turn(A, list), A, DEFAULT_VAD_SETTINGS, { audioEnd_us: end });
  assert.deepEqual(c.unheard, [{ text: "w1", start: 4.999999, end: 5.2 }]);
  assert.deepEqual(c.afterAudioEnd, [
    { text: "w2", start: 5, end: 5.3 },
    { text: "w3", start: 6, end: null },
  ]);
  assert.deepEqual(c.checked.words, [
    { start_us: S0 + 100_000, end_us: S0 + 300_000 },
    { start_us: end, end_us: end + 300_000 },
    { start_us: end + 1_000_000, end_us: end + 1_000_000 },
  ]);
  // a word after the end does not transcribe a segment: with no other word the segment is untranscribed
  const late = audio(250, [[50, 120]]);
  const only = checkSample(turn(late, [[S0 + 100_000, S0 + 200_000]]), late, DEFAULT_VAD_SETTINGS, { audioEnd_us: S0 });
  assert.deepEqual([only.unheard, only.untranscribed, only.afterAudioEnd.length], [[], [SEG], 1]);
  // without a recorded end, the file is T long: a word at T is after the end
  const T = samplesToMicros(A.nSamples, 16000);
  const atT = checkSample(turn(A, [[T, null]]), A, DEFAULT_VAD_SETTINGS);
  assert.deepEqual([atT.unheard, atT.afterAudioEnd], [[], [{ text: "w0", start: T / 1e6, end: null }]]);
});

function inputOf(samples: (PauseSample | TurnTakingSample)[]): LoadedInput {
  const task = (s: string) =>
    s.includes("pause")
      ? "pause_handling"
      : s === "candor_turn_taking"
        ? "turn_taking"
        : s === "icc_backchannel"
          ? "backchannel"
          : "user_interruption";
  return {
    source: { kind: "dataset", dir: "unused" },
    inputs: {},
    manifestSha256: "",
    asrSha256: "",
    reference: { status: "absent" },
    subsets: SUBSETS.map((subset) => ({
      subset,
      task: task(subset),
      samples: samples.filter((x) => x.subset === subset),
    })) as SubsetSamples[],
    vad: { modelSha256: "m", runtime: "r" },
  };
}

test("must show: subsets with no selected sample get no table, metrics or rows, only the one left-out line", () => {
  const check = transcriptCheck(inputOf([turn(A, [[S0 + L + 1, S0 + L + 200_000]])]), () => A, DEFAULT_VAD_SETTINGS);
  assert.deepEqual(Object.keys(check.json.subsets), ["candor_turn_taking"]);
  assert.deepEqual(
    check.lines.map((l) => l.subset),
    ["candor_turn_taking"],
  );
  const tt = check.json.subsets.candor_turn_taking!.counts;
  assert.deepEqual(
    [tt.untranscribed_leads, tt.untranscribed_lead_s, tt.samples_with_untranscribed_leads],
    [1, 0.300001, 1],
  );
  assert.deepEqual(check.lines[0]!.untranscribed_leads, [{ start: S0 / 1e6, end: (S0 + L + 1) / 1e6 }]);
  assert.deepEqual(check.lines[0]!.after_audio_end, []);
  assert.equal(check.json.lead_s, 0.3);
  const text = checkConsoleReport(check.json, check.lines);
  assert.doesNotMatch(text, /synthetic_pause_handling \(|candor_pause_handling \(|synthetic_user_interruption \(/);
  assert.match(
    text,
    /\n\nleft out, no sample selected: synthetic_pause_handling, candor_pause_handling, synthetic_user_interruption\n$/,
  );
  assert.equal(text.match(/left out/g)!.length, 1);
  assert.equal(transcriptCheck(inputOf([]), () => A, DEFAULT_VAD_SETTINGS).lines.length, 0);
});
