/**
 * The names of the transcript check's two outputs. Their bytes follow `score`'s pair
 * (src/output/serialize.ts): the JSON indented by two spaces with a final newline, the samples
 * one compact object per line.
 */
export const TRANSCRIPT_CHECK_JSON = "transcript-check.json";
export const TRANSCRIPT_CHECK_SAMPLES = "transcript-check-samples.jsonl";
