/**
 * The official scripts' arithmetic: a plain double sum in list order divided by the count
 * (`sum(xs) / len(xs)`), with null where Python would raise ZeroDivisionError on an empty list.
 */

export function plainMean(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  let sum = 0;
  for (const x of xs) sum += x;
  return sum / xs.length;
}
