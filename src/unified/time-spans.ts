/**
 * Interval arithmetic on the integer-microsecond grid: merging closed spans and measuring the
 * length of the intersection of two unions. Used for pause coverage and interruption speech.
 */

export type Span = readonly [number, number];

/** Union of closed spans as sorted, disjoint spans (touching spans merge). Empty spans vanish. */
export function mergeSpans(spans: readonly Span[]): [number, number][] {
  const sorted = spans.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Length of (union of `xs`) ∩ (union of `ys`), both given as sorted disjoint spans. */
export function intersectionLength(xs: readonly Span[], ys: readonly Span[]): number {
  let i = 0;
  let j = 0;
  let total = 0;
  while (i < xs.length && j < ys.length) {
    const [a, b] = xs[i]!;
    const [c, d] = ys[j]!;
    const lo = Math.max(a, c);
    const hi = Math.min(b, d);
    if (hi > lo) total += hi - lo;
    if (b < d) i++;
    else j++;
  }
  return total;
}
