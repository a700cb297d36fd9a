/**
 * The load checks of "Time, words and the checks a sample must pass" (docs/definitions.md), on the microsecond grid: word
 * starts, E, S, R and pause bounds in [0, T]; S <= R; a non-empty, sorted, non-overlapping pause
 * list with a <= b; no interruption word before R. Each failure names the sample and the problem.
 */
import { inputError } from "../errors.js";
import { toMicros } from "../time.js";

/** A transcript word on the microsecond grid; a null end is zero-length at its start. */
export interface Word {
  start: number;
  end: number;
}

/** Convert a time to microseconds, refusing NaN, negative values and values past T. */
export function checkedTime(sampleId: string, what: string, seconds: number, T: number): number {
  if (Number.isNaN(seconds)) throw inputError(sampleId, `${what} is NaN`);
  if (!Number.isFinite(seconds)) throw inputError(sampleId, `${what} is ${seconds}, not a finite time`);
  const us = toMicros(seconds) + 0; // + 0 folds -0 into 0
  if (us < 0) throw inputError(sampleId, `${what} ${seconds} is negative`);
  if (us > T) throw inputError(sampleId, `${what} ${seconds} is past T = ${T / 1e6} s`);
  return us;
}

/** Words of a transcript: starts checked against [0, T]; ends may pass T; null ends are zero-length. */
export function checkedWords(sampleId: string, chunks: { timestamp: [number, number | null] }[], T: number): Word[] {
  return chunks.map((c, k) => {
    const start = checkedTime(sampleId, `output.json word ${k} start`, c.timestamp[0], T);
    const rawEnd = c.timestamp[1];
    if (rawEnd === null) return { start, end: start };
    if (!Number.isFinite(rawEnd)) throw inputError(sampleId, `output.json word ${k} end is ${rawEnd}, not a finite time`);
    return { start, end: toMicros(rawEnd) + 0 };
  });
}

/** Pauses `[a, b]` in microseconds: at least one, a <= b, inside [0, T], sorted, not overlapping. */
export function checkedPauses(sampleId: string, spans: { timestamp: [number, number] }[], T: number): [number, number][] {
  if (spans.length === 0) throw inputError(sampleId, "pause.json lists no pause");
  const out: [number, number][] = [];
  spans.forEach((p, k) => {
    const a = checkedTime(sampleId, `pause ${k} start`, p.timestamp[0], T);
    const b = checkedTime(sampleId, `pause ${k} end`, p.timestamp[1], T);
    if (a > b) throw inputError(sampleId, `pause ${k} starts after it ends (${p.timestamp[0]} > ${p.timestamp[1]})`);
    const prev = out[out.length - 1];
    if (prev && a < prev[1]) {
      throw inputError(
        sampleId,
        a < prev[0] ? `pauses are not sorted (pause ${k} starts before pause ${k - 1})` : `pause ${k} overlaps pause ${k - 1}`,
      );
    }
    out.push([a, b]);
  });
  return out;
}

/** S and R of an interruption: both in [0, T] with S <= R. */
export function checkedInterruption(sampleId: string, timestamp: [number, number], T: number): { S: number; R: number } {
  const S = checkedTime(sampleId, "interruption onset S", timestamp[0], T);
  const R = checkedTime(sampleId, "interruption end R", timestamp[1], T);
  if (S > R) throw inputError(sampleId, `interruption onset S ${timestamp[0]} is after its end R ${timestamp[1]}`);
  return { S, R };
}

/** The transcript of an interruption sample starts at R (the ASR cuts there). */
export function checkWordsFromR(sampleId: string, words: Word[], R: number): void {
  words.forEach((w, k) => {
    if (w.start < R) throw inputError(sampleId, `output.json word ${k} starts at ${w.start / 1e6} s, before R = ${R / 1e6} s`);
  });
}
