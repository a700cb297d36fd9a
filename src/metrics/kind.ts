/**
 * What a kind of metric owns, once for every family (pyannote.metrics' per-item components and one
 * aggregate; sacreBLEU's one `corpus_score` and significance written once): its result from a
 * population of rows, the cells every view prints, its flat columns, the key it ranks by, its value
 * over a paired set and the paired difference with its interval. The four common kinds are
 * ./kind-share.ts, ./kind-pooled.ts, ./kind-latency.ts and ./kind-difference.ts; a family may
 * bring its own (`Family.kinds`). Views reach a kind through `kindOf`, never by its name.
 */
import type { InfiniteParts, Interval, PairedDifference } from "../stats/paired-difference.js";
import type { AnyMetric } from "./metric.js";

/** The rows a metric is over, and its unknowns u (selected samples it cannot score). */
export interface Population<R = unknown> {
  over: readonly R[];
  u: number;
}

/** A metric's result as `unified.json` holds it (each kind has its own shape). */
export type MetricResult = object;

/** How every view prints one result: three decimals, "not reached", "n/a". */
export interface Cells {
  value: string;
  interval: string;
  /** `count/n` of a share, `+a -b of n` of a difference, the parts of a pooled ratio, `n=` of a latency. */
  count: string;
  /** The unknowns u, where the family records them; "" otherwise. */
  unknown: string;
  /** The selected bounds of a share or a difference; "" otherwise. */
  bounds: string;
  /** The p-value the kind carries (a difference's sign test); "" otherwise. */
  p: string;
}

/** One result as a table cell: its number, interval ends, a latency's p90, and value and interval as printed. */
export interface CellValue {
  /** Null when there is nothing to show, or a latency median that is not reached. */
  value: number | null;
  lo: number | null;
  hi: number | null;
  /** A latency's p90 (null when not reached); absent for other kinds. */
  p90?: number | null;
  /** True when a latency value (or end) is "not reached" rather than missing. */
  not_reached?: boolean;
  /** Value and interval as the console prints them: "0.333 [0.097, 0.700]". */
  text: string;
}

/**
 * One metric compared between two systems over its paired set (samples in its denominator in both):
 * each side's value over the pairs, the difference B − A with its 95% paired bootstrap interval,
 * and its two-sided paired p (for sample shares the discordant counts and McNemar's exact p, for
 * latencies the exact sign test's, for the other kinds the swap test's); then each side's own value
 * from its aggregates. `compare --json` prints these objects.
 */
export interface PairedMetricJson {
  /** Size of the metric's own paired set. */
  n: number;
  paired_a: number | null;
  paired_b: number | null;
  /** B − A over the paired set (|B| − |A| for a "closer to 0" metric). */
  difference: number | null;
  /** 95% paired bootstrap interval of the difference. */
  interval: Interval | null;
  /** A latency's nulls that stand for ±∞ (present only when there is one): see docs/compare.md. */
  infinite?: InfiniteParts;
  discordant?: { a_only: number; b_only: number };
  mcnemar_p?: number;
  /** A latency's exact two-sided sign test p over its per-sample differences (ties left out). */
  sign_test_p?: number;
  /** The paired swap test's two-sided p (stats/paired-swap-p.ts) of a pooled ratio or a difference; absent when undefined. */
  randomization_p?: number;
  /** A "closer to 0" metric: `difference` is |paired_b| − |paired_a| (absent otherwise). */
  absolute?: true;
  own_a: number | null;
  own_b: number | null;
}

/** The part of a paired metric a kind computes (between the paired values and the own values). */
export type PairedPart = Omit<PairedMetricJson, "n" | "paired_a" | "paired_b" | "own_a" | "own_b" | "absolute">;

/** A paired difference as a kind hands it on: its swap-test p under its JSON name, absent when undefined. */
export function swapTested({ p, ...d }: PairedDifference): PairedPart {
  return p === null || p === undefined ? d : { ...d, randomization_p: p };
}

/** The p of a paired comparison, whichever test its kind makes (McNemar, sign, swap); undefined without one. */
export const pairedP = (
  pm: Pick<PairedMetricJson, "mcnemar_p" | "sign_test_p" | "randomization_p">,
): number | undefined => pm.mcnemar_p ?? pm.sign_test_p ?? pm.randomization_p;

export interface Kind {
  name: string;
  /** The kind in words, for docs/metrics.md ("share of samples"). */
  noun: string;
  /** The p-value its results carry, as a table's header and a record's key names it; none without one. */
  p?: { head: string; key: string };
  /** How its interval is made, for a table's notes, when the first note (shares, pooled ratios, latencies) does not say. */
  intervalNote?: string;
  /** The flat columns it fills (docs/output.md "Flat columns"), in the order of BASE_FLAT_COLUMNS then its own. */
  columns: readonly string[];
  /** The result over a population; with `unknowns` the result records n and u where the kind does not already. */
  result(m: AnyMetric, pop: Population, unknowns: boolean): MetricResult;
  /** The cells every view prints (the direction is the metric's, `betterLabel`). */
  cells(m: AnyMetric, r: MetricResult): Cells;
  /** Its flat columns' numbers (a latency quantity not reached is +Infinity). */
  flat(r: MetricResult): Record<string, number | null>;
  /** The one number of a result: a share or ratio, a latency's median (null: none or not reached). */
  value(r: MetricResult): number | null;
  /** The samples it is over (a latency's n), or null without a count. */
  n(r: MetricResult): number | null;
  /** The value as printed ("0.333", "not reached", "n/a"). */
  valueText(r: MetricResult): string;
  /** A bare value of this kind over n samples as printed (a latency's null with samples is "not reached"). */
  format(x: number | null, n: number | null): string;
  /** The key a column ranks by: the value, +Infinity for a latency not reached (ranks last), null for nothing. */
  rankKey(r: MetricResult): number | null;
  /** The result as a table cell. */
  cell(r: MetricResult): CellValue;
  /** A side's value over the paired rows, by the metric's own rule (null with no pair or a zero denominator). */
  pairedValue(m: AnyMetric, rows: readonly unknown[]): number | null;
  /** The paired difference B − A over paired rows (`absolute`: of absolute values, for "closer to 0"). */
  paired(m: AnyMetric, a: readonly unknown[], b: readonly unknown[], absolute: boolean): PairedPart;
}

/** The columns every flat result starts with, in order; a family adds `u` and its kinds' own after them. */
export const BASE_FLAT_COLUMNS = ["value", "lo", "hi", "p90", "count", "n", "bounds_lo", "bounds_hi"] as const;

/** A latency quantity: null with samples is "not reached" (+Infinity), without samples it is null. */
export function reached(x: number | null, n: number | null): number | null {
  return x === null ? (n ? Infinity : null) : x;
}

/** The `u` of a result that records it, else nothing (spread into a result after `n`). */
export function unknownsPart(unknowns: boolean, u: number): { u?: number } {
  return unknowns ? { u } : {};
}
