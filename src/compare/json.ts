/**
 * The bytes of a comparison: the `--json` object (`{"compared": {...}, "subsets": {...}}`: what
 * was compared, then the paired numbers at full precision), indented by two spaces with a final
 * newline. Key order is construction order, so the same comparison always gives the same bytes.
 */
import type { Comparison, ComparisonJson } from "./types.js";

export const COMPARE_JSON = "compare.json";

/** The `--json` object: what was compared and the paired numbers (each side's other aggregates stay in its unified.json). */
export function comparisonJson(c: Comparison): ComparisonJson {
  return {
    compared: c.compared,
    subsets: c.subsets,
    ...(c.empty_subsets ? { empty_subsets: c.empty_subsets } : {}),
    ...(c.same_audio ? { same_audio: c.same_audio } : {}),
  };
}

export function comparisonText(c: Comparison): string {
  return JSON.stringify(comparisonJson(c), null, 2) + "\n";
}
