/** Hand-made matched samples for the tests: runs as [start, end] seconds, identical audio by default. */
import type { MatchedSubset } from "../../src/matched/constants.js";
import { matchedRow, type MatchedInput, type MatchedRow } from "../../src/matched/row.js";

export interface Made {
  id?: string;
  subset?: MatchedSubset;
  s?: number;
  e?: number;
  T?: number;
  T_clean?: number;
  o?: [number, number][];
  c?: [number, number][];
  inputs?: MatchedInput["inputs"];
}

export function made(x: Made): MatchedInput {
  const seg = (l: [number, number][] = []) => l.map(([start, end]) => ({ start, end }));
  return {
    sample_id: x.id ?? "user_interruption/1",
    subset: x.subset ?? "user_interruption",
    s: x.s ?? 5,
    e: x.e ?? 7,
    T: x.T ?? 20,
    T_clean: x.T_clean ?? x.T ?? 20,
    segments: seg(x.o),
    clean_segments: seg(x.c),
    inputs: x.inputs ?? true,
    outputs: true,
  };
}

/** The eligible row of a hand-made sample (fails the test if it is ineligible). */
export function row(x: Made, delta?: number): MatchedRow {
  const r = matchedRow(made(x), delta);
  if (!r.eligible) throw new Error(`ineligible: ${r.reasons.join(", ")}`);
  return r;
}
