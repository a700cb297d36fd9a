/**
 * Official smooth turn-taking (`eval_smooth_turn_taking.py`): take-over over all samples, and
 * the clamped latency max(0, s₁ − E) averaged over take-over samples only. A null last end
 * crashes the script; so does a subset without any take-over (division by zero), which leaves
 * the latency null. Its pitfalls: clamped latencies and samples dropped from the latency mean.
 */
import type { TurnTakingSample } from "../tree/sample.js";
import { plainMean } from "./mean.js";
import { clampedLatency, officialTakeover, rawLatency } from "./takeover.js";

export interface OfficialTurnTakingJson {
  tor: number | null;
  latency_s: number | null;
  samples: number;
  pitfalls: { clamped_latencies: number; non_responders_dropped: number };
}

export interface OfficialTurnTaking {
  json: OfficialTurnTakingJson;
  /** Samples whose null last word end would crash the official script. */
  crashes: string[];
}

/** `samples`: the subset's eligible samples in sample-name string order. */
export function officialTurnTaking(samples: readonly TurnTakingSample[]): OfficialTurnTaking {
  const tors: number[] = [];
  const latencies: number[] = [];
  const crashes: string[] = [];
  let clamped = 0;
  let dropped = 0;
  for (const s of samples) {
    const tor = officialTakeover(s.raw.chunks, "crash");
    if (tor === "crash") {
      crashes.push(s.sampleId);
      continue;
    }
    tors.push(tor);
    if (tor === 0) {
      dropped++;
      continue;
    }
    const L = rawLatency(s.raw.chunks, s.raw.annotation[0]![0]);
    if (L < 0) clamped++;
    latencies.push(clampedLatency(L));
  }
  const crashed = crashes.length > 0;
  return {
    json: {
      tor: crashed ? null : plainMean(tors),
      latency_s: crashed ? null : plainMean(latencies),
      samples: samples.length,
      pitfalls: { clamped_latencies: clamped, non_responders_dropped: dropped },
    },
    crashes,
  };
}
