/**
 * The four sweep quantities the report draws across threshold × minimum silence, as the spec's
 * sensitivity study names them: `not_exercised` (a count), `response_rate_2s`, the median
 * `stop_latency_s` and `restart_rate` (a diagnostic). Each reads a number straight from a sweep
 * setting (the core's aggregates) and prints it as the console would.
 */
import type { LatencyResult, ShareResult } from "../metrics/aggregate.js";
import { fixed3, latency3 } from "../output/format.js";
import type { SweepSetting } from "./sweep.js";

export interface SweepQuantity {
  key: string;
  title: string;
  /** Which way is better, or "context"; `restart_rate` is marked as a diagnostic. */
  better: string;
  value: (s: SweepSetting) => number | null;
  text: (s: SweepSetting) => string;
}

const share = (name: string) => (s: SweepSetting) => (s.metrics[name] as ShareResult).value;

export const SWEEP_QUANTITIES: readonly SweepQuantity[] = [
  {
    key: "not_exercised",
    title: "not_exercised (samples)",
    better: "context",
    value: (s) => s.counts.not_exercised,
    text: (s) => String(s.counts.not_exercised),
  },
  {
    key: "response_rate_2s",
    title: "response_rate_2s",
    better: "higher",
    value: share("response_rate_2s"),
    text: (s) => fixed3(share("response_rate_2s")(s)),
  },
  {
    key: "stop_latency_s",
    title: "median stop_latency_s",
    better: "lower",
    value: (s) => (s.metrics["stop_latency_s"] as LatencyResult).median,
    text: (s) => {
      const l = s.metrics["stop_latency_s"] as LatencyResult;
      return latency3(l.median, l.n);
    },
  },
  {
    key: "restart_rate",
    title: "restart_rate (diagnostic)",
    better: "lower (diagnostic)",
    value: share("restart_rate"),
    text: (s) => fixed3(share("restart_rate")(s)),
  },
];
