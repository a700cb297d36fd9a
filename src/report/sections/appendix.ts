/**
 * The appendix: what was scored and how, for the record. Per input its definitions and tool
 * versions and input hashes; the VAD model, runtime and settings, the interval method, the sweep
 * grid and the reference column's status of the report's own input. Everything comes from
 * unified.json's header fields; no time or path.
 */
import { convertedFromOf, convertedSummary } from "../../output/converted.js";
import { describeReferenceStatus } from "../../tree/summary.js";
import type { ReportContext, ReportSection } from "../context.js";
import { heading, nowrap, table } from "../html.js";

function inputRows(name: string, inputs: Record<string, unknown>): (string | ReturnType<typeof nowrap>)[][] {
  return [
    ["input", name],
    ...Object.entries(inputs).map(([k, val]) => [
      k.replace(/_sha256$/, ".json sha256").replace(/_/g, " "),
      k === "converted_from"
        ? convertedSummary(convertedFromOf(inputs)!) ?? "none"
        : nowrap(Array.isArray(val) ? `${val.length}: ${val.join(", ")}` : String(val)),
    ]),
  ];
}

export function appendixSection(ctx: ReportContext): ReportSection {
  const u = ctx.scored.unified;
  const v = u.vad;
  const iv = u.intervals;
  const g = ctx.grid;
  const rows = [
    ...inputRows(ctx.name, u.inputs),
    ["definitions", u.definitions],
    ["tool", `${u.tool.name} ${u.tool.version}`],
    ["VAD model", `${v.model} (model sha256 ${v.model_sha256})`],
    ["VAD runtime", v.runtime],
    ["VAD settings", `threshold ${v.threshold}, min speech ${v.min_speech_duration_ms} ms, min silence ${v.min_silence_duration_ms} ms, speech pad ${v.speech_pad_ms} ms`],
    ["intervals", `${iv.confidence * 100}%: Wilson for sample shares; percentile bootstrap over whole samples for pooled ratios and median latencies (${iv.bootstrap_resamples} resamples, seed ${iv.bootstrap_seed}, ${iv.bootstrap_generator})`],
    ["sweep grid", `threshold ${g.thresholds.join(", ")} × min silence ${g.minSilenceMs.join(", ")} ms; min speech ${g.minSpeechMs.join(", ")} ms; speech pad ${g.speechPadMs.join(", ")} ms (${ctx.sweep.settings.length} settings)`],
    ["reference column", ctx.tree.reference.status === "matched" ? "summary.json matches manifest.json and asr.json" : describeReferenceStatus(ctx.tree.reference) ?? ""],
  ];
  const others = ctx.systems.slice(1).map((s) => {
    const o = s.scored.unified;
    return [heading(3, s.name), table("title", ["", ""], [...inputRows(s.name, o.inputs), ["definitions", o.definitions], ["tool", `${o.tool.name} ${o.tool.version}`]])].join("\n");
  });
  return {
    title: "Appendix: inputs and settings",
    html: [others.length ? heading(3, ctx.name) : "", table("title", ["", ""], rows), ...others].filter((x) => x !== "").join("\n"),
  };
}
