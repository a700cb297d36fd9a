/**
 * The load checks of "Time, words and the checks a sample must pass" (docs/definitions.md), on the microsecond grid: word
 * starts, E, S, R and pause bounds in [0, T]; S <= R; a non-empty, sorted, non-overlapping pause
 * list with a <= b; no interruption word before R. Each failure names the sample and the problem.
 */
import { inputError } from "../errors.js";
import { fromMicros, toMicros } from "../time.js";

/** A transcript word on the microsecond grid; a null end is zero-length at its start. */
export interface Word {
  start_us: number;
  end_us: number;
}

/** Convert a time to microseconds, refusing NaN, negative values and values past T. */
export function checkedTime(sampleId: string, what: string, seconds: number, T_us: number): number {
  if (Number.isNaN(seconds)) throw inputError(sampleId, `${what} is NaN`);
  if (!Number.isFinite(seconds)) throw inputError(sampleId, `${what} is ${seconds}, not a finite time`);
  const t_us = toMicros(seconds) + 0; // + 0 folds -0 into 0
  if (t_us < 0) throw inputError(sampleId, `${what} ${seconds} is negative`);
  if (t_us > T_us) throw inputError(sampleId, `${what} ${seconds} is past T = ${fromMicros(T_us)} s`);
  return t_us;
}

/** Words of a transcript: starts checked against [0, T]; ends may pass T; null ends are zero-length. */
export function checkedWords(sampleId: string, chunks: { timestamp: [number, number | null] }[], T_us: number): Word[] {
  return chunks.map((c, k) => {
    const start = checkedTime(sampleId, `output.json word ${k} start`, c.timestamp[0], T_us);
    const rawEnd = c.timestamp[1];
    if (rawEnd === null) return { start_us: start, end_us: start };
    if (!Number.isFinite(rawEnd)) throw inputError(sampleId, `output.json word ${k} end is ${rawEnd}, not a finite time`);
    return { start_us: start, end_us: toMicros(rawEnd) + 0 };
  });
}

/** Pauses `[a, b]` in microseconds: at least one, a <= b, inside [0, T], sorted, not overlapping. */
export function checkedPauses(sampleId: string, spans: { timestamp: [number, number] }[], T_us: number): [number, number][] {
  if (spans.length === 0) throw inputError(sampleId, "pause.json lists no pause");
  const out: [number, number][] = [];
  spans.forEach((p, k) => {
    const a = checkedTime(sampleId, `pause ${k} start`, p.timestamp[0], T_us);
    const b = checkedTime(sampleId, `pause ${k} end`, p.timestamp[1], T_us);
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
export function checkedInterruption(sampleId: string, timestamp: [number, number], T_us: number): { S_us: number; R_us: number } {
  const S_us = checkedTime(sampleId, "interruption onset S", timestamp[0], T_us);
  const R_us = checkedTime(sampleId, "interruption end R", timestamp[1], T_us);
  if (S_us > R_us) throw inputError(sampleId, `interruption onset S ${timestamp[0]} is after its end R ${timestamp[1]}`);
  return { S_us, R_us };
}

/** The transcript of an interruption sample starts at R (the ASR cuts there). */
export function checkWordsFromR(sampleId: string, words: Word[], R_us: number): void {
  words.forEach((w, k) => {
    if (w.start_us < R_us) throw inputError(sampleId, `output.json word ${k} starts at ${fromMicros(w.start_us)} s, before R = ${fromMicros(R_us)} s`);
  });
}
