/**
 * What every report section receives and returns. A section is a pure function of the context
 * returning `{title, html}` (or several, or null to leave itself out); the list of sections
 * lives in sections.ts.
 */
import type { SampleMedia } from "../charts/sample-view.js";
import type { Comparison } from "../compare/types.js";
import type { Scored } from "../score.js";
import type { SweepGrid } from "../sweep/grid.js";
import type { SweepResult } from "../sweep/sweep.js";
import type { ScoredSystem } from "../table/build.js";
import type { Leaderboard } from "../table/types.js";
import type { SettingRows } from "../sweep/sensitivity.js";
import type { LoadedTree } from "../tree/load.js";
import type { ReportTranscriptCheck } from "../transcript-check/report-edge.js";

export interface ReportSection {
  title: string;
  html: string;
}

export interface ReportContext {
  /** The report's title (from --title, or derived from the input's name). */
  title: string;
  /** The input's name: NAME of `--tree NAME=DIR`, else its folder name. Never a path. */
  name: string;
  tree: LoadedTree;
  /** The score of the tree at the default VAD settings (unified.json and its rows). */
  scored: Scored;
  grid: SweepGrid;
  sweep: SweepResult;
  /** This tree (A) against a second tree (B) of the same dataset, when the report has two inputs. */
  comparison: Comparison | null;
  /** Every input, this one first, scored at the default VAD settings. */
  systems: ScoredSystem[];
  /**
   * The headline table of every input; with three or more inputs it has a baseline (the first
   * input unless --baseline names another) and the paired differences against it.
   */
  leaderboard: Leaderboard;
  /**
   * Audio and probabilities of the samples the timelines draw (read at the edge,
   * src/report/media.ts); a drawn sample without an entry gets the plain timeline.
   */
  media?: ReadonlyMap<string, SampleMedia>;
  /** With `--audio`: the players' HTML of each drawn sample, by sample id. */
  players?: ReadonlyMap<string, string>;
  /** The per-sample rows of every sweep setting, in sweep order (the sensitivity section). */
  sweepRows?: readonly SettingRows[];
  /** With `--transcript-check`: the transcript check and the media of the changed samples it draws. */
  transcriptCheck?: ReportTranscriptCheck;
}

export type SectionBuilder = (ctx: ReportContext) => ReportSection | readonly ReportSection[] | null;
