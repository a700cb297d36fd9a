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
  // spans drawn as `box` from y0 to y1, each labelled `label` (shifted dx, in `color`) at the lane's top
  const spans = (values: object[], box: object, y0: number, y1: number, label: string, dx: number, color: string) => ({
    data: { values },
    layer: [
      {
        mark: { type: "rect", ...box, clip: true },
        encoding: { x: x("start"), x2: { field: "end" }, y: y(y0), y2: y(y1) },
      },
      {
        mark: { type: "text", align: "left", baseline: "bottom", dx, fontSize: 8, fontStyle: "italic", color },
        encoding: { x: x("start"), y: y(top), text: { value: label } },
      },
    ],
  });
  // an unheard word's box is dashed, so it reads apart from a flagged onset's solid tick without colour
  const dashed = { fillOpacity: 0, stroke: COLORS.accent, strokeWidth: 1.5, strokeDash: [3, 2] };
  return [
    spans(m.untranscribed, { color: COLORS.interruption, opacity: 0.45 }, 0, 11, "no word", 2, "#8a3b12"),
    spans(unheard, dashed, -1, 12, "unheard", 1, COLORS.accent),
  ];
}
