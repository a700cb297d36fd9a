/**
 * The backchannel family (`fdb-v1.0-backchannel-1`, docs/backchannel.md), declared once: attached
 * to the v1.0 family's `icc_backchannel` subset under the key `backchannel`, it makes a row for
 * every selected sample of that subset (after the v1.0 rows) and the subset's `backchannel`
 * block, from the samples' VAD probabilities and words the loader read and the ground truth the
 * load was given (`--icc-distribution`); its settings j, D and W; how its block reads in the
 * console and the report. An input without a selected `icc_backchannel` sample keeps every byte.
 */
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { BackchannelSample } from "../input/tree/sample.js";
import type { AttachedScore, Family, Item, ReportText, SubsetBlock } from "../metrics/family.js";
import type { MetricResult } from "../metrics/kind.js";
import { kindOf } from "../metrics/kinds.js";
import type { ShareResult } from "../metrics/kind-share.js";
import type { AnyMetric } from "../metrics/metric.js";
import { VAD_RATE } from "../vad/silero.js";
import { speechSegments } from "../vad/segments.js";
import type { VadSettings } from "../vad/settings.js";
import { type PreparedDistribution, prepareDistribution } from "./distribution.js";
import { BACKCHANNEL_POOLED, type BackchannelPooledResult } from "./kind.js";
import { BACKCHANNEL_METRICS, backchannelMetricsFor } from "./registry.js";
import {
  type BackchannelAggregateItem,
  type BackchannelEligibleRow,
  type BackchannelItem,
  type BackchannelRow,
  backchannelRow,
  ineligibleBackchannelRow,
} from "./row.js";
import {
  BACKCHANNEL_CONSTANTS,
  BACKCHANNEL_DEFINITIONS,
  BACKCHANNEL_SETTINGS,
  type BackchannelSettings,
  DEFAULT_BACKCHANNEL_SETTINGS,
  gridSettings,
  settingsJson,
} from "./settings.js";
import { segmentsInMicros } from "./utterances.js";

/** The v1.0 subset the family attaches to. */
export const BACKCHANNEL_SUBSET = "icc_backchannel";

/** The eligible row type of its subset (the notebooks' typed rows). */
export type BackchannelRowTypes = { icc_backchannel: BackchannelEligibleRow };

export interface BackchannelCounts {
  selected: number;
  eligible: number;
  ineligible: number;
  utterances: number;
  backchannels: number;
  nonlexical: number;
  takeovers: number;
  unsegmented_words: number;
  /** Scored backchannels (null without a distribution). */
  scored: number | null;
  /** Off-grid backchannels (null without a distribution). */
  off_grid: number | null;
}

/** A registry record of the backchannel family, its name, kind and `timing` literal. */
type BackchannelRecord = (typeof BACKCHANNEL_METRICS)[number];
/** The result type of a backchannel metric's kind. */
type ResultOf<K> = K extends "share" ? ShareResult : BackchannelPooledResult;

/**
 * The metrics of a block, each under its name with its kind's result type, read off the registry
 * (never listed again); the timing ones (`timing: true`) are present only with a distribution.
 */
export type BackchannelMetrics = {
  [M in BackchannelRecord as M["timing"] extends true ? never : M["name"]]: ResultOf<M["kind"]>;
} & {
  [M in BackchannelRecord as M["timing"] extends true ? M["name"] : never]?: ResultOf<M["kind"]>;
};

/** The `backchannel` block of `subsets.icc_backchannel` in unified.json, keys in this order. */
export interface BackchannelBlock {
  definitions: typeof BACKCHANNEL_DEFINITIONS;
  settings: BackchannelSettings;
  constants: typeof BACKCHANNEL_CONSTANTS;
  /** sha256 of the distribution file's bytes, or null without one. */
  distribution_sha256: string | null;
  counts: BackchannelCounts;
  metrics: BackchannelMetrics;
}

const isItem = (it: BackchannelAggregateItem): it is BackchannelItem => it.eligible;
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** Every metric over the eligible samples; the ineligible ones are a share's unknowns. */
function population(_m: AnyMetric, items: readonly Item[]) {
  const over = (items as BackchannelAggregateItem[]).filter(isItem);
  return { over, u: items.length - over.length };
}

/**
 * The block of the selected samples `items` (row order) at `settings`, with the prepared
 * distribution when the load was given one (the rows must have been made with the same one).
 */
export function backchannelBlock(
  items: readonly BackchannelAggregateItem[],
  settings: BackchannelSettings = DEFAULT_BACKCHANNEL_SETTINGS,
  distribution: PreparedDistribution | null = null,
): BackchannelBlock {
  gridSettings(settings); // refuses invalid settings
  const eligible = items.filter(isItem);
  if (distribution !== null && eligible.some((it) => it.timing === null))
    throw new RangeError("the rows were made without the distribution the block is given");
  const total = (f: (it: BackchannelItem) => number) => sum(eligible.map(f));
  const counts: BackchannelCounts = {
    selected: items.length,
    eligible: eligible.length,
    ineligible: items.length - eligible.length,
    utterances: total((it) => it.utterances),
    backchannels: total((it) => it.backchannels),
    nonlexical: total((it) => it.nonlexical),
    takeovers: total((it) => it.takeovers),
    unsegmented_words: total((it) => it.unsegmented_words),
    scored: distribution === null ? null : total((it) => it.timing!.windows.length),
    off_grid: distribution === null ? null : total((it) => it.timing!.offGrid),
  };
  const metrics: Record<string, MetricResult> = {};
  for (const m of backchannelMetricsFor(distribution !== null))
    metrics[m.name] = kindOf(BACKCHANNEL, m).result(m, population(m, items), false);
  return {
    definitions: BACKCHANNEL_DEFINITIONS,
    settings: settingsJson(settings),
    constants: BACKCHANNEL_CONSTANTS,
    distribution_sha256: distribution?.sha256 ?? null,
    counts,
    metrics: metrics as unknown as BackchannelMetrics,
  };
}

/** The settings of a score's setting values (JSON keys), defaults where absent. */
function settingsOf(values: Readonly<Record<string, number>>): BackchannelSettings {
  const d = DEFAULT_BACKCHANNEL_SETTINGS;
  return {
    merge_gap_s: values["merge_gap_s"] ?? d.merge_gap_s,
    max_duration_s: values["max_duration_s"] ?? d.max_duration_s,
    max_words: values["max_words"] ?? d.max_words,
  };
}

/** The rows, items and block of a loaded v1.0 input's backchannel samples; null without a selected one. */
export function backchannelAttached(
  input: unknown,
  vad: VadSettings,
  values: Readonly<Record<string, number>>,
): AttachedScore | null {
  const tree = input as LoadedInput;
  const samples = tree.subsets.find((s) => s.subset === BACKCHANNEL_SUBSET)?.samples ?? [];
  if (samples.length === 0) return null;
  const settings = settingsOf(values);
  const d = tree.iccDistribution;
  const distribution = d === undefined ? null : prepareDistribution(d.lists, d.sha256);
  const rows: BackchannelRow[] = [];
  const items: BackchannelAggregateItem[] = [];
  for (const x of samples) {
    const made = x.eligible
      ? eligibleRow(x as BackchannelSample, vad, settings, distribution)
      : ineligibleBackchannelRow(x);
    rows.push(made.row);
    items.push(made.item);
  }
  const block = backchannelBlock(items, settings, distribution);
  // the block's items carry their sample id as every block's do (comparisons pair by it)
  const keyed = items.map((it, k) => ({ ...it, sample_id: samples[k]!.sampleId }));
  return { objects: new Map(), rows, block: block as unknown as SubsetBlock, items: keyed as Item[] };
}

function eligibleRow(
  x: BackchannelSample,
  vad: VadSettings,
  settings: BackchannelSettings,
  distribution: PreparedDistribution | null,
) {
  const segments = segmentsInMicros(speechSegments(x.probs, x.nSamples, VAD_RATE, vad), VAD_RATE);
  const words = x.raw.chunks.map((c) => ({ start: c.start, end: c.end }));
  return backchannelRow({ sampleId: x.sampleId, name: x.name }, segments, words, x.T_us, settings, distribution);
}

/** The console's heading of the block: its definitions, settings and counts. */
function countLines(_subset: string, block: SubsetBlock): string[] {
  const b = block as unknown as BackchannelBlock;
  const c = b.counts;
  const s = b.settings;
  const timing = c.scored === null ? "" : ` · scored ${c.scored} · off grid ${c.off_grid}`;
  return [
    `  backchannel (${b.definitions}, j ${s.merge_gap_s} s, D ${s.max_duration_s} s, W ${s.max_words}): ` +
      `eligible ${c.eligible}/${c.selected} · utterances ${c.utterances} · backchannels ${c.backchannels} · ` +
      `nonlexical ${c.nonlexical} · take-overs ${c.takeovers} · unsegmented words ${c.unsegmented_words}${timing}`,
  ];
}

/** Under the block's table: what is missing without the ground truth, and what few backchannels mean. */
function extraLines(_subset: string, block: SubsetBlock): string[] {
  const b = block as unknown as BackchannelBlock;
  const out: string[] = [];
  if (b.distribution_sha256 === null)
    out.push("  timing_lift, timing_lift_other and listening_gain need the ground truth: --icc-distribution FILE");
  if (Object.values(b.metrics).some((r) => (r as { few_backchannels?: boolean }).few_backchannels))
    out.push("  (value): over fewer than 10 backchannels, shown but never marked best");
  return out;
}

function attachedNote(block: SubsetBlock): string {
  const b = block as unknown as BackchannelBlock;
  const c = b.counts;
  const s = b.settings;
  const n = (k: number | null, one: string) => `${k} ${k === 1 ? one : `${one}s`}`;
  const truth =
    b.distribution_sha256 === null
      ? "Without the ground truth (--icc-distribution) the timing metrics are not computed."
      : `Against the ground truth (sha256 ${b.distribution_sha256.slice(0, 8)}): ${n(c.scored, "backchannel")} scored, ` +
        `${c.off_grid} past the end of its grid. A lift of 1 is placement uniform over the scored windows; ` +
        "listening_gain is the part of the timing specific to the speaker (0 by chance).";
  return (
    `${c.eligible} of ${n(c.selected, "sample")} eligible; their outputs hold ${n(c.utterances, "utterance")} ` +
    `(Silero segments joined across gaps of at most ${s.merge_gap_s} s): ${n(c.backchannels, "backchannel")} ` +
    `(shorter than ${s.max_duration_s} s, at most ${s.max_words} words; ${c.nonlexical} without a word) and ` +
    `${n(c.takeovers, "take-over")}. Scored by ${b.definitions}. ${truth} Read rate, take-overs and timing together: silence ` +
    "takes no floor and has no timing; a value in parentheses is over fewer than 10 backchannels."
  );
}

/** The eligible sample with the most backchannels, the first by id among ties; null without a backchannel. */
function mostBackchannels(rows: readonly object[]): string | null {
  let best: BackchannelEligibleRow | null = null;
  for (const r of rows as readonly BackchannelRow[])
    if (r.eligible && r.backchannel.backchannels > (best?.backchannel.backchannels ?? 0)) best = r;
  return best?.sample_id ?? null;
}

const REPORT: ReportText = {
  title: (names) => `Backchannel metrics: ${names.join(", ")}`,
  numbersNote: "Numbers show three decimals.",
  summaryIntro: (systems) => `The backchannel metrics of ${systems.join(", ")}.`,
  summaryWarning: "Read the backchannel rate, the take-overs and the timing together.",
  metricsNote: () => null,
  subsetTitle: (subset) => `${subset} (backchannel)`,
  noDataReason: (m, block) =>
    (block as unknown as BackchannelBlock).counts.backchannels === 0 && m.name !== "takeover_s_per_s"
      ? "no backchannel in any eligible sample"
      : null,
  warnings: () => [],
  noMetricsNote: "No backchannel metric.",
  countRows: () => [],
  attachedTitle: (subset, key) => `${subset}: ${key} metrics`,
  attachedNote,
  compareSides: () => null,
  pairedExtraTable: () => null,
  comparisonNote: (A, B, definitions) =>
    `A = ${A}, B = ${B}, both scored with ${definitions}; each metric is paired by sample_id over the samples ` +
    "eligible in both, with a paired bootstrap over whole samples.",
  pairedOver: "the samples eligible in both",
  reading: () => [],
  drawsSamples: false,
  sections: [],
  subsetParts: [],
  attachedParts: [
    { kind: "intervals" },
    {
      kind: "values",
      metric: "timing_lift",
      heading: "Where the backchannels fall",
      note:
        "Each scored backchannel's lift q[w] / q̄: how many of the sample's human listeners responded in the 0.6 s " +
        "from its onset window, against that sample's average. Placement uniform over the scored windows averages 1.",
      chart: { title: "timing lift of each scored backchannel", x: "lift (1: chance)", step: 0.25 },
    },
    {
      kind: "systems",
      x: "backchannel_rate_per_min",
      y: "timing_lift",
      heading: "Rate against timing, every system",
      note:
        "Each input of the report as one point: how often it backchannels against how far above chance its " +
        "backchannels fall. A system that backchannels everywhere sits near a lift of 1; one that never does has none.",
      chart: { title: "backchannel rate and timing lift", x: "backchannels per minute", y: "timing lift" },
    },
    {
      kind: "sample",
      heading: "One sample",
      note:
        "The sample with the most backchannels (the first by id among ties): its utterances by kind, and under them " +
        "the share of its listeners' responses covering each 0.2 s window of the ground truth, with a rule at each " +
        "backchannel's onset.",
      pick: mostBackchannels,
    },
  ],
};

export const BACKCHANNEL: Family = {
  id: "backchannel",
  definitions: BACKCHANNEL_DEFINITIONS,
  scores: null,
  subsets: [BACKCHANNEL_SUBSET],
  registry: BACKCHANNEL_METRICS,
  kinds: [BACKCHANNEL_POOLED],
  unknowns: false,
  settings: BACKCHANNEL_SETTINGS,
  files: [
    {
      flag: "icc-distribution",
      option: "iccDistribution",
      what: "icc_gt_distribution.json (the backchannel ground truth), for the timing metrics",
    },
  ],
  constants: BACKCHANNEL_CONSTANTS,
  attach: {
    to: "unified",
    subset: BACKCHANNEL_SUBSET,
    key: "backchannel",
    registrySubset: BACKCHANNEL_SUBSET,
    sweep: true,
  },
  population,
  scoreAttached: backchannelAttached,
  signatureParts: (u) => {
    const block = (u.subsets[BACKCHANNEL_SUBSET] as unknown as { backchannel?: BackchannelBlock }).backchannel;
    const sha = block?.distribution_sha256;
    return sha ? [`icc:${sha.slice(0, 8)}`] : [];
  },
  sameTimes: { of: () => null, what: "T" },
  presentation: {
    order: "registry",
    tableLayout: "one",
    countLines,
    extraLines,
    sampleView: "utterances",
    pairedOver: "the samples eligible in both",
    report: REPORT,
    docs: [
      "",
      `# Backchannel (\`${BACKCHANNEL_DEFINITIONS}\`)`,
      "",
      "Generated from the backchannel registry (`src/backchannel/registry.ts`). The two sample shares have a",
      "Wilson interval and selected bounds; the other metrics are pooled over eligible samples with a bootstrap",
      "interval, the timing metrics also a permutation p-value. The rules are in `docs/backchannel.md`.",
    ],
    compareNotes: [],
  },
};
