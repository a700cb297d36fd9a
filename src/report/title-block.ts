/**
 * The title block: the title, what was scored in one line (inputs, definitions and tool
 * versions), and how numbers are shown. The hashes and settings are in the appendix, so the
 * first page opens with the summary.
 */
import type { ReportContext } from "./context.js";
import { esc, note } from "./html.js";

export function titleBlock(ctx: ReportContext): string {
  const u = ctx.scored.unified;
  const names = ctx.systems.map((s) => s.name);
  const what = `${names.length === 1 ? "Input" : "Inputs"}: ${names.join(", ")} · ${u.definitions} · ${u.tool.name} ${u.tool.version} · hashes and settings in the appendix`;
  return [
    `<h1>${esc(ctx.title)}</h1>`,
    `<p class="subtitle">${esc(what)}</p>`,
    note("Numbers are shown as the console shows them: three decimals for shares, rates and seconds, integers for counts, \"not reached\" for a latency quantile that falls on a sample without a response. unified.json keeps full precision."),
  ].join("\n");
}
