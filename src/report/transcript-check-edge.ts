/**
 * The report's edge for its "Transcript against audio" section (`report --transcript-check`):
 * the pause and turn-taking outputs loaded with the input as `check-transcripts` loads them, the
 * check at the report's (default) VAD settings, the same check at each L of the section's lead
 * table (0.2, 0.3 and 0.5 s), and the media of the changed samples the section draws (at most
 * `TRANSCRIPT_CHECK_VIEWS`; the probabilities are cached by then).
 */
import type { SampleMedia, ViewableSample } from "../charts/sample-view.js";
import type { AnalyzeWavs, LoadedInput } from "../input/tree/loaded-input.js";
import { DEFAULT_VAD_SETTINGS } from "../vad/settings.js";
import { samplesMedia } from "../view/media.js";
import { checkLoadedInput, type TranscriptCheck, type TranscriptCheckJson } from "../transcript-check/check.js";
import { DEFAULT_LEAD_S, LEAD_TABLE_S } from "../transcript-check/heard.js";

/** Changed samples drawn as sample views in the report, at most (the rest are counted). */
export const TRANSCRIPT_CHECK_VIEWS = 12;

export interface ReportTranscriptCheck {
  check: TranscriptCheck;
  /** Media of the changed samples drawn, by sample id. */
  media: ReadonlyMap<string, SampleMedia>;
  /** The check's JSON at each L of the lead table, in increasing L (the default one is `check`'s). */
  byLead: { lead_s: number; json: TranscriptCheckJson }[];
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
  const byLead = LEAD_TABLE_S.map((lead_s) => ({
    lead_s,
    json: lead_s === DEFAULT_LEAD_S ? check.json : checkLoadedInput(tree, DEFAULT_VAD_SETTINGS, lead_s).json,
  }));
  return { check, media: await samplesMedia(tree, drawn, analyze), byLead };
}
