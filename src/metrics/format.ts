/**
 * How numbers are shown in the console, the report and the notebooks (docs/output.md):
 * shares, rates and seconds with three decimals, counts as integers, a latency value that falls
 * on a sample without a response as "not reached". `unified.json` keeps full precision.
 */

export const NOT_REACHED = "not reached";
export const NONE = "n/a";
/**
 * How views mark a metric whose better is "closer to 0" (the smallest absolute value) beside its
 * name or label, and explain in a legend; never "lower is better".
 */
export const CLOSER_TO_0_MARK = "→0";
export const CLOSER_TO_0_LEGEND = "→0 = better closer to 0 (the smallest absolute value is best)";

export function fixed3(x: number | null | undefined): string {
  return x === null || x === undefined ? NONE : x.toFixed(3);
}

export function interval3(iv: readonly [number | null, number | null] | null | undefined, missing = NONE): string {
  if (!iv) return NONE;
  const f = (x: number | null) => (x === null ? missing : x.toFixed(3));
  return `[${f(iv[0])}, ${f(iv[1])}]`;
}

/** A latency quantile in seconds, or "not reached". */
export function latency3(x: number | null, n: number | null): string {
  if (!n) return NONE;
  return x === null ? NOT_REACHED : x.toFixed(3);
}

/** A p-value with three decimals, "<0.001" when it rounds to 0.000 (every medium spells it so). */
export function pValue3(p: number | undefined): string {
  if (p === undefined) return "";
  return p < 0.0005 ? "<0.001" : p.toFixed(3);
}

/** ` (a, b, c, d, e, ...)`: the first five ids, or nothing when none are known. */
export function firstIds(ids: readonly string[] | undefined, shown = 5): string {
  if (!ids || ids.length === 0) return "";
  return ` (${ids.slice(0, shown).join(", ")}${ids.length > shown ? ", ..." : ""})`;
}
