/**
 * The load checks of "Time, words and the checks a sample must pass" (docs/definitions.md), on the microsecond grid: word
 * starts, E, S, R and pause bounds in [0, T]; S <= R; a non-empty, sorted, non-overlapping pause
 * list with a <= b; no interruption word before R. Each failure is a problem (src/problems)
 * naming the sample, the file, the word or bound (1-based, with its text and time) and, where
 * one is known, the fix.
 */
import { fail } from "../../problems.js";
import { fromMicros, toMicros } from "../../time.js";

/** A transcript word on the microsecond grid; a null end is zero-length at its start. */
export interface Word {
  start_us: number;
  end_us: number;
}

/** Which time a check is about: its file, its name with values (`word 8 "Two,"`) and without (`a word start`). */
export interface TimeField {
  file?: string;
  label: string;
  kind: string;
}

const MILLISECONDS_FIX = "times are in seconds; this looks like milliseconds";

/** A time in words: two decimals when they hold it exactly (`10.40`), else every digit; whole numbers from 100 on as they are. */
export function seconds(x: number): string {
  if (Number.isInteger(x) && Math.abs(x) >= 100) return String(x);
  const two = x.toFixed(2);
  return Number(two) === x ? two : String(x);
}

const prefix = (f: TimeField): string => (f.file ? `${f.file} ${f.label}` : f.label);
const checkName = (f: TimeField, what: string): string => `${f.file ? `${f.file}: ` : ""}${f.kind} ${what}`;

/** Convert a time to microseconds, refusing NaN, negative values and values past T. */
export function checkedTime(sampleId: string, field: TimeField, s: number, T_us: number): number {
  const file = field.file;
  if (Number.isNaN(s)) fail(sampleId, { file, check: checkName(field, "is NaN"), message: `${prefix(field)} is NaN` });
  if (!Number.isFinite(s))
    fail(sampleId, {
      file,
      check: checkName(field, "is not a finite time"),
      message: `${prefix(field)} is ${s}, not a finite time`,
    });
  const t_us = toMicros(s) + 0; // + 0 folds -0 into 0
  if (t_us < 0)
    fail(sampleId, {
      file,
      check: checkName(field, "is negative"),
      message: `${prefix(field)} at ${seconds(s)} s is negative`,
    });
  if (t_us > T_us) {
    // a time far past T (ten times or more) that fits once divided by 1000 was written in milliseconds
    const ms = toMicros(s / 1000) <= T_us && toMicros(s) >= 10 * T_us;
    fail(sampleId, {
      file,
      check: checkName(field, "is past T"),
      message: `${prefix(field)} at ${seconds(s)} s is past T = ${fromMicros(T_us)} s`,
      ...(ms ? { fix: MILLISECONDS_FIX } : {}),
    });
  }
  return t_us;
}

/** A word named as a user finds it: 1-based, with its text when it has one (`word 8 "Two,"`). */
function wordLabel(k: number, text: unknown): string {
  if (typeof text !== "string" || text === "") return `word ${k + 1}`;
  return `word ${k + 1} ${JSON.stringify(text.length > 30 ? `${text.slice(0, 29)}…` : text)}`;
}

/** Words of a transcript (`file`, output.json by default): starts checked against [0, T]; ends may pass T; null ends are zero-length. */
export function checkedWords(
  sampleId: string,
  chunks: { text?: string; timestamp: [number, number | null] }[],
  T_us: number,
  file = "output.json",
): Word[] {
  return chunks.map((c, k) => {
    const label = wordLabel(k, c.text);
    const start = checkedTime(sampleId, { file, label: `${label} start`, kind: "a word start" }, c.timestamp[0], T_us);
    const rawEnd = c.timestamp[1];
    if (rawEnd === null) return { start_us: start, end_us: start };
    if (!Number.isFinite(rawEnd)) {
      fail(sampleId, {
        file,
        check: `${file}: a word end is not a finite time`,
        message: `${file} ${label} end is ${rawEnd}, not a finite time`,
      });
    }
    return { start_us: start, end_us: toMicros(rawEnd) + 0 };
  });
}

/** Pauses `[a, b]` in microseconds: at least one, a <= b, inside [0, T], sorted, not overlapping. */
export function checkedPauses(
  sampleId: string,
  spans: { timestamp: [number, number] }[],
  T_us: number,
): [number, number][] {
  const file = "pause.json";
  if (spans.length === 0)
    fail(sampleId, {
      file,
      check: "pause.json lists no pause",
      message: "pause.json lists no pause",
      fix: "a pause-handling sample needs at least one [start, end]",
    });
  const out: [number, number][] = [];
  spans.forEach((p, k) => {
    const a = checkedTime(
      sampleId,
      { file, label: `pause ${k + 1} start`, kind: "a pause start" },
      p.timestamp[0],
      T_us,
    );
    const b = checkedTime(sampleId, { file, label: `pause ${k + 1} end`, kind: "a pause end" }, p.timestamp[1], T_us);
    if (a > b)
      fail(sampleId, {
        file,
        check: "pause.json: a pause starts after it ends",
        message: `pause.json pause ${k + 1} starts after it ends (${p.timestamp[0]} > ${p.timestamp[1]})`,
      });
    const prev = out[out.length - 1];
    if (prev && a < prev[1]) {
      if (a < prev[0])
        fail(sampleId, {
          file,
          check: "pause.json: pauses are not sorted",
          message: `pause.json pauses are not sorted (pause ${k + 1} starts before pause ${k})`,
          fix: "list the pauses by start time",
        });
      fail(sampleId, {
        file,
        check: "pause.json: pauses overlap",
        message: `pause.json pause ${k + 1} overlaps pause ${k}`,
      });
    }
    out.push([a, b]);
  });
  return out;
}

/** S and R of an interruption: both in [0, T] with S <= R. */
export function checkedInterruption(
  sampleId: string,
  timestamp: [number, number],
  T_us: number,
): { S_us: number; R_us: number } {
  const file = "interrupt.json";
  const S_us = checkedTime(sampleId, { file, label: "interruption onset S", kind: "the onset S" }, timestamp[0], T_us);
  const R_us = checkedTime(sampleId, { file, label: "interruption end R", kind: "the end R" }, timestamp[1], T_us);
  if (S_us > R_us)
    fail(sampleId, {
      file,
      check: "interrupt.json: S is after R",
      message: `interrupt.json interruption onset S ${timestamp[0]} is after its end R ${timestamp[1]}`,
    });
  return { S_us, R_us };
}

const WORDS_FROM_R_FIX =
  "interruption transcripts must hold only the words from R on (the audio is cut at R before ASR)";

/** The transcript of an interruption sample starts at R (the ASR cuts there). */
export function checkWordsFromR(sampleId: string, words: Word[], R_us: number, texts: readonly unknown[] = []): void {
  words.forEach((w, k) => {
    if (w.start_us < R_us) {
      fail(sampleId, {
        file: "output.json",
        check: "output.json: a word starts before R",
        message: `output.json ${wordLabel(k, texts[k])} at ${seconds(fromMicros(w.start_us))} s starts before R = ${fromMicros(R_us)} s`,
        fix: WORDS_FROM_R_FIX,
      });
    }
  });
}
