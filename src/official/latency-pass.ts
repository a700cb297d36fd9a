/**
 * The pass that the official turn-taking and interruption scripts share: the take-over rule over
 * every sample, and max(0, s₁ − t_ref) over take-over samples only, with the clamps counted. A
 * null last word end would crash the script: such samples are collected instead.
 */
import type { RawTimes } from "../input/tree/sample.js";
import { plainMean } from "./mean.js";
import { clampedLatency, officialTakeover, rawLatency } from "./takeover.js";

export interface LatencyPass {
  /** Mean take-over; null when the script would crash (or no sample). */
  tor: number | null;
  /** Mean clamped latency over take-overs; null when the script would crash or none takes over. */
  latency: number | null;
  /** Samples that take the turn, in the given order. */
  takeovers: string[];
  /** Samples whose latency was clamped to 0. */
  clamped: number;
  /** Samples whose null last end would crash the script. */
  crashes: string[];
}

/** `samples` in the script's order; `ref` picks t_ref from a sample's annotation. */
export function officialLatencyPass<S extends { sampleId: string; raw: RawTimes }>(
  samples: readonly S[],
  ref: (annotation: RawTimes["annotation"]) => number,
): LatencyPass {
  const tors: number[] = [];
  const latencies: number[] = [];
  const takeovers: string[] = [];
  const crashes: string[] = [];
  let clamped = 0;
  for (const s of samples) {
    const tor = officialTakeover(s.raw.chunks, "crash");
    if (tor === "crash") {
      crashes.push(s.sampleId);
      continue;
    }
    tors.push(tor);
    if (tor === 0) continue;
    takeovers.push(s.sampleId);
    const L = rawLatency(s.raw.chunks, ref(s.raw.annotation));
    if (L < 0) clamped++;
    latencies.push(clampedLatency(L));
  }
  const crashed = crashes.length > 0;
  return {
    tor: crashed ? null : plainMean(tors),
    latency: crashed ? null : plainMean(latencies),
    takeovers,
    clamped,
    crashes,
  };
}
