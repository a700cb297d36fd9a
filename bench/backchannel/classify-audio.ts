/**
 * Classification by audio (docs/backchannel.md "Validation"): espeak-ng clips placed in silence,
 * run through the real Silero VAD by the path every loader uses (src/vad/engine/analyze.ts, then
 * src/vad/segments.ts at the default settings), with transcripts built from the clips' own words
 * (each word's span estimated from its letters, as the fixture clips' are), scored by the
 * backchannel rules at the default settings. Planned items:
 *
 * - a sentence of 4–15 words: a take-over;
 * - one backchannel ("yeah", "mm-hm", "okay", "right", "uh-huh", "I see") of 0.35–0.85 s: a backchannel;
 * - two backchannels with a planned gap of at most 0.2 s (within j once the VAD has its say): one
 *   backchannel when they hold at most 2 words and span at most 0.85 s, one take-over when they
 *   hold more words or span at least 1.15 s (spans in between are not planned);
 * - two backchannels at least 0.45 s apart: two backchannels.
 *
 * An item is detected when every clip in it overlaps a VAD segment; the confusion matrix counts
 * every item by what the rules made of it, and classification is judged on the detected items.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { estimateWords } from "../../fixtures/generator/clips.js";
import { encodeWav } from "../../fixtures/generator/wav.js";
import { backchannelRow, segmentsInMicros, type TranscriptWord } from "../../src/backchannel/index.js";
import { analyzeFiles } from "../../src/vad/engine/analyze.js";
import { speechSegments } from "../../src/vad/segments.js";
import { DEFAULT_VAD_SETTINGS } from "../../src/vad/settings.js";
import { speak } from "./espeak.js";

const RATE = 16000;

export type Planned = "sentence" | "single" | "pair_backchannel" | "pair_takeover" | "pair_apart";
export type Outcome = "missed" | "backchannel" | "take-over" | "two backchannels" | "other";

export const PLANNED: readonly Planned[] = ["sentence", "single", "pair_backchannel", "pair_takeover", "pair_apart"];
export const OUTCOMES: readonly Outcome[] = ["missed", "backchannel", "take-over", "two backchannels", "other"];
export const EXPECTED: Readonly<Record<Planned, Outcome>> = {
  sentence: "take-over",
  single: "backchannel",
  pair_backchannel: "backchannel",
  pair_takeover: "take-over",
  pair_apart: "two backchannels",
};
export const PLANNED_LABEL: Readonly<Record<Planned, string>> = {
  sentence: "sentence (4-15 words)",
  single: "one backchannel",
  pair_backchannel: "pair, gap <= 0.2 s, <= 2 words, span <= 0.85 s",
  pair_takeover: "pair, gap <= 0.2 s, > 2 words or span >= 1.15 s",
  pair_apart: "pair, gap >= 0.45 s",
};

export interface ClassifyPlan {
  voices: string[];
  speeds: number[];
  backchannels: string[];
  sentences: string[];
  /** Planned gaps of the pairs within j, and of those apart, seconds. */
  closeGaps: number[];
  apartGaps: number[];
}

export const FULL_PLAN: ClassifyPlan = {
  voices: ["en-us", "en-gb+f3", "en-us+m3"],
  speeds: [100, 130, 150, 175],
  backchannels: ["yeah", "mm-hm", "okay", "right", "uh-huh", "I see"],
  sentences: [
    "Okay I will stop here.",
    "I see what you mean.",
    "Could you say that again please?",
    "That sounds like a great plan to me.",
    "Well, it depends on how much time you have.",
    "The train leaves at nine and arrives a little after noon.",
    "If you want we can meet at the station and walk to the museum together.",
  ],
  closeGaps: [0.05, 0.2],
  apartGaps: [0.45, 0.7],
};

/** A smaller plan for the tests: two voices, two speeds, fewer sentences. */
export const SMALL_PLAN: ClassifyPlan = {
  voices: ["en-us", "en-gb+f3"],
  speeds: [150, 175],
  backchannels: ["yeah", "right", "uh-huh", "I see"],
  sentences: ["I see what you mean.", "That sounds like a great plan to me."],
  closeGaps: [0.05, 0.2],
  apartGaps: [0.5],
};

interface Clip {
  text: string;
  voice: string;
  speed: number;
  samples: Int16Array;
}

interface Item {
  planned: Planned;
  clips: Clip[];
  /** Sample offsets of the clips in the assembled audio. */
  at: number[];
}

const words = (text: string) => text.split(" ").filter((w) => w.length > 0).length;
const seconds = (c: Clip) => c.samples.length / RATE;

/** The items of a plan, clips rendered once each; backchannel clips outside 0.35–0.85 s are left out. */
function planItems(plan: ClassifyPlan): Item[] {
  const items: Item[] = [];
  for (const voice of plan.voices) {
    for (const speed of plan.speeds) {
      const bcs = plan.backchannels
        .map((text) => ({ text, voice, speed, samples: speak(text, voice, speed) }))
        .filter((c) => seconds(c) >= 0.35 && seconds(c) <= 0.85);
      for (const c of bcs) items.push({ planned: "single", clips: [c], at: [] });
      for (const text of plan.sentences)
        items.push({
          planned: "sentence",
          clips: [{ text, voice, speed, samples: speak(text, voice, speed) }],
          at: [],
        });
      // every pair of backchannels at every planned gap within j, and each with the next one apart
      bcs.forEach((a, i) => {
        for (const b of bcs.slice(i + 1))
          for (const gap of plan.closeGaps) {
            const span = seconds(a) + gap + seconds(b);
            const count = words(a.text) + words(b.text);
            const planned: Planned | null =
              count <= 2 && span <= 0.85 ? "pair_backchannel" : count > 2 || span >= 1.15 ? "pair_takeover" : null;
            if (planned !== null) items.push({ planned, clips: [a, { ...b, samples: gapped(b, gap) }], at: [] });
          }
        const next = bcs[(i + 1) % bcs.length]!;
        if (next !== a) {
          const gap = plan.apartGaps[i % plan.apartGaps.length]!;
          items.push({ planned: "pair_apart", clips: [a, { ...next, samples: gapped(next, gap) }], at: [] });
        }
      });
    }
  }
  return items;
}

/** Marks a clip as following its predecessor after `gap` seconds (the offset is kept beside the samples). */
const GAPS = new WeakMap<Int16Array, number>();
function gapped(c: Clip, gap: number): Int16Array {
  const copy = c.samples.slice();
  GAPS.set(copy, gap);
  return copy;
}

/** Items laid out 1 s into the file and 1.5 s apart, their clips at their planned gaps. */
function assemble(items: Item[]): Int16Array {
  let cursor = RATE;
  for (const it of items) {
    it.at = [];
    for (const c of it.clips) {
      cursor += Math.round((GAPS.get(c.samples) ?? 0) * RATE);
      it.at.push(cursor);
      cursor += c.samples.length;
    }
    cursor += Math.round(1.5 * RATE);
  }
  const audio = new Int16Array(cursor);
  for (const it of items) for (const [k, c] of it.clips.entries()) audio.set(c.samples, it.at[k]!);
  return audio;
}

/** The transcript of the assembled audio: each clip's words over its span, in seconds. */
function transcript(items: Item[]): TranscriptWord[] {
  return items.flatMap((it) =>
    it.clips.flatMap((c, k) =>
      estimateWords(c.text, c.samples.length).map((w) => ({
        start: (it.at[k]! + w.start) / RATE,
        end: (it.at[k]! + w.end) / RATE,
      })),
    ),
  );
}

export interface ClassificationResult {
  items: number;
  /** Rows: planned kinds; columns: outcomes. */
  matrix: Record<Planned, Record<Outcome, number>>;
  detected: number;
  /** Detected items whose outcome is the expected one. */
  correct: number;
  /** Items per planned kind that were detected, and classified as expected. */
  perPlanned: Record<Planned, { items: number; detected: number; correct: number }>;
  /** Seconds of audio analysed. */
  audio_s: number;
  /** Each detected item classified otherwise: what it was, and what the rules made of it. */
  misclassified: string[];
}

/** Run the plan: render, assemble, VAD, rules, and count. */
export async function classifyByAudio(plan: ClassifyPlan = FULL_PLAN): Promise<ClassificationResult> {
  const items = planItems(plan);
  const audio = assemble(items);
  const work = mkdtempSync(join(tmpdir(), "fdb-bc-classify-"));
  let segments: [number, number][];
  try {
    const path = join(work, "speech.wav");
    writeFileSync(path, encodeWav(audio));
    const analysis = await analyzeFiles([path], { noCache: true, jobs: 1 });
    const r = analysis.results[0]!;
    segments = segmentsInMicros(speechSegments(r.probs!, r.nSamples, RATE, DEFAULT_VAD_SETTINGS), RATE);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const T_us = Math.round((audio.length / RATE) * 1e6);
  const { row } = backchannelRow({ sampleId: "icc_backchannel/0", name: "0" }, segments, transcript(items), T_us);
  const utterances = row.backchannel.utterances;
  const overlapping = (a_s: number, b_s: number) => utterances.filter(([a, b]) => a < b_s && b > a_s);
  const matrix = Object.fromEntries(
    PLANNED.map((p) => [p, Object.fromEntries(OUTCOMES.map((o) => [o, 0]))]),
  ) as ClassificationResult["matrix"];
  const perPlanned = Object.fromEntries(
    PLANNED.map((p) => [p, { items: 0, detected: 0, correct: 0 }]),
  ) as ClassificationResult["perPlanned"];
  let detected = 0;
  let correct = 0;
  const misclassified: string[] = [];
  for (const it of items) {
    const spans = it.clips.map((c, k) => [it.at[k]! / RATE, (it.at[k]! + c.samples.length) / RATE] as const);
    const hits = overlapping(spans[0]![0], spans[spans.length - 1]![1]);
    const isDetected = spans.every(([a, b]) => overlapping(a, b).length > 0);
    const outcome: Outcome =
      hits.length === 0
        ? "missed"
        : hits.length === 1
          ? hits[0]![3] === "backchannel"
            ? "backchannel"
            : "take-over"
          : hits.length === 2 && hits.every((h) => h[3] === "backchannel")
            ? "two backchannels"
            : "other";
    matrix[it.planned][outcome]++;
    const pp = perPlanned[it.planned];
    pp.items++;
    if (isDetected) {
      detected++;
      pp.detected++;
      if (outcome === EXPECTED[it.planned]) {
        correct++;
        pp.correct++;
      } else {
        const what = it.clips.map((c) => `"${c.text}"`).join(" + ");
        const made = hits.map(([a, b, n, kind]) => `${kind} ${(b - a).toFixed(3)} s, ${n} words`).join("; ");
        misclassified.push(`${it.planned}: ${what} (${it.clips[0]!.voice}, ${it.clips[0]!.speed} wpm) -> ${made}`);
      }
    }
  }
  return { items: items.length, matrix, detected, correct, perPlanned, audio_s: audio.length / RATE, misclassified };
}
