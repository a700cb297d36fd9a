/**
 * The bytes of the two outputs. Key order is the construction order (fixed by the contract), so
 * the same rows always give the same bytes: `unified.json` indented by two spaces with a final
 * newline, `unified-samples.jsonl` one compact object per line.
 */
import type { SampleRow } from "../metrics/rows.js";
import type { UnifiedJson } from "../score.js";

export const UNIFIED_JSON = "unified.json";
export const UNIFIED_SAMPLES = "unified-samples.jsonl";

export function unifiedText(u: UnifiedJson): string {
  return JSON.stringify(u, null, 2) + "\n";
}

export function samplesText(rows: readonly SampleRow[]): string {
  return rows.map((r) => JSON.stringify(r) + "\n").join("");
}
