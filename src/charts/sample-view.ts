/**
 * The sample view: one sample on one time axis [0, T], four panels stacked so a reader can hear
 * the audio and see why the sample got its outcome:
 * - the user lane: the annotation (pauses, E, or [S, R]) and, where the input has one (plain
 *   folders), the `input.wav` waveform;
 * - the model's output waveform as a min/max envelope (never every sample);
 * - the Silero speech probability per window (32 ms at 16 kHz) with the onset threshold and the
 *   offset threshold `max(threshold - 0.15, 0.01)` that ends a segment, and the segments those
 *   settings give, shaded;
 * - the model's words as spans with their onsets (in the accent colour, with a triangle on the
 *   tick, when the onset makes an intrusion or an early start) and text labels. The spec's data
 *   carries every word's text; only the labels drawn are thinned (staggered on two rows, dropped
 *   when neither row has room; see word-labels.ts).
 * With the transcript check's findings (docs/transcript-check.md) the word lane also marks each
 * untranscribed segment (speech the VAD found with no heard word) as a shaded span labelled
 * "no word", and each unheard word (no speech under it) in a dashed box in the accent colour
 * labelled "unheard".
 * The subtitle repeats the sample's row (outcome, latency, flags) and the VAD setting. The
 * builder draws the data it is given; `sampleViewData` assembles it from a loaded sample, its row
 * (from the per-sample rows, never recomputed here), its audio and its probabilities, and takes
 * the segments from the one segment state machine (src/vad/segments.ts).
 */
import type { InterruptionRow, PauseRow, SampleRow, TurnTakingRow } from "../unified/rows.js";
import type { InterruptionSample, PauseSample, TurnTakingSample } from "../input/tree/sample.js";
import { offsetThreshold, speechSegments } from "../vad/segments.js";
import type { VadSettings } from "../vad/settings.js";
import { windowSize } from "../vad/silero.js";
import { minMaxEnvelope, type EnvelopeBin } from "./envelope.js";
import { chart, type Layer, type Panel, referenceRules, type UnitLayer } from "./layers.js";
import { COLORS, r4, type ChartSpec } from "./spec.js";
import { interruptionTimelineData, pauseTimelineData, turnTakingTimelineData } from "./timeline.js";
import { wordLabelRows } from "./word-labels.js";
import { fromMicros } from "../time.js";

export type ViewKind = "pause" | "turn_taking" | "interruption";
const VIEW_KIND = {
  pause_handling: "pause",
  turn_taking: "turn_taking",
  user_interruption: "interruption",
} as const satisfies Record<ViewableSample["task"], ViewKind>;

export interface SampleViewWord {
  start: number;
  end: number;
  text: string;
  /**
   * The onset the rule turns on, drawn in the accent colour: at or after the first pause start
   * (an intrusion) for a pause sample, before E (an early start) for a turn-taking sample.
   */
  flagged: boolean;
}

/** The transcript check's findings the word lane marks, in seconds. */
export interface TranscriptMarks {
  unheard: { start: number; end: number; text: string }[];
  untranscribed: { start: number; end: number }[];
}

/** The subtitle line that says what the transcript check's marks mean. */
function transcriptMarksLine(m: TranscriptMarks): string {
  const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
  return (
    `transcript check: ${n(m.unheard.length, "unheard word", "unheard words")} (dashed box, "unheard") ` +
    `· ${n(m.untranscribed.length, "untranscribed segment", "untranscribed segments")} ` +
    `(shaded, "no word")`
  );
}

/** Everything the view draws, in seconds. */
export interface SampleViewData {
  sampleId: string;
  kind: ViewKind;
  T: number;
  /** Annotated spans of the user lane: the pauses, or [S, R]. */
  userSpans: { start: number; end: number; label: string }[];
  /** Reference times drawn across every panel (first pause, E, S, R), labelled on top. */
  marks: { t: number; label: string }[];
  /** The input.wav envelope, or null when the input has none (a reference tree). */
  input: EnvelopeBin[] | null;
  /** The output.wav envelope, or null when the input has no output.wav for this sample. */
  output: EnvelopeBin[] | null;
  /** Speech probability of each window, from its start time `t`; `t1` is the window's end (null with no output). */
  probs: { t: number; t1: number; p: number }[] | null;
  threshold: number;
  offsetThreshold: number;
  /** The segments at this setting, in seconds. */
  segments: [number, number][];
  words: SampleViewWord[];
  /** The row, one string per subtitle line. */
  facts: string[];
  /** The VAD setting, one line. */
  setting: string;
  /** The transcript check's findings, marked on the word lane when present. */
  check?: TranscriptMarks;
}

/** The audio and probabilities behind a view (read at the edge, src/view/media.ts). */
export interface SampleMedia {
  /** output.wav as the VAD sees it: mono int16 at `sampleRate` (16 kHz); null when the input has none. */
  output: Int16Array | null;
  sampleRate: number;
  /** Samples the probabilities cover (the window's length at 16 kHz). */
  nSamples: number;
  /** Silero probability per window of `output` (null with no output). */
  probs: Float32Array | null;
  /** Where output.wav's own audio ends, in microseconds (the transcript check's after_audio_end); T when absent. */
  outputEnd_us?: number;
  /** input.wav mixed to mono, at its own rate, when the input has one. */
  input: { samples: Int16Array; rate: number } | null;
}

export type ViewableSample = PauseSample | TurnTakingSample | InterruptionSample;

const s = fromMicros;

/** Bins of the waveform envelopes: about one per two pixels of the default width. */
const ENVELOPE_BINS = 400;

/** The VAD setting as one subtitle line. */
function settingLine(v: VadSettings): string {
  const max =
    v.maxSpeechDurationS !== undefined && v.maxSpeechDurationS !== Infinity
      ? ` · max speech ${v.maxSpeechDurationS} s`
      : "";
  return (
    `VAD: onset threshold ${v.threshold} · offset threshold ` +
    `${r4(offsetThreshold(v.threshold))} · min speech ${v.minSpeechDurationMs} ms · min ` +
    `silence ${v.minSilenceDurationMs} ms · pad ${v.speechPadMs} ms${max}`
  );
}

/** The row's facts for the subtitle, as the timelines print them. */
function factsOf(sample: ViewableSample, row: SampleRow): string[] {
  if (!row.eligible) return [];
  switch (sample.task) {
    case "pause_handling":
      return pauseTimelineData(sample, row as PauseRow).facts ?? [];
    case "turn_taking":
      return turnTakingTimelineData(sample, row as TurnTakingRow).facts ?? [];
    case "user_interruption":
      return interruptionTimelineData(sample, row as InterruptionRow).facts ?? [];
  }
}

/** The view's data for one sample, its row at setting `vad`, and its media. */
export function sampleViewData(
  sample: ViewableSample,
  row: SampleRow,
  media: SampleMedia,
  vad: VadSettings,
): SampleViewData {
  const T = s(sample.T_us);
  const rate = media.sampleRate;
  const w = windowSize(rate);
  const mp = media.probs;
  const probs =
    mp === null
      ? null
      : Array.from(mp, (p, i) => ({
          t: r4((i * w) / rate),
          t1: r4(Math.min((i + 1) * w, media.nSamples) / rate),
          p: r4(p),
        }));
  const segments =
    mp === null
      ? []
      : speechSegments(mp, media.nSamples, rate, vad).map(([a, b]): [number, number] => [a / rate, b / rate]);
  const flag = (t_us: number) =>
    sample.task === "pause_handling"
      ? sample.pauses_us.length > 0 && t_us >= sample.pauses_us[0]![0]
      : sample.task === "turn_taking"
        ? t_us < sample.E_us
        : false;
  const words = sample.words.map((x, k) => ({
    start: s(x.start_us),
    end: s(x.end_us),
    text: sample.raw.chunks[k]?.text ?? "",
    flagged: flag(x.start_us),
  }));
  const userSpans: SampleViewData["userSpans"] = [];
  const marks: SampleViewData["marks"] = [];
  if (sample.task === "pause_handling") {
    for (const [a, b] of sample.pauses_us) userSpans.push({ start: s(a), end: s(b), label: "pause" });
    if (sample.pauses_us.length) marks.push({ t: s(sample.pauses_us[0]![0]), label: "first pause" });
  } else if (sample.task === "turn_taking") {
    marks.push({ t: s(sample.E_us), label: "E" });
  } else {
    userSpans.push({ start: s(sample.S_us), end: s(sample.R_us), label: "interruption" });
    marks.push({ t: s(sample.S_us), label: "S" }, { t: s(sample.R_us), label: "R" });
  }
  return {
    sampleId: sample.sampleId,
    kind: VIEW_KIND[sample.task],
    T,
    userSpans,
    marks,
    input: media.input ? minMaxEnvelope(media.input.samples, media.input.rate, ENVELOPE_BINS) : null,
    output: media.output ? minMaxEnvelope(media.output, rate, ENVELOPE_BINS) : null,
    probs,
    threshold: vad.threshold,
    offsetThreshold: r4(offsetThreshold(vad.threshold)),
    segments,
    words,
    facts: factsOf(sample, row),
    setting: settingLine(vad),
  };
}

export interface SampleViewOptions {
  width?: number;
  title?: string;
}

const USER_LANE: Record<ViewKind, string> = {
  pause: "user · pauses",
  turn_taking: "user · E",
  interruption: "user · [S, R]",
};
const LABEL_FONT = 9;
const LABEL_ROWS = 2;

/** A y axis title written horizontally at the panel's left. */
function laneAxis(title: string, height: number, extra: Record<string, unknown> = {}) {
  return {
    title,
    titleAngle: 0,
    titleAlign: "right" as const,
    titleBaseline: "middle" as const,
    titleX: -26,
    titleY: height / 2,
    titleFontSize: 9,
    ...extra,
  };
}

/** The view's vega-lite spec. */
export function sampleViewChart(d: SampleViewData, opts: SampleViewOptions = {}): ChartSpec {
  const width = opts.width ?? 640;
  const T = d.T;
  const xScale = { domain: [0, T], nice: false, zero: true };
  const grid = { grid: true, gridColor: "#efefef", tickCount: Math.min(12, Math.ceil(T)) };
  const hidden = { labels: false, ticks: false, title: null, domain: false, ...grid };
  const shown = { title: "seconds", ...grid };
  const x = (field: string, axis: Record<string, unknown> = hidden) => ({
    field,
    type: "quantitative" as const,
    scale: xScale,
    axis,
  });
  const markRules = (height: number, labelled: boolean, axis: Record<string, unknown> = hidden) =>
    referenceRules(d.marks, x("t", axis), { y: { value: 0 }, y2: { value: height } }, labelled);
  const bare = { labels: false, ticks: false, domain: false, grid: false };
  const wave = (bins: EnvelopeBin[] | null, colour: string, height: number, title: string): UnitLayer => ({
    data: { values: bins ?? [] },
    mark: { type: "area", color: colour, interpolate: "linear", clip: true },
    encoding: {
      x: x("t0"),
      y: { field: "lo", type: "quantitative", scale: { domain: [-1, 1] }, axis: laneAxis(title, height, bare) },
      y2: { field: "hi" },
    },
  });

  const userH = 42;
  const user: Panel = {
    width,
    height: userH,
    layer: [
      {
        data: { values: d.userSpans },
        mark: {
          type: "rect",
          color: d.kind === "pause" ? COLORS.pause : COLORS.interruption,
          opacity: 0.55,
          clip: true,
        },
        encoding: { x: x("start"), x2: { field: "end" }, y: { value: 0 }, y2: { value: userH } },
      },
      wave(d.input, "#6b6b6b", userH, USER_LANE[d.kind]),
      markRules(userH, true),
    ],
  };

  const outH = 42;
  const output: Panel = {
    width,
    height: outH,
    layer: [wave(d.output, COLORS.main, outH, "model output"), markRules(outH, false)],
  };

  const probH = 80;
  const pY = { type: "quantitative" as const, scale: { domain: [0, 1] } };
  const [on, off] = [d.threshold, d.offsetThreshold];
  const thresholds = [
    { y: on, label: `onset ${on}`, dash: [] as number[], ly: Math.min(1, on + 0.08) },
    { y: off, label: `offset ${off}`, dash: [4, 3], ly: Math.max(0, off - 0.08) },
  ];
  const segments = { values: d.segments.map(([a, b]) => ({ start: a, end: b })) };
  const prob: Panel = {
    width,
    height: probH,
    layer: [
      {
        data: segments,
        mark: { type: "rect", color: COLORS.segment, opacity: 0.18, clip: true },
        encoding: { x: x("start"), x2: { field: "end" }, y: { value: 0 }, y2: { value: probH } },
      },
      {
        data: segments,
        mark: { type: "rect", color: COLORS.segment, clip: true },
        encoding: { x: x("start"), x2: { field: "end" }, y: { value: 0 }, y2: { value: 4 } },
      },
      {
        data: { values: d.probs ?? [] },
        mark: { type: "line", color: COLORS.word, strokeWidth: 1.2, interpolate: "step-after", clip: true },
        encoding: {
          x: x("t"),
          y: {
            ...pY,
            field: "p",
            axis: laneAxis("P(speech)", probH, { values: [0, 0.5, 1], labelFontSize: 8, titleX: -26 }),
          },
        },
      },
      {
        data: { values: thresholds },
        layer: [
          {
            mark: { type: "rule", color: COLORS.accent, strokeWidth: 1 },
            encoding: {
              y: { ...pY, field: "y" },
              strokeDash: { field: "dash", type: "nominal", scale: null, legend: null },
            },
          },
          {
            mark: { type: "text", align: "right", baseline: "middle", dx: -2, fontSize: 8, color: COLORS.accent },
            encoding: { x: { value: width }, y: { ...pY, field: "ly" }, text: { field: "label", type: "nominal" } },
          },
        ],
      },
      markRules(probH, false),
    ],
  };

  const labelRows = wordLabelRows(d.words, T, width, LABEL_ROWS, LABEL_FONT);
  const wordValues = d.words.map((w, k) => ({ ...w, label_row: labelRows[k] ?? null }));
  const wordsH = 14 + LABEL_ROWS * 12;
  const wY = { type: "quantitative" as const, scale: { domain: [0, wordsH], range: [wordsH, 0] }, axis: null };
  const wy = (datum: number) => ({ datum, ...wY });
  // the transcript check's marks: spans boxed from y0 to y1, each labelled at the lane's top (shifted dx, in `color`)
  const spans = (values: object[], box: object, y0: number, y1: number, label: string, dx: number, color: string) =>
    ({
      data: { values },
      layer: [
        {
          mark: { type: "rect", ...box, clip: true },
          encoding: { x: x("start", shown), x2: { field: "end" }, y: wy(y0), y2: wy(y1) },
        },
        {
          mark: { type: "text", align: "left", baseline: "bottom", dx, fontSize: 8, fontStyle: "italic", color },
          encoding: { x: x("start", shown), y: wy(wordsH), text: { value: label } },
        },
      ],
    }) satisfies Layer;
  const check = d.check;
  // a zero-length word still gets a box a few milliseconds wide; an unheard word's box is dashed, so it
  // reads apart from a flagged onset's solid tick without colour
  const unheard = check?.unheard.map((w) => ({ ...w, end: Math.max(w.end, w.start + 0.02) })) ?? [];
  const dashed = { fillOpacity: 0, stroke: COLORS.accent, strokeWidth: 1.5, strokeDash: [3, 2] };
  const checkLayers = check
    ? [
        spans(check.untranscribed, { color: COLORS.interruption, opacity: 0.45 }, 0, 11, "no word", 2, "#8a3b12"),
        spans(unheard, dashed, -1, 12, "unheard", 1, COLORS.accent),
      ]
    : [];
  const words: Panel = {
    width,
    height: wordsH,
    data: { values: wordValues },
    layer: [
      {
        mark: { type: "rect", color: COLORS.light, clip: true },
        encoding: {
          x: x("start", shown),
          x2: { field: "end" },
          y: { datum: 1, ...wY, axis: laneAxis("words", wordsH, bare) },
          y2: { datum: 9 },
        },
      },
      {
        mark: { type: "rule", strokeWidth: 1.5, clip: true },
        encoding: {
          x: x("start", shown),
          y: wy(0),
          y2: { datum: 11 },
          color: {
            field: "flagged",
            type: "nominal",
            scale: { domain: [false, true], range: [COLORS.word, COLORS.accent] },
            legend: null,
          },
        },
      },
      // a flagged onset also carries a triangle on its tick, so it reads without colour
      {
        transform: [{ filter: "datum.flagged" }],
        mark: { type: "point", shape: "triangle-down", filled: true, size: 36, color: COLORS.accent, clip: true },
        encoding: { x: x("start", shown), y: wy(11) },
      },
      {
        transform: [{ filter: "datum.label_row !== null" }, { calculate: `13 + datum.label_row * 12`, as: "label_y" }],
        mark: { type: "text", align: "left", baseline: "bottom", dx: 1, fontSize: LABEL_FONT, color: COLORS.word },
        encoding: { x: x("start", shown), y: { field: "label_y", ...wY }, text: { field: "text", type: "nominal" } },
      },
      markRules(wordsH, false, shown),
      ...checkLayers,
    ],
  };

  // Without output.wav (a reference tree's pause and turn-taking samples) there is no audio and no
  // probability to draw: those two lanes are left out and the subtitle says so.
  const hasOutput = d.output !== null && d.probs !== null;
  // what is not drawn goes in the subtitle, never as text inside a lane (where it would cross the marks)
  const missing = [
    ...(d.input === null ? ["no input.wav in a reference tree: the user lane shows the annotations only"] : []),
    ...(hasOutput
      ? []
      : ["no output.wav for this sample in this input: output waveform and speech probability not drawn"]),
  ];
  return chart({
    title: {
      text: opts.title ?? d.sampleId,
      subtitle: [...d.facts, d.setting, ...missing, ...(d.check ? [transcriptMarksLine(d.check)] : [])],
    },
    vconcat: hasOutput ? [user, output, prob, words] : [user, words],
    spacing: 6,
    config: { concat: { spacing: 6 } },
  });
}
