/**
 * The appendix: what was scored and how, for the record. Per input its definitions and tool
 * versions and input hashes; the VAD model, runtime and settings, the interval method, the sweep
 * grid, and per input whether summary.json supplies its reference column. With several inputs,
 * one table per input, then one of the settings they share. Everything comes from
 * unified.json's header fields; no time or path.
 */
import { convertedFromOf, convertedSummary } from "../audio/converted.js";
import { describeReferenceStatus } from "../input/tree/summary.js";
import type { ScoredSystem } from "../text/leaderboard.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { ReportContext, ReportSection } from "./context.js";
import { heading, nowrap, table, type Cell } from "../view/markup.js";

/** A hash: may break anywhere (64 hex digits have no word to keep whole). */
const hash = (text: string): Cell => ({ text, cls: "hash" });

/**
 * The rows of an input's `inputs` block, labelled by what each field is: a reference tree's
 * `manifest_sha256` and `asr_sha256` are the sha256 of those files; a plain folder's
 * `dataset_sha256` is one hash over every file read (docs/plain-dataset.md), `resampled` lists the
 * samples whose output.wav was resampled, mixed or cut, and `converted_from` the native formats
 * that were decoded.
 */
export function inputRows(name: string, inputs: Record<string, unknown>): [string, string | Cell][] {
  const hashes = new Map([
    ["manifest_sha256", "manifest.json sha256"],
    ["asr_sha256", "asr.json sha256"],
    ["dataset_sha256", "plain folder sha256 (over every file read)"],
  ]);
  const list = (val: unknown) => (Array.isArray(val) ? `${val.length}: ${val.join(", ")}` : String(val));
  const rows: [string, string | Cell][] = [["input", name]];
  for (const [k, val] of Object.entries(inputs)) {
    if (hashes.has(k)) rows.push([hashes.get(k)!, hash(String(val))]);
    else if (k === "layout")
      rows.push(["input layout", val === "plain" ? "plain Full-Duplex-Bench folder" : String(val)]);
    else if (k === "resampled" && Array.isArray(val))
      rows.push(["output.wav converted to 16 kHz mono", val.length === 0 ? "none" : list(val)]);
    else if (k === "converted_from")
      rows.push(["converted from", convertedSummary(convertedFromOf(inputs) ?? {}) ?? "none"]);
    else rows.push([k.replace(/_/g, " "), nowrap(list(val))]);
  }
  return rows;
}

/** What was scored for one input: its inputs block, definitions and tool. */
function systemRows(s: ScoredSystem): [string, string | Cell][] {
  const u = s.scored.unified;
  return [...inputRows(s.name, u.inputs), ["definitions", u.definitions], ["tool", `${u.tool.name} ${u.tool.version}`]];
}

/** Whether summary.json supplies the input's reference column, and if not why (nothing without a summary.json). */
function referenceRow({ reference: r }: LoadedInput): [string, string][] {
  if (r === undefined) return [];
  const matched = "summary.json matches manifest.json and asr.json";
  return [["reference column", r.status === "matched" ? matched : (describeReferenceStatus(r) ?? "")]];
}

/** The VAD grid the report swept. */
function sweepRow(ctx: ReportContext): [string, string] {
  const g = ctx.grid;
  return [
    "sweep grid",
    `threshold ${g.threshold.join(", ")} × min silence ${g.minSilenceDurationMs.join(", ")} ` +
      `ms; min speech ${g.minSpeechDurationMs.join(", ")} ms; speech pad ` +
      `${g.speechPadMs.join(", ")} ms (${ctx.sweep?.settings.length ?? 0} settings)`,
  ];
}

/** The families' settings (with the values a study varies) and constants. */
function familyRows(ctx: ReportContext): [string, string][] {
  const families = [ctx.family, ...new Set(ctx.systems.flatMap((x) => x.scored.attached))];
  const studied = ctx.family.presentation.report.subsetParts.flatMap((p) => (p.kind === "setting-study" ? [p] : []));
  const rows: [string, string][] = [];
  for (const f of families) {
    for (const s of f.settings) {
      const study = studied.find((p) => p.setting === s.json);
      const also = study ? ` (also ${study.values.join(", ")} ${s.unit} in the study)` : "";
      rows.push([s.label, `${ctx.scored.values[s.json]} ${s.unit}${also}`]);
    }
    const constants = Object.entries(f.constants ?? {}).map(([k, v]) => `${k} ${v}`);
    if (f.constants) rows.push([`${f.definitions} constants`, constants.join(", ")]);
  }
  return rows;
}

/** The settings every input was scored with (one run, one set of flags). */
function settingRows(ctx: ReportContext): [string, string | Cell][] {
  const u = ctx.scored.unified;
  const v = u.vad;
  const iv = u.intervals;
  return [
    ["VAD model", v.model],
    ["VAD model sha256", hash(v.model_sha256)],
    ["VAD runtime", v.runtime],
    [
      "VAD settings",
      `threshold ${v.threshold}, min speech ${v.min_speech_duration_ms} ms, min silence ` +
        `${v.min_silence_duration_ms} ms, speech pad ${v.speech_pad_ms} ms`,
    ],
    [
      "intervals",
      `${iv.confidence * 100}%: Wilson for sample shares; percentile bootstrap over whole ` +
        `samples for pooled ratios and median latencies (${iv.bootstrap_resamples} resamples, ` +
        `seed ${iv.bootstrap_seed}, ${iv.bootstrap_generator})`,
    ],
    ...(ctx.sweep ? [sweepRow(ctx)] : []),
    ...familyRows(ctx),
  ];
}

/** One input: one table. Several: a table per input (with its reference column), then the shared settings. */
export function appendixSection(ctx: ReportContext): ReportSection {
  const title = "Appendix: inputs and settings";
  if (ctx.systems.length === 1)
    return {
      title,
      html: table("title", ["", ""], [...systemRows(ctx.systems[0]!), ...settingRows(ctx), ...referenceRow(ctx.tree)]),
    };
  const inputs = ctx.systems.map((s) => {
    const tree = ctx.parts.find((p) => p.name === s.name)?.tree;
    const rows = [...systemRows(s), ...(tree ? referenceRow(tree) : [])];
    return [heading(3, s.name), table("title", ["", ""], rows)].join("\n");
  });
  return {
    title,
    html: [...inputs, heading(3, "Settings of every input"), table("title", ["", ""], settingRows(ctx))].join("\n"),
  };
}
