/**
 * Hand-made loaded v1.5 folders for the view tests: each sample's output and control as 512-sample
 * windows of probability 0.9 where the given spans speak and 0.01 elsewhere, so the VAD finds
 * those spans; the same overlap event and lengths for every sample unless given.
 */
import type { MatchedSubset } from "../../src/matched/constants.js";
import type { LoadedMatchedInput, MatchedOutputAudio, MatchedSample } from "../../src/input/v15/loaded.js";
import { toMicros } from "../../src/time.js";

const WINDOW = 512;
const RATE = 16000;

/** An output of `seconds` whose windows are speech inside the spans given. */
export function speech(seconds: number, spans: readonly [number, number][]): MatchedOutputAudio {
  const nSamples = Math.round(seconds * RATE);
  const probs = new Float32Array(Math.ceil(nSamples / WINDOW));
  for (let w = 0; w < probs.length; w++) {
    const t = (w * WINDOW) / RATE;
    probs[w] = spans.some(([a, b]) => t >= a && t < b) ? 0.9 : 0.01;
  }
  return { nSamples, probs };
}

/** The output spans of the usual outcomes at s = 2, e = 3, T = 8 and δ = 0.5. */
export const RUNS = {
  stopsEarly: [[0, 2.3]] as [number, number][],
  talksOn: [[0, 5]] as [number, number][],
  silent: [] as [number, number][],
};

export interface Sample {
  id: string;
  /** The output's and the control's speech; null: the sample is ineligible (a file missing). */
  o: [number, number][] | null;
  c?: [number, number][];
  s?: number;
  e?: number;
  T?: number;
}

/** A loaded v1.5 folder holding `subsets`, each with its samples. */
export function matchedInput(subsets: Partial<Record<MatchedSubset, Sample[]>>, dir = "x"): LoadedMatchedInput {
  const order: MatchedSubset[] = ["user_interruption", "user_backchannel", "talking_to_other", "background_speech"];
  return {
    version: "v1.5",
    source: { kind: "dataset", dir },
    inputs: { dataset: dir },
    vad: { modelSha256: "0123456789abcdef", runtime: "onnxruntime-node 1.30.0" },
    subsets: order
      .filter((s) => subsets[s] !== undefined)
      .map((subset) => ({
        subset,
        declared: subsets[subset]!.length,
        samples: subsets[subset]!.map((x): MatchedSample => {
          const base = { sampleId: `${subset}/${x.id}`, subset, name: x.id };
          if (x.o === null) return { ...base, eligible: false, reasons: ["clean_output.wav missing"] };
          const T = x.T ?? 8;
          return {
            ...base,
            eligible: true,
            s_us: toMicros(x.s ?? 2),
            e_us: toMicros(x.e ?? 3),
            T_us: toMicros(T),
            T_clean_us: toMicros(T),
            output: speech(T, x.o),
            clean_output: speech(T, x.c ?? []),
            inputs_identical: true,
            outputs_identical: false,
          };
        }),
      })),
  };
}
