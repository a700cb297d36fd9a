/**
 * What a metric is, for every family: one declarative record of a family's registry (name,
 * subsets, kind, direction, whether it ranks or heads a table, what it is divided by, a short
 * label, a one-line definition) and how its kind reads a per-sample row. The kinds themselves
 * (their arithmetic, cells, flat columns and paired differences) are in ./kind.ts; a family's
 * registry (src/unified/registry.ts, src/matched/registry.ts) is the only list of its metrics.
 */

/**
 * Which way is better. "closer to 0" is for a net rate that should vanish when a model does not
 * react (the matched runs): the best is the smallest absolute value.
 */
export type Better = "lower" | "higher" | "context" | "closer to 0";

/** The kinds every family may use; a family may add its own (`Family.kinds`). */
export type KindName = "share" | "pooled" | "latency" | "difference" | (string & {});

/** What every metric record holds, whatever its kind. */
export interface MetricBase {
  name: string;
  subsets: readonly string[];
  kind: KindName;
  better: Better;
  /** A diagnostic that does not rank systems (views say so). */
  diagnostic: boolean;
  /** A headline metric: a column of every leaderboard and paper table by default. */
  headline: boolean;
  /** The samples it is over, in the family's words (its population rule reads it). */
  over: string;
  /** What the value is divided by, in words (the "denominator" column of docs/metrics.md). */
  dividedBy: string;
  /** A short column label (plain ASCII words, at most 14 characters); views print the name in a legend. */
  label: string;
  definition: string;
  /** Drawn across the VAD settings in the report's sensitivity heatmaps. */
  inSweep?: true;
  /** Decided by the VAD segments alone, never by transcript words (the transcript check cannot change it). */
  vadOnly?: true;
  /**
   * A group the console and the report show together, after the ranked metrics (the matched
   * runs' stop picture: one run's stop beside the control's).
   */
  group?: string;
  /**
   * A latency drawn as its cumulative curve F(t), from the instant named here ("E", "R"), with a
   * mark at the `withinS` of each share of its subset (the response rates are F(k)).
   */
  curve?: { from: string };
  /** A metric read at k seconds (a response within k, an effect at k): curves mark k. */
  withinS?: number;
  /** The per-item values a mean is over (a backchannel's lifts), which a histogram draws. */
  values?: (item: never) => readonly number[];
  /** The value placement no better than chance gives (a lift's 1), marked where the values are drawn. */
  chance?: number | null;
}

/** A share of samples: hits over n, with a Wilson interval and selected bounds. */
export interface ShareMetric<R = never> extends MetricBase {
  kind: "share";
  hit: (row: R) => boolean;
}

/** A ratio pooled over samples (integer parts summed), with a bootstrap interval over whole samples. */
export interface PooledMetric<R = never> extends MetricBase {
  kind: "pooled";
  /** Integer parts of one sample: counts, or microseconds when `unit` is "s". */
  numerator: (row: R) => number;
  denominator: (row: R) => number;
  unit: "pauses" | "s";
}

/** A latency distribution: median with a bootstrap interval, and p90; +Infinity = never. */
export interface LatencyMetric<R = never> extends MetricBase {
  kind: "latency";
  /** Microseconds, or +Infinity for a sample without an observed event. */
  value: (row: R) => number;
}

/** The difference of two shares over the same samples: d = +1 for the first event alone, −1 for the second alone. */
export interface DifferenceMetric<R = never> extends MetricBase {
  kind: "difference";
  first: (row: R) => boolean;
  second: (row: R) => boolean;
}

/** A metric of one of the common kinds, reading rows of type R. */
export type Metric<R = never> = ShareMetric<R> | PooledMetric<R> | LatencyMetric<R> | DifferenceMetric<R>;

/** Any metric record, of any family and kind (what views hold). */
export type AnyMetric = MetricBase;

/** Which way is better, with the one spelling of the diagnostic mark: "lower (diagnostic)". */
export function betterLabel(m: Pick<MetricBase, "better" | "diagnostic">): string {
  return m.diagnostic ? `${m.better} (diagnostic)` : m.better;
}

/** Whether a metric can be "best": it has a direction (not context) and is not a diagnostic. */
export function ranks(m: Pick<MetricBase, "better" | "diagnostic">): boolean {
  return m.better !== "context" && !m.diagnostic;
}

/** The metrics of a registry that belong to one subset, in registry order (the order of every output). */
export function metricsOf<M extends MetricBase>(registry: readonly M[], subset: string): M[] {
  return registry.filter((m) => m.subsets.includes(subset));
}
