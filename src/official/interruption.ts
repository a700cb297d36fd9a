/**
 * Official user interruption (`eval_user_interruption.py`) without its judge: take-over over all
 * samples, and the clamped latency max(0, s₁ − E), E = interrupt.json[0].timestamp[1], averaged
 * over take-over samples. The rating is not recomputed: it comes from a matched summary.json.
 * Its pitfall: `not_exercised` samples (no detected speech at S, taken from the unified rows)
 * that the official rule counts as a take-over.
 */
import type { InterruptionRow, SampleRow } from "../metrics/rows.js";
import type { InterruptionSample } from "../tree/sample.js";
import { plainMean } from "./mean.js";
import { eligibleRow } from "./pause.js";
import { clampedLatency, officialTakeover, rawLatency } from "./takeover.js";

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
  const tors: number[] = [];
  const latencies: number[] = [];
  const crashes: string[] = [];
  let clamped = 0;
  let notExercised = 0;
  for (const s of samples) {
    const tor = officialTakeover(s.raw.chunks, "crash");
    if (tor === "crash") {
      crashes.push(s.sampleId);
      continue;
    }
    tors.push(tor);
    if (tor === 0) continue;
    if (eligibleRow<InterruptionRow>(rows, s.sampleId).outcome === "not_exercised") notExercised++;
    const L = rawLatency(s.raw.chunks, s.raw.annotation[0]![1]);
    if (L < 0) clamped++;
    latencies.push(clampedLatency(L));
  }
  const crashed = crashes.length > 0;
  return {
    json: {
      tor: crashed ? null : plainMean(tors),
      latency_s: crashed ? null : plainMean(latencies),
      rating,
      samples: samples.length,
      pitfalls: { not_exercised_in_tor: notExercised, clamped_latencies: clamped },
    },
    crashes,
  };
}
