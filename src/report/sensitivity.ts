/**
 * The samples the VAD setting decides: which eligible interruption samples change outcome across
 * the sweep's grid (most settings away from the default's outcome first, then by id), what
 * moved the aggregate in plain words, a table of every such sample, and for each of them the
 * outcome at every setting beside the probability trace around S and R with every grid
 * threshold drawn. Left out when the context has no per-sample sweep rows or the input no eligible
 * interruption sample (the sweep section says so), or the interruption subset by --subsets.
 */
import { outcomeGridChart } from "../charts/outcome-grid.js";
import { probabilityTraceChart } from "../charts/probability-trace.js";
import { BASE_CONFIG, VEGA_LITE_SCHEMA, type ChartSpec } from "../charts/spec.js";
import { decidedSamples, outcomeMoves, type DecidedSample } from "../score/sensitivity.js";
import type { InterruptionSample } from "../input/tree/sample.js";
import type { ReportContext, ReportSection } from "./context.js";
import { chartFigure } from "./figures.js";
import { esc, note, nowrap, num, table } from "../view/markup.js";
import { isChosen } from "../metrics/subset-choice.js";

export const SENSITIVITY_TITLE = "Samples the VAD setting decides";
/** Sentences of what moved the aggregate. */
export const SENSITIVITY_MOVES = 6;

/** Two charts as one spec (one render instead of two: the renderer's cost is mostly per spec). */
function sideBySide(a: ChartSpec, b: ChartSpec): ChartSpec {
  const inner = (x: ChartSpec) => {
    const { $schema: _s, config: _c, ...rest } = x as unknown as Record<string, unknown>;
    return rest;
  };
  return {
    $schema: VEGA_LITE_SCHEMA,
    hconcat: [inner(a), inner(b)],
    spacing: 36,
    resolve: { scale: { color: "independent", strokeDash: "independent" } },
    config: { ...BASE_CONFIG, padding: { left: 5, right: 24, top: 5, bottom: 5 } },
  } as unknown as ChartSpec;
}

/** "response ×12, not_exercised ×8", most frequent first. */
function tally(d: DecidedSample): string {
  const m = new Map<string, number>();
  for (const o of d.outcomes) m.set(o.outcome, (m.get(o.outcome) ?? 0) + 1);
  return [...m]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([o, n]) => `${o} ×${n}`)
    .join(", ");
}

export function sensitivitySection(ctx: ReportContext): ReportSection | null {
  const sweepRows = ctx.sweepRows;
  const SWEEP_SUBSET = ctx.family.sweep!.subsets[0]!;
  if (!sweepRows || sweepRows.length === 0 || !isChosen(ctx.subsets, SWEEP_SUBSET)) return null;
  // Without an eligible interruption sample the sweep section already says there is nothing to re-score.
  const eligible = ctx.scored.unified.subsets[SWEEP_SUBSET]!.counts.eligible;
  if (eligible === 0) return null;
  const parts: string[] = [
    note(
      "An eligible interruption sample is listed when its outcome is not the same at every " +
        "setting of the sweep above, sorted by the number of settings whose outcome differs from " +
        "the default's (most first), then by sample id. Each listed sample is then drawn: its " +
        "outcome at every setting (the default outlined) and its Silero probability from a second " +
        "before S to a second after R with every onset threshold of the grid; a segment starts " +
        "where the probability reaches the onset threshold and ends after the minimum silence " +
        "below the offset threshold max(threshold − 0.15, 0.01).",
    ),
  ];
  const decided = decidedSamples(ctx.family, sweepRows, ctx.scored.rows);
  if (decided.length === 0) {
    // nothing is listed, so the note on how a listed sample is drawn is left out
    const none =
      `No eligible interruption sample changes outcome across the ${sweepRows.length} ` +
      "settings: every count of the sweep is the default's.";
    return { title: SENSITIVITY_TITLE, html: `<p>${esc(none)}</p>` };
  }
  parts.push(
    `<p>${decided.length} of ${eligible} eligible interruption samples change outcome ` +
      `somewhere on the grid of ${sweepRows.length} settings; the others keep their outcome at ` +
      `every setting.</p>`,
  );
  const moves = outcomeMoves(ctx.family, sweepRows, ctx.scored.rows);
  if (moves.length) {
    parts.push(
      `<p>What moved the aggregate, largest moves first:</p><ul class="moves">${moves
        .slice(0, SENSITIVITY_MOVES)
        .map((m) => `<li>${esc(m.sentence)}</li>`)
        .join("")}</ul>`,
    );
    if (moves.length > SENSITIVITY_MOVES)
      parts.push(
        note(
          `${moves.length - SENSITIVITY_MOVES} smaller moves not listed; the per-sample rows of ` +
            `fdb-unified sweep --per-sample hold them all.`,
        ),
      );
  }
  const head = ["sample", "settings differing from the default", "default outcome", "outcomes across the grid"];
  const rows = decided.map((d) => [
    nowrap(d.sampleId),
    num(`${d.differing} of ${d.outcomes.length}`),
    nowrap(d.defaultOutcome),
    tally(d),
  ]);
  parts.push(table("sensitivity", head, rows));
  const samples = new Map(ctx.tree.subsets.flatMap((s) => s.samples.map((x) => [x.sampleId, x] as const)));
  const thresholds = [...new Set(sweepRows.map((s) => s.setting.threshold))];
  for (const d of decided) {
    const s = samples.get(d.sampleId) as InterruptionSample;
    // subtitle lines no wider than the grid, so every trace starts at the same x
    const subtitle = [
      "outcome by setting (default outlined):",
      `${d.defaultOutcome} at the default,`,
      `${d.differing} of ${d.outcomes.length} settings differ`,
    ];
    const grid = outcomeGridChart(d.sampleId, d.outcomes, { subtitle });
    parts.push(chartFigure("sensitivity-sample", sideBySide(grid, probabilityTraceChart(s, thresholds))));
  }
  return { title: SENSITIVITY_TITLE, html: parts.join("\n") };
}
