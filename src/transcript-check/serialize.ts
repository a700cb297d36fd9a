/**
 * The bytes of the transcript check's two outputs, as `score` writes its pair: the JSON
 * indented by two spaces with a final newline, the samples one compact object per line, keys in
 * construction order, so the same input always gives the same bytes.
 */
import type { CheckSampleLine, TranscriptCheckJson } from "./check.js";

export const TRANSCRIPT_CHECK_JSON = "transcript-check.json";
export const TRANSCRIPT_CHECK_SAMPLES = "transcript-check-samples.jsonl";

export function checkJsonText(j: TranscriptCheckJson): string {
  return JSON.stringify(j, null, 2) + "\n";
}

export function checkSamplesText(lines: readonly CheckSampleLine[]): string {
  return lines.map((l) => JSON.stringify(l) + "\n").join("");
}
