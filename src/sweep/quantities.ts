/**
 * The quantities the sensitivity sweep draws across threshold × minimum silence: the count of
 * `not_exercised` samples, then every registry metric of the swept subset marked `inSweep`
 * (today `response_rate_2s`, the median `stop_latency_s` and the diagnostic `restart_rate`, the
 * spec's sensitivity study), with the registry's direction. Each reads a number straight from a
 * sweep setting (the core's aggregates) and prints it as the console would.
 */
import type { LatencyResult, MetricResult, PooledResult, ShareResult } from "../metrics/aggregate.js";
import { betterLabel, metricsFor, type Metric } from "../metrics/registry.js";
import { fixed3, latency3 } from "../metrics/format.js";
import { SWEEP_SUBSET, type SweepSetting } from "./sweep.js";

export interface SweepQuantity {
  key: string;
  title: string;
  /** Which way is better, or "context", with the registry's diagnostic mark. */
  better: string;
  /** The registry metric it shows, or null for the outcome count. */
  metric: Metric | null;
  value: (s: SweepSetting) => number | null;
  text: (s: SweepSetting) => string;
}

/** The number a metric's result contributes to the sweep: a share or ratio, or a latency's median. */
function metricQuantity(m: Metric): SweepQuantity {
  const result = (s: SweepSetting): MetricResult => s.metrics[m.name]!;
  const value = (s: SweepSetting): number | null =>
    m.kind === "latency" ? (result(s) as LatencyResult).median : (result(s) as ShareResult | PooledResult).value;
  const label = m.kind === "latency" ? `median ${m.name}` : m.name;
  return {
    key: m.name,
    title: m.diagnostic ? `${label} (diagnostic)` : label,
    better: betterLabel(m),
    metric: m,
    value,
    text:
      m.kind === "latency"
        ? (s) => latency3((result(s) as LatencyResult).median, (result(s) as LatencyResult).n)
        : (s) => fixed3(value(s)),
  };
}

const NOT_EXERCISED: SweepQuantity = {
  key: "not_exercised",
  title: "not_exercised (samples)",
  better: "context",
  metric: null,
  value: (s) => s.counts.not_exercised,
  text: (s) => String(s.counts.not_exercised),
};

export const SWEEP_QUANTITIES: readonly SweepQuantity[] = [
  NOT_EXERCISED,
  ...metricsFor(SWEEP_SUBSET)
    .filter((m) => m.inSweep)
    .map(metricQuantity),
];

/** The quantities that are registry metrics (the sweep table's metric columns). */
export const SWEEP_METRIC_QUANTITIES: readonly SweepQuantity[] = SWEEP_QUANTITIES.filter((q) => q.metric !== null);
