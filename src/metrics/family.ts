/**
 * A metric family, declared once (docs/architecture.md): its definitions version, subsets,
 * per-sample rules, registry, the aggregate quantities the kinds do not cover, its settings and
 * constants, what it attaches to, and how its own counts and extra blocks read in a table. The
 * v1.0 unified metrics (src/unified/), the matched runs (src/matched/) and the backchannel
 * metrics are families; scoring (./score.ts) and every view (console, compare, table, sweep,
 * report, notebooks, the library) work on any family through this interface and never name one.
 */
import type { Kind, MetricResult } from "./kind.js";
import type { AnyMetric } from "./metric.js";
import type { VadSettings } from "../vad/settings.js";

/** What to call two inputs in a message: "trees", "folders" (plain ones) or "inputs" (one of each). */
export type InputsNoun = "trees" | "folders" | "inputs";

/** One numeric setting of a family (the matched runs' yield margin): one declaration for every medium. */
export interface FamilySetting {
  /** Its key in `unified.json`, the sweep and the comparison (`yield_margin_s`). */
  json: string;
  /** The command-line flag without `--` (`yield-margin-s`). */
  flag: string;
  /** The library's option name (`yieldMargin`). */
  option: string;
  /** Its key in the signature (`margin`). */
  signature: string;
  default: number;
  /** What it is, in words, for `--help` ("the matched runs' yield margin δ in seconds"). */
  what: string;
  /** The rule a value obeys, in words ("a number of seconds >= 0"). */
  rule: string;
  valid: (x: number) => boolean;
  /** How the console's headers name it, with its unit ("yield margin", "s"). */
  label: string;
  unit: string;
  /** Whether `sweep` takes a list of values for it. */
  sweepable: boolean;
}

/**
 * An input file a family reads beside the input (the backchannel ground truth): its command-line
 * flag and the load option the loaders read it under (`LoadOptions`), one declaration for both.
 */
export interface FamilyFile {
  /** The flag without `--` (`icc-distribution`). */
  flag: string;
  /** The load option and the library's option name (`iccDistribution`). */
  option: string;
  /** What it is, for `--help`. */
  what: string;
}

/** Setting values by JSON key (`{yield_margin_s: 0.5}`). */
export type SettingValues = Readonly<Record<string, number>>;

/** What aggregation reads of one selected sample: its family row, or its reasons for being ineligible. */
export type Item<R = unknown> = R | { sample_id?: string; eligible: false; reasons: readonly string[] };

/** One subset's aggregate block, as `unified.json` holds it (the family's own shape, with these keys). */
export interface SubsetBlock {
  counts: { selected: number; eligible: number };
  coverage: number | null;
  metrics: Record<string, MetricResult>;
}

/**
 * A family that adds a block to a subset of another family's score (the control runs on v1.0
 * interruption, the backchannel metrics on icc_backchannel): under `key` in that subset's
 * aggregates and in its samples' rows.
 */
export interface Attachment {
  /** The id of the family attached to. */
  to: string;
  /** That family's subset. */
  subset: string;
  /** The key of the block in the subset and of the object in each row (`control`). */
  key: string;
  /** The family's own subset whose registry the block uses. */
  registrySubset: string;
  /** Whether `sweep` carries the block at every point (and varies the family's sweepable settings). */
  sweep?: true;
}

/** One metric block of a score: a subset's own aggregates, or a block attached to it. */
export interface Block {
  family: Family;
  /** The subset of the input (as the score names it). */
  subset: string;
  /** Null for the subset's own block; the attachment's key otherwise. */
  key: string | null;
  /** The metrics of the block, in registry order. */
  metrics: readonly AnyMetric[];
  result: SubsetBlock;
  /** Every selected sample's item in sample-id order, each with its `sample_id`. */
  items: readonly Item[];
}

/** What a family's scoring produces for one input: rows in output order and one block per subset. */
export interface FamilyScore {
  rows: object[];
  subsets: { subset: string; result: SubsetBlock; items: readonly Item[] }[];
}

/** What an attached family produces for one input: per sample id its row object, and the block. */
export interface AttachedScore {
  objects: ReadonlyMap<string, object>;
  /** Whole rows of samples the family attached to has no row for, appended after its rows. */
  rows?: object[];
  block: SubsetBlock;
  items: readonly Item[];
}

/** A family's words in the report: titles and notes written from its own results (no view writes them). */
export interface ReportText {
  /** The default title of a report of inputs named thus. */
  title(names: readonly string[]): string;
  /** Under the title: how to read the numbers. */
  numbersNote: string;
  /** The summary's first sentence for these systems (one, or several with the first the baseline). */
  summaryIntro(systems: readonly string[]): string;
  /** The summary's warning: what to read together. */
  summaryWarning: string;
  /** The note under a subset's metric table (what the shares are over), null for none. */
  metricsNote(subset: string, block: SubsetBlock): string | null;
  /** A subset section's title ("candor_turn_taking (turn_taking)"). */
  subsetTitle(subset: string, block: SubsetBlock): string;
  /** Why a metric has no interval to draw, in the family's words, or null for the generic reasons. */
  noDataReason(m: AnyMetric, block: SubsetBlock): string | null;
  /** Warnings under a subset's metrics (samples scored under a broken assumption), none by default. */
  warnings(subset: string, block: SubsetBlock): string[];
  /** The note of a subset without a metric of its own. */
  noMetricsNote: string;
  /** Rows the counts table of a subset adds after its coverage: label and value. */
  countRows(block: SubsetBlock): [string, string][];
  /** An attached block's section title and note. */
  attachedTitle(subset: string, key: string): string;
  attachedNote(block: SubsetBlock): string;
  /** Columns a comparison's side table adds after coverage (v1.0 interruption: the exercised samples). */
  compareSides(block: SubsetBlock): { head: string[]; cells: string[] } | null;
  /** A table of what `pairedExtras` adds to a subset's comparison, and why a chart may have no pair. */
  pairedExtraTable(subset: Record<string, unknown>): { head: string[]; row: string[]; noPairs: string | null } | null;
  /** The comparison's note on how rows are paired. */
  comparisonNote(a: string, b: string, definitions: string): string;
  /** The systems' note on the paired differences' samples ("over the samples eligible in both (...)"). */
  pairedOver: string;
  /** "Reading them together": the caveats, with the figures of these scores. */
  reading(systems: readonly { name: string; unified: { subsets: Record<string, SubsetBlock> } }[]): string[];
  /** Whether its sections draw samples (the report then reads their audio and probabilities). */
  drawsSamples: boolean;
  /** The sections of each input's part after its subsets, by what they draw (src/report/section-order.ts). */
  sections: readonly string[];
  /** Within a subset's section after its metrics, by what they draw. */
  subsetParts: readonly SubsetPart[];
  /** Within the section of its block attached to another family's subset, after the block's metrics. */
  attachedParts?: readonly SubsetPart[];
}

/**
 * A part of a subset's report section after its metric table, declared by what it draws:
 * - `intervals`: an interval chart per metric;
 * - `group`: the metrics of a registry group in a table with their definitions, and the survival
 *   curves of its latency metrics (the share of samples whose event has not come by t), with a rule
 *   at each of its metrics' `withinS`;
 * - `extra-results`: the block's results under `key` (the same metrics over another selection);
 * - `setting-study`: the samples whose outcome changes across these values of a family setting;
 * - `values`: a histogram of a metric's per-item values (its `values`), with chance marked;
 * - `sample`: the view of one sample (the family's `sampleView`), the one `pick` chooses from the rows;
 * - `systems`: two metrics of every input of the report as one point each, drawn once.
 */
export type SubsetPart =
  | { kind: "intervals" }
  | {
      kind: "group";
      group: string;
      heading: string;
      note: string;
      chart: { title: string; x: string; y: string };
    }
  | { kind: "extra-results"; key: string; heading: string; label: string }
  | { kind: "setting-study"; setting: string; values: readonly number[]; heading: string }
  | { kind: "values"; metric: string; heading: string; note: string; chart: { title: string; x: string; step: number } }
  | { kind: "sample"; heading: string; note: string; pick(rows: readonly object[]): string | null }
  | {
      kind: "systems";
      x: string;
      y: string;
      heading: string;
      note: string;
      chart: { title: string; x: string; y: string };
    };

/** How a family's tables read: the order of its metrics, its count lines, its extra tables. */
export interface Presentation {
  /** "registry": registry order; "ranked-first": metrics that rank, then each group, then context, then diagnostics. */
  order: "registry" | "ranked-first";
  /** "one": every subset in one table; "per-subset": a table per subset (a family with many metrics per subset). */
  tableLayout: "one" | "per-subset";
  /** The console's heading of a subset's block and any lines of counts under it. */
  countLines(subset: string, block: SubsetBlock, attached: boolean): string[];
  /** The view of one of its samples, by what it draws (src/view/build.ts). */
  sampleView: string;
  /** A paired set in a table's notes: "the samples eligible in both". */
  pairedOver: string;
  /** The lines that head its part of docs/metrics.md (the tables follow, generated from its registry). */
  docs: readonly string[];
  /** Its words in the report. */
  report: ReportText;
  /** The comparison's notes on what its paired sets hold (the console's lines under the tables). */
  compareNotes: readonly string[];
  /** What a comparison's side summary adds after "eligible 6/7, coverage 0.857" (", exercised 5"). */
  sideExtra?(block: SubsetBlock): string;
  /** The console lines of what `pairedExtras` adds to a subset's comparison, indented by two. */
  pairedExtraLines?(subset: Record<string, unknown>): string[];
  /** Further lines under a block's table in the console (the exchangeability warning), indented by two. */
  extraLines?(subset: string, block: SubsetBlock): string[];
}

/** The parts of a comparison a family adds to a subset's (the exercised cross-table of v1.0 interruption). */
export type PairedExtras = (subset: string, pairs: readonly { a: unknown; b: unknown }[]) => object;

/** What `sweep` varies and reports of a family that scores an input on its own. */
export interface SweepDeclaration {
  /** The subsets whose blocks depend on the VAD setting and the family's sweepable settings. */
  subsets: readonly string[];
  /** "flat": a point holds its one subset's counts and metrics; "by-subset": each subset's under `subsets`. */
  layout: "flat" | "by-subset";
  /** The counts of a point as its JSON holds them, from the subset's block and rows. */
  counts(block: SubsetBlock, rows: readonly object[]): Record<string, unknown>;
  /** The counts the CSV writes, in order. */
  countKeys: readonly string[];
  /** The counts the report's sensitivity heatmaps draw beside the metrics marked `inSweep`. */
  heatmapCounts: readonly string[];
  /** The row fields of `--per-sample`, after the settings, the sample id (and the subset when "by-subset"). */
  perSample: readonly string[];
}

export interface Family {
  /** A short id other families attach to ("unified", "matched"). */
  id: string;
  /** The definitions version every output of the family records. */
  definitions: string;
  /** The input version it scores on its own, or null for a family that only attaches. */
  scores: "v1.0" | "v1.5" | null;
  /** Its subsets, in output order. */
  subsets: readonly string[];
  /** The one list of its metrics. */
  registry: readonly AnyMetric[];
  /** Kinds beyond the common four that its registry uses. */
  kinds?: readonly Kind[];
  /**
   * Whether its inputs' transcripts can be checked against their audio (`check-transcripts`,
   * `--transcript-check`), and so whether two inputs can be one run transcribed twice (a
   * comparison's `same_audio` block).
   */
  checksTranscripts?: true;
  /** Whether every result records its unknowns u (and a pooled ratio its n). */
  unknowns: boolean;
  settings: readonly FamilySetting[];
  /** Files it reads beside the input, each with its flag and load option. */
  files?: readonly FamilyFile[];
  /** Fixed numbers recorded in its outputs' header. */
  constants?: Readonly<Record<string, number>>;
  attach?: Attachment;
  /** The samples a metric is over and its unknowns, among a subset's items. */
  population(m: AnyMetric, items: readonly Item[]): { over: readonly unknown[]; u: number };
  /**
   * The rows and blocks of a loaded input it scores on its own (a primary family); with `only`,
   * the rows and blocks of those subsets alone (a sweep's).
   */
  score?(input: unknown, vad: VadSettings, values: SettingValues, only?: readonly string[]): FamilyScore;
  sweep?: SweepDeclaration;
  /** Its block and row objects on another family's input (an attached family); null when the input has none. */
  scoreAttached?(input: unknown, vad: VadSettings, values: SettingValues): AttachedScore | null;
  /** What its numbers depend on beyond its settings, for the signature (the ground truth's sha256), from unified.json. */
  signatureParts?(unified: { subsets: Record<string, unknown> }): string[];
  /** The keys its `unified.json` header adds after `intervals` (a primary family), from the setting values. */
  header?(values: SettingValues): Record<string, unknown>;
  /**
   * What two of its inputs must share, sample by sample, to be compared without their files'
   * hashes (`checkSameTimes` of same-dataset.ts): the times of an eligible sample as a string
   * (null for a sample the check skips), and those times in words ("T or annotation times").
   */
  sameTimes: { of(sample: never): string | null; what: string };
  pairedExtras?: PairedExtras;
  presentation: Presentation;
}
