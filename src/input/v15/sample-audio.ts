/**
 * What the view of a v1.5 sample draws and plays besides its row: output.wav and clean_output.wav
 * as the VAD saw them, and the inputs they answer, input.wav and clean_input.wav, on the same
 * clock (the one audio path, src/audio/vad-audio.ts: converted to 16 kHz mono, the outputs padded
 * or cropped to their input's length), read by the v1.5 loader's file reader. Only src/input opens
 * an input's files.
 */
import { vadAudio } from "../../audio/vad-audio.js";
import { inputError } from "../../errors.js";
import type { LoadedMatchedInput, MatchedEligibleSample } from "./loaded.js";
import { v15SampleFile } from "./files.js";

export interface MatchedSampleAudio {
  /** 16 kHz mono, PCM16 or float32 on [-1, 1). */
  output: Int16Array | Float32Array;
  clean_output: Int16Array | Float32Array;
  /** The input with the overlap event, on the output's clock. */
  input: Int16Array | Float32Array;
  /** The input without it (the control's input), on the control's clock. */
  clean_input: Int16Array | Float32Array;
}

/** Both outputs of an eligible loaded sample, as the VAD saw them, and both inputs on their clocks. */
export function matchedSampleAudio(input: LoadedMatchedInput, sample: MatchedEligibleSample): MatchedSampleAudio {
  const read = (file: string, nSamples: number) => {
    const f = v15SampleFile(input, sample, file);
    if (f === null) throw inputError(sample.sampleId, `${file} is gone since the folder was loaded`);
    return vadAudio(sample.sampleId, file, f.bytes, nSamples).samples();
  };
  return {
    output: read("output.wav", sample.output.nSamples),
    clean_output: read("clean_output.wav", sample.clean_output.nSamples),
    input: read("input.wav", sample.output.nSamples),
    clean_input: read("clean_input.wav", sample.clean_output.nSamples),
  };
}
