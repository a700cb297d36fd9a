/**
 * The names the transcript check's outputs carry: the version of its definitions
 * (docs/transcript-check.md), recorded in them, and its two files, whose bytes follow `score`'s
 * pair (src/io/json-output.ts): the JSON indented by two spaces with a final newline, the
 * samples one compact object per line.
 */
export const TRANSCRIPT_CHECK_VERSION = "fdb-v1.0-transcript-check-2";
export const TRANSCRIPT_CHECK_JSON = "transcript-check.json";
export const TRANSCRIPT_CHECK_SAMPLES = "transcript-check-samples.jsonl";
