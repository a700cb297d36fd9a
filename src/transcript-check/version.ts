/** The version of the transcript-check definitions (docs/transcript-check.md), recorded in its outputs. */
export const TRANSCRIPT_CHECK_VERSION = "fdb-v1.0-transcript-check-1";
