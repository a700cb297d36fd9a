/**
 * `buildReport` and `writeReport`: the self-contained HTML report of one or more inputs (and its
 * PDF), made as `fdb-unified report` makes it. The report's modules (sections, charts, views) are
 * imported on the first call, so that importing the library, or the notebooks' helpers, does
 * not load them.
 */
import type { ScoredSubset } from "../input/tree/subsets.js";
import { UsageError } from "../errors.js";
import { writeFilesAtomically } from "../io/atomic-write.js";
import { checkOutputFolder } from "../io/out-path.js";
import { scoreInputs } from "../text/table-inputs.js";
import type { SweepGrid } from "../score/grid.js";
import { vadEdge } from "../vad/engine/edge.js";
import type { VadEngineOptions } from "./load.js";
import { type NamedInput, namedSources } from "./named.js";
import { subsetsOption, sweepGridOption } from "./options.js";

/**
 * What `buildReport` may be told: the command line's `--title`, the sweep's grid, `--baseline`
 * (three or more inputs), `--subsets`, `--audio` (players, within a cap of clips and megabytes),
 * `--transcript-check` (each input loaded with `checkOutputs: true`) and the VAD engine's options.
 *
 * @example
 * ```ts
 * import { buildReport, type ReportOptions } from "fdb-unified";
 * const options: ReportOptions = { title: "Fixture tree", audio: { maxClips: 4 } };
 * const html = await buildReport([{ name: "fixture", input }], options);
 * ```
 */
export interface ReportOptions {
  title?: string;
  grid?: Partial<SweepGrid>;
  baseline?: string;
  /** Scored subsets only; an unknown name is a UsageError naming the closest. */
  subsets?: readonly ScoredSubset[];
  audio?: boolean | { maxClips?: number; maxMb?: number };
  transcriptCheck?: boolean;
  vad?: VadEngineOptions;
}

/**
 * The report's HTML (one string, nothing fetched, no script). A second input adds the paired
 * comparison, three or more the Systems section against the baseline.
 *
 * @example
 * ```ts
 * import { buildReport, loadInput } from "fdb-unified";
 * const html = await buildReport([{ name: "fixture", input: await loadInput("fixtures/tree") }]);
 * ```
 */
export async function buildReport(inputs: readonly NamedInput[], options: ReportOptions = {}): Promise<string> {
  const sources = namedSources("buildReport inputs", inputs, 1);
  const { title, baseline } = options;
  if (title !== undefined && title.trim() === "") throw new UsageError("buildReport options.title: must not be empty");
  if (baseline !== undefined && sources.length < 3)
    throw new UsageError(
      "buildReport options.baseline: needs three or more inputs (with two, the second is compared with the first)",
    );
  if (baseline !== undefined && !sources.some((s) => s.name === baseline))
    throw new UsageError(`buildReport options.baseline: ${JSON.stringify(baseline)} is not one of the inputs`);
  if (options.transcriptCheck && sources.some((s) => s.loaded.outputs === undefined))
    throw new UsageError(
      "buildReport options.transcriptCheck: load each input with loadInput(dir, { checkOutputs: true })",
    );
  const grid = sweepGridOption("buildReport options.grid", options.grid);
  const subsets = subsetsOption("buildReport options.subsets", options.subsets);
  const { makeReportHtml } = await import("../report/make.js");
  const { DEFAULT_AUDIO_MAX_CLIPS, DEFAULT_AUDIO_MAX_MB } = await import("../report/media.js");
  const cap = audioCap(options.audio, { maxClips: DEFAULT_AUDIO_MAX_CLIPS, maxMb: DEFAULT_AUDIO_MAX_MB });
  const systems = await scoreInputs(sources, (x) => Promise.resolve(x.loaded));
  return makeReportHtml(
    systems,
    sources.map((s) => s.loaded),
    {
      title,
      grid,
      baseline,
      subsets,
      analyze: vadEdge(options.vad),
      audio: cap,
      transcriptCheck: options.transcriptCheck,
    },
  );
}

type AudioCap = { maxClips: number; maxMb: number };

function audioCap(audio: ReportOptions["audio"], defaults: AudioCap): AudioCap | undefined {
  if (audio === undefined || audio === false) return undefined;
  const given = audio === true ? {} : audio;
  const maxClips = given.maxClips ?? defaults.maxClips;
  const maxMb = given.maxMb ?? defaults.maxMb;
  if (!Number.isInteger(maxClips) || maxClips < 0)
    throw new UsageError(`buildReport options.audio.maxClips: ${JSON.stringify(maxClips)} is not a whole number ≥ 0`);
  if (!(typeof maxMb === "number" && maxMb > 0))
    throw new UsageError(`buildReport options.audio.maxMb: ${JSON.stringify(maxMb)} is not a number above 0`);
  return { maxClips, maxMb };
}

/**
 * Write the report into `outDir` as one unit: `index.html`, and with `pdf` a `report.pdf` printed
 * by headless Chromium (`PUPPETEER_EXECUTABLE_PATH`, else a system Chromium), as
 * `fdb-unified report --out outDir [--pdf]`.
 *
 * @example
 * ```ts
 * import { writeReport } from "fdb-unified";
 * await writeReport(html, "out/report", { pdf: false });
 * ```
 */
export async function writeReport(html: string, outDir: string, options: { pdf?: boolean } = {}): Promise<void> {
  checkOutputFolder(outDir, "writeReport outDir");
  const { reportFiles } = await import("../report/make.js");
  writeFilesAtomically(await reportFiles(html, outDir, options.pdf === true));
}
