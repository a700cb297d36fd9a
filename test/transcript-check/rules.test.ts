/**
 * The transcript-check rules on their boundaries (docs/transcript-check.md), on audio made of
 * window probabilities so that every segment edge is known: when a word is heard, which segments
 * are judged and transcribed, the audio-checked transcript, and a flag that flips when its only
 * deciding word is unheard.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { sampleRow } from "../../src/unified/rows-from-tree.js";
import type { TurnTakingRow } from "../../src/unified/rows.js";
import { samplesToMicros, toMicros } from "../../src/time.js";
import type { PauseSample, TurnTakingSample, InterruptionSample } from "../../src/input/tree/sample.js";
import {
  heardTestSettings,
  isHeard,
  judgedSpans,
  segmentSpans,
  wordMeets,
  type Span,
} from "../../src/transcript-check/heard.js";
import type { OutputProbabilities } from "../../src/input/tree/loaded-input.js";
import { checkSample } from "../../src/transcript-check/sample-check.js";
import { transcriptCheck } from "../../src/transcript-check/check.js";
import type { LoadedInput } from "../../src/input/tree/loaded-input.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";

const W = 512;
const us = toMicros;

/** Audio of `n` windows with speech (probability 0.9) on the given window ranges [from, to). */
function audio(n: number, speech: [number, number][]): OutputProbabilities {
  const probs = new Float32Array(n);
  for (const [a, b] of speech) probs.fill(0.9, a, b);
  return { nSamples: n * W, probs };
}

const raw = (words: [number, number | null][]) => ({
  chunks: words.map(([s, e], k) => ({ text: `w${k}`, start: s, end: e })),
  annotation: [],
});
const toWords = (words: [number, number | null][]) =>
  words.map(([s, e]) => ({ start_us: us(s), end_us: e === null ? us(s) : us(e) }));

function pause(a: OutputProbabilities, pauses: [number, number][], words: [number, number | null][]): PauseSample {
  return {
    sampleId: "synthetic_pause_handling/1",
    subset: "synthetic_pause_handling",
    name: "1",
    task: "pause_handling",
    eligible: true,
    T_us: samplesToMicros(a.nSamples, 16000),
    raw: raw(words),
    words: toWords(words),
    pauses_us: pauses.map(([x, y]) => [us(x), us(y)]),
  };
}

function turn(a: OutputProbabilities, E: number, words: [number, number | null][]): TurnTakingSample {
  return {
    sampleId: "candor_turn_taking/1",
    subset: "candor_turn_taking",
    name: "1",
    task: "turn_taking",
    eligible: true,
    T_us: samplesToMicros(a.nSamples, 16000),
    raw: raw(words),
    words: toWords(words),
    E_us: us(E),
  };
}

const heardTest = (a: OutputProbabilities, T_us: number) =>
  segmentSpans(a, T_us, heardTestSettings(DEFAULT_VAD_SETTINGS));

test("must show: a zero-length word at a segment's first sample is heard, at its end sample it is not", () => {
  const a = audio(100, [[20, 40]]);
  const T_us = samplesToMicros(a.nSamples, 16000);
  const [seg] = heardTest(a, T_us);
  assert.ok(seg, "one heard-test segment");
  const [start, end] = seg!;
  assert.equal(isHeard({ start_us: start, end_us: start }, [seg!]), true);
  assert.equal(isHeard({ start_us: end, end_us: end }, [seg!]), false);
  assert.equal(isHeard({ start_us: end - 1, end_us: end - 1 }, [seg!]), true);
  assert.equal(isHeard({ start_us: start - 1, end_us: start - 1 }, [seg!]), false);
  // a word whose end is before its start is zero-length at its start too
  assert.equal(isHeard({ start_us: start, end_us: start - 5000 }, [seg!]), true);
  assert.equal(isHeard({ start_us: end, end_us: end - 5000 }, [seg!]), false);
});

test("a word with a span is heard when it overlaps a segment by more than 0: touching is not enough", () => {
  const s: Span = [1_000_000, 2_000_000];
  assert.equal(wordMeets({ start_us: 500_000, end_us: 1_000_000 }, s), false);
  assert.equal(wordMeets({ start_us: 2_000_000, end_us: 2_400_000 }, s), false);
  assert.equal(wordMeets({ start_us: 500_000, end_us: 1_000_001 }, s), true);
  assert.equal(wordMeets({ start_us: 1_999_999, end_us: 2_400_000 }, s), true);
});

test("must show: an interruption segment ending exactly at R is out of scope; one spanning R is judged from R on", () => {
  const R = 3_000_000;
  assert.deepEqual(judgedSpans([[1_000_000, R]], R), []);
  assert.deepEqual(judgedSpans([[1_000_000, R + 1]], R), [[R, R + 1]]);
  assert.deepEqual(judgedSpans([[R, R + 500_000]], R), [[R, R + 500_000]]);
  assert.deepEqual(judgedSpans([[1_000_000, R]], 0), [[1_000_000, R]]);
});

test("must show: an interruption sample whose segment ends exactly at R has nothing untranscribed", () => {
  const a = audio(200, [[20, 80]]);
  const T_us = samplesToMicros(a.nSamples, 16000);
  const [seg] = segmentSpans(a, T_us, DEFAULT_VAD_SETTINGS);
  const R_us = seg![1];
  const s: InterruptionSample = {
    sampleId: "synthetic_user_interruption/1",
    subset: "synthetic_user_interruption",
    name: "1",
    task: "user_interruption",
    eligible: true,
    T_us,
    raw: raw([]),
    words: [],
    S_us: seg![0],
    R_us,
    nSamples: a.nSamples,
    probs: a.probs,
  };
  const c = checkSample(s, a, DEFAULT_VAD_SETTINGS);
  assert.deepEqual(c.segments, []);
  assert.deepEqual(c.untranscribed, []);
  const moved = checkSample({ ...s, R_us: R_us - 1 }, a, DEFAULT_VAD_SETTINGS);
  assert.deepEqual(moved.untranscribed, [[R_us - 1, R_us]]);
});

test("must show: a word placed in silence is unheard, a segment with no word is untranscribed, and the audio-checked transcript swaps them", () => {
  // speech on windows [20, 60) and [150, 190); T = 200 windows = 6.4 s
  const a = audio(200, [
    [20, 60],
    [150, 190],
  ]);
  const T_us = samplesToMicros(a.nSamples, 16000);
  const segs = segmentSpans(a, T_us, DEFAULT_VAD_SETTINGS);
  assert.equal(segs.length, 2);
  const over = (segs[0]![0] + 100_000) / 1e6;
  const s = pause(
    a,
    [[2.0, 3.0]],
    [
      [over, over + 0.3],
      [3.5, 3.8],
    ],
  ); // the second word lies in silence
  const c = checkSample(s, a, DEFAULT_VAD_SETTINGS);
  assert.deepEqual(c.unheard, [{ text: "w1", start: 3.5, end: 3.8 }]);
  assert.deepEqual(c.untranscribed, [segs[1]]);
  assert.deepEqual(c.checked.words, [
    { start_us: us(over), end_us: us(over + 0.3) },
    { start_us: segs[1]![0], end_us: segs[1]![1] },
  ]);
  assert.deepEqual(
    c.checked.raw.chunks.map((x) => x.text),
    ["w0", ""],
  );
  // with every word over speech and every segment transcribed, nothing changes
  const agree = checkSample(
    pause(
      a,
      [[2.0, 3.0]],
      [
        [over, over + 0.3],
        [segs[1]![0] / 1e6, null],
      ],
    ),
    a,
    DEFAULT_VAD_SETTINGS,
  );
  assert.deepEqual(agree.unheard, []);
  assert.deepEqual(agree.untranscribed, []);
});

test("must show: a lone 200 ms word over speech is heard though the 250 ms minimum drops its segment", () => {
  const a = audio(100, [[40, 46]]); // 6 windows = 192 ms of speech
  const T_us = samplesToMicros(a.nSamples, 16000);
  assert.deepEqual(segmentSpans(a, T_us, DEFAULT_VAD_SETTINGS), []);
  const at = (40 * W) / 16000;
  const c = checkSample(turn(a, 0.5, [[at, at + 0.2]]), a, DEFAULT_VAD_SETTINGS);
  assert.deepEqual(c.unheard, []);
  assert.deepEqual(c.untranscribed, []);
  // the same word 1 s later lies in silence
  assert.equal(checkSample(turn(a, 0.5, [[at + 1, at + 1.2]]), a, DEFAULT_VAD_SETTINGS).unheard.length, 1);
});

function treeOf(samples: (PauseSample | TurnTakingSample)[]): LoadedInput {
  const subsets = (
    [
      "synthetic_pause_handling",
      "candor_pause_handling",
      "candor_turn_taking",
      "synthetic_user_interruption",
      "icc_backchannel",
    ] as const
  ).map((subset) => ({
    subset,
    task: (subset.includes("pause")
      ? "pause_handling"
      : subset === "candor_turn_taking"
        ? "turn_taking"
        : subset === "icc_backchannel"
          ? "backchannel"
          : "user_interruption") as never,
    samples: samples.filter((x) => x.subset === subset),
  }));
  return {
    source: { kind: "dataset", dir: "unused" },
    inputs: {},
    manifestSha256: "",
    asrSha256: "",
    reference: { status: "absent" },
    subsets,
    vad: { modelSha256: "m", runtime: "r" },
  };
}

test("must show: a sample whose only deciding word is unheard flips its flag, and the flips are counted", () => {
  // speech from window 100 on (3.2 s); E = 3.0; an early word at 1.0 s in silence decides early_start
  const a = audio(250, [[100, 160]]);
  const s = turn(a, 3.0, [
    [1.0, 1.3],
    [3.3, 3.6],
  ]);
  assert.equal((sampleRow(s, DEFAULT_VAD_SETTINGS) as TurnTakingRow).outcome, "early_start");
  const other = { ...turn(a, 3.0, [[3.3, 3.6]]), sampleId: "candor_turn_taking/2", name: "2" };
  const check = transcriptCheck(treeOf([s, other]), () => a, DEFAULT_VAD_SETTINGS);
  const row = check.checkedRows.get(s.sampleId) as TurnTakingRow;
  assert.equal(row.outcome, "response");
  const tt = check.json.subsets.candor_turn_taking!;
  assert.deepEqual(tt.metrics.early_start_rate!.flips, { to_yes: 0, to_no: 1 });
  assert.equal((tt.metrics.early_start_rate!.transcript as { count: number }).count, 1);
  assert.equal((tt.metrics.early_start_rate!.audio_checked as { count: number }).count, 0);
  assert.deepEqual(tt.metrics.response_latency_s!.flips, { changed: 1 });
  assert.equal(tt.counts.changed_samples, 1);
  const line = check.lines.find((l) => l.sample_id === s.sampleId)!;
  assert.deepEqual(line.changes.outcome, { transcript: "early_start", audio_checked: "response" });
  assert.deepEqual(line.unheard_words, [{ text: "w0", start: 1.0, end: 1.3 }]);
  assert.deepEqual(check.lines.find((l) => l.sample_id === other.sampleId)!.changes, {});
});

test("a sample without output audio is unchecked in both columns: an unknown outcome in the selected bounds", () => {
  const a = audio(250, [[100, 160]]);
  const s = turn(a, 3.0, [[3.3, 3.6]]);
  const other = { ...turn(a, 3.0, [[3.3, 3.6]]), sampleId: "candor_turn_taking/2", name: "2" };
  const check = transcriptCheck(
    treeOf([s, other]),
    (id) => (id === other.sampleId ? { reason: "output.wav missing" } : a),
    DEFAULT_VAD_SETTINGS,
  );
  const tt = check.json.subsets.candor_turn_taking!;
  assert.equal(tt.counts.checked, 1);
  assert.deepEqual(tt.counts.not_checked_reasons, { "output.wav missing": 1 });
  for (const col of ["transcript", "audio_checked"] as const) {
    const r = tt.metrics.response_rate_1s![col] as { n: number; selected_bounds: [number, number] };
    assert.equal(r.n, 1);
    assert.deepEqual(r.selected_bounds, [0.5, 1]);
  }
  const line = check.lines.find((l) => l.sample_id === other.sampleId)!;
  assert.equal(line.checked, false);
  assert.deepEqual([line.unheard_words, line.untranscribed_segments], [[], []]);
});
