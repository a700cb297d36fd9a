/**
 * The turn-taking timeline of one sample, in seconds on [0, T]: the reference time E (the end of
 * the user's turn, turn_taking.json's first start) as a rule, the model's word spans and onsets
 * (onsets before E in the accent colour), and the row's outcome as a bar between E and the first
 * word: the latency for a `response` (E to the first word, E + latency_s), how early the first word came for an
 * `early_start` (first_word_s to E), nothing for `no_response`. The builder takes plain data;
 * `turnTakingTimelineData` reads a loaded sample and its row, whose fields it repeats in the
 * subtitle. Nothing is recomputed here.
 */
import type { TurnTakingOutcome, TurnTakingRow } from "../unified/rows.js";
import { fixed3 } from "../metrics/format.js";
import type { TurnTakingSample } from "../input/tree/sample.js";
import { COLORS, type ChartSpec } from "./spec.js";
import { timelineSpec, type TimelineBar, type TimelineWord } from "./timeline.js";
import { fromMicros } from "../time.js";

export interface TurnTakingTimelineData {
  sampleId: string;
  T: number;
  E: number;
  words: TimelineWord[];
  /** The row's outcome, latency_s (a response only) and first_word_s. */
  outcome: TurnTakingOutcome;
  latency: number | null;
  firstWord: number | null;
  /** Per-sample facts for the subtitle, one string per line (from the row). */
  facts?: string[];
}

const s = fromMicros;

export function turnTakingTimelineData(sample: TurnTakingSample, row: TurnTakingRow): TurnTakingTimelineData {
  const latency = row.latency_s === null ? "" : ` · latency_s ${fixed3(row.latency_s)}`;
  return {
    sampleId: sample.sampleId,
    T: row.T,
    E: row.E,
    words: sample.words.map((w) => ({ start: s(w.start_us), end: s(w.end_us) })),
    outcome: row.outcome,
    latency: row.latency_s,
    firstWord: row.first_word_s,
    facts: [
      `outcome ${row.outcome}${latency} · first_word_s ${fixed3(row.first_word_s)}`,
      `E ${fixed3(row.E)} · T ${fixed3(row.T)} · ${fixed3(row.T - row.E)} s observable after E`,
    ],
  };
}

const LANES = ["E → first word", "words"];

/** A turn-taking sample's timeline: E, the words' spans and onsets, and the latency (or early start). */
export function turnTakingTimelineChart(
  d: TurnTakingTimelineData,
  opts: { width?: number; title?: string } = {},
): ChartSpec {
  const bars: TimelineBar[] = [];
  // A response's first word is at E + latency_s: the bar ends on the row's first_word_s.
  if (d.outcome === "response" && d.firstWord !== null)
    bars.push({ lane: LANES[0]!, start: d.E, end: d.firstWord, kind: "latency" });
  if (d.outcome === "early_start" && d.firstWord !== null)
    bars.push({ lane: LANES[0]!, start: d.firstWord, end: d.E, kind: "early start" });
  for (const w of d.words) bars.push({ lane: LANES[1]!, start: w.start, end: w.end, kind: "word span" });
  const onsets = d.words.map((w) => ({
    lane: LANES[1]!,
    t: w.start,
    kind: w.start < d.E ? "onset before E" : "onset at or after E",
  }));
  const rules = [
    { t: d.E, label: "E" },
    { t: d.T, label: "T" },
  ];
  return timelineSpec(d, opts, LANES, bars, onsets, rules, {
    latency: COLORS.latency,
    "early start": COLORS.early,
    "word span": COLORS.light,
    "onset before E": COLORS.accent,
    "onset at or after E": COLORS.word,
  });
}
