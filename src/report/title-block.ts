/**
 * The title block: what was scored and how. Definitions version, tool version, the input hashes,
 * the VAD model, runtime and settings, the interval method, the sweep grid and the reference
 * column's status. Everything comes from unified.json's header fields; no time or path.
 */
import { convertedFromOf, convertedSummary } from "../output/converted.js";
import { describeReferenceStatus } from "../tree/summary.js";
import type { ReportContext } from "./context.js";
import { esc, note, nowrap, table } from "./html.js";

export function titleBlock(ctx: ReportContext): string {
  const u = ctx.scored.unified;
  const v = u.vad;
  const iv = u.intervals;
  const g = ctx.grid;
  const inputs = Object.entries(u.inputs).map(([k, val]) => [
    k.replace(/_sha256$/, ".json sha256").replace(/_/g, " "),
    k === "converted_from" ? esc(convertedSummary(convertedFromOf(u.inputs)!) ?? "none") : nowrap(String(val)),
  ]);
  const rows = [
    ["input", ctx.name],
    ["definitions", u.definitions],
    ["tool", `${u.tool.name} ${u.tool.version}`],
    ...inputs,
    ["VAD model", `${v.model} (model sha256 ${v.model_sha256})`],
    ["VAD runtime", v.runtime],
    ["VAD settings", `threshold ${v.threshold}, min speech ${v.min_speech_duration_ms} ms, min silence ${v.min_silence_duration_ms} ms, speech pad ${v.speech_pad_ms} ms`],
    ["intervals", `${iv.confidence * 100}%: Wilson for sample shares; percentile bootstrap over whole samples for pooled ratios and median latencies (${iv.bootstrap_resamples} resamples, seed ${iv.bootstrap_seed}, ${iv.bootstrap_generator})`],
    ["sweep grid", `threshold ${g.thresholds.join(", ")} × min silence ${g.minSilenceMs.join(", ")} ms; min speech ${g.minSpeechMs.join(", ")} ms; speech pad ${g.speechPadMs.join(", ")} ms (${ctx.sweep.settings.length} settings)`],
    ["reference column", ctx.tree.reference.status === "matched" ? "summary.json matches manifest.json and asr.json" : describeReferenceStatus(ctx.tree.reference) ?? ""],
  ];
  return [
    `<h1>${esc(ctx.title)}</h1>`,
    table("title", ["", ""], rows),
    note("Numbers are shown as the console shows them: three decimals for shares, rates and seconds, integers for counts, \"not reached\" for a latency quantile that falls on a sample without a response. unified.json keeps full precision."),
  ].join("\n");
}
