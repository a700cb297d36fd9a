/**
 * One `icc_backchannel` sample's row (docs/backchannel.md "Per sample"): its utterances with their
 * word counts and kinds, the counts the aggregates sum, and, with a distribution, where each
 * backchannel's onset falls on the ground truth's grid and its lifts. The row is what
 * `unified-samples.jsonl` holds, seconds on the microsecond grid; the item beside it is what the
 * aggregates and their permutation tests need (integer microseconds, the scored windows), kept in
 * memory only.
 */
import { fromMicros } from "../time.js";
import { WINDOW_US } from "./settings.js";
import type { PreparedDistribution, SampleTiming } from "./distribution.js";
import { type UtteranceKind, utteranceKind } from "./utterances.js";
import { type BackchannelSettings, DEFAULT_BACKCHANNEL_SETTINGS, gridSettings } from "./settings.js";
import { type SpanUs, utterancesOf } from "./utterances.js";
import { type TranscriptWord, wordsPerUtterance } from "./utterances.js";

/** An utterance as the row lists it: `[a, b, n_words, kind]`, a and b in seconds. */
export type UtteranceItem = [number, number, number, UtteranceKind];

/** The `backchannel` object of an eligible row, keys in this order; the last four only with a distribution. */
export interface BackchannelObject {
  utterances: UtteranceItem[];
  backchannels: number;
  nonlexical: number;
  takeovers: number;
  /** Σ b − a of the take-overs, seconds. */
  takeover_s: number;
  unsegmented_words: number;
  /** 0.2 · L (L after trimming), seconds. */
  grid_s?: number;
  /** Backchannels whose onset window w > L − P: counted, never scored. */
  off_grid?: number;
  /** q[w] / q̄ of each scored backchannel, in onset order. */
  lifts?: number[];
  /** Their lift under the comparison lists; all null when the sample has none. */
  lifts_other?: (number | null)[];
}

interface RowBase {
  sample_id: string;
  subset: "icc_backchannel";
  task: "backchannel";
}

export interface BackchannelEligibleRow extends RowBase {
  eligible: true;
  /** The window's length, seconds. */
  T: number;
  backchannel: BackchannelObject;
}

export interface BackchannelIneligibleRow extends RowBase {
  eligible: false;
  reasons: string[];
}

export type BackchannelRow = BackchannelEligibleRow | BackchannelIneligibleRow;

/** What the aggregates need of an eligible sample (integer microseconds). */
export interface BackchannelItem {
  eligible: true;
  sampleId: string;
  T_us: number;
  utterances: number;
  backchannels: number;
  nonlexical: number;
  takeovers: number;
  takeover_us: number;
  unsegmented_words: number;
  /**
   * With a distribution: the sample's key, the onset windows of its scored backchannels (onset
   * order), the off-grid count and the sample's lookup tables (the permutation tests read them).
   */
  timing: { key: string; windows: number[]; offGrid: number; tables: SampleTiming } | null;
}

/** Any selected sample as the aggregates take it. */
export type BackchannelAggregateItem = BackchannelItem | { eligible: false; reasons: readonly string[] };

/** A selected sample: its id (`icc_backchannel/<name>`) and folder name (its key in the distribution). */
export interface BackchannelSampleRef {
  sampleId: string;
  name: string;
}

/**
 * The row and aggregate item of an eligible sample from the Silero segments of its whole output
 * (integer microseconds, any order; the caller runs the VAD at the run's settings), its transcript
 * words (seconds, as output.json holds them), T (integer microseconds), the settings and, when the
 * user gave one, the prepared distribution (which must hold the sample's name as a key).
 */
export function backchannelRow(
  sample: BackchannelSampleRef,
  segments_us: readonly SpanUs[],
  words: readonly TranscriptWord[],
  T_us: number,
  settings: BackchannelSettings = DEFAULT_BACKCHANNEL_SETTINGS,
  distribution: PreparedDistribution | null = null,
): { row: BackchannelEligibleRow; item: BackchannelItem } {
  if (!Number.isSafeInteger(T_us) || T_us < 0) throw new RangeError(`T must be integer microseconds >= 0, got ${T_us}`);
  const g = gridSettings(settings);
  const spans = utterancesOf(segments_us, T_us, g.j_us);
  const { counts, unsegmented } = wordsPerUtterance(spans, words);
  const kinds = spans.map(([a, b], k) => utteranceKind(a, b, counts[k]!, g));
  const onsets = spans.filter((_, k) => kinds[k] === "backchannel").map(([a]) => a);
  const takeover_us = spans.reduce((s, [a, b], k) => (kinds[k] === "takeover" ? s + (b - a) : s), 0);
  const backchannel: BackchannelObject = {
    utterances: spans.map(([a, b], k): UtteranceItem => [fromMicros(a), fromMicros(b), counts[k]!, kinds[k]!]),
    backchannels: onsets.length,
    nonlexical: kinds.filter((kind, k) => kind === "backchannel" && counts[k] === 0).length,
    takeovers: kinds.filter((kind) => kind === "takeover").length,
    takeover_s: fromMicros(takeover_us),
    unsegmented_words: unsegmented,
  };
  let timing: BackchannelItem["timing"] = null;
  if (distribution !== null) {
    const t = distribution.timing(sample.name);
    // the onset window ⌊a / 0.2 s⌋: an onset exactly on a boundary belongs to the later window
    const all = onsets.map((a) => Math.floor(a / WINDOW_US));
    const windows = all.filter((w) => w < t.scored);
    timing = { key: sample.name, windows, offGrid: all.length - windows.length, tables: t };
    backchannel.grid_s = fromMicros(t.grid_us);
    backchannel.off_grid = timing.offGrid;
    backchannel.lifts = windows.map((w) => t.lift[w]!);
    backchannel.lifts_other = windows.map((w) => (t.liftOther === null ? null : t.liftOther[w]!));
  }
  const row: BackchannelEligibleRow = {
    sample_id: sample.sampleId,
    subset: "icc_backchannel",
    task: "backchannel",
    eligible: true,
    T: fromMicros(T_us),
    backchannel,
  };
  const item: BackchannelItem = {
    eligible: true,
    sampleId: sample.sampleId,
    T_us,
    utterances: spans.length,
    backchannels: backchannel.backchannels,
    nonlexical: backchannel.nonlexical,
    takeovers: backchannel.takeovers,
    takeover_us,
    unsegmented_words: unsegmented,
    timing,
  };
  return { row, item };
}

/** The row and item of an ineligible sample: its reasons only (its files are not read). */
export function ineligibleBackchannelRow(sample: { sampleId: string; reasons: readonly string[] }): {
  row: BackchannelIneligibleRow;
  item: { eligible: false; reasons: readonly string[] };
} {
  const reasons = [...sample.reasons];
  return {
    row: { sample_id: sample.sampleId, subset: "icc_backchannel", task: "backchannel", eligible: false, reasons },
    item: { eligible: false, reasons },
  };
}
