/**
 * Official smooth turn-taking (`eval_smooth_turn_taking.py`): take-over over all samples, and
 * the clamped latency max(0, s₁ − E) averaged over take-over samples only. A null last end
 * crashes the script; so does a subset without any take-over (division by zero), which leaves
 * the latency null. Its pitfalls: clamped latencies and samples dropped from the latency mean.
 */
import type { TurnTakingSample } from "../input/tree/sample.js";
import { officialLatencyPass } from "./latency-pass.js";

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
