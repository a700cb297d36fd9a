/**
 * A plain restatement of the spec's paired bootstrap, for the paired-difference tests: resample
 * whole paired samples with `resampleIndices(n)`, one statistic per resample, the ceil(q·N)-th
 * smallest at q = 1/40 and 39/40. And the exact swap test of a pooled-ratio difference, by listing
 * every swap pattern.
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

/** The exact swap-test p of Σnum_B/Σden_B − Σnum_A/Σden_A: the share of the 2^n swap patterns (zero denominators left out) whose |Δ| reaches the observed one. */
export function swapReference(
  a: { numerators: number[]; denominators: number[] },
  b: { numerators: number[]; denominators: number[] },
): number {
  const n = a.numerators.length;
  const delta = (pattern: number) => {
    const pick = (i: number, mine: typeof a, other: typeof a) => ((pattern >> i) & 1 ? other : mine);
    let [na, da, nb, db] = [0, 0, 0, 0];
    for (let i = 0; i < n; i++) {
      na += pick(i, a, b).numerators[i]!;
      da += pick(i, a, b).denominators[i]!;
      nb += pick(i, b, a).numerators[i]!;
      db += pick(i, b, a).denominators[i]!;
    }
    return da === 0 || db === 0 ? undefined : Math.abs(nb / db - na / da);
  };
  const observed = delta(0)!;
  const all = Array.from({ length: 2 ** n }, (_, k) => delta(k)).filter((d): d is number => d !== undefined);
  return all.filter((d) => d >= observed - 1e-12).length / all.length;
}
