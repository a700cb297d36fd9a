/**
 * Official backchannel (`eval_backchannel.py`, current version): per speech segment, in order,
 * a segment over 3 s sets TOR = 1 and stops the loop; any other segment sets TOR from its
 * overlapping words (≥ 3) or its length (≥ 1 s), overwriting the previous one, and is added to
 * the backchannel list whatever its TOR. Frequency is the list length over the output length T;
 * JSD scores the list's timing (1 without backchannels). Means are plain sums over samples.
 */
import { backchannelJsd } from "./jsd.js";
import { plainMean } from "./mean.js";
import type { RawChunk } from "./takeover.js";

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
  for (const [start, end] of x.segments) {
    const d = end - start;
    if (d > LONG_SEGMENT_S) {
      tor = 1;
      break;
    }
    const words = overlappingWords(x.chunks, start, end);
    tor = words > 3 ? 1 : d < 1 ? (words <= 2 ? 0 : 1) : 1;
    list.push([start, end]);
  }
  return {
    sampleId: x.sampleId,
    tor,
    backchannels: list,
    frequency: list.length / x.T,
    jsd: backchannelJsd(list, x.T, x.reference),
  };
}

export interface OfficialBackchannelJson {
  tor: number | null;
  frequency: number | null;
  jsd: number | null;
  samples: number;
}

/** `inputs`: the all-digit eligible samples in sample-name string order. */
export function officialBackchannel(inputs: readonly BackchannelInput[]): {
  json: OfficialBackchannelJson;
  perSample: BackchannelSampleResult[];
} {
  const perSample = inputs.map(backchannelSample);
  return {
    json: {
      tor: plainMean(perSample.map((r) => r.tor)),
      frequency: plainMean(perSample.map((r) => r.frequency)),
      jsd: plainMean(perSample.map((r) => r.jsd)),
      samples: perSample.length,
    },
    perSample,
  };
}
