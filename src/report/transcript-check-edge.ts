/**
 * The report's edge for its "Transcript against audio" section (`report --transcript-check`):
 * the pause and turn-taking outputs loaded with the input as `check-transcripts` loads them, the
 * check at the report's (default) VAD settings, and the media of the changed samples the section
 * draws (at most `TRANSCRIPT_CHECK_VIEWS`; the probabilities are cached by then).
 */
import type { SampleMedia, ViewableSample } from "../charts/sample-view.js";
import type { AnalyzeWavs, LoadedInput } from "../input/tree/loaded-input.js";
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";
import { samplesMedia } from "../view/media.js";
import { checkLoadedInput, type TranscriptCheck } from "../transcript-check/check.js";

/** Changed samples drawn as sample views in the report, at most (the rest are counted). */
export const TRANSCRIPT_CHECK_VIEWS = 12;

export interface ReportTranscriptCheck {
  check: TranscriptCheck;
  /** Media of the changed samples drawn, by sample id. */
  media: ReadonlyMap<string, SampleMedia>;
}

/** The changed samples, in output order. */
export function changedSampleIds(check: TranscriptCheck): string[] {
  return check.lines.filter((l) => Object.keys(l.changes).length > 0).map((l) => l.sample_id);
}

export async function reportTranscriptCheck(tree: LoadedInput, analyze: AnalyzeWavs): Promise<ReportTranscriptCheck> {
  const check = checkLoadedInput(tree, DEFAULT_VAD_SETTINGS);
  const byId = new Map(tree.subsets.flatMap((s) => s.samples.map((x) => [x.sampleId, x] as const)));
  const drawn = changedSampleIds(check)
    .slice(0, TRANSCRIPT_CHECK_VIEWS)
    .map((id) => byId.get(id) as ViewableSample);
  return { check, media: await samplesMedia(tree, drawn, analyze) };
}
