/**
 * Timelines that make the definitions visible on single samples, in seconds on [0, T]:
 * - pause samples: the annotated pauses, the interval each pause owns (from its start to the next
 *   pause start, the last one to T) and the model's word spans and onsets, onsets at or after the
 *   first pause start drawn in the accent colour;
 * - interruption samples: the interruption [S, R], the VAD segments and the word spans and onsets;
 * - turn-taking samples: the reference time E (the end of the user's turn, turn_taking.json's
 *   first start) as a rule, the word spans and onsets (onsets before E in the accent colour),
 *   and the row's outcome as a bar between E and the first word: the latency for a `response`
 *   (E to the first word, E + latency_s), how early the first word came for an `early_start`
 *   (first_word_s to E), nothing for `no_response`.
 * Builders take plain data in seconds; the `...Data` adapters read a loaded sample and its row.
 * The subtitle repeats the row's own per-sample fields; nothing is recomputed here. All three
 * share one lane layout (`timelineSpec`).
 */
import type { InterruptionRow, PauseRow, TurnTakingOutcome, TurnTakingRow } from "../unified/rows.js";
import type { InterruptionSample, PauseSample, TurnTakingSample } from "../input/tree/sample.js";
import { fixed3 } from "../metrics/format.js";
import { chart } from "./layers.js";
import { COLORS, type ChartSpec } from "./spec.js";
import { fromMicros } from "../time.js";

export interface TimelineWord {
  start: number;
  end: number;
}

/** What every timeline draws: a sample on [0, T] seconds, its words, and its row's facts. */
interface TimelineData {
  sampleId: string;
  T: number;
  words: TimelineWord[];
  /** Per-sample facts for the subtitle, one string per line (from the row). */
  facts?: string[];
}

export interface PauseTimelineData extends TimelineData {
  pauses: [number, number][];
}

export interface InterruptionTimelineData extends TimelineData {
  S: number;
  R: number;
  segments: [number, number][];
}

export interface TurnTakingTimelineData extends TimelineData {
  E: number;
  /** The row's outcome, latency_s (a response only) and first_word_s. */
  outcome: TurnTakingOutcome;
  latency: number | null;
  firstWord: number | null;
}

const s = fromMicros;

export function pauseTimelineData(sample: PauseSample, row?: PauseRow): PauseTimelineData {
  return {
    sampleId: sample.sampleId,
    T: s(sample.T_us),
    pauses: sample.pauses_us.map(([a, b]) => [s(a), s(b)]),
    words: sample.words.map((w) => ({ start: s(w.start_us), end: s(w.end_us) })),
    facts: row
      ? [
          `pause_intrusion ${row.pause_intrusion} · intrusion_words ${row.intrusion_words} · ` +
            `intruded_pauses ${row.intruded_pauses} of ${row.pauses} · intrusion_s ` +
            `${fixed3(row.intrusion_s)}`,
          `inside_pause_onset ${row.inside_pause_onset} · pre_pause_speech ${row.pre_pause_speech} · carry_in ${row.carry_in}`,
        ]
      : undefined,
  };
}

export function interruptionTimelineData(sample: InterruptionSample, row: InterruptionRow): InterruptionTimelineData {
  const latency = row.latency_s === null ? "" : ` · latency_s ${fixed3(row.latency_s)}`;
  const stop = row.speech_at_onset ? ` · stop_s ${row.stop_s === null ? "runs to T" : fixed3(row.stop_s)}` : "";
  return {
    sampleId: sample.sampleId,
    T: row.T,
    S: row.S,
    R: row.R,
    segments: row.segments.map(([a, b]) => [a, b]),
    words: sample.words.map((w) => ({ start: s(w.start_us), end: s(w.end_us) })),
    facts: [
      `outcome ${row.outcome}${latency}${stop}`,
      `speech_at_onset ${row.speech_at_onset} · speech_at_end ${row.speech_at_end} · restarts ${row.restarts}`,
    ],
  };
}

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

/** A timeline's width in pixels (560 by default) and title (the sample's id by default). */
type TimelineOptions = { width?: number; title?: string };

/** One bar of a lane, in seconds; `kind` picks its colour. */
interface TimelineBar {
  lane: string;
  start: number;
  end: number;
  kind: string;
}

const LANE_HEIGHT = 22;

/**
 * Lanes of bars and onset ticks on [0, T], with labelled vertical rules (S, R, E, T ...); titled
 * with the sample's id (or `opts.title`) and its facts.
 */
function timelineSpec(
  d: TimelineData,
  opts: TimelineOptions,
  lanes: string[],
  bars: TimelineBar[],
  onsets: { lane: string; t: number; kind: string }[],
  rules: { t: number; label: string }[],
  colors: Record<string, string>,
): ChartSpec {
  const { T, facts: subtitle } = d;
  const title = opts.title ?? d.sampleId;
  const kinds = Object.keys(colors);
  const x = {
    type: "quantitative" as const,
    scale: { domain: [0, T], nice: false },
    axis: { title: "seconds", tickCount: Math.min(12, Math.ceil(T)) },
  };
  const y = {
    field: "lane",
    type: "nominal" as const,
    sort: lanes,
    scale: { domain: lanes },
    axis: { title: null, labelFontSize: 9 },
  };
  const color = {
    field: "kind",
    type: "nominal" as const,
    scale: { domain: kinds, range: kinds.map((k) => colors[k]!) },
    legend: null,
  };
  return chart({
    title: subtitle ? { text: title, subtitle } : { text: title },
    width: opts.width ?? 560,
    height: lanes.length * LANE_HEIGHT,
    layer: [
      {
        data: { values: bars.map((b) => ({ ...b, start: Math.min(b.start, T), end: Math.min(b.end, T) })) },
        mark: { type: "bar", height: 12, clip: true },
        encoding: { x: { ...x, field: "start" }, x2: { field: "end" }, y, color },
      },
      {
        data: { values: onsets },
        mark: { type: "tick", orient: "vertical", thickness: 2, size: 18, clip: true },
        encoding: { x: { ...x, field: "t" }, y, color },
      },
      {
        data: { values: rules },
        layer: [
          { mark: { type: "rule", color: COLORS.mid, strokeDash: [3, 3] }, encoding: { x: { ...x, field: "t" } } },
          {
            mark: { type: "text", dy: -4, baseline: "bottom", fontSize: 9, color: COLORS.mid },
            encoding: { x: { ...x, field: "t" }, y: { value: 0 }, text: { field: "label" } },
          },
        ],
      },
    ],
  });
}

/** A pause sample's timeline: pauses, owned intervals, word spans and onsets. */
export function pauseTimelineChart(d: PauseTimelineData, opts: TimelineOptions = {}): ChartSpec {
  const lanes = ["pauses [a, b]", "owned intervals", "words"];
  const bars: TimelineBar[] = [];
  d.pauses.forEach(([a, b], i) => {
    bars.push({ lane: lanes[0]!, start: a, end: b, kind: "pause" });
    const next = d.pauses[i + 1];
    bars.push({
      lane: lanes[1]!,
      start: a,
      end: next ? next[0] : d.T,
      kind: i % 2 === 0 ? "owned (odd)" : "owned (even)",
    });
  });
  const first = d.pauses.length ? d.pauses[0]![0] : Infinity;
  const late = (t: number) => (t >= first ? "onset at or after the first pause start" : "onset before the first pause");
  for (const w of d.words) bars.push({ lane: lanes[2]!, start: w.start, end: w.end, kind: "word span" });
  const onsets = d.words.map((w) => ({ lane: lanes[2]!, t: w.start, kind: late(w.start) }));
  const rules = [{ t: d.T, label: "T" }];
  if (d.pauses.length) rules.unshift({ t: first, label: "first pause" });
  return timelineSpec(d, opts, lanes, bars, onsets, rules, {
    pause: COLORS.pause,
    "owned (odd)": COLORS.owned[0],
    "owned (even)": COLORS.owned[1],
    "word span": COLORS.light,
    "onset before the first pause": COLORS.word,
    "onset at or after the first pause start": COLORS.accent,
  });
}

/** An interruption sample's timeline: [S, R], VAD segments, word spans and onsets. */
export function interruptionTimelineChart(d: InterruptionTimelineData, opts: TimelineOptions = {}): ChartSpec {
  const lanes = ["interruption [S, R]", "VAD segments", "words"];
  const bars: TimelineBar[] = [{ lane: lanes[0]!, start: d.S, end: d.R, kind: "interruption" }];
  for (const [a, b] of d.segments) bars.push({ lane: lanes[1]!, start: a, end: b, kind: "speech segment" });
  for (const w of d.words) bars.push({ lane: lanes[2]!, start: w.start, end: w.end, kind: "word span" });
  const onsets = d.words.map((w) => ({ lane: lanes[2]!, t: w.start, kind: "onset" }));
  const rules = [
    { t: d.S, label: "S" },
    { t: d.R, label: "R" },
  ];
  return timelineSpec(d, opts, lanes, bars, onsets, rules, {
    interruption: COLORS.interruption,
    "speech segment": COLORS.segment,
    "word span": COLORS.light,
    onset: COLORS.word,
  });
}

/** A turn-taking sample's timeline: E, the words' spans and onsets, and the latency (or early start). */
export function turnTakingTimelineChart(d: TurnTakingTimelineData, opts: TimelineOptions = {}): ChartSpec {
  const lanes = ["E → first word", "words"];
  const bars: TimelineBar[] = [];
  // A response's first word is at E + latency_s: the bar ends on the row's first_word_s.
  if (d.outcome === "response" && d.firstWord !== null)
    bars.push({ lane: lanes[0]!, start: d.E, end: d.firstWord, kind: "latency" });
  if (d.outcome === "early_start" && d.firstWord !== null)
    bars.push({ lane: lanes[0]!, start: d.firstWord, end: d.E, kind: "early start" });
  for (const w of d.words) bars.push({ lane: lanes[1]!, start: w.start, end: w.end, kind: "word span" });
  const onsets = d.words.map((w) => ({
    lane: lanes[1]!,
    t: w.start,
    kind: w.start < d.E ? "onset before E" : "onset at or after E",
  }));
  const rules = [
    { t: d.E, label: "E" },
    { t: d.T, label: "T" },
  ];
  return timelineSpec(d, opts, lanes, bars, onsets, rules, {
    latency: COLORS.latency,
    "early start": COLORS.early,
    "word span": COLORS.light,
    "onset before E": COLORS.accent,
    "onset at or after E": COLORS.word,
  });
}
