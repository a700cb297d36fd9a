/**
 * The title block: the title, what was scored in one line (inputs, definitions and tool
 * versions), how many output.wav files of each plain-folder input were converted before the VAD
 * (when any was), whether two inputs are one run transcribed twice (the same audio, different
 * transcripts), and how numbers are shown. The hashes and settings are in the appendix, so the
 * first page opens with the summary.
 */
import { convertedFromOf, convertedSummary } from "../audio/converted.js";
import type { ReportContext } from "./context.js";
import { esc, note } from "../view/markup.js";

/** "Input: 3 output.wav converted to 16 kHz mono: ..." per input that has conversions ("A: ..." when several). */
function conversionLines(ctx: ReportContext): string[] {
  return ctx.systems.flatMap((s) => {
    const text = convertedSummary(convertedFromOf(s.scored.unified.inputs) ?? {});
    if (text === null) return [];
    return [`${ctx.systems.length > 1 ? s.name : "Input"}: ${text} (inputs.converted_from).`];
  });
}

/** One line when the two inputs are one run transcribed twice: the comparison then measures the ASR, not two systems. */
function sameAudioLines(ctx: ReportContext): string[] {
  const c = ctx.comparison;
  if (!c?.same_audio) return [];
  const s = c.same_audio;
  return [
    `Same audio, different transcripts: ${c.a.name} and ${c.b.name} are one run transcribed twice (all ` +
      `${s.samples} samples eligible in both have the same output.wav; ${s.different_transcripts} transcripts ` +
      `differ and ${s.changed.length} rows change), so the comparison measures the transcripts, not two systems.`,
  ];
}

export function titleBlock(ctx: ReportContext): string {
  const u = ctx.scored.unified;
  const names = ctx.systems.map((s) => s.name);
  const settings = ctx.family.settings.map((s) => ` · ${s.label} ${ctx.scored.values[s.json]} ${s.unit}`).join("");
  const what =
    `${names.length === 1 ? "Input" : "Inputs"}: ${names.join(", ")} · ${u.definitions} · ` +
    `${u.tool.name} ${u.tool.version}${settings} · hashes and settings in the appendix`;
  return [
    `<h1>${esc(ctx.title)}</h1>`,
    `<p class="subtitle">${esc(what)}</p>`,
    ...conversionLines(ctx).map((t) => `<p class="subtitle" data-converted>${esc(t)}</p>`),
    ...sameAudioLines(ctx).map((t) => `<p class="subtitle" data-same-audio>${esc(t)}</p>`),
    note(ctx.family.presentation.report.numbersNote),
  ].join("\n");
}
