/**
 * The media a sample view draws, from what the input's loader reads (src/input/sample-audio.ts):
 * output.wav as the VAD sees it, shown as int16 units (float samples rounded for the waveform
 * only; the probabilities are those of the samples the VAD saw), its probabilities, and
 * input.wav mixed to mono where the input has one.
 */
import type { SampleMedia, ViewableSample } from "../charts/sample-view.js";
import { samplesAudio } from "../input/sample-audio.js";
import type { AnalyzeWavs, LoadedInput } from "../input/tree/loaded-input.js";
import { VAD_RATE } from "../vad/silero.js";

/** Samples on the [-1, 1) scale to int16 units for drawing and playing; PCM16 as it is. */
export function drawnInt16(samples: Int16Array | Float32Array): Int16Array {
  if (samples instanceof Int16Array) return samples;
  return Int16Array.from(samples, (x) => Math.max(-32768, Math.min(32767, Math.round(x * 32768))));
}

/** The media of several samples of one loaded input; the VAD runs once for all cold outputs. */
export async function samplesMedia(
  input: LoadedInput,
  samples: readonly ViewableSample[],
  analyze: AnalyzeWavs,
): Promise<Map<string, SampleMedia>> {
  const audio = await samplesAudio(input, samples, analyze);
  return new Map(
    [...audio].map(([id, a]) => [
      id,
      {
        output: a.output === null ? null : drawnInt16(a.output),
        sampleRate: VAD_RATE,
        nSamples: a.nSamples,
        probs: a.probs,
        ...(a.outputEnd_us === null ? {} : { outputEnd_us: a.outputEnd_us }),
        input: a.input,
      },
    ]),
  );
}
