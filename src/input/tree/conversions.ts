/**
 * What the one audio path (src/audio/vad-audio.ts) did to each WAV file a load read as audio: the
 * record a loader keeps of every file not used as the 16 kHz mono PCM16 file of its window it
 * already is (outputs for the VAD, and the inputs the identity tests compare), in sample order;
 * and the `inputs` records of unified.json for the input files (`input_resampled`,
 * `input_converted_from`), beside those of the outputs, which keep their meaning. The words the
 * command line says of them are in conversion-note.ts.
 */
import type { NativeAudio, VadAudio } from "../../audio/vad-audio.js";

/** The input files of a sample read as audio (the identity tests'), beside its outputs. */
export const INPUT_FILES: readonly string[] = ["input.wav", "clean_input.wav"];

/** One WAV file the audio path did not use as it is. */
export interface FileConversion {
  sampleId: string;
  /** The file's name in its sample folder: output.wav, clean_output.wav, input.wav, clean_input.wav. */
  file: string;
  /** What the file is: encoding, rate, channels and its own length in frames. */
  native: NativeAudio & { frames: number };
  /** 16 kHz samples of zeros added (> 0) or cut (< 0) to reach the window (0 for an input, its own window). */
  fit: number;
  /** Whether the samples used differ from the file's own (resampled, mixed, padded or cropped), not only decoded. */
  changed: boolean;
}

/** The record of one file read through the audio path, or null when it was used as it is. */
export function conversionOf(sampleId: string, file: string, audio: VadAudio): FileConversion | null {
  if (audio.converted === null && !audio.decoded) return null;
  return { sampleId, file, native: audio.native, fit: audio.fit, changed: audio.converted !== null };
}

/** The `inputs` records of the input files, keyed `<sample_id>/<file>` in the order of `conversions`. */
export interface InputFileRecords {
  /** Input files whose 16 kHz mono samples differ from the file's own: resampled or mixed to mono. */
  input_resampled: string[];
  /** Every input file not read as the 16 kHz mono PCM16 file it is, with what it is. */
  input_converted_from: Record<string, NativeAudio>;
}

/** The records of the input files among `conversions`. */
export function inputFileRecords(conversions: readonly FileConversion[]): InputFileRecords {
  const out: InputFileRecords = { input_resampled: [], input_converted_from: {} };
  for (const c of conversions) {
    if (!INPUT_FILES.includes(c.file)) continue;
    const key = `${c.sampleId}/${c.file}`;
    if (c.changed) out.input_resampled.push(key);
    const { encoding, rate, channels } = c.native;
    out.input_converted_from[key] = { encoding, rate, channels };
  }
  return out;
}
