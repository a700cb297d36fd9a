/**
 * `fdb-unified report --tree|--dataset [A=]DIR --out DIR [--pdf] [--title TEXT]` (plus the
 * sweep's grid flags and the VAD flags): score the input, sweep the VAD grid, and write a
 * self-contained `index.html` (and with --pdf a `report.pdf` printed by headless Chromium) into
 * --out, both atomically. The output folder may not lie inside an input. Further inputs
 * (`--tree` or `--dataset`, in any mix) join the summary's headline table; a second input adds a
 * section that compares it with the first (B − A, paired by sample; src/compare), three or more a
 * "Systems" section with forest plots and paired differences against `--baseline` (the first
 * input by default). Then one part per input details it (subsets, curves, timelines, sweep,
 * official rules), each heading naming the input. `--subsets LIST` keeps the sections of those
 * subsets only. A status line is drawn on a TTY only. The timelines are sample views (audio, probability, words);
 * with `--audio` each gets players
 * of its audio clipped to the drawn window, as data URIs, within a cap (12 clips and 20 MB by
 * default; `--audio-max-clips`, `--audio-max-mb`), or the command exits 2 saying by how much the
 * clips exceed it (the cap applies to each input's part).
 */
import { join } from "node:path";
import { compareScored } from "../compare/compare.js";
import { withSameAudio } from "../compare/trees.js";
import { UsageError } from "../errors.js";
import { checkOutputFolder } from "../io/out-path.js";
import { writeFilesAtomically, type OutputFile } from "../io/atomic-write.js";
import { buildReportHtml } from "../report/assemble.js";
import { reportContext, withParts } from "../report/build.js";
import type { SystemPart } from "../report/context.js";
import { chosenRows, parseSubsetChoice } from "../metrics/subset-choice.js";
import { statusLine } from "../report/status.js";
import { gridSettings } from "../sweep/grid.js";
import type { ScoredSystem } from "../leaderboard/build.js";
import { checkDistinctNames, scoreInputs } from "../leaderboard/inputs.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import { DEFAULT_AUDIO_MAX_CLIPS, DEFAULT_AUDIO_MAX_MB, reportMedia, reportPlayers } from "../report/media.js";
import { buildMatchedReportHtml, matchedReportContext } from "../report/matched-report.js";
import { flag, numberFlag, type Parsed, parseCommand, printedHelp } from "./args.js";
import { loadMatchedSystems, versionOf } from "./matched-sources.js";
import { yieldMarginFromFlags } from "./yield-margins.js";
import { COMMAND_SPECS } from "./commands.js";
import { SWEEP_GRID_ROWS, usageLine } from "./flags.js";
import { checkOutsideInputs, loadSource, sourcesFromFlags, type Source } from "./source.js";
import { gridFromFlags } from "./sweep.js";
import { analyzerFromFlags } from "./vad-edge.js";

const REPORT_USAGE = usageLine("report", COMMAND_SPECS["report"]);

const REPORT_HTML = "index.html";
const REPORT_PDF = "report.pdf";

export async function reportCommand(argv: string[]): Promise<number> {
  if (printedHelp(argv, "report")) return 0;
  const p = parseCommand(argv, "report");
  const sources = sourcesFromFlags(p, argv);
  if (sources.length === 0) throw new UsageError(`--tree, --dataset: give at least one input (${REPORT_USAGE})`);
  checkDistinctNames(sources);
  const baseline = flag(p, "baseline");
  if (baseline !== undefined && sources.length < 3)
    throw new UsageError("--baseline: needs three or more inputs (with two, the second is compared with the first)");
  if (baseline !== undefined && !sources.some((s) => s.name === baseline)) {
    throw new UsageError(
      `--baseline: ${JSON.stringify(baseline)} is not one of the inputs (${sources.map((s) => s.name).join(", ")})`,
    );
  }
  const src = sources[0]!;
  const out = flag(p, "out");
  if (!out) throw new UsageError(`--out: required (${REPORT_USAGE})`);
  checkOutputFolder(out, "--out");
  checkOutsideInputs(out, sources);
  const title = flag(p, "title");
  if (title !== undefined && title.trim() === "") throw new UsageError("--title: must not be empty");
  const subsetsFlag = flag(p, "subsets");
  const subsets = parseSubsetChoice(subsetsFlag);
  const grid = gridFromFlags(p);
  const audio = p.switches.has("audio");
  for (const f of ["audio-max-clips", "audio-max-mb"])
    if (!audio && p.flags.has(f)) throw new UsageError(`--${f}: only with --audio`);
  const cap = {
    maxClips: numberFlag(p, "audio-max-clips", DEFAULT_AUDIO_MAX_CLIPS, (x) => Number.isInteger(x) && x >= 0),
    maxMb: numberFlag(p, "audio-max-mb", DEFAULT_AUDIO_MAX_MB, (x) => x > 0),
  };

  if (versionOf(sources, p) === "v1.5") return matchedReport(p, sources, { out, title });
  const status = statusLine();
  try {
    // Each input is loaded once: the comparison checks the datasets first, then loads A and B;
    // with --transcript-check its pause and turn-taking outputs are read in the same load.
    const checkOutputs = p.switches.has("transcript-check");
    const loaded = new Map<Source, Promise<LoadedInput>>();
    const load = (x: Source) => {
      if (!loaded.has(x)) loaded.set(x, loadSource(x, p, { checkOutputs }));
      return loaded.get(x)!;
    };
    // Every input is checked to hold one dataset before any VAD runs, then loaded and scored once.
    const systems = await scoreInputs(sources, load, (k, n, x) =>
      status.update(`report: scoring ${x.name} (${k + 1}/${n})`),
    );
    const [first, ...others] = systems as [ScoredSystem, ...ScoredSystem[]];
    const trees = await Promise.all(sources.map(load));
    // Two inputs: B − A, with the same_audio block when they are one run transcribed twice.
    const comparison =
      others.length === 1
        ? await withSameAudio(
            compareScored(first.scored, others[0]!.scored, { names: [first.name, others[0]!.name], subsets }),
            [src, trees[0]!, first.scored.rows],
            [sources[1]!, trees[1]!, others[0]!.scored.rows],
          )
        : null;
    const total = gridSettings(grid).length;
    const several = sources.length > 1;
    const base = reportContext(trees[0]!, {
      name: src.name,
      title,
      grid,
      comparison,
      others: others.map((o, k) => ({ ...o, tree: trees[k + 1]! })),
      scored: first.scored,
      baseline,
      subsets,
      onSetting: (k, _n, name) => status.update(`report: sweep${several ? ` of ${name}` : ""} ${k}/${total} settings`),
    });
    // Each part's drawn samples: their audio and probabilities, and with --audio their players (capped per part).
    const analyze = analyzerFromFlags(p);
    const parts: SystemPart[] = [];
    for (const part of base.parts) {
      status.update(`report: reading the drawn samples' audio${several ? ` of ${part.name}` : ""}`);
      const rows = chosenRows(base.subsets, part.scored.rows);
      const media = await reportMedia(part.tree, rows, analyze);
      const players = audio ? reportPlayers(part.tree, rows, media, cap, several ? part.name : undefined) : undefined;
      if (!checkOutputs) parts.push({ ...part, media, players });
      else {
        status.update(`report: checking the transcripts against the audio${several ? ` of ${part.name}` : ""}`);
        const { reportTranscriptCheck } = await import("../report/transcript-check-edge.js");
        parts.push({
          ...part,
          media,
          players,
          transcriptCheck: await reportTranscriptCheck(part.tree, analyze),
        });
      }
    }
    const ctx = withParts(base, parts);
    const html = await buildReportHtml(ctx, { onChart: (k, n) => status.update(`report: charts ${k}/${n}`) });
    await writeReport(out, html, p.switches.has("pdf"), status);
  } finally {
    status.end();
  }
  return 0;
}

/** index.html and, with --pdf, report.pdf, atomically; without --pdf an earlier report.pdf goes with the earlier page. */
async function writeReport(
  out: string,
  html: string,
  pdf: boolean,
  status: ReturnType<typeof statusLine>,
): Promise<void> {
  const files: OutputFile[] = [
    { path: join(out, REPORT_HTML), content: html },
    { path: join(out, REPORT_PDF), content: null },
  ];
  if (pdf) {
    status.update("report: printing the PDF");
    const { htmlToPdf } = await import("../report/pdf.js");
    files[1] = { path: join(out, REPORT_PDF), content: await htmlToPdf(html) };
  }
  writeFilesAtomically(files);
}

/** The flags of a v1.0 report that a v1.5 report does not take (it sweeps the yield margin, not the VAD grid). */
const V10_ONLY = [
  "baseline",
  "audio",
  "audio-max-clips",
  "audio-max-mb",
  "transcript-check",
  "subsets",
  ...SWEEP_GRID_ROWS.map((r) => r.name),
];

/** The report of Full-Duplex-Bench v1.5 folders (src/report/matched-report.ts): one part per input. */
async function matchedReport(
  p: Parsed,
  sources: readonly Source[],
  opts: { out: string; title: string | undefined },
): Promise<number> {
  for (const f of V10_ONLY)
    if (p.flags.has(f) || p.switches.has(f))
      throw new UsageError(
        `--${f}: not for a v1.5 folder (its report covers every subset and sweeps the yield margin)`,
      );
  const yieldMargin = yieldMarginFromFlags(p);
  const status = statusLine();
  try {
    const loaded = await loadMatchedSystems(sources, p, (k, n, x) =>
      status.update(`report: loading ${x.name} (${k + 1}/${n})`),
    );
    const ctx = matchedReportContext(
      loaded.map((x) => ({ name: x.name, input: x.input })),
      { yieldMargin, ...(opts.title !== undefined ? { title: opts.title } : {}) },
    );
    const html = await buildMatchedReportHtml(ctx, (k, n) => status.update(`report: charts ${k}/${n}`));
    await writeReport(opts.out, html, p.switches.has("pdf"), status);
  } finally {
    status.end();
  }
  return 0;
}
