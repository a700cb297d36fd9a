/**
 * The transcript check of a loaded input (docs/transcript-check.md), pure: every eligible pause,
 * turn-taking and interruption sample checked against its audio, then two views of the input
 * over the same samples — the transcripts as they are and the audio-checked ones — each scored
 * by the unified pipeline itself (`scoreSamples`: the same per-sample rules, registry,
 * aggregation, intervals and bounds). A sample the check cannot run on (no output.wav) is
 * ineligible in both views, so it counts as an unknown outcome in the selected bounds. A subset
 * with no selected sample is left out of the JSON and the lines.
 */
import type { MetricResult } from "../metrics/kind.js";
import { isOver, metricsFor, type Metric } from "../unified/registry.js";
import type { EligibleRow, SampleRow } from "../unified/rows.js";
import type { UnifiedJson } from "../metrics/score.js";
import { scoreSamples } from "../unified/family.js";
import { fromMicros, toMicros } from "../time.js";
import type { LoadedInput, OutputProbabilities } from "../input/tree/loaded-input.js";
import type { Sample } from "../input/tree/sample.js";
import { SCORED_SUBSETS, type ScoredSubset } from "../input/tree/subsets.js";
import type { VadSettings } from "../vad/settings.js";
import { checkSample, type CheckedKind, type ListedWord, type SampleCheck } from "./sample-check.js";
import { rowChanges, type FieldChange } from "./row-changes.js";
import { DEFAULT_LEAD_S } from "./heard.js";

/** The version of the check's definitions (docs/transcript-check.md), recorded in its outputs. */
export const TRANSCRIPT_CHECK_VERSION = "fdb-v1.0-transcript-check-2";

/** What the edge found for one pause or turn-taking output: its audio, or why the check cannot run. */
export type OutputAudioOf = (sampleId: string) => OutputProbabilities | { reason: string } | undefined;

/** How shares move from the transcript to the audio-checked rows: samples whose hit turns yes or no. */
export interface ShareFlips {
  to_yes: number;
  to_no: number;
}
/** For pooled ratios and latencies: samples whose part (numerator, denominator or value) changes. */
export interface ValueFlips {
  changed: number;
}

export interface MetricCheck {
  transcript: MetricResult;
  audio_checked: MetricResult;
  flips: ShareFlips | ValueFlips;
}

export interface CheckCounts {
  eligible: number;
  checked: number;
  not_checked: number;
  not_checked_reasons: Record<string, number>;
  words: number;
  unheard_words: number;
  segments: number;
  untranscribed_segments: number;
  untranscribed_s: number;
  untranscribed_leads: number;
  untranscribed_lead_s: number;
  after_audio_end_words: number;
  samples_with_unheard_words: number;
  samples_with_untranscribed_segments: number;
  samples_with_untranscribed_leads: number;
  changed_samples: number;
}

export interface SubsetCheck {
  task: string;
  counts: CheckCounts;
  /** Metrics that rest on the VAD alone: identical in both views by construction, so not repeated. */
  identical_by_construction: string[];
  metrics: Record<string, MetricCheck>;
}

export interface TranscriptCheckJson {
  definitions: string;
  unified_definitions: string;
  tool: UnifiedJson["tool"];
  inputs: Record<string, unknown>;
  vad: UnifiedJson["vad"] & { heard_test_min_speech_duration_ms: number };
  /** L: a transcribed segment's first heard word starting more than this after its start leaves a lead. */
  lead_s: number;
  intervals: UnifiedJson["intervals"];
  subsets: Partial<Record<ScoredSubset, SubsetCheck>>;
}

/** One line of transcript-check-samples.jsonl. */
export interface CheckSampleLine {
  sample_id: string;
  subset: ScoredSubset;
  checked: boolean;
  reason?: string;
  unheard_words: ListedWord[];
  untranscribed_segments: { start: number; end: number }[];
  untranscribed_leads: { start: number; end: number }[];
  after_audio_end: ListedWord[];
  changes: Record<string, FieldChange>;
}

export interface TranscriptCheck {
  json: TranscriptCheckJson;
  lines: CheckSampleLine[];
  /** The per-sample checks, by sample id (views draw them). */
  checks: Map<string, SampleCheck>;
  /** The rows of both views, by sample id. */
  transcriptRows: Map<string, SampleRow>;
  checkedRows: Map<string, SampleRow>;
}

const isChecked = (s: Sample): s is CheckedKind => s.eligible && s.task !== "backchannel";

function flipsOf(
  m: Metric,
  ids: string[],
  a: Map<string, SampleRow>,
  b: Map<string, SampleRow>,
): ShareFlips | ValueFlips {
  const pairs = ids.flatMap((id) => {
    const x = a.get(id);
    const y = b.get(id);
    return x?.eligible && y?.eligible && isOver(m, x) && isOver(m, y) ? [[x, y] as [EligibleRow, EligibleRow]] : [];
  });
  if (m.kind === "share") {
    return {
      to_yes: pairs.filter(([x, y]) => !m.hit(x) && m.hit(y)).length,
      to_no: pairs.filter(([x, y]) => m.hit(x) && !m.hit(y)).length,
    };
  }
  if (m.kind === "pooled")
    return {
      changed: pairs.filter(([x, y]) => m.numerator(x) !== m.numerator(y) || m.denominator(x) !== m.denominator(y))
        .length,
    };
  return { changed: pairs.filter(([x, y]) => m.value(x) !== m.value(y)).length };
}

const span = ([a, b]: readonly [number, number]) => ({ start: fromMicros(a), end: fromMicros(b) });

/** What a check is told besides the audio: L in seconds (default 0.3), and where each output's own audio ends. */
export interface TranscriptCheckOptions {
  lead_s?: number;
  /** By sample id, in microseconds; T where absent. */
  audioEnd_us?: ReadonlyMap<string, number>;
}

export function transcriptCheck(
  tree: LoadedInput,
  audioOf: OutputAudioOf,
  vad: VadSettings,
  extraInputs: Record<string, unknown> = {},
  opts: TranscriptCheckOptions = {},
): TranscriptCheck {
  const lead_s = opts.lead_s ?? DEFAULT_LEAD_S;
  const lead_us = toMicros(lead_s);
  const checks = new Map<string, SampleCheck>();
  const reasons = new Map<string, string>();
  const view = (pick: (s: Sample) => Sample): LoadedInput => ({
    ...tree,
    subsets: tree.subsets.map((s) => ({ ...s, samples: s.samples.map(pick) })),
  });
  for (const s of tree.subsets) {
    for (const x of s.samples) {
      if (!isChecked(x)) continue;
      // an interruption sample's audio is its own; pause and turn-taking audio comes from the edge
      const found = x.task === "user_interruption" ? { nSamples: x.nSamples, probs: x.probs } : audioOf(x.sampleId);
      if (found === undefined || "reason" in found) reasons.set(x.sampleId, found?.reason ?? "output.wav missing");
      else {
        const audioEnd_us = opts.audioEnd_us?.get(x.sampleId);
        checks.set(
          x.sampleId,
          checkSample(x, found, vad, { lead_us, ...(audioEnd_us === undefined ? {} : { audioEnd_us }) }),
        );
      }
    }
  }
  const unchecked = (x: Sample): Sample | null => {
    const r = reasons.get(x.sampleId);
    return r === undefined
      ? null
      : { sampleId: x.sampleId, subset: x.subset, name: x.name, task: x.task, eligible: false, reasons: [r] };
  };
  const asIs = scoreSamples(
    view((x) => unchecked(x) ?? x),
    vad,
  );
  const audioChecked = scoreSamples(
    view((x) => unchecked(x) ?? checks.get(x.sampleId)?.checked ?? x),
    vad,
  );
  const transcriptRows = new Map(asIs.rows.map((r) => [r.sample_id, r]));
  const checkedRows = new Map(audioChecked.rows.map((r) => [r.sample_id, r]));

  const lines: CheckSampleLine[] = [];
  const subsets: TranscriptCheckJson["subsets"] = {};
  for (const s of tree.subsets) {
    if (!(SCORED_SUBSETS as readonly string[]).includes(s.subset) || s.samples.length === 0) continue;
    const subset = s.subset as ScoredSubset;
    const eligible = s.samples.filter(isChecked);
    const counts: CheckCounts = {
      eligible: eligible.length,
      checked: 0,
      not_checked: 0,
      not_checked_reasons: {},
      words: 0,
      unheard_words: 0,
      segments: 0,
      untranscribed_segments: 0,
      untranscribed_s: 0,
      untranscribed_leads: 0,
      untranscribed_lead_s: 0,
      after_audio_end_words: 0,
      samples_with_unheard_words: 0,
      samples_with_untranscribed_segments: 0,
      samples_with_untranscribed_leads: 0,
      changed_samples: 0,
    };
    let untranscribed_us = 0;
    let lead_total_us = 0;
    for (const x of eligible) {
      const c = checks.get(x.sampleId);
      if (c === undefined) {
        const reason = reasons.get(x.sampleId)!;
        counts.not_checked += 1;
        counts.not_checked_reasons[reason] = (counts.not_checked_reasons[reason] ?? 0) + 1;
        lines.push({
          sample_id: x.sampleId,
          subset,
          checked: false,
          reason,
          unheard_words: [],
          untranscribed_segments: [],
          untranscribed_leads: [],
          after_audio_end: [],
          changes: {},
        });
        continue;
      }
      const changes = rowChanges(transcriptRows.get(x.sampleId)!, checkedRows.get(x.sampleId)!);
      counts.checked += 1;
      counts.words += c.words;
      counts.unheard_words += c.unheard.length;
      counts.segments += c.segments.length;
      counts.untranscribed_segments += c.untranscribed.length;
      untranscribed_us += c.untranscribed.reduce((sum, [a, b]) => sum + (b - a), 0);
      counts.untranscribed_leads += c.leads.length;
      lead_total_us += c.leads.reduce((sum, [a, b]) => sum + (b - a), 0);
      counts.after_audio_end_words += c.afterAudioEnd.length;
      if (c.unheard.length > 0) counts.samples_with_unheard_words += 1;
      if (c.untranscribed.length > 0) counts.samples_with_untranscribed_segments += 1;
      if (c.leads.length > 0) counts.samples_with_untranscribed_leads += 1;
      if (Object.keys(changes).length > 0) counts.changed_samples += 1;
      lines.push({
        sample_id: x.sampleId,
        subset,
        checked: true,
        unheard_words: c.unheard,
        untranscribed_segments: c.untranscribed.map(span),
        untranscribed_leads: c.leads.map(span),
        after_audio_end: c.afterAudioEnd,
        changes,
      });
    }
    counts.untranscribed_s = fromMicros(untranscribed_us);
    counts.untranscribed_lead_s = fromMicros(lead_total_us);
    const ids = eligible.map((x) => x.sampleId);
    const metrics: Record<string, MetricCheck> = {};
    for (const m of metricsFor(subset)) {
      if (m.vadOnly) continue;
      metrics[m.name] = {
        transcript: asIs.unified.subsets[subset].metrics[m.name]!,
        audio_checked: audioChecked.unified.subsets[subset].metrics[m.name]!,
        flips: flipsOf(m, ids, transcriptRows, checkedRows),
      };
    }
    subsets[subset] = {
      task: s.task,
      counts,
      identical_by_construction: metricsFor(subset)
        .filter((m) => m.vadOnly)
        .map((m) => m.name),
      metrics,
    };
  }

  const u = asIs.unified;
  const json: TranscriptCheckJson = {
    definitions: TRANSCRIPT_CHECK_VERSION,
    unified_definitions: u.definitions,
    tool: u.tool,
    inputs: { ...u.inputs, ...extraInputs },
    vad: { ...u.vad, heard_test_min_speech_duration_ms: 0 },
    lead_s,
    intervals: u.intervals,
    subsets,
  };
  return { json, lines, checks, transcriptRows, checkedRows };
}

/**
 * The check of an input loaded with its pause and turn-taking outputs (src/input/load.ts,
 * `checkOutputs`), as `check-transcripts` and the report run it: the sha256 of each output the
 * input does not pin is recorded in `inputs.output_wav_sha256`, and, for a plain folder, every
 * output the check reads in `inputs.resampled`, `inputs.converted_from` and
 * `inputs.padded_or_cropped` (score's `inputs` record its interruption outputs only).
 */
export function checkLoadedInput(tree: LoadedInput, vad: VadSettings, lead_s = DEFAULT_LEAD_S): TranscriptCheck {
  if (tree.outputs === undefined)
    throw new Error("the transcript check needs an input loaded with its outputs (checkOutputs)");
  const { audio, unpinned, records, audioEnd_us } = tree.outputs;
  return transcriptCheck(
    tree,
    (id) => audio.get(id),
    vad,
    {
      ...(records ?? {}),
      ...(Object.keys(unpinned).length > 0 ? { output_wav_sha256: unpinned } : {}),
    },
    { lead_s, audioEnd_us },
  );
}
