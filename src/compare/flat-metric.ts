/**
 * One compared metric as flat fields (no nested interval or discordant counts), for tables and
 * DataFrames: the values of a PairedMetricJson copied, never computed; a field the comparison
 * does not carry for this metric's kind is null.
 */
import type { PairedMetricJson } from "./types.js";

export interface FlatPairedMetric {
  /** The metric's paired n, and A and B over those pairs (difference = paired_b − paired_a). */
  n: number;
  paired_a: number | null;
  paired_b: number | null;
  difference: number | null;
  /** The 95% paired bootstrap interval of the difference. */
  lo: number | null;
  hi: number | null;
  /** Discordant pairs and the exact McNemar p (sample shares only). */
  a_only: number | null;
  b_only: number | null;
  mcnemar_p: number | null;
  /** A latency's exact sign test p, and the paired swap test's p of the other kinds (null where not carried). */
  sign_test_p: number | null;
  randomization_p: number | null;
  /** Each side's own value over its own samples (not paired; do not subtract). */
  own_a: number | null;
  own_b: number | null;
}

export function flatPairedMetric(p: PairedMetricJson): FlatPairedMetric {
  const [lo, hi] = p.interval ?? [null, null];
  const { n, paired_a, paired_b, difference, own_a, own_b } = p;
  return {
    n,
    paired_a,
    paired_b,
    difference,
    lo,
    hi,
    a_only: p.discordant?.a_only ?? null,
    b_only: p.discordant?.b_only ?? null,
    mcnemar_p: p.mcnemar_p ?? null,
    sign_test_p: p.sign_test_p ?? null,
    randomization_p: p.randomization_p ?? null,
    own_a,
    own_b,
  };
}
