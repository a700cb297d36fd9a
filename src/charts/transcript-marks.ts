/**
 * The transcript check's marks on a sample view's word lane (docs/transcript-check.md): each
 * untranscribed segment (speech the VAD found with no heard word) as a shaded span labelled
 * "no word", and each unheard word (no speech under it) in a dashed box in the accent colour with
 * the label "unheard". The view draws them only when its data carries the check's findings.
 */
import { COLORS } from "./spec.js";

export interface TranscriptMarks {
  unheard: { start: number; end: number; text: string }[];
  untranscribed: { start: number; end: number }[];
}

/** The subtitle line that says what the marks mean. */
export function transcriptMarksLine(m: TranscriptMarks): string {
  const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
  return (
    `transcript check: ${n(m.unheard.length, "unheard word", "unheard words")} (dashed box, "unheard") ` +
    `· ${n(m.untranscribed.length, "untranscribed segment", "untranscribed segments")} ` +
    `(shaded, "no word")`
  );
}

/**
 * vega-lite layers for the word lane: `x` is the lane's x encoding of a field, `y` its y scale
 * encoding (a datum in the lane's units), `top` the lane's label height.
 */
export function transcriptMarkLayers(
  m: TranscriptMarks,
  x: (field: string) => object,
  y: (datum: number) => object,
  top: number,
): object[] {
  // a zero-length word still gets a box a few milliseconds wide
  const unheard = m.unheard.map((w) => ({ ...w, end: Math.max(w.end, w.start + 0.02) }));
  return [
    {
      data: { values: m.untranscribed },
      layer: [
        {
          mark: { type: "rect", color: COLORS.interruption, opacity: 0.45, clip: true },
          encoding: { x: x("start"), x2: { field: "end" }, y: y(0), y2: y(11) },
        },
        {
          mark: {
            type: "text",
            align: "left",
            baseline: "bottom",
            dx: 2,
            fontSize: 8,
            fontStyle: "italic",
            color: "#8a3b12",
          },
          encoding: { x: x("start"), y: y(top), text: { value: "no word" } },
        },
      ],
    },
    {
      data: { values: unheard },
      layer: [
        {
          // dashed, so the box reads apart from a flagged onset's solid tick without colour
          mark: {
            type: "rect",
            fillOpacity: 0,
            stroke: COLORS.accent,
            strokeWidth: 1.5,
            strokeDash: [3, 2],
            clip: true,
          },
          encoding: { x: x("start"), x2: { field: "end" }, y: y(-1), y2: y(12) },
        },
        {
          mark: {
            type: "text",
            align: "left",
            baseline: "bottom",
            dx: 1,
            fontSize: 8,
            fontStyle: "italic",
            color: COLORS.accent,
          },
          encoding: { x: x("start"), y: y(top), text: { value: "unheard" } },
        },
      ],
    },
  ];
}
