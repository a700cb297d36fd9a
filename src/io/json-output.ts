/**
 * The bytes of an output pair, one rule for every command that writes one (`score`'s
 * `unified.json` and `unified-samples.jsonl`, the transcript check's pair): the object indented
 * by two spaces with a final newline, the rows one compact object per line. Key order is the
 * construction order (fixed by the contract), so the same rows always give the same bytes.
 */
export const UNIFIED_JSON = "unified.json";
export const UNIFIED_SAMPLES = "unified-samples.jsonl";

/** An output object's bytes: two-space indent, final newline. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, 2) + "\n";
}

/** Rows as JSON Lines: one compact object per line. */
export function jsonLinesText(rows: readonly unknown[]): string {
  return rows.map((r) => JSON.stringify(r) + "\n").join("");
}
