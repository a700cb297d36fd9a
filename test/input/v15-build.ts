/**
 * Test helpers for Full-Duplex-Bench v1.5 folders: outputs made of the committed speech clips
 * (fixtures/speech, which Silero hears; tones it does not) placed at known times, and the files
 * of one sample folder (input.wav, clean_input.wav, metadata.json, output.wav, clean_output.wav,
 * optional transcripts) from a compact description.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseWav } from "../../src/audio/wav.js";
import { REPO } from "../helpers/cli.js";
import { encodeWav } from "../helpers/tree.js";

/** A committed 16 kHz mono speech clip's samples. */
export function clip(name: string): Int16Array {
  return parseWav(readFileSync(join(REPO, "fixtures", "speech", name))).samples;
}

export const SURE = "01-sure-i-can-help.wav"; // 1.67 s
export const WEATHER = "02-weather-today.wav"; // 2.08 s
export const SCHEDULE = "03-check-the-schedule.wav"; // 2.29 s

/** `T` seconds at 16 kHz with each clip placed at its start time (seconds). */
export function placed(T: number, clips: readonly [string, number][]): Int16Array {
  const x = new Int16Array(Math.round(T * 16000));
  for (const [name, at] of clips) {
    const from = Math.round(at * 16000);
    if (from < x.length) x.set(clip(name).subarray(0, x.length - from), from);
  }
  return x;
}

export interface V15Spec {
  T?: number;
  T_clean?: number;
  timestamps?: unknown;
  output?: [string, number][];
  clean_output?: [string, number][];
  /** Replace a file's bytes (or leave it out with null). */
  files?: Record<string, Buffer | string | null>;
}

/** The files of one sample folder `prefix` (e.g. `user_interruption/1`). */
export function v15Sample(prefix: string, spec: V15Spec = {}): Record<string, Buffer | string> {
  const T = spec.T ?? 6;
  const Tc = spec.T_clean ?? T;
  const files: Record<string, Buffer | string | null> = {
    "input.wav": encodeWav(new Int16Array(Math.round(T * 16000))),
    "clean_input.wav": encodeWav(new Int16Array(Math.round(Tc * 16000))),
    "metadata.json": JSON.stringify({ timestamps: spec.timestamps ?? [1, 2], text: "kept, unused" }),
    "output.wav": encodeWav(placed(T, spec.output ?? [[SURE, 0]])),
    "clean_output.wav": encodeWav(
      placed(
        Tc,
        spec.clean_output ?? [
          [SURE, 0],
          [SCHEDULE, 1.7],
        ],
      ),
    ),
    ...spec.files,
  };
  const out: Record<string, Buffer | string> = {};
  for (const [f, v] of Object.entries(files)) if (v !== null) out[`${prefix}/${f}`] = v;
  return out;
}
