/**
 * The lead rule of the transcript check (docs/transcript-check.md): in a transcribed segment
 * whose first heard word starts more than L after the segment's start, the span from the
 * segment's start to that word's start is an untranscribed lead. A word that starts before the
 * segment (spanning into it) leaves no lead; a lead of exactly L is not one. Pure, on the
 * integer-microsecond grid.
 */
import type { Word } from "../input/tree/checks.js";
import { wordMeets, type Span } from "./heard.js";

/** L by default, in seconds: above the alignment error of word timestamps against the VAD's 32 ms windows. */
export const DEFAULT_LEAD_S = 0.3;

/** The leads L of the report's table, in seconds. */
export const LEAD_TABLE_S = [0.2, 0.3, 0.5] as const;

/** The start of the earliest heard word meeting the span, or null when none meets it. */
export function firstWordStart(s: Span, heardWords: readonly Word[]): number | null {
  let first: number | null = null;
  for (const w of heardWords) if (wordMeets(w, s) && (first === null || w.start_us < first)) first = w.start_us;
  return first;
}

/** The untranscribed lead of each transcribed span (`lead_us` = L): `[span start, first word start)` when longer than L. */
export function untranscribedLeads(spans: readonly Span[], heardWords: readonly Word[], lead_us: number): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    const first = firstWordStart(s, heardWords);
    if (first !== null && first - s[0] > lead_us) out.push([s[0], first]);
  }
  return out;
}
