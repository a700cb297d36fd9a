/**
 * Official smooth turn-taking (`eval_smooth_turn_taking.py`) and user interruption
 * (`eval_user_interruption.py`, without its judge), and the pass they share: the take-over rule
 * over every sample, and the clamped latency max(0, s₁ − t_ref) averaged over take-over samples
 * only, with the clamps counted (t_ref = E, the end of the user's turn or interruption). A null
 * last word end would crash either script: such samples are collected instead; so does a subset
 * without any take-over (division by zero), which leaves the latency null.
 */
import type { InterruptionRow, SampleRow } from "../unified/rows.js";
import type { InterruptionSample, RawTimes, TurnTakingSample } from "../input/tree/sample.js";
import { eligibleRow } from "./pause.js";
import { clampedLatency, officialTakeover, plainMean, rawLatency } from "./takeover.js";

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

/** A subset's official numbers, and the samples whose null last word end would crash its script. */
export interface OfficialLatencySubset<J> {
  json: J;
  crashes: string[];
}

/** Turn-taking's numbers; its pitfalls: clamped latencies and samples dropped from the latency mean. */
export interface OfficialTurnTakingJson {
  tor: number | null;
  latency_s: number | null;
  samples: number;
  pitfalls: { clamped_latencies: number; non_responders_dropped: number };
}

/** `samples`: the subset's eligible samples in sample-name string order. */
export function officialTurnTaking(
  samples: readonly TurnTakingSample[],
): OfficialLatencySubset<OfficialTurnTakingJson> {
  const pass = officialLatencyPass(samples, (annotation) => annotation[0]![0]);
  return {
    json: {
      tor: pass.tor,
      latency_s: pass.latency,
      samples: samples.length,
      pitfalls: {
        clamped_latencies: pass.clamped,
        non_responders_dropped: samples.length - pass.crashes.length - pass.takeovers.length,
      },
    },
    crashes: pass.crashes,
  };
}

/**
 * Interruption's numbers, E = interrupt.json[0].timestamp[1]. The rating is not recomputed: it
 * comes from a matched summary.json. Its pitfall: `not_exercised` samples (no detected speech at
 * S, taken from the unified rows) that the official rule counts as a take-over.
 */
export interface OfficialInterruptionJson {
  tor: number | null;
  latency_s: number | null;
  rating: number | null;
  samples: number;
  pitfalls: { not_exercised_in_tor: number; clamped_latencies: number };
}

/**
 * `samples`: the subset's eligible samples in sample-name string order (the script's sorted
 * order); `rating`: "Average rating" of a matched summary.json, else null.
 */
export function officialInterruption(
  samples: readonly InterruptionSample[],
  rows: ReadonlyMap<string, SampleRow>,
  rating: number | null,
): OfficialLatencySubset<OfficialInterruptionJson> {
  const pass = officialLatencyPass(samples, (annotation) => annotation[0]![1]);
  const notExercised = pass.takeovers.filter(
    (id) => eligibleRow<InterruptionRow>(rows, id).outcome === "not_exercised",
  ).length;
  return {
    json: {
      tor: pass.tor,
      latency_s: pass.latency,
      rating,
      samples: samples.length,
      pitfalls: { not_exercised_in_tor: notExercised, clamped_latencies: pass.clamped },
    },
    crashes: pass.crashes,
  };
}
