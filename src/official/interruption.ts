/**
 * Official user interruption (`eval_user_interruption.py`) without its judge: take-over over all
 * samples, and the clamped latency max(0, s₁ − E), E = interrupt.json[0].timestamp[1], averaged
 * over take-over samples. The rating is not recomputed: it comes from a matched summary.json.
 * Its pitfall: `not_exercised` samples (no detected speech at S, taken from the unified rows)
 * that the official rule counts as a take-over.
 */
import type { InterruptionRow, SampleRow } from "../unified/rows.js";
import type { InterruptionSample } from "../input/tree/sample.js";
import { officialLatencyPass } from "./latency-pass.js";
import { eligibleRow } from "./pause.js";

export interface OfficialInterruptionJson {
  tor: number | null;
  latency_s: number | null;
  rating: number | null;
  samples: number;
  pitfalls: { not_exercised_in_tor: number; clamped_latencies: number };
}

export interface OfficialInterruption {
  json: OfficialInterruptionJson;
  /** Samples whose null last word end would crash the official script. */
  crashes: string[];
}

/**
 * `samples`: the subset's eligible samples in sample-name string order (the script's sorted
 * order); `rating`: "Average rating" of a matched summary.json, else null.
 */
export function officialInterruption(
  samples: readonly InterruptionSample[],
  rows: ReadonlyMap<string, SampleRow>,
  rating: number | null,
): OfficialInterruption {
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
