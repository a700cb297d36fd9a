/**
 * The word-level difference of two transcripts of the same audio (`compare` of one run
 * transcribed twice): words paired by normalised text (case and punctuation dropped) and nearest
 * start, then each unpaired word listed as only in the first or only in the second transcript, and
 * each pair whose starts differ by more than `MOVED_US` (50 ms; exactly 50 ms is not moved) as
 * moved. Deterministic: candidate pairs are taken closest first, ties by position. Pure.
 */
import { toMicros } from "../time.js";

/** A word as a transcript lists it: text, start and end in seconds (end null when the file has null). */
export interface DiffWord {
  text: string;
  start: number;
  end: number | null;
}

export interface MovedWord {
  text: string;
  start_a: number;
  start_b: number;
}

export interface WordDiff {
  only_a: DiffWord[];
  only_b: DiffWord[];
  moved: MovedWord[];
}

/** A paired word moves when its two starts differ by more than this, in microseconds. */
export const MOVED_US = 50_000;

/** The text words are paired by: lower case, punctuation and symbols dropped, spaces trimmed. */
export function normalisedText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function wordDiff(a: readonly DiffWord[], b: readonly DiffWord[]): WordDiff {
  const na = a.map((w) => normalisedText(w.text));
  const nb = b.map((w) => normalisedText(w.text));
  const candidates: { i: number; j: number; d: number }[] = [];
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      if (na[i] === nb[j]) candidates.push({ i, j, d: Math.abs(toMicros(x.start) - toMicros(y.start)) });
    });
  });
  candidates.sort((p, q) => p.d - q.d || p.i - q.i || p.j - q.j);
  const pairOfA = new Map<number, number>();
  const usedB = new Set<number>();
  for (const c of candidates) {
    if (pairOfA.has(c.i) || usedB.has(c.j)) continue;
    pairOfA.set(c.i, c.j);
    usedB.add(c.j);
  }
  const moved: MovedWord[] = [];
  for (const [i, j] of [...pairOfA].sort((p, q) => p[0] - q[0])) {
    if (Math.abs(toMicros(a[i]!.start) - toMicros(b[j]!.start)) > MOVED_US)
      moved.push({ text: a[i]!.text, start_a: a[i]!.start, start_b: b[j]!.start });
  }
  return {
    only_a: a.filter((_, i) => !pairOfA.has(i)),
    only_b: b.filter((_, j) => !usedB.has(j)),
    moved,
  };
}
