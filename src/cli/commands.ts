/**
 * Every command: its one-line summary, its synopsis, its table of flags and an example (from
 * which its parser and `--help` come, src/cli/flags.ts); main.ts loads a command's code only
 * when it runs. A new command is one entry here and one line there; a new flag is one row. This file stays light: an
 * unknown flag's message reads every table to name the commands that take it.
 */
import {
  ALL_VAD_SETTING_ROWS,
  DATASET_V15_ROW,
  MULTI_SOURCE_ROWS,
  SOURCE_ROWS,
  REPORT_GRID_ROWS,
  fileRows,
  settingRows,
  SWEEP_GRID_ROWS,
  switchRow,
  TRANSCRIPT_CHECK,
  VAD_ENGINE_ROWS,
  VAD_SETTING_ROWS,
  valueRow,
  type CommandSpec,
  type FlagRow,
} from "./flags.js";

export type Command = (argv: string[]) => Promise<number>;

const [TREE, DATASET, IGNORE] = SOURCE_ROWS as [FlagRow, FlagRow, FlagRow];
/** One value of every family setting (the matched runs' yield margin, ...). */
const SETTING_ROWS = [...settingRows(false), ...fileRows()];
const MULTI = MULTI_SOURCE_ROWS.slice(0, 2);
const QUIET = switchRow(
  "quiet",
  "print nothing on success: no table and no notes (warnings and errors still go to stderr)",
);
/** The --out row: where a command writes (a folder or a file, `value`); a required one is shown in the synopsis. */
const out = (value: string, dflt: string, description: string): FlagRow =>
  valueRow("out", value, dflt, description, dflt === "required" ? { inSynopsis: true } : {});
/** A flag whose value is one of a few words, the first the default. */
const oneOf = (name: string, words: readonly [string, ...string[]], description: string): FlagRow =>
  valueRow(name, words.join("|"), words[0], description);
/** The --subsets row of a command that can leave subsets out. */
const subsets = (value: string, dflt: string, description: string): FlagRow =>
  valueRow("subsets", value, dflt, description);
/** The --dataset row of a command that writes from a plain v1.0 folder. */
const plainDataset = (description: string): FlagRow =>
  valueRow("dataset", "DIR", "required", description, { inSynopsis: true });
/** Taken where the family's report draws samples. */
const DRAWS_SAMPLES: FlagRow["family"] = {
  takes: (f) => f.presentation.report.drawsSamples,
  why: "its report draws no sample",
};
/** The flags of a command that reads one input: --tree or --dataset, its own rows, then the VAD engine's rows and --ignore. */
const oneInput = (...rows: FlagRow[]): FlagRow[] => [TREE, DATASET, ...rows, ...VAD_ENGINE_ROWS, IGNORE];
/** The same for a command that also reads a Full-Duplex-Bench v1.5 folder. */
const oneInputV15 = (...rows: FlagRow[]): FlagRow[] => [TREE, DATASET_V15_ROW, ...rows, ...VAD_ENGINE_ROWS, IGNORE];
/** The same for a command that reads several inputs (repeatable --tree and --dataset). */
const severalInputs = (...rows: FlagRow[]): FlagRow[] => [...MULTI, ...rows, ...VAD_ENGINE_ROWS, IGNORE];

export const COMMAND_SPECS = {
  score: {
    summary: "score a reference tree or a plain folder (v1.0 or v1.5): unified.json, unified-samples.jsonl and a table",
    synopsis: "(--tree [NAME=]DIR | --dataset [NAME=]DIR)",
    flags: [
      TREE,
      DATASET_V15_ROW,
      out("DIR", "the input folder", "where unified.json and unified-samples.jsonl are written (atomically)"),
      switchRow("json", "print unified.json instead of the table"),
      QUIET,
      ...SETTING_ROWS,
      ...VAD_SETTING_ROWS,
      ...VAD_ENGINE_ROWS,
      IGNORE,
    ],
    example: "fdb-unified score --tree fixtures/tree --out /tmp/fixture-scores",
  },
  sweep: {
    summary: "interruption metrics across a grid of VAD settings, from cached probabilities (JSON or CSV)",
    synopsis: "(--tree [NAME=]DIR | --dataset [NAME=]DIR)",
    flags: oneInputV15(
      ...SWEEP_GRID_ROWS,
      ...settingRows(true),
      ...fileRows(),
      out("FILE", "stdout", "write the JSON or CSV to FILE (atomically) instead of stdout"),
      switchRow("csv", "CSV, one line per setting, instead of JSON"),
      valueRow(
        "per-sample",
        "FILE.csv|FILE.jsonl",
        "none",
        "also write one row per eligible sample and setting (CSV or JSON Lines by the file name)",
      ),
    ),
    example: "fdb-unified sweep --tree fixtures/tree --threshold 0.3,0.5,0.7 --csv",
  },
  report: {
    summary: "a self-contained HTML report (and PDF) with tables, intervals, plots and the VAD sweep",
    synopsis: "--tree|--dataset [A=]DIR [--tree|--dataset NAME=DIR]... --out DIR",
    flags: severalInputs(
      out("DIR", "required", "the folder that receives index.html (and report.pdf)"),
      ...SETTING_ROWS,
      valueRow(
        "baseline",
        "NAME",
        "the first input",
        "with three or more inputs, the one the others are compared with",
      ),
      subsets("LIST", "every subset", "only these subsets (comma-separated names): their tables and sections alone"),
      switchRow("pdf", "also print report.pdf with headless Chromium"),
      valueRow("title", "TEXT", "the first input's name", "the report's title"),
      switchRow("audio", "players of each drawn sample's audio, as data URIs", { family: DRAWS_SAMPLES }),
      valueRow("audio-max-clips", "12", "12", "with --audio, at most this many clips", { family: DRAWS_SAMPLES }),
      valueRow("audio-max-mb", "20", "20", "with --audio, at most this many MB of clips", { family: DRAWS_SAMPLES }),
      switchRow("transcript-check", 'add the section "Transcript against audio" (docs/transcript-check.md)', {
        family: TRANSCRIPT_CHECK,
      }),
      ...REPORT_GRID_ROWS,
    ),
    example: "fdb-unified report --tree fixture=fixtures/tree --out reports/fixture-tree --pdf",
  },
  official: {
    summary:
      "official v1.0 numbers recomputed from the transcripts, beside summary.json, with the four pitfalls counted",
    synopsis: "(--tree [NAME=]DIR | --dataset [NAME=]DIR)",
    flags: oneInput(
      valueRow(
        "icc-distribution",
        "FILE",
        "none (backchannel left out)",
        "icc_gt_distribution.json, to score the backchannel subset",
      ),
      oneOf(
        "backchannel-sr",
        ["native", "16000"],
        "with --icc-distribution, the rate the VAD is told for backchannel audio",
      ),
      switchRow("json", "print the report as JSON"),
    ),
    example: "fdb-unified official --tree fixtures/tree",
  },
  "check-transcripts": {
    summary: "each transcript against its output audio: unheard words, untranscribed speech, audio-checked metrics",
    synopsis: "(--tree [NAME=]DIR | --dataset [NAME=]DIR) --out DIR",
    flags: oneInput(
      out("DIR", "required", "where transcript-check.json and transcript-check-samples.jsonl are written (atomically)"),
      switchRow("json", "print transcript-check.json instead of the table"),
      switchRow("all", "list every sample with a finding (else the first 20 per subset)"),
      QUIET,
      valueRow(
        "lead-s",
        "SECONDS",
        "0.3",
        "L: a first word starting more than L after its segment's start leaves an untranscribed lead",
      ),
      ...VAD_SETTING_ROWS,
    ),
    example: "fdb-unified check-transcripts --tree fixtures/tree-audio --out /tmp/check",
  },
  compare: {
    summary: "compare two systems' trees of one dataset, paired by sample",
    synopsis: "--tree|--dataset [A=]DIR --tree|--dataset [B=]DIR",
    flags: severalInputs(
      subsets("NAME,...", "every scored subset", "only these subsets are compared (comma-separated names)"),
      out("DIR", "none", "also write compare.json there (atomically)"),
      switchRow("json", "print the comparison as JSON"),
      ...SETTING_ROWS,
    ),
    example: "fdb-unified compare --tree A=fixtures/tree --tree B=fixtures/tree-b",
  },
  table: {
    summary:
      "several systems in one table (Markdown, LaTeX, CSV or JSON) with each metric's direction, a best marked " +
      "only where a paired test holds (docs/table.md), optional baseline with Holm",
    synopsis: "(--tree|--dataset [NAME=]DIR)...",
    flags: severalInputs(
      oneOf("format", ["markdown", "latex", "csv", "json"], "the table's format"),
      valueRow("metrics", "headline|all|NAME,...", "headline (all for csv)", "which metrics are columns"),
      subsets(
        "NAME,...",
        "every scored subset",
        "only these subsets are columns (comma-separated names); the Holm family is over them",
      ),
      valueRow(
        "baseline",
        "NAME",
        "none",
        "add each other system's paired difference against this input, Holm-corrected",
      ),
      valueRow(
        "caption",
        "TEXT",
        "none",
        "LaTeX: a captioned table (a float, or one longtable for v1.5, more rows or more than four systems)",
      ),
      valueRow(
        "label",
        "KEY",
        "none",
        "LaTeX: the table's \\label, exactly as given (the others get KEY-differences, KEY-audio-checked)",
      ),
      switchRow(
        "transcript-check",
        "also the table of audio-checked values, never marked (docs/transcript-check.md); † where a best moves",
        { family: TRANSCRIPT_CHECK },
      ),
      valueRow(
        "check",
        "NAME=DIR",
        "run the check",
        "with --transcript-check: read NAME's check from DIR/transcript-check.json (repeatable)",
        { multiple: true, family: TRANSCRIPT_CHECK },
      ),
      out("FILE", "stdout", "write the table to FILE (atomically)"),
      ...SETTING_ROWS,
    ),
    example: "fdb-unified table --tree A=fixtures/tree --tree B=fixtures/tree-b --format markdown",
  },
  "export-tree": {
    summary: "write a plain Full-Duplex-Bench folder as a reference-shaped tree (manifest.json, asr.json)",
    synopsis: "--dataset DIR --out NEW_DIR",
    flags: [
      plainDataset("the plain Full-Duplex-Bench v1.0 folder (not v1.5: a v1.5 folder has no tree form)"),
      out("NEW_DIR", "required", "a new folder outside the dataset"),
      IGNORE,
    ],
    example: "fdb-unified export-tree --dataset fixtures/plain --out /tmp/plain-tree",
  },
  "control-inputs": {
    summary: "write clean_input.wav, the input with [S, R] muted, per interruption sample, to record a control run",
    synopsis: "--dataset DIR --out DIR2",
    flags: [
      plainDataset(
        "the plain Full-Duplex-Bench v1.0 folder (refused: a reference tree, which holds no input.wav, and a v1.5 " +
          "folder, whose samples hold their clean_input.wav already)",
      ),
      out("DIR2", "required", "a folder outside the dataset that holds none of the files written"),
      IGNORE,
    ],
    example: "fdb-unified control-inputs --dataset fixtures/plain --out /tmp/plain-control-inputs",
  },
  view: {
    summary:
      "one sample on one time axis: its audio, VAD probability, segments and words, or a v1.5 sample's two runs " +
      "over their inputs (.svg, .png or .html with players)",
    synopsis: "--tree|--dataset DIR --sample ID --out FILE.svg|.png|.html",
    flags: oneInputV15(
      valueRow("sample", "ID", "required", "the sample id, e.g. synthetic_user_interruption/3", { inSynopsis: true }),
      out("FILE", "required", "the file written, by its extension .svg, .png or .html"),
      ...SETTING_ROWS,
      switchRow(
        "audio",
        "with an .html output, players: output.wav, and input.wav in a plain v1.0 folder (a tree has none); " +
          "for a v1.5 folder output.wav, input.wav, clean_output.wav and clean_input.wav",
      ),
      switchRow("transcript-check", "mark the unheard words and untranscribed segments of the transcript check", {
        family: TRANSCRIPT_CHECK,
      }),
      ...VAD_SETTING_ROWS,
      valueRow("width", "PX", "640", "the drawing's width in pixels (200 to 4000)"),
    ),
    example: "fdb-unified view --tree fixtures/tree --sample synthetic_user_interruption/3 --out /tmp/ui3.svg",
  },
  vad: {
    summary: "speech segments of one WAV file with Silero VAD v6.2",
    synopsis: "FILE.wav",
    positionals: Infinity,
    flags: [
      ...ALL_VAD_SETTING_ROWS,
      ...VAD_ENGINE_ROWS,
      switchRow("json", 'print {"sample_rate", "n_samples", "model_sha256", "segments"} instead of a table'),
    ],
    example: "fdb-unified vad fixtures/tree/synthetic_user_interruption/3/output.wav --json",
  },
} as const satisfies Record<string, CommandSpec>;

export type CommandName = keyof typeof COMMAND_SPECS;
