/**
 * What every report section receives and returns. A section is a pure function of the context
 * returning `{title, html}` (or several, or null to leave itself out); the list of sections
 * lives in section-order.ts. The context holds what every input shares (the family, the title,
 * the grid, the headline table, a comparison) and one part per input (its input, score, sweep and
 * drawn media); its own `name`, `tree`, `scored`, ... are those of the part a section is about: the
 * first input's for the shared sections, each input's in turn for the sections of its part.
 */
import type { SampleMedia } from "../charts/sample-view.js";
import type { Comparison } from "../compare/types.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { ScoredSystem } from "../text/leaderboard.js";
import type { Leaderboard } from "../text/leaderboard-types.js";
import type { Family } from "../metrics/family.js";
import type { Score } from "../metrics/score.js";
import type { ChosenSubsets } from "../metrics/subset-choice.js";
import type { SweepGrid } from "../score/grid.js";
import type { SettingRows } from "../score/sensitivity.js";
import type { SweepResult } from "../score/sweep.js";
import type { ReportTranscriptCheck } from "./transcript-check-edge.js";

export interface ReportSection {
  title: string;
  html: string;
  /** The input whose part the section belongs to, when the report has several (its title starts with it). */
  part?: string;
}

/** The rows of one value of a family setting's study (the margin study of the matched runs). */
export interface SettingStudy {
  setting: string;
  value: number;
  rows: readonly object[];
}

/** What the report details about one input: the sections of its part read these. */
export interface SystemPart {
  /** The input's name: NAME of `--tree NAME=DIR`, else its folder name. Never a path. */
  name: string;
  /** The loaded input, as the sections of a v1.0 input read it. */
  tree: LoadedInput;
  /** Its score at the default VAD settings (unified.json, its rows and blocks). */
  scored: Score;
  /** The sweep over the grid, where the family's sections draw it. */
  sweep?: SweepResult;
  /** The per-sample rows of every sweep setting, in sweep order (the sensitivity section). */
  sweepRows?: readonly SettingRows[];
  /** The rows at each value of a family setting the family's study varies. */
  studies?: readonly SettingStudy[];
  /**
   * Audio and probabilities of the samples the timelines draw (read at the edge,
   * src/report/media.ts); a drawn sample without an entry gets the plain timeline.
   */
  media?: ReadonlyMap<string, SampleMedia>;
  /** With `--audio`: the players' HTML of each drawn sample, by sample id. */
  players?: ReadonlyMap<string, string>;
  /** With `--transcript-check`: the input's transcript check and the media of the changed samples it draws. */
  transcriptCheck?: ReportTranscriptCheck;
}

export interface ReportContext extends SystemPart {
  /** The family that scored the inputs. */
  family: Family;
  /** The report's title (from --title, or derived from the inputs' names). */
  title: string;
  grid: SweepGrid;
  /** This input (A) against a second one (B) of the same dataset, when the report has two inputs. */
  comparison: Comparison | null;
  /** Every input, this one first, scored at the default VAD settings. */
  systems: ScoredSystem[];
  /**
   * The headline table of every input; with three or more inputs it has a baseline (the first
   * input unless --baseline names another) and the paired differences against it.
   */
  leaderboard: Leaderboard;
  /**
   * One part per input detailed by the report, in input order (the first is the context's own
   * system); the sections of src/report/section-order.ts's SYSTEM_SECTIONS repeat for each.
   */
  parts: readonly SystemPart[];
  /** The subsets the report is about (--subsets), and those no input has a sample of. */
  subsets: ChosenSubsets;
}

export type SectionBuilder = (ctx: ReportContext) => ReportSection | readonly ReportSection[] | null;

/**
 * Whether the report details several inputs: each part then keeps to what the comparison does
 * not show (no interval chart per metric, fewer drawn samples, the sweep as heatmaps alone), so
 * two systems of the fixture size fit in twelve pages.
 */
export function compact(ctx: Pick<ReportContext, "parts">): boolean {
  return ctx.parts.length > 1;
}

/**
 * A section's explanation, once per report: in full in the first input's part (and in a report of
 * one input), in the parts after it a pointer to the first part's section of this title, when
 * `inFirst` says the first part has that section.
 */
export function explainedOnce(
  ctx: Pick<ReportContext, "parts" | "name">,
  title: string,
  text: string,
  inFirst: (first: SystemPart) => boolean = () => true,
): string {
  const first = ctx.parts[0];
  if (!compact(ctx) || first === undefined || ctx.name === first.name || !inFirst(first)) return text;
  return `Read as under "${first.name}: ${title}".`;
}

/** Whether the part's input selects a sample of `subset`: a section about the subset is left out otherwise. */
export function selects(ctx: Pick<SystemPart, "scored">, subset: string): boolean {
  return (ctx.scored.unified.subsets[subset]?.counts.selected ?? 0) > 0;
}
