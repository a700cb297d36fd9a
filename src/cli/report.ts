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
import { baselineOption } from "../api/options.js";
import { UsageError } from "../errors.js";
import { writeFilesAtomically } from "../io/atomic-write.js";
import { statusLine } from "../report/status.js";
import { checkDistinctNames, scoreInputs } from "../text/table-inputs.js";
import { DEFAULT_AUDIO_MAX_CLIPS, DEFAULT_AUDIO_MAX_MB } from "../report/media.js";
import { makeReportHtml, reportFiles } from "../report/make.js";
import type { AnyInput } from "../score/families.js";
import { defineCommand, flag, numberFlag, requiredFlag } from "./args.js";
import { settingValuesFromFlags } from "./family-settings.js";
import { familyOfSources, refuseFamilyFlags, subsetChoiceFromFlags } from "./sources.js";
import { checkOutput, loadAnySource, loadSource, type Source, sourcesFromFlags } from "./source.js";
import { analyzerFromFlags } from "./vad-edge.js";
import { gridFromFlags } from "./vad-settings.js";

export const reportCommand = defineCommand("report", async (p, usage, argv) => {
  const sources = sourcesFromFlags(p, argv);
  if (sources.length === 0) throw new UsageError(`--tree, --dataset: give at least one input (${usage})`);
  checkDistinctNames(sources);
  if (flag(p, "baseline") !== undefined && sources.length < 3)
    throw new UsageError("--baseline: needs three or more inputs (with two, the second is compared with the first)");
  const baseline = baselineOption("--baseline", flag(p, "baseline"), sources);
  const out = requiredFlag(p, "out", usage);
  checkOutput(out, sources, "folder");
  const title = flag(p, "title");
  if (title !== undefined && title.trim() === "") throw new UsageError("--title: must not be empty");
  const family = familyOfSources(sources, p);
  const values = settingValuesFromFlags(p);
  const subsets = subsetChoiceFromFlags(p, family);
  const grid = gridFromFlags(p);
  const audio = p.switches.has("audio");
  for (const f of ["audio-max-clips", "audio-max-mb"])
    if (!audio && p.flags.has(f)) throw new UsageError(`--${f}: only with --audio`);
  const cap = {
    maxClips: numberFlag(p, "audio-max-clips", DEFAULT_AUDIO_MAX_CLIPS, (x) => Number.isInteger(x) && x >= 0),
    maxMb: numberFlag(p, "audio-max-mb", DEFAULT_AUDIO_MAX_MB, (x) => x > 0),
  };

  refuseFamilyFlags(p, "report", family);
  const checkOutputs = p.switches.has("transcript-check");
  const status = statusLine();
  try {
    // Each input is loaded once: the comparison checks the datasets first, then loads A and B;
    // with --transcript-check its pause and turn-taking outputs are read in the same load.
    const loaded = new Map<Source, Promise<AnyInput>>();
    const load = (x: Source): Promise<AnyInput> =>
      loaded.get(x) ?? loaded.set(x, checkOutputs ? loadSource(x, p, { checkOutputs }) : loadAnySource(x, p)).get(x)!;
    // Every input is checked to hold one dataset before any VAD runs, then loaded and scored once.
    const systems = await scoreInputs(
      sources,
      load,
      (k, n, x) => status.update(`report: scoring ${x.name} (${k + 1}/${n})`),
      values,
    );
    const trees = await Promise.all(sources.map(load));
    const html = await makeReportHtml(systems, trees, {
      title,
      grid,
      baseline,
      subsets,
      analyze: analyzerFromFlags(p),
      audio: audio ? cap : undefined,
      transcriptCheck: checkOutputs,
      status: (line) => status.update(line),
    });
    const files = await reportFiles(html, out, p.switches.has("pdf"), (line) => status.update(line));
    writeFilesAtomically(files);
  } finally {
    status.end();
  }
});
