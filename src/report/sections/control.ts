/**
 * The control runs of a v1.0 plain folder's interruption samples (docs/matched-runs.md "User
 * interruption with a control run"): when the input's score has a `control` block, its counts and
 * every matched-runs metric of user interruption, named `control.<metric>` so that no name means
 * two things beside the v1.0 table, with the samples without a control run counted. The block
 * comes from the score (src/matched/control.ts); this section only shows it.
 */
import { MATCHED_OUTCOMES } from "../../matched/row.js";
import { isChosen } from "../../metrics/subset-choice.js";
import { note } from "../../view/markup.js";
import type { ReportContext, ReportSection } from "../context.js";
import { matchedMetricTable } from "../matched-metric-table.js";

export function controlSection(ctx: ReportContext): ReportSection | null {
  const block = ctx.control;
  if (!block || !isChosen(ctx.subsets, "synthetic_user_interruption")) return null;
  const k = block.counts;
  const outcomes = MATCHED_OUTCOMES.map((o) => `${k[o]} ${o}`).join(", ");
  return {
    title: "synthetic_user_interruption: control runs",
    html: [
      note(
        `${k.selected} samples with a control run (clean_output.wav, the output for the input with [S, R] muted), ` +
          `${k.without_control} without one (left out here); ${k.eligible} eligible: ${outcomes}. ` +
          `Scored by the matched runs (${block.definitions}, yield margin ${block.yield_margin_s} s) with s = S and ` +
          "e = R; the control.* names keep these apart from the v1.0 metrics above, which the control runs leave as they are.",
      ),
      matchedMetricTable("control-metrics", "user_interruption", block, false, "control."),
    ].join("\n"),
  };
}
