/** Hand-made matched samples for the tests: runs as [start, end] seconds, identical audio by default. */
import type { MatchedSubset } from "../../src/matched/constants.js";
import { matchedRow, type MatchedInput, type MatchedRow } from "../../src/matched/row.js";
import type { LoadedMatchedInput, MatchedEligibleSample, MatchedOutputAudio } from "../../src/input/v15/loaded.js";
import { toMicros } from "../../src/time.js";

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

/** An output of `seconds` whose 32 ms windows are speech (probability 0.9) inside the spans given, else 0.01. */
export function audio(seconds: number, speech: [number, number][]): MatchedOutputAudio {
  const nSamples = Math.round(seconds * 16000);
  const probs = new Float32Array(Math.ceil(nSamples / 512));
  for (let w = 0; w < probs.length; w++) {
    const t = (w * 512) / 16000;
    probs[w] = speech.some(([a, b]) => t >= a && t < b) ? 0.9 : 0.01;
  }
  return { nSamples, probs };
}

/** A loaded sample of a hand-made v1.5 folder: speech spans of both outputs on a T-second clock. */
export function loadedSample(
  id: string,
  x: { s: number; e: number; T?: number; o: [number, number][]; c: [number, number][]; inputs_identical?: boolean },
): MatchedEligibleSample {
  const subset = id.split("/")[0] as MatchedSubset;
  const T = x.T ?? 8;
  return {
    sampleId: id,
    subset,
    name: id.split("/")[1]!,
    eligible: true,
    s_us: toMicros(x.s),
    e_us: toMicros(x.e),
    T_us: toMicros(T),
    T_clean_us: toMicros(T),
    output: audio(T, x.o),
    clean_output: audio(T, x.c),
    inputs_identical: x.inputs_identical ?? true,
    outputs_identical: false,
  };
}

/** A hand-made loaded v1.5 folder of the samples given (subsets in the order of their first sample). */
export function loadedFolder(samples: readonly MatchedEligibleSample[]): LoadedMatchedInput {
  const subsets = [...new Set(samples.map((x) => x.subset))];
  return {
    version: "v1.5",
    source: { kind: "dataset", dir: "hand-made" },
    inputs: { layout: "v1.5" },
    vad: { modelSha256: "0".repeat(64), runtime: "test" },
    subsets: subsets.map((subset) => {
      const mine = samples.filter((x) => x.subset === subset);
      return { subset, declared: mine.length, samples: mine };
    }),
  };
}
