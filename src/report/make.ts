/**
 * A whole report from its scored inputs: the comparison of a second input, every input's sweep
 * over the grid and setting studies where its family's sections draw them, the audio and
 * probabilities of the samples each part draws (and with `audio` their players, capped per part),
 * the transcript check when asked, then the HTML; and the files it is written as (index.html, and
 * report.pdf printed from it or removed). `fdb-unified report` and the library's
 * `buildReport`/`writeReport` both make reports through here.
 */
import { join } from "node:path";
import { compareScored } from "../compare/compare.js";
import { type TreeToCompare, withSameAudio } from "../compare/trees.js";
import type { AnalyzeWavs, LoadedInput } from "../input/tree/loaded-input.js";
import type { OutputFile } from "../io/atomic-write.js";
import type { ScoredSystem } from "../text/leaderboard.js";
import { chosenRows, type SubsetChoice } from "../metrics/subset-choice.js";
import type { AnyInput } from "../score/families.js";
import { gridSettings, type SweepGrid } from "../score/grid.js";
import type { SampleRow } from "../unified/rows.js";
import { buildReportHtml } from "./assemble.js";
import { reportContext, withParts } from "./build.js";
import type { SystemPart } from "./context.js";
import { type AudioCap, reportMedia, reportPlayers } from "./media.js";

export const REPORT_HTML = "index.html";
export const REPORT_PDF = "report.pdf";

export interface MakeReportOptions {
  /** The title (a default naming the inputs otherwise). */
  title?: string;
  /** The VAD grid each input is swept over. */
  grid: SweepGrid;
  /** The baseline of the Systems section (three or more inputs); the first input by default. */
  baseline?: string;
  /** The subsets the report is about; every subset by default. */
  subsets?: SubsetChoice;
  /** The VAD edge that reads the drawn samples' audio and probabilities. */
  analyze: AnalyzeWavs;
  /** Players for the drawn samples, within this cap. */
  audio?: AudioCap;
  /** The transcript check of each input (each must be loaded with its outputs, `checkOutputs`). */
  transcriptCheck?: boolean;
  /** Progress, one line at a time. */
  status?: (line: string) => void;
}

/** The report's HTML for `systems` (scored) and their loaded inputs, in the same order; the first is the report's own. */
export async function makeReportHtml(
  systems: readonly ScoredSystem[],
  inputs: readonly AnyInput[],
  opts: MakeReportOptions,
): Promise<string> {
  const status = opts.status ?? (() => {});
  const [first, ...others] = systems as [ScoredSystem, ...ScoredSystem[]];
  const subsets = opts.subsets ?? null;
  // Two inputs: B − A, with the same_audio block when they are one run transcribed twice.
  const side = (k: number): [TreeToCompare, LoadedInput] => {
    const input = inputs[k] as LoadedInput;
    return [{ name: systems[k]!.name, ...input.source }, input];
  };
  const comparison =
    others.length === 1
      ? await withSameAudio(
          compareScored(first.scored, others[0]!.scored, { names: [first.name, others[0]!.name], subsets }),
          side(0),
          side(1),
        )
      : null;
  const total = gridSettings(opts.grid).length;
  const several = systems.length > 1;
  const base = reportContext(inputs[0]!, {
    name: first.name,
    title: opts.title,
    grid: opts.grid,
    comparison,
    others: others.map((o, k) => ({ ...o, input: inputs[k + 1]! })),
    scored: first.scored,
    baseline: opts.baseline,
    subsets,
    onSetting: (k, _n, name) => status(`report: sweep${several ? ` of ${name}` : ""} ${k}/${total} settings`),
  });
  const draws = base.family.presentation.report.drawsSamples;
  const parts: SystemPart[] = [];
  for (const part of base.parts) {
    if (!draws) {
      parts.push(part);
      continue;
    }
    status(`report: reading the drawn samples' audio${several ? ` of ${part.name}` : ""}`);
    const rows = chosenRows(base.subsets, part.scored.rows as SampleRow[]);
    const media = await reportMedia(part.tree, rows, opts.analyze, several);
    const players = opts.audio
      ? reportPlayers(part.tree, rows, media, opts.audio, several ? part.name : undefined)
      : undefined;
    if (!opts.transcriptCheck) parts.push({ ...part, media, players });
    else {
      status(`report: checking the transcripts against the audio${several ? ` of ${part.name}` : ""}`);
      const { reportTranscriptCheck } = await import("./transcript-check-edge.js");
      parts.push({ ...part, media, players, transcriptCheck: await reportTranscriptCheck(part.tree, opts.analyze) });
    }
  }
  const ctx = withParts(base, parts);
  return buildReportHtml(ctx, { onChart: (k, n) => status(`report: charts ${k}/${n}`) });
}

/**
 * The files of a report in `out`: index.html, and report.pdf printed from it with `pdf`. Without
 * `pdf` an earlier report.pdf goes with the earlier index.html: the set is replaced whole.
 */
export async function reportFiles(
  html: string,
  out: string,
  pdf: boolean,
  status?: (line: string) => void,
): Promise<OutputFile[]> {
  let bytes: Uint8Array | null = null;
  if (pdf) {
    status?.("report: printing the PDF");
    bytes = await (await import("./pdf.js")).htmlToPdf(html);
  }
  return [
    { path: join(out, REPORT_HTML), content: html },
    { path: join(out, REPORT_PDF), content: bytes },
  ];
}
