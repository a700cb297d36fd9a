/**
 * One sample's transcript against its audio (docs/transcript-check.md): its unheard words, the
 * words after the end of the file's own audio (neither heard nor unheard), its judged and
 * untranscribed segments, the untranscribed leads of its transcribed segments, and the
 * audio-checked sample, which is the sample with the unheard words taken out and one empty-text
 * word spanning each untranscribed segment and each untranscribed lead put in.
 * Everything else of the sample (annotation, T, the interruption probabilities) is unchanged,
 * so the unified per-sample rules apply to it as they are. Pure.
 */
import type { Word } from "../input/tree/checks.js";
import type { InterruptionSample, PauseSample, RawTimes, TurnTakingSample } from "../input/tree/sample.js";
import { fromMicros, toMicros } from "../time.js";
import type { VadSettings } from "../vad/settings.js";
import {
  DEFAULT_LEAD_S,
  heardTestSettings,
  isHeard,
  isTranscribed,
  judgedSpans,
  segmentSpans,
  type Span,
  untranscribedLeads,
} from "./heard.js";
import type { OutputProbabilities } from "../input/tree/loaded-input.js";

export type CheckedKind = PauseSample | TurnTakingSample | InterruptionSample;

/** A word of the transcript as the outputs list it: its text, and its start and end in seconds (end null when the file has null). */
export interface ListedWord {
  text: string;
  start: number;
  end: number | null;
}

export interface SampleCheck {
  sampleId: string;
  /** Words of the transcript. */
  words: number;
  unheard: ListedWord[];
  /** Words starting at or after the end of the file's own audio: kept, and out of the heard test. */
  afterAudioEnd: ListedWord[];
  /** The judged segments (for interruption, their part from R on), in microseconds. */
  segments: Span[];
  untranscribed: Span[];
  /** The untranscribed leads of the transcribed segments, in microseconds. */
  leads: Span[];
  /** The sample with the audio-checked transcript. */
  checked: CheckedKind;
}

/** What a check is told besides the audio: L, and where the file's own audio ends (T when not given). */
export interface CheckOptions {
  /** L in microseconds (default 0.3 s). */
  lead_us?: number;
  /** The end of the file's own audio before any padding, in microseconds. */
  audioEnd_us?: number;
}

export function checkSample(
  s: CheckedKind,
  audio: OutputProbabilities,
  vad: VadSettings,
  opts: CheckOptions = {},
): SampleCheck {
  const lead_us = opts.lead_us ?? toMicros(DEFAULT_LEAD_S);
  const audioEnd_us = opts.audioEnd_us ?? s.T_us;
  const heardTest = segmentSpans(audio, s.T_us, heardTestSettings(vad));
  const from_us = s.task === "user_interruption" ? s.R_us : 0;
  const segments = judgedSpans(segmentSpans(audio, s.T_us, vad), from_us);
  const late = s.words.map((w) => w.start_us >= audioEnd_us);
  const heardFlags = s.words.map((w, k) => !late[k] && isHeard(w, heardTest));
  const heardWords = s.words.filter((_, k) => heardFlags[k]);
  const untranscribed = segments.filter((g) => !isTranscribed(g, heardWords));
  const leads = untranscribedLeads(
    segments.filter((g) => isTranscribed(g, heardWords)),
    heardWords,
    lead_us,
  );
  const listed = (k: number): ListedWord => {
    const c = s.raw.chunks[k]!;
    const w = s.words[k]!;
    return { text: c.text, start: fromMicros(w.start_us), end: c.end === null ? null : fromMicros(w.end_us) };
  };
  const unheard = s.words.flatMap((_, k) => (heardFlags[k] || late[k] ? [] : [listed(k)]));
  const afterAudioEnd = s.words.flatMap((_, k) => (late[k] ? [listed(k)] : []));

  const kept = (k: number) => heardFlags[k] || late[k];
  const inserted: Word[] = [...untranscribed, ...leads]
    .sort((a, b) => a[0] - b[0])
    .map(([a, b]) => ({ start_us: a, end_us: b }));
  const raw: RawTimes = {
    chunks: [
      ...s.raw.chunks.filter((_, k) => kept(k)),
      ...inserted.map((w) => ({ text: "", start: fromMicros(w.start_us), end: fromMicros(w.end_us) })),
    ],
    annotation: s.raw.annotation,
  };
  const checked = { ...s, words: [...s.words.filter((_, k) => kept(k)), ...inserted], raw } as CheckedKind;
  return {
    sampleId: s.sampleId,
    words: s.words.length,
    unheard,
    afterAudioEnd,
    segments,
    untranscribed,
    leads,
    checked,
  };
}

/** The audio-checked transcript as an output.json value (`text` and `chunks`), for writing a tree. */
export function checkedTranscript(c: SampleCheck): {
  text: string;
  chunks: { text: string; timestamp: [number, number | null] }[];
} {
  const chunks = c.checked.raw.chunks.map((x) => ({
    text: x.text,
    timestamp: [x.start, x.end] as [number, number | null],
  }));
  return {
    text: chunks
      .map((x) => x.text)
      .filter((t) => t !== "")
      .join(" "),
    chunks,
  };
}
