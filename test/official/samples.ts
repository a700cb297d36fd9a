/**
 * Test helper: eligible samples carrying only what the official rules read (the raw transcript
 * times and annotation), and unified rows with only the fields the pitfall counters read.
 */
import type { InterruptionRow, PauseRow, SampleRow } from "../../src/unified/rows.js";
import type { InterruptionSample, PauseSample, TurnTakingSample } from "../../src/input/tree/sample.js";

export type W = [number, number | null];
const chunks = (words: W[]) => words.map(([start, end]) => ({ text: "w", start, end }));

export function pauseSample(name: string, words: W[]): PauseSample {
  return {
    sampleId: `synthetic_pause_handling/${name}`,
    subset: "synthetic_pause_handling",
    name,
    task: "pause_handling",
    eligible: true,
    T_us: 10e6,
    words: [],
    pauses_us: [[3e6, 4e6]],
    raw: { chunks: chunks(words), annotation: [[3, 4]] },
  };
}

export function turnTakingSample(name: string, E: number, words: W[]): TurnTakingSample {
  return {
    sampleId: `candor_turn_taking/${name}`,
    subset: "candor_turn_taking",
    name,
    task: "turn_taking",
    eligible: true,
    T_us: 20e6,
    E_us: 0,
    words: [],
    raw: { chunks: chunks(words), annotation: [[E, E + 0.4]] },
  };
}

export function interruptionSample(name: string, S: number, R: number, words: W[]): InterruptionSample {
  return {
    sampleId: `synthetic_user_interruption/${name}`,
    subset: "synthetic_user_interruption",
    name,
    task: "user_interruption",
    eligible: true,
    T_us: 30e6,
    S_us: 0,
    R_us: 0,
    words: [],
    nSamples: 0,
    probs: new Float32Array(0),
    raw: { chunks: chunks(words), annotation: [[S, R]] },
  };
}

export function pauseRows(flags: Record<string, boolean>): Map<string, SampleRow> {
  return new Map(
    Object.entries(flags).map(([name, pause_intrusion]) => {
      const id = `synthetic_pause_handling/${name}`;
      return [id, { sample_id: id, eligible: true, pause_intrusion } as PauseRow];
    }),
  );
}

export function interruptionRows(outcomes: Record<string, InterruptionRow["outcome"]>): Map<string, SampleRow> {
  return new Map(
    Object.entries(outcomes).map(([name, outcome]) => {
      const id = `synthetic_user_interruption/${name}`;
      return [id, { sample_id: id, eligible: true, outcome } as InterruptionRow];
    }),
  );
}
