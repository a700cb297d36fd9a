/**
 * The kinds of finding of the transcript check and how every view names them: the console's list,
 * the report's findings table and first-page line, the notebooks. A finding is one thing where the
 * transcript and the audio disagree, listed on a sample's line of transcript-check-samples.jsonl
 * under its kind's field, each with its span and, for a word, its text. A new kind is one entry
 * of `FINDING_KINDS`; the views list whatever kinds it holds, in its order. Pure text.
 */
import { fixed3 } from "../metrics/format.js";
import type { CheckSampleLine, MetricCheck, TranscriptCheckJson } from "./check.js";

/** One finding as a line lists it: a span in seconds, with the word's text when it is a word (end null when the file has null). */
export interface Finding {
  text?: string;
  start: number;
  end: number | null;
}

export interface FindingKind {
  /** The field of a sample's line that lists the findings of this kind. */
  field: keyof CheckSampleLine;
  /** Its name in lists and table heads, plural ("unheard words"). */
  name: string;
}

export const FINDING_KINDS: readonly FindingKind[] = [
  { field: "unheard_words", name: "unheard words" },
  { field: "untranscribed_segments", name: "untranscribed segments" },
  { field: "untranscribed_leads", name: "untranscribed leads" },
  { field: "after_audio_end", name: "words after the audio's end" },
];

/** The findings of one kind on a line (none when the line has no such field). */
export function findingsOf(line: CheckSampleLine, kind: FindingKind): readonly Finding[] {
  const v = line[kind.field];
  return Array.isArray(v) ? (v as Finding[]) : [];
}

/** Whether the line has a finding of any kind. */
export function hasFindings(line: CheckSampleLine): boolean {
  return FINDING_KINDS.some((k) => findingsOf(line, k).length > 0);
}

/** `"yeah" 1.200–1.450 s` for a word, `2.000–3.100 s` for a span (a null end: `1.200 s`). */
export function findingText(f: Finding): string {
  const span = f.end === null ? `${fixed3(f.start)} s` : `${fixed3(f.start)}–${fixed3(f.end)} s`;
  return f.text === undefined ? span : `${JSON.stringify(f.text)} ${span}`;
}

/** One kind's findings on a line as "unheard words: "a" 1.000–1.200 s, …", or null when it has none. */
export function findingsKindText(line: CheckSampleLine, kind: FindingKind): string | null {
  const fs = findingsOf(line, kind);
  return fs.length === 0 ? null : `${kind.name}: ${fs.map(findingText).join(", ")}`;
}

/** Every finding of a line, kind by kind, separated by "; ". */
export function findingsLineText(line: CheckSampleLine): string {
  return FINDING_KINDS.flatMap((k) => findingsKindText(line, k) ?? []).join("; ");
}

/** Whether a metric's flips are any: a share with a sample turning either way, another with a changed part. */
function flips(f: MetricCheck["flips"]): boolean {
  return "to_yes" in f ? f.to_yes + f.to_no > 0 : f.changed > 0;
}

/**
 * The check in one line, as the report's first page gives it: samples with a finding, samples
 * whose row changes, and how many of the metrics the transcript can change (over every subset)
 * have any flip.
 */
export function checkSummaryLine(j: TranscriptCheckJson, lines: readonly CheckSampleLine[]): string {
  const found = lines.filter(hasFindings).length;
  const changed = lines.filter((l) => Object.keys(l.changes).length > 0).length;
  const metrics = Object.values(j.subsets).flatMap((s) => Object.values(s.metrics));
  const flipping = metrics.filter((m) => flips(m.flips)).length;
  return (
    `${found} of ${lines.length} samples with findings, ${changed} rows change, ` +
    `${flipping} of ${metrics.length} metrics the transcript can change flip`
  );
}
