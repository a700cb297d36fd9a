/**
 * Official backchannel (`eval_backchannel.py`, current version): per speech segment, in order,
 * a segment over 3 s sets TOR = 1 and stops the loop; any other segment sets TOR from its
 * overlapping words (≥ 3) or its length (≥ 1 s), overwriting the previous one, and is added to
 * the backchannel list whatever its TOR. Frequency is the list length over the output length T;
 * JSD scores the list's timing (1 without backchannels). Means are plain sums over samples.
 * Beside the numbers, each sample says which of the rule's four pitfalls it meets
 * (docs/official-rules.md): a take-over segment in its backchannel list, segments dropped after
 * the early stop, a score of 1 for having no backchannel, an output grid ⌊T/0.2⌋ + 1 that differs
 * from the length of its list in the file.
 */
import { BIN_S, backchannelJsd } from "./jsd.js";
import { plainMean, type RawChunk } from "./takeover.js";

export const LONG_SEGMENT_S = 3;

/** What the rule needs of one sample; times in seconds. */
export interface BackchannelInput {
  sampleId: string;
  /** Output length in seconds, at the file's true sampling rate. */
  T: number;
  /** Silero segments in one-decimal seconds (see vad-seconds.ts). */
  segments: [number, number][];
  chunks: readonly RawChunk[];
  /** The icc_gt_distribution.json list of this sample. */
  reference: readonly number[];
}

export interface BackchannelSampleResult {
  sampleId: string;
  tor: 0 | 1;
  backchannels: [number, number][];
  frequency: number;
  jsd: number;
  /** Listed segments that the per-segment rule called a take-over (≥ 3 words or ≥ 1 s). */
  takeoversListed: number;
  /** Segments after the first one over 3 s, never looked at. */
  dropped: number;
  /** ⌊T / 0.2⌋ + 1, the windows the reference is interpolated to. */
  outputWindows: number;
  /** The reference list's length in the file. */
  referenceWindows: number;
}

/** Words of the transcript that overlap a segment, with the script's null-end handling. */
export function overlappingWords(chunks: readonly RawChunk[], start: number, end: number): number {
  let n = 0;
  for (const c of chunks) {
    const s = c.start;
    if (c.end === null && s < end) continue;
    const e = c.end ?? s;
    if ((s >= start && e <= end) || (s <= end && e > end) || (s <= start && e > start)) n++;
  }
  return n;
}

export function backchannelSample(x: BackchannelInput): BackchannelSampleResult {
  let tor: 0 | 1 = 0;
  const list: [number, number][] = [];
  let takeoversListed = 0;
  let dropped = 0;
  for (const [k, [start, end]] of x.segments.entries()) {
    const d = end - start;
    if (d > LONG_SEGMENT_S) {
      tor = 1;
      dropped = x.segments.length - k - 1;
      break;
    }
    const words = overlappingWords(x.chunks, start, end);
    tor = words > 3 ? 1 : d < 1 ? (words <= 2 ? 0 : 1) : 1;
    if (tor === 1) takeoversListed++;
    list.push([start, end]);
  }
  return {
    sampleId: x.sampleId,
    tor,
    backchannels: list,
    frequency: list.length / x.T,
    jsd: backchannelJsd(list, x.T, x.reference),
    takeoversListed,
    dropped,
    outputWindows: Math.trunc(x.T / BIN_S) + 1,
    referenceWindows: x.reference.length,
  };
}

/** The four pitfalls of the backchannel rule, each a count of samples. */
export interface BackchannelPitfalls {
  /** Samples whose backchannel list holds a segment the per-segment rule called a take-over. */
  takeover_segments_listed: number;
  /** Samples with segments after the first one over 3 s, dropped from frequency and timing. */
  segments_dropped_after_stop: number;
  /** Samples scored 1 for having no backchannel. */
  no_backchannel_scored_1: number;
  /** Samples whose output grid ⌊T/0.2⌋ + 1 differs from the length of their list in the file. */
  stretched_axis: number;
}

export interface OfficialBackchannelJson {
  tor: number | null;
  frequency: number | null;
  jsd: number | null;
  samples: number;
  pitfalls: BackchannelPitfalls;
}

/** `inputs`: the all-digit eligible samples in sample-name string order. */
export function officialBackchannel(inputs: readonly BackchannelInput[]): {
  json: OfficialBackchannelJson;
  perSample: BackchannelSampleResult[];
} {
  const perSample = inputs.map(backchannelSample);
  const count = (f: (r: BackchannelSampleResult) => boolean) => perSample.filter(f).length;
  return {
    json: {
      tor: plainMean(perSample.map((r) => r.tor)),
      frequency: plainMean(perSample.map((r) => r.frequency)),
      jsd: plainMean(perSample.map((r) => r.jsd)),
      samples: perSample.length,
      pitfalls: {
        takeover_segments_listed: count((r) => r.takeoversListed > 0),
        segments_dropped_after_stop: count((r) => r.dropped > 0),
        no_backchannel_scored_1: count((r) => r.backchannels.length === 0),
        stretched_axis: count((r) => r.outputWindows !== r.referenceWindows),
      },
    },
    perSample,
  };
}
