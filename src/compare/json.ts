/**
 * The bytes of a comparison: exactly the `--json` object of issue 6 (`{"subsets": {...}}`),
 * indented by two spaces with a final newline. Key order is construction order, so the same
 * comparison always gives the same bytes.
 */
import type { Comparison, ComparisonJson } from "./types.js";

export const COMPARE_JSON = "compare.json";

/** The `--json` object: the paired numbers only (each side's aggregates stay in its unified.json). */
export function comparisonJson(c: Comparison): ComparisonJson {
  return { subsets: c.subsets };
}

export function comparisonText(c: Comparison): string {
  return JSON.stringify(comparisonJson(c), null, 2) + "\n";
}
