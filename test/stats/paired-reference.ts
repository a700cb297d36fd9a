/**
 * A plain restatement of the spec's paired bootstrap, for the paired-difference tests: resample
 * whole paired samples with `resampleIndices(n)`, one statistic per resample, the ceil(q·N)-th
 * smallest at q = 1/40 and 39/40.
 */
import { resampleIndices } from "../../src/stats/index.js";

/** The spec's percentile rule, restated: the ceil(q·N)-th smallest (1-based) of the kept statistics. */
export function percentile(sorted: number[], num: number, den: number): number {
  return sorted[Math.ceil((num * sorted.length) / den) - 1]!;
}

/** A plain restatement of the paired bootstrap: `stat` of each resample, undefined = skipped. */
export function reference(n: number, stat: (idx: number[]) => number | undefined): [number, number] {
  const draws = resampleIndices(n);
  const kept: number[] = [];
  for (let r = 0; r < 2000; r++) {
    const idx = Array.from(draws.slice(r * n, (r + 1) * n));
    const s = stat(idx);
    if (s !== undefined) kept.push(s);
  }
  kept.sort((x, y) => x - y);
  return [percentile(kept, 1, 40), percentile(kept, 39, 40)];
}
