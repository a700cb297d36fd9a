/**
 * The quantities the report's sensitivity heatmaps draw across threshold × minimum silence: the
 * counts a family names for them (v1.0: the `not_exercised` samples), then every metric of its
 * swept subsets marked `inSweep`, with the registry's direction. Each reads a number straight from
 * a flat sweep point (the family's aggregates) and prints it as the console would.
 */
import type { Family } from "../metrics/family.js";
import { kindOf } from "../metrics/kinds.js";
import { betterLabel, metricsOf, type AnyMetric } from "../metrics/metric.js";
import type { SweepSetting } from "./sweep.js";

export interface SweepQuantity {
  key: string;
  title: string;
  /** Which way is better, or "context", with the registry's diagnostic mark. */
  better: string;
  /** The registry metric it shows, or null for a count. */
  metric: AnyMetric | null;
  value: (s: SweepSetting) => number | null;
  text: (s: SweepSetting) => string;
}

/** The number a metric's result contributes to the sweep: a share or ratio, or a latency's median. */
function metricQuantity(family: Family, m: AnyMetric): SweepQuantity {
  const kind = kindOf(family, m);
  const label = kind.name === "latency" ? `median ${m.name}` : m.name;
  return {
    key: m.name,
    title: m.diagnostic ? `${label} (diagnostic)` : label,
    better: betterLabel(m),
    metric: m,
    value: (s) => kind.value(s.metrics[m.name]!),
    text: (s) => kind.valueText(s.metrics[m.name]!),
  };
}

function countQuantity(key: string): SweepQuantity {
  return {
    key,
    title: `${key} (samples)`,
    better: "context",
    metric: null,
    value: (s) => s.counts[key] ?? null,
    text: (s) => String(s.counts[key]),
  };
}

/** The heatmaps' quantities of a family's flat sweep: its counts, then its `inSweep` metrics. */
export function sweepQuantities(family: Family): SweepQuantity[] {
  const decl = family.sweep!;
  return [
    ...decl.heatmapCounts.map(countQuantity),
    ...decl.subsets.flatMap((s) =>
      metricsOf(family.registry, s)
        .filter((m) => m.inSweep)
        .map((m) => metricQuantity(family, m)),
    ),
  ];
}

/** The quantities that are registry metrics (the sweep table's metric columns). */
export function sweepMetricQuantities(family: Family): SweepQuantity[] {
  return sweepQuantities(family).filter((q) => q.metric !== null);
}
