/**
 * The appendix: what was scored and how, for the record. Per input its definitions and tool
 * versions and input hashes; the VAD model, runtime and settings, the interval method, the sweep
 * grid, and per input whether summary.json supplies its reference column. With several inputs,
 * one table with a column per input, then the settings they share in the same table. Everything comes from
 * unified.json's header fields; no time or path.
 */
import { nativeLabel } from "../audio/converted.js";
import type { NativeAudio } from "../audio/vad-audio.js";
import { describeReferenceStatus } from "../input/tree/summary.js";
import type { ScoredSystem } from "../text/leaderboard.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { ReportContext, ReportSection } from "./context.js";
import { esc, table, type Cell } from "../view/markup.js";

/** A hash: may break anywhere (64 hex digits have no word to keep whole). */
const hash = (text: string): Cell => ({ text, cls: "hash" });

/** At most this many files of a list are named in the appendix (unified.json's inputs lists them all). */
const LISTED = 8;

/** "none", or "6 files: a, b, … (and 2 more)": a list of files in words. */
function fileList(val: readonly unknown[]): string {
  if (val.length === 0) return "none";
  const shown = val.slice(0, LISTED).map(String).join(", ");
  const more = val.length > LISTED ? ` (and ${val.length - LISTED} more, listed in unified.json)` : "";
  return `${val.length} ${val.length === 1 ? "file" : "files"}: ${shown}${more}`;
}

/** Any value of an inputs block as text: never a raw object, an empty pair of braces or an index key. */
export function valueText(val: unknown): string {
  if (val === null || val === undefined) return "none";
  if (Array.isArray(val)) return fileList(val);
  if (typeof val !== "object") return String(val);
  const entries = Object.entries(val as Record<string, unknown>);
  if (entries.length === 0) return "none";
  return entries.map(([k, v]) => `${k.replace(/_/g, " ")} ${valueText(v)}`).join("; ");
}

/** "2 from 16-bit PCM, 24000 Hz, mono; 1 from …" for a `*converted_from` record, or "none". */
function nativeText(val: unknown): string {
  const c = val !== null && typeof val === "object" ? (val as Record<string, NativeAudio>) : {};
  const counts = new Map<string, number>();
  for (const n of Object.values(c)) counts.set(nativeLabel(n), (counts.get(nativeLabel(n)) ?? 0) + 1);
  if (counts.size === 0) return "none";
  const groups = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return groups.map(([label, n]) => `${n} from ${label}`).join("; ");
}

/**
 * The rows of an input's `inputs` block, labelled by what each field is, every value in words: a
 * reference tree's `manifest_sha256` and `asr_sha256` are the sha256 of those files; a plain
 * folder's `dataset_sha256` is one hash over every file read (docs/plain-dataset.md), `resampled`
 * lists the output.wav files that were resampled, mixed or cut and `converted_from` the native
 * formats that were decoded; `input_resampled` and `input_converted_from` say the same of input.wav.
 */
export function inputRows(name: string, inputs: Record<string, unknown>): [string, string | Cell][] {
  const hashes = new Map([
    ["manifest_sha256", "manifest.json sha256"],
    ["asr_sha256", "asr.json sha256"],
    ["dataset_sha256", "plain folder sha256 (over every file read)"],
  ]);
  const labels = new Map([
    ["resampled", "output.wav converted to 16 kHz mono"],
    ["converted_from", "output.wav converted from"],
    ["input_resampled", "input.wav converted to 16 kHz mono"],
    ["input_converted_from", "input.wav converted from"],
  ]);
  const rows: [string, string | Cell][] = [["input", name]];
  for (const [k, val] of Object.entries(inputs)) {
    if (hashes.has(k)) rows.push([hashes.get(k)!, hash(String(val))]);
    else if (k === "layout")
      rows.push(["input layout", val === "plain" ? "plain Full-Duplex-Bench folder" : valueText(val)]);
    else if (k.endsWith("converted_from")) rows.push([labels.get(k) ?? k.replace(/_/g, " "), nativeText(val)]);
    else rows.push([labels.get(k) ?? k.replace(/_/g, " "), valueText(val)]);
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
        `seed ${iv.bootstrap_seed}; the generator in unified.json's intervals)`,
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
  // one table: a column per input (its hashes side by side), then the settings every input shares
  const perInput = ctx.systems.map((s) => {
    const tree = ctx.parts.find((p) => p.name === s.name)?.tree;
    return new Map([...systemRows(s).slice(1), ...(tree ? referenceRow(tree) : [])]);
  });
  const labels = [...new Set(perInput.flatMap((m) => [...m.keys()]))];
  const td = (c: string | Cell | undefined, span = 1) => {
    const cell = typeof c === "string" || c === undefined ? { text: c ?? "" } : c;
    return `<td${span > 1 ? ` colspan="${span}"` : ""}${cell.cls ? ` class="${cell.cls}"` : ""}>${esc(cell.text)}</td>`;
  };
  const n = ctx.systems.length;
  const rows = [
    ...labels.map((label) => `<tr>${td(label)}${perInput.map((m) => td(m.get(label))).join("")}</tr>`),
    `<tr class="group"><th colspan="${n + 1}">Settings of every input</th></tr>`,
    ...settingRows(ctx).map(([label, value]) => `<tr>${td(label)}${td(value, n)}</tr>`),
  ];
  const head = `<thead><tr><th></th>${ctx.systems.map((s) => `<th>${esc(s.name)}</th>`).join("")}</tr></thead>`;
  return {
    title,
    html: `<table class="table" data-table="inputs">${head}<tbody>${rows.join("")}</tbody></table>`,
  };
}
