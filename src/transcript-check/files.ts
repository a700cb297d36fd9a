/**
 * The two files of a transcript check, `transcript-check.json` and
 * `transcript-check-samples.jsonl`, written into one folder as one unit. `fdb-unified
 * check-transcripts` and the library's `writeTranscriptCheck` both write through here. Their bytes
 * follow `score`'s pair (src/io/json-output.ts): the JSON indented by two spaces with a final
 * newline, the samples one compact object per line.
 */
import { join } from "node:path";
import { writeFilesAtomically } from "../io/atomic-write.js";
import { jsonLinesText, jsonText } from "../io/json-output.js";
import type { TranscriptCheck } from "./check.js";

export const TRANSCRIPT_CHECK_JSON = "transcript-check.json";
export const TRANSCRIPT_CHECK_SAMPLES = "transcript-check-samples.jsonl";

/** Write `check` into `out` atomically; returns transcript-check.json's text. */
export function writeTranscriptCheckFiles(check: Pick<TranscriptCheck, "json" | "lines">, out: string): string {
  const text = jsonText(check.json);
  writeFilesAtomically([
    { path: join(out, TRANSCRIPT_CHECK_JSON), content: text },
    { path: join(out, TRANSCRIPT_CHECK_SAMPLES), content: jsonLinesText(check.lines) },
  ]);
  return text;
}
