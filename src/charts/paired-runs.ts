/**
 * The view of one v1.5 sample (docs/matched-runs.md): its two outputs on one time axis, the output
 * for the input with the overlap above, the control (the output for the clean input) below, each
 * with the input it answered in a lane under it (input.wav, clean_input.wav) when the data holds
 * them. Each output panel draws the waveform as the VAD saw it, the runs as bars, the overlap
 * [s, e] shaded and the end of the run active at s (o_end, c_end) as a labelled rule; an input lane
 * draws its waveform over the same shading, so the event is seen where the output meets it. The
 * title gives the outcome, the subtitle the row's times. Everything drawn comes from the row
 * (src/matched/row.ts) and the audio.
 */
import { fixed3 } from "../metrics/format.js";
import type { MatchedRow } from "../matched/row.js";
import { type EnvelopeBin, minMaxEnvelope } from "./envelope.js";
import { chart, type Layer, type Panel } from "./layers.js";
import { COLORS, type ChartSpec, r4 } from "./spec.js";

export interface PairedRunsData {
  row: MatchedRow;
  /** The yield margin the row was made with. */
  yieldMargin: number;
  output: EnvelopeBin[];
  control: EnvelopeBin[];
  /** input.wav and clean_input.wav, when the view draws the inputs. */
  inputs?: { input: EnvelopeBin[]; clean_input: EnvelopeBin[] };
}

/** The inputs' waveform colour: the grey of the v1.0 view's user lane. */
const INPUT_COLOR = "#6b6b6b";

/** Bins of the waveform: one per pixel or so of a 640-pixel-wide view. */
const BINS = 600;

/**
 * The data of the view. `output` and `control` are the two outputs as 16 kHz mono samples scaled
 * to [-1, 1] (what the VAD read); `inputs`, when given, input.wav and clean_input.wav the same way.
 */
export function pairedRunsData(
  row: MatchedRow,
  output: ArrayLike<number>,
  control: ArrayLike<number>,
  yieldMargin: number,
  inputs?: { input: ArrayLike<number>; clean_input: ArrayLike<number> },
): PairedRunsData {
  const envelope = (x: ArrayLike<number>) =>
    minMaxEnvelope(
      Float64Array.from(x as ArrayLike<number>, (v) => v * 32768),
      16000,
      BINS,
    );
  return {
    row,
    yieldMargin,
    output: envelope(output),
    control: envelope(control),
    ...(inputs === undefined
      ? {}
      : { inputs: { input: envelope(inputs.input), clean_input: envelope(inputs.clean_input) } }),
  };
}

/** The end of the run active at s, when the row has one (s + stop, or the clock's end when not observed). */
function activeEnd(row: MatchedRow, stop: number | null): number | null {
  if (row.outcome === "onset_mismatch" || row.outcome === "not_exercised") return null;
  return stop === null ? Math.min(row.T, row.T_clean) : r4(row.s + stop);
}

function subtitle(d: PairedRunsData): string[] {
  const r = d.row;
  const t = (x: number | null) => (x === null ? "n/a" : `${fixed3(x)} s`);
  const lines = [`overlap [${fixed3(r.s)}, ${fixed3(r.e)}] s (shaded) · yield margin δ = ${d.yieldMargin} s`];
  if (r.stop_s !== null || r.clean_stop_s !== null || r.outcome === "continued" || r.outcome === "extended")
    lines.push(
      `stop after s: output ${t(r.stop_s)}, control ${t(r.clean_stop_s)} · ` +
        `next start after e: output ${t(r.after_s)}, control ${t(r.clean_after_s)}`,
    );
  if (r.triggered !== null) lines.push(`triggered: output ${r.triggered}, control ${r.clean_triggered}`);
  lines.push(`inputs identical before s: ${r.inputs_identical} · runs agree before s − g: ${r.agree_before_onset}`);
  return lines;
}

export function pairedRunsChart(d: PairedRunsData, opts: { width?: number } = {}): ChartSpec {
  const width = opts.width ?? 640;
  const r = d.row;
  const T = Math.max(r.T, r.T_clean);
  const x = { type: "quantitative" as const, scale: { domain: [0, r4(T)], nice: false } };
  const y = { type: "quantitative" as const, scale: { domain: [-1, 1.45] }, axis: null };
  /** The overlap [s, e] shaded, the first layer of every panel and lane. */
  const overlap = {
    data: { values: [{ s: r.s, e: r.e }] },
    mark: { type: "rect", color: COLORS.interruption, opacity: 0.35 },
    encoding: { x: { ...x, field: "s", axis: { title: "seconds" } }, x2: { field: "e" } },
  } as const;
  /** One output's panel: the overlap, the waveform, the runs as bars and the end of the run active at s (`name`). */
  const panel = (title: string, bins: EnvelopeBin[], runs: [number, number][], name: string, stop: number | null) => {
    const t = activeEnd(r, stop);
    const label = stop !== null ? `${name} ${fixed3(t)} s` : `${name}: reaches the clock's end`;
    // Near the right edge the label goes left of its rule, so it stays inside the chart.
    const align = t !== null && t > 0.7 * T ? "right" : "left";
    const end: Layer = {
      data: { values: [{ t, label }] },
      layer: [
        { mark: { type: "rule", color: COLORS.accent, strokeWidth: 2 }, encoding: { x: { ...x, field: "t" } } },
        {
          mark: { type: "text", align, dx: align === "right" ? -3 : 3, baseline: "bottom", fontSize: 9 },
          encoding: { x: { ...x, field: "t" }, y: { ...y, datum: -1 }, text: { field: "label" } },
        },
      ],
    };
    return {
      width,
      height: 90,
      title: { text: title, fontSize: 10, fontWeight: "normal" },
      layer: [
        overlap,
        {
          data: { values: bins },
          mark: { type: "area", color: COLORS.mid, interpolate: "step-after" },
          encoding: { x: { ...x, field: "t0" }, y: { ...y, field: "lo" }, y2: { field: "hi" } },
        },
        {
          data: { values: runs.map(([a, b]) => ({ a, b })) },
          mark: { type: "rect", color: COLORS.segment },
          encoding: { x: { ...x, field: "a" }, x2: { field: "b" }, y: { ...y, datum: 1.15 }, y2: { datum: 1.35 } },
        },
        ...(t === null ? [] : [end]),
      ],
    } satisfies Panel;
  };
  /** An input's lane: the overlap shaded where it is (or was, in the clean input) and the waveform. */
  const inputLane = (title: string, bins: EnvelopeBin[]) =>
    ({
      width,
      height: 40,
      title: { text: title, fontSize: 10, fontWeight: "normal" },
      layer: [
        overlap,
        {
          data: { values: bins },
          mark: { type: "area", color: INPUT_COLOR, interpolate: "step-after" },
          encoding: {
            x: { ...x, field: "t0" },
            y: { type: "quantitative", scale: { domain: [-1, 1] }, axis: null, field: "lo" },
            y2: { field: "hi" },
          },
        },
      ],
    }) satisfies Panel;
  const output = panel("output.wav (input with the overlap); bars: runs", d.output, r.runs, "o_end", r.stop_s);
  const control = panel(
    "clean_output.wav (control: the overlap removed)",
    d.control,
    r.clean_runs,
    "c_end",
    r.clean_stop_s,
  );
  const inputs = d.inputs;
  return chart({
    title: { text: `${r.sample_id}: ${r.outcome}`, subtitle: subtitle(d) },
    spacing: 6,
    vconcat:
      inputs === undefined
        ? [output, control]
        : [
            output,
            inputLane("input.wav (the user's audio with the overlap event)", inputs.input),
            control,
            inputLane("clean_input.wav (the user's audio without it; shaded where the event was)", inputs.clean_input),
          ],
    resolve: { scale: { x: "shared" } },
  });
}
